#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's locale, which says whether the terminal takes UTF-8.
enum Locale {
    /// Adopts the user's locale's character type (LC_ALL, LC_CTYPE, LANG)
    /// and says whether it is UTF-8: without it, wide characters cannot be
    /// shown and the front draws ASCII. Only the character type, which is
    /// what curses and `wcwidth` read: numbers and messages stay the C
    /// library's own, and the other eleven categories' files are not read
    /// before the first frame (a third of the time).
    static func adoptIsUTF8() -> Bool {
        setlocale(LC_CTYPE, "")
        return isUTF8
    }

    /// Adopts the user's locale; when it is not UTF-8, tries a UTF-8 one for
    /// character handling (the bench writes for a UTF-8 terminal wherever it
    /// runs). True when the locale's characters are UTF-8.
    static func adoptUTF8() -> Bool {
        if adoptIsUTF8() { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset)
        return name == "UTF-8" || name == "utf8"
    }
}
