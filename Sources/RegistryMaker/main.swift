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
// SHAPE `placed`: the same, and each file declares the value's place in the
// registry as `static let NAMEPlace = N` beside it, so that the order means
// something (`LaunchStyle.splashPlace = 1`: the s/S keys' cycle); the
// registry is in the order of the places, no two of them alike.
// SHAPE `conformers`: each file declares one type that conforms to the
// protocol `TYPE` (`enum WebPageTestReport: ReportReader`), and MEMBER is
// `OWNER.NAME`: the registry is `static let NAME: [any TYPE.Type]` of them
// by name, in an extension of `OWNER`.
//
// A file that breaks its folder's convention fails the build with
// FILE:LINE: error: and what the file should declare.

/// What a file of the folder must declare, and what the registry is made of.
enum Shape: String {
    case values, placed, conformers
}

/// What one file declares: its name, and its place with the place's line (`placed`).
struct Declared {
    var name: String
    var place: (number: Int, line: Int)?
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

/// The names `file` declares by `pattern` (its first capture, and its
/// second when it has one), with their lines.
func declarations(in code: String, _ pattern: String) throws -> [(name: String, line: Int, value: String)] {
    let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let whole = NSRange(code.startIndex..., in: code)
    return expression.matches(in: code, range: whole).compactMap { match in
        guard let range = Range(match.range(at: 1), in: code) else { return nil }
        // The name's line: the match may start on the lines before it (a
        // blank one, a doc comment blanked), which `^\s*` steps over.
        let line = code[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let value = match.numberOfRanges > 2 ? Range(match.range(at: 2), in: code).map { String(code[$0]) } : nil
        return (String(code[range]), line, value ?? "")
    }
}

/// The one name `path` declares as its folder's convention asks, and its place when the shape has places.
func declared(in path: String, shape: Shape, type: String, folder: String) throws -> Declared {
    let code = codeOnly(try String(contentsOfFile: path, encoding: .utf8))
    let found: [(name: String, line: Int, value: String)]
    var convention: String
    switch shape {
    case .values, .placed:
        convention = "one \(type), as `static let NAME = \(type)(` in `extension \(type) {`"
        if shape == .placed { convention += ", and its place in the list beside it, as `static let NAMEPlace = N`" }
        found = try declarations(
            in: code, #"^\s*(?:(?:public|package|internal)\s+)?static\s+let\s+(\w+)\s*(?::\s*\#(type)\s*)?=\s*\#(type)\s*\("#)
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
    let name = found[0].name
    guard shape == .placed else { return Declared(name: name) }
    let places = try declarations(
        in: code, #"^\s*(?:(?:public|package|internal)\s+)?static\s+let\s+(\w+)Place\s*(?::\s*Int\s*)?=\s*(\d+)\s*$"#)
    guard places.count == 1 else {
        let said = places.isEmpty ? "this one declares no place" : "this one declares \(places.count) places"
        throw Broken(
            file: path, line: places.count > 1 ? places[1].line : found[0].line,
            message: "each file in \(folder) declares \(convention); \(said)")
    }
    guard places[0].name == name, let number = Int(places[0].value) else {
        throw Broken(
            file: path, line: places[0].line,
            message: "each file in \(folder) declares \(convention); this one's place is \(places[0].name)Place, not \(name)Place")
    }
    return Declared(name: name, place: (number, places[0].line))
}

/// The registry's source: MEMBER of TYPE (values) or of OWNER (conformers), the names in order.
func registry(shape: Shape, type: String, member: String, folder: String, names: [String]) -> String {
    let header = """
        // Made when the package is built by the Registries plugin, from the
        // files of \(folder): add, change or remove one there, never here.

        """
    switch shape {
    case .values, .placed:
        let list = names.map { "." + $0 }.joined(separator: ", ")
        return header + """

            extension \(type) {
                /// Each \(type) declared in \(folder), one a file, \(shape == .placed ? "by place (`NAMEPlace`)" : "by name").
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
    FileHandle.standardError.write(Data("usage: RegistryMaker OUTPUT values|placed|conformers TYPE MEMBER FOLDER FILE...\n".utf8))
    exit(2)
}
let (output, type, member, folder) = (arguments[0], arguments[2], arguments[3], arguments[4])
do {
    var names: [String: String] = [:]
    /// Each place taken, by its number: the name that took it, and its file.
    var places: [Int: (name: String, path: String)] = [:]
    for path in arguments.dropFirst(5).sorted() {
        let file = try declared(in: path, shape: shape, type: type, folder: folder)
        if let other = names[file.name] {
            throw Broken(
                file: path, line: 1,
                message: "each file in \(folder) declares a \(type) of its own; \(file.name) is declared in \(other) too")
        }
        names[file.name] = path
        if let place = file.place {
            if let other = places[place.number] {
                throw Broken(
                    file: path, line: place.line,
                    message: "each \(type) in \(folder) has a place of its own; \(place.number) is \(other.name)'s, in \(other.path)")
            }
            places[place.number] = (file.name, path)
        }
    }
    let listed = shape == .placed ? places.keys.sorted().compactMap { places[$0]?.name } : names.keys.sorted()
    let text = registry(shape: shape, type: type, member: member, folder: folder, names: listed)
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
