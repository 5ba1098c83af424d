extension ValueParser where Value == LaunchStyle {
    /// A launch style by its name, among `styles`. Where a name is refused
    /// the command line and scripts would have loaded a path, so the message
    /// says one is taken too.
    public static func style(in styles: LaunchStyles) -> ValueParser {
        let names = choice(styles.all.map { ($0.name, $0) })
        return ValueParser(syntax: names.syntax) { text throws(ValueError) in
            do throws(ValueError) {
                return try names.parse(text)
            } catch {
                var refused = error
                refused.expected += " or a launch file's or report's path"
                throw refused
            }
        }
    }
}
