import Foundation

/// What a test needs of the machine, checked by name before the test leans
/// on it: a missing terminfo entry or command fails the test with a line
/// that says what to install, never as a wrong expectation further on. The
/// packages come from `.ci/needs`, the list `.ci/run` installs from (and
/// `scripts/machine-needs listed` holds every name used here to it).
enum MachineNeeds {
    /// A need that is not met: what it is and the package that meets it.
    struct Unmet: Error, CustomStringConvertible {
        let what: String
        let package: String?
        var description: String {
            "\(what) is missing on this machine: " + (package.map { "apt-get install \($0)" } ?? "it is not in .ci/needs")
        }
    }

    /// `.ci/needs` as (kind, what, package) lines.
    static let listed: [(kind: String, what: String, package: String)] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../.ci/needs")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let words = line.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return words.count == 3 ? (String(words[0]), String(words[1]), String(words[2])) : nil
        }
    }()

    static func package(_ kind: String, _ what: String) -> String? {
        listed.first { $0.kind == kind && $0.what == what }?.package
    }

    /// The terminfo entry `name` is installed (curses starts as it).
    static func terminfo(_ name: String) throws {
        let folders = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        let found = folders.contains { FileManager.default.fileExists(atPath: "\($0)/\(name.prefix(1))/\(name)") }
        guard found else { throw Unmet(what: "the terminfo entry \(name)", package: package("terminfo", name)) }
    }

    /// The command `name` is at `path`, and its path.
    @discardableResult
    static func command(_ name: String, at path: String) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Unmet(what: "the command \(name) (\(path))", package: package("command", name))
        }
        return URL(fileURLWithPath: path)
    }
}
