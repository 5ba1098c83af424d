import Foundation

// Writes a registry from the files of one folder, so that adding a file
// there is all it takes to add one to the list (swift-format's rules are
// listed the same way, from their files). The `Registries` plugin runs it
// whenever the package is built, with the folder's Swift files:
//
//     RegistryMaker OUTPUT SHAPE TYPE MEMBER FOLDER FILE...
//
// SHAPE `values`: each file declares one `TYPE` as a static constant in an
// extension of it (`extension StillFormat { static let svg = StillFormat(`),
// and the registry is `static let MEMBER: [TYPE]` of them by name.
// SHAPE `conformers`: each file declares one type that conforms to the
// protocol `TYPE` (`enum WebPageTestReport: ReportReader`), and MEMBER is
// `OWNER.NAME`: the registry is `static let NAME: [any TYPE.Type]` of them
// by name, in an extension of `OWNER`.
//
// A file that breaks its folder's convention fails the build with
// FILE:LINE: error: and what the file should declare.

/// What a file of the folder must declare, and what the registry is made of.
enum Shape: String {
    case values, conformers
}

/// A line a file breaks the convention on, said as the compiler says it.
struct Broken: Error {
    var file: String
    var line: Int
    var message: String
}

/// The file's text with comments and string literals blanked, lines kept:
/// a declaration in a comment or a string is not one. Strings are Swift's:
/// `"…"` with escapes, `"""…"""` over lines, and raw ones (`#"…"#`,
/// `#"""…"""#`) that end only at their own number of `#`.
func codeOnly(_ text: String) -> String {
    let characters = Array(text)
    var out = ""
    var index = 0
    /// Whether `token` is at `position`.
    func at(_ position: Int, _ token: String) -> Bool {
        let token = Array(token)
        return position + token.count <= characters.count && Array(characters[position..<(position + token.count)]) == token
    }
    /// Blanks `count` characters from `index`, newlines kept.
    func blank(_ count: Int) {
        for character in characters[index..<min(index + count, characters.count)] { out.append(character == "\n" ? "\n" : " ") }
        index += count
    }
    while index < characters.count {
        if at(index, "//") {
            var end = index
            while end < characters.count, characters[end] != "\n" { end += 1 }
            blank(end - index)
        } else if at(index, "/*") {
            var depth = 0
            var end = index
            repeat {
                if at(end, "/*") {
                    depth += 1
                    end += 2
                } else if at(end, "*/") {
                    depth -= 1
                    end += 2
                } else {
                    end += 1
                }
            } while depth > 0 && end < characters.count
            blank(end - index)
        } else if characters[index] == "\"" || (characters[index] == "#" && at(index + 1 + hashes(from: index + 1, in: characters), "\"")) {
            let raw = characters[index] == "#" ? 1 + hashes(from: index + 1, in: characters) : 0
            let quotes = at(index + raw, "\"\"\"") ? "\"\"\"" : "\""
            let closing = quotes + String(repeating: "#", count: raw)
            var end = index + raw + quotes.count
            while end < characters.count, !at(end, closing) {
                // An escape in a string that is not raw: `\"` does not end it.
                end += raw == 0 && characters[end] == "\\" ? 2 : 1
            }
            blank(min(end + closing.count, characters.count) - index)
        } else {
            out.append(characters[index])
            index += 1
        }
    }
    return out
}

/// How many `#` follow from `position`.
func hashes(from position: Int, in characters: [Character]) -> Int {
    var count = 0
    while position + count < characters.count, characters[position + count] == "#" { count += 1 }
    return count
}

/// The names `file` declares by `pattern` (its first capture), with their lines.
func declarations(in code: String, _ pattern: String) throws -> [(name: String, line: Int)] {
    let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let whole = NSRange(code.startIndex..., in: code)
    return expression.matches(in: code, range: whole).compactMap { match in
        guard let range = Range(match.range(at: 1), in: code), let start = Range(match.range, in: code) else { return nil }
        let line = code[..<start.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return (String(code[range]), line)
    }
}

/// The one name `path` declares as its folder's convention asks.
func declared(in path: String, shape: Shape, type: String, folder: String) throws -> String {
    let code = codeOnly(try String(contentsOfFile: path, encoding: .utf8))
    let found: [(name: String, line: Int)]
    let convention: String
    switch shape {
    case .values:
        convention = "one \(type), as `static let NAME = \(type)(` in `extension \(type) {`"
        found = try declarations(in: code, #"^\s*static\s+let\s+(\w+)\s*(?::\s*\#(type)\s*)?=\s*\#(type)\s*\("#)
        if found.count == 1, try declarations(in: code, #"^\s*extension\s+(\#(type))\b"#).isEmpty {
            throw Broken(
                file: path, line: found[0].line,
                message: "each file in \(folder) declares \(convention); this one's is not in such an extension")
        }
    case .conformers:
        convention = "one type that conforms to \(type), as `enum NAME: \(type)` (or `struct`, or `extension NAME: \(type)`)"
        found = try declarations(
            in: code, #"^\s*(?:(?:public|package|internal|final)\s+)*(?:enum|struct|class|extension)\s+(\w+)\s*:[^{]*\b\#(type)\b"#)
    }
    guard found.count == 1 else {
        let said =
            found.isEmpty ? "this one declares none" : "this one declares \(found.count): \(found.map(\.name).joined(separator: ", "))"
        throw Broken(
            file: path, line: found.count > 1 ? found[1].line : 1, message: "each file in \(folder) declares \(convention); \(said)")
    }
    return found[0].name
}

/// The registry's source: MEMBER of TYPE (values) or of OWNER (conformers), the names in order.
func registry(shape: Shape, type: String, member: String, folder: String, names: [String]) -> String {
    let header = """
        // Made when the package is built by the Registries plugin, from the
        // files of \(folder): add, change or remove one there, never here.

        """
    switch shape {
    case .values:
        let list = names.map { "." + $0 }.joined(separator: ", ")
        return header + """

            extension \(type) {
                /// Each \(type) declared in \(folder), one a file, by name.
                static let \(member): [\(type)] = [\(list)]
            }

            """
    case .conformers:
        let parts = member.split(separator: ".")
        let list = names.map { $0 + ".self" }.joined(separator: ", ")
        return header + """

            extension \(parts[0]) {
                /// Each \(type) declared in \(folder), one a file, by name.
                static var \(parts[1]): [any \(type).Type] { [\(list)] }
            }

            """
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 5, let shape = Shape(rawValue: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: RegistryMaker OUTPUT values|conformers TYPE MEMBER FOLDER FILE...\n".utf8))
    exit(2)
}
let (output, type, member, folder) = (arguments[0], arguments[2], arguments[3], arguments[4])
do {
    var names: [String: String] = [:]
    for path in arguments.dropFirst(5).sorted() {
        let name = try declared(in: path, shape: shape, type: type, folder: folder)
        if let other = names[name] {
            throw Broken(
                file: path, line: 1, message: "each file in \(folder) declares a \(type) of its own; \(name) is declared in \(other) too")
        }
        names[name] = path
    }
    let text = registry(shape: shape, type: type, member: member, folder: folder, names: names.keys.sorted())
    // Written only when it changes, so that a build with nothing new compiles nothing again.
    if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch let broken as Broken {
    FileHandle.standardError.write(Data("\(broken.file):\(broken.line): error: \(broken.message)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("RegistryMaker: \(error)\n".utf8))
    exit(1)
}
