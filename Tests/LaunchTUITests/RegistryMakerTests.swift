import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// The registries the build lists from a folder's files (RegistryMaker, run
/// by the Registries plugin): a file that keeps the convention is listed,
/// one that breaks it fails the build with its FILE:LINE and what to declare.
@Suite struct RegistryMakerTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The tool as `swift build` left it beside launch-tui.
    static func maker() throws -> URL {
        let binary = try PtySession.binary().deletingLastPathComponent()
        let built = ["RegistryMaker", "../debug/RegistryMaker"].map { binary.appendingPathComponent($0) }
        return try #require(built.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "RegistryMaker is not built")
    }

    /// Runs the tool on `files` (name, text) written to a new folder: its
    /// status, what it wrote and what it said on stderr.
    static func make(_ shape: String, _ type: String, _ member: String, files: [(String, String)]) throws
        -> (status: Int32, registry: String, error: String)
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let output = folder.appendingPathComponent("Registry.swift")
        let process = Process()
        process.executableURL = try maker()
        process.arguments = [output.path, shape, type, member, "Stills"] + files.map { folder.appendingPathComponent($0.0).path }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let registry = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (process.terminationStatus, registry, said.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    @Test func listsEachFilesValueByName() throws {
        let made = try Self.make(
            "values", "StillFormat", "declared",
            files: [
                (
                    "TextStill.swift",
                    "extension StillFormat {\n    /// `static let fake = StillFormat(` in a comment\n    static let text = StillFormat(name: \"text\")\n}\n"
                ),
                ("PPMStill.swift", "extension StillFormat {\n    static let ppm = StillFormat(name: \"ppm\")\n}\n"),
                (
                    "SixelStill.swift",
                    "let help = #\"\"\"\n    static let fake = StillFormat(\"\n\"\"\"#\nlet quote = \"\\\"\"\n"
                        + "extension StillFormat {\n    static let sixel = StillFormat(name: \"sixel\")\n}\n"
                )
            ])
        #expect(made.status == 0, "\(made.error)")
        #expect(made.registry.contains("static let declared: [StillFormat] = [.ppm, .sixel, .text]"))
    }

    @Test func refusesAFileThatBreaksTheConvention() throws {
        let none = try Self.make("values", "StillFormat", "declared", files: [("Notes.swift", "// a format, some day\n")])
        #expect(none.status == 1 && none.registry.isEmpty)
        #expect(
            none.error
                == "Notes.swift:1: error: each file in Stills declares one StillFormat, as `static let NAME = StillFormat(` "
                + "in `extension StillFormat {`; this one declares none\n")
        let two = try Self.make(
            "values", "StillFormat", "declared",
            files: [
                (
                    "Two.swift",
                    "extension StillFormat {\n    static let a = StillFormat(name: \"a\")\n    static let b = StillFormat(name: \"b\")\n}\n"
                )
            ])
        #expect(two.status == 1 && two.error.hasPrefix("Two.swift:3: error: ") && two.error.contains("this one declares 2: a, b"))
        let loose = try Self.make(
            "values", "StillFormat", "declared", files: [("Loose.swift", "let x = 1\nstatic let a = StillFormat(name: \"a\")\n")])
        #expect(loose.status == 1 && loose.error.hasPrefix("Loose.swift:2: error: ") && loose.error.contains("not in such an extension"))
    }

    @Test func listsEachFilesConformingType() throws {
        let made = try Self.make(
            "conformers", "ReportReader", "Reports.declared",
            files: [
                (
                    "WebPageTestReport.swift",
                    "enum WebPageTestReport: ReportReader {\n    static let kind = ReportKind(name: \"WebPageTest\")\n}\n"
                ),
                ("Broken.swift", "enum Helper {}\n")
            ])
        #expect(
            made.status == 1
                && made.error.hasPrefix("Broken.swift:1: error: each file in Stills declares one type that conforms to ReportReader"))
    }

    /// A launch style's file: its style and its place, the list in the places' order, not the names'.
    static func style(_ name: String, place: String) -> String {
        "extension LaunchStyle {\n    public static let \(name) = LaunchStyle(\n        name: \"\(name)\")\n\n    /// Its place.\n"
            + "    \(place)\n}\n"
    }

    @Test func listsEachFilesValueByItsPlace() throws {
        let made = try Self.make(
            "placed", "LaunchStyle", "declared",
            files: [
                ("Animated.swift", Self.style("animated", place: "static let animatedPlace = 3")),
                ("Splash.swift", Self.style("splash", place: "static let splashPlace = 1")),
                ("ContentFirst.swift", Self.style("contentFirst", place: "static let contentFirstPlace: Int = 2"))
            ])
        #expect(made.status == 0, "\(made.error)")
        #expect(made.registry.contains("static let declared: [LaunchStyle] = [.splash, .contentFirst, .animated]"))
    }

    @Test func refusesTwoStylesInOnePlaceOrAStyleInNone() throws {
        let one = Self.style("splash", place: "static let splashPlace = 1")
        let twice = try Self.make(
            "placed", "LaunchStyle", "declared",
            files: [("A.swift", one), ("B.swift", Self.style("fade", place: "static let fadePlace = 1"))])
        #expect(twice.status == 1 && twice.registry.isEmpty)
        #expect(twice.error.hasPrefix("B.swift:6: error: each LaunchStyle in Stills has a place of its own; 1 is splash's, in "))
        let none = try Self.make(
            "placed", "LaunchStyle", "declared", files: [("A.swift", one), ("B.swift", Self.style("fade", place: "// fadePlace = 4"))])
        #expect(
            none.error
                == "B.swift:2: error: each file in Stills declares one LaunchStyle, as `static let NAME = LaunchStyle(` in "
                + "`extension LaunchStyle {`, and its place in the list beside it, as `static let NAMEPlace = N`; "
                + "this one declares no place\n")
        let other = try Self.make(
            "placed", "LaunchStyle", "declared", files: [("B.swift", Self.style("fade", place: "static let splashPlace = 4"))])
        #expect(other.status == 1 && other.error.hasPrefix("B.swift:6: error: ") && other.error.hasSuffix("not fadePlace\n"))
    }

    /// `StillFormat.all` is the folder's files, each one format.
    @Test func theStillFormatsAreTheFolders() throws {
        let folder = Self.repository.appendingPathComponent("Sources/LaunchTUI/Export/Stills")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(StillFormat.all.count == files.count)
        #expect(StillFormat.all.first == StillFormat.standard)
    }

    /// `LaunchStyles.builtIn` is the folder's files, each one style, the default scenario's two first.
    @Test func theBuiltInStylesAreTheFolders() throws {
        let folder = Self.repository.appendingPathComponent("Sources/Scenes/Styles/BuiltIn")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(LaunchStyles.builtIn.all.count == files.count)
        #expect(Array(LaunchStyles.builtIn.all.prefix(2)) == Scenario.standard.styles)
    }
}
