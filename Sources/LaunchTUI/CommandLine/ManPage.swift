import Scenes

/// `launch-tui help man`: the manual page, in roff for `man -l`, made from
/// the same parts as `--help`: each command's usage line and options from
/// its option table, its prose from its help page, the scenario flags from
/// the one table of scenario settings, the keys from the key table. The
/// copy in docs/launch-tui.1 is checked against it.
enum ManPage {
    static var text: String {
        var page = Roff()
        page.line(".TH LAUNCH-TUI 1 \"\" \"\(Usage.version)\" \"User Commands\"")
        page.section("NAME")
        page.line("launch-tui \\- the same news app launched two ways, side by side on one clock")

        page.section("SYNOPSIS")
        page.preformatted(
            ([Registry.demo] + Registry.commands).map { $0.help.synopsis(6) }
                .joined(separator: "\n"))

        page.section("DESCRIPTION")
        page.prose(Usage.description)
        page.prose(
            "With no command it runs the interactive demo; each command below has its own help too "
                + "(launch-tui help COMMAND, or COMMAND --help).")

        page.section("THE INTERACTIVE DEMO")
        page.list(Registry.demo.help.options)
        page.subsection("Keys")
        page.list(KeyTable.bindings.map { (name: $0.label, help: [$0.meaning]) })

        page.section("COMMANDS")
        for help in Registry.commands.map(\.help) {
            page.subsection("launch-tui " + help.command)
            page.preformatted(help.synopsis(6))
            page.prose(help.prose)
            page.list(help.options)
            if let after = help.afterOptions { page.prose(after) }
            if help.takesScenarioFlags { page.prose("It takes the scenario flags (SCENARIO FLAGS below).") }
        }

        page.section("SCENARIO FLAGS")
        page.prose(
            "Every command that draws or measures takes them; defaults first. A talk's Scenario line "
                + "sets the same knobs, written key=value.")
        page.list(HelpPage.scenarioFlagRows)

        page.section("TALKS")
        page.prose(HelpPage.scriptLanguage)
        page.section("LAUNCH FILES")
        page.prose(HelpPage.launchFileLanguage)
        for style in LaunchStyles.builtIn.withHelp {
            page.section("THE \(style.title.uppercased()) LAUNCH")
            page.prose(style.help ?? "")
        }

        page.section("EXIT STATUS")
        page.prose(Usage.exitStatus)
        page.section("SEE ALSO")
        page.line(".BR asciinema (1)")
        // As every help page, without its last newline: printing adds it.
        return String(page.text.dropLast())
    }
}

/// Roff, written a piece at a time: prose filled, indented lines kept as
/// they are, everything escaped so that no text of ours reads as a request.
struct Roff {
    private(set) var text = ""

    mutating func line(_ request: String) { text += request + "\n" }

    mutating func section(_ title: String) { line(".SH " + Self.escaped(title)) }

    mutating func subsection(_ title: String) { line(".SS " + Self.escaped(title)) }

    /// Lines kept as they are, in a block of their own.
    mutating func preformatted(_ block: String) {
        line(".PP")
        line(".nf")
        for row in block.split(separator: "\n", omittingEmptySubsequences: false) { line(Self.escaped(String(row))) }
        line(".fi")
    }

    /// Help's prose: paragraphs at blank lines; a line indented by two
    /// spaces or more is a row of a list or a table, kept as it is.
    mutating func prose(_ help: String) {
        var filled: [String] = []
        var kept: [String] = []
        func flush() {
            if !filled.isEmpty {
                line(".PP")
                for row in filled { line(Self.escaped(row)) }
                filled = []
            }
            if !kept.isEmpty {
                preformatted(kept.joined(separator: "\n"))
                kept = []
            }
        }
        for row in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if row.allSatisfy({ $0 == " " }) {
                flush()
            } else if row.hasPrefix("  ") {
                if !filled.isEmpty { flush() }
                kept.append(row)
            } else {
                if !kept.isEmpty { flush() }
                filled.append(row)
            }
        }
        flush()
    }

    /// A name and its help, for each row: an option, a key, a setting.
    mutating func list(_ rows: [(name: String, help: [String])]) {
        for row in rows {
            line(".TP")
            line(".B " + Self.escaped(row.name))
            line(Self.escaped(row.help.joined(separator: " ")))
        }
    }

    /// Text as roff sets it literally: backslashes and hyphens escaped, a
    /// leading dot or quote defused, other than ASCII by its code point.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let digits = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "]"
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
