/// What a terminal type (`TERM`) says beyond its terminfo entry: whether
/// the terminal is a console or a hardware terminal (or an emulation that
/// names itself as one). Their fonts have no braille, eighth blocks or
/// rounded corners (the Linux console's font has 256 or 512 glyphs; a VT100
/// or VT220 shows no UTF-8 at all; `ansi` is the PC's code page), so the
/// stage is drawn in ASCII there; and they do not answer xterm's
/// background-colour query, so it is not sent: their background is dark.
enum TerminalKind {
    /// `linux`, `vt100`, `vt220` and the other VTs, `ansi`, BSD's `cons25`,
    /// `pcansi`, and their variants (`linux-16color`, `vt100-am`, `ansi.sys`);
    /// not `vte` and the like, which are GNOME's and draw Unicode.
    static func isConsole(_ term: String?) -> Bool {
        guard let term = term?.lowercased(), !term.isEmpty else { return false }
        let name = term.prefix { $0.isLetter }
        let rest = term.dropFirst(name.count)
        switch name {
        case "linux", "ansi", "pcansi": return !(rest.first?.isLetter ?? false)
        case "cons": return rest.first?.isNumber ?? false
        case "vt": return rest.first?.isNumber ?? false
        default: return false
        }
    }
}
