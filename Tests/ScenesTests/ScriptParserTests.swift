import Scenes
import Testing

/// Every mistake in a script, in order; none for a good one.
func scriptErrors(_ text: String) -> [ScriptDiagnostic] {
    switch ScriptParser.parse(text) {
    case .success: return []
    case .failure(let diagnostics): return diagnostics.all
    }
}

@Suite struct ScriptParserTests {
    private func parse(_ text: String) throws -> Script { try ScriptParser.script(text) }

    private func errors(_ text: String) -> [ScriptDiagnostic] { scriptErrors(text) }

    @Test func everyCommandParses() throws {
        let script = try parse(
            """
            # a talk
            Set Size 120x40
            Set Fps 24
            Set Theme light

            Scenario left=splash right=content-first network=slow   # comment
            Caption "Say \\"hi\\" \\\\ there"
            Play 1.5s
            Play 500ms
            Speed 0.5
            Play to 3.2s
            Pause
            Pause 3s
            Mark "the jump"
            Restart
            Caption ""
            Play 1s
            """)
        #expect(script.settings.size == Size(width: 120, height: 40))
        #expect(script.settings.fps == 24)
        #expect(script.settings.theme == .light && script.settings.declaredTheme == .light)
        let actions = script.actions.map(\.value)
        #expect(
            actions == [
                .scenario([
                    ScenarioAssignment(key: "left", value: "splash"), ScenarioAssignment(key: "right", value: "content-first"),
                    ScenarioAssignment(key: "network", value: "slow")
                ]),
                .caption("Say \"hi\" \\ there"), .play(.ms(1500)), .play(.ms(500)), .speed(0.5), .playTo(.ms(3200)),
                .pause(nil), .pause(.ms(3000)), .mark("the jump"), .restart, .caption(""), .play(.ms(1000))
            ])
        #expect(script.actions[0].line == 6 && script.actions[0].column == 1)
    }

    @Test func windowsLineEndingsReadAsLines() throws {
        let script = try parse("Set Fps 20\r\nCaption \"hi\"\r\nPlay 1s\r\n")
        #expect(script.settings.fps == 20 && script.actions.count == 2)
        let mistakes = errors("Play 1s\r\nPaly 1s\r\n")
        #expect(mistakes.map(\.line) == [2] && mistakes.first?.column == 1)
    }

    @Test func defaultsWithoutSettings() throws {
        let script = try parse("Play 1s\n")
        #expect(script.settings == ScriptSettings())
        #expect(script.settings.size == Size(width: 100, height: 30) && script.settings.fps == 30)
        // No theme said: presenting asks the terminal; a recording is dark.
        #expect(script.settings.declaredTheme == nil && script.settings.theme == .dark)
    }

    @Test(
        arguments: [
            ("Plya 1s", 1, 1, "unknown command 'Plya' (did you mean 'Play'?)"),
            ("play 1s", 1, 1, "(did you mean 'Play'?)"),
            ("Play 1.5q", 1, 6, "Play takes a duration with its unit, such as 1.5s or 500ms, not '1.5q'"),
            ("Play", 1, 6, "Play needs a duration"),
            ("Play 1s 2s", 1, 9, "Play takes one value"),
            ("Play to", 1, 9, "to needs a time"),
            ("Play 2s\nPlay to 1s", 2, 9, "Play to 1 s goes back: the clock is already at 2 s"),
            ("Scenario netwrk=slow", 1, 10, "unknown scenario setting 'netwrk' (did you mean 'network'?)"),
            ("Scenario network=slw", 1, 18, "network takes typical|fast|slow|offline, not 'slw' (did you mean 'slow'?)"),
            ("Scenario app-ready=x", 1, 20, "app-ready takes seconds"),
            ("Scenario", 1, 10, "Scenario needs key=value settings"),
            ("Scenario slow", 1, 10, "Scenario takes key=value settings"),
            ("Caption hello", 1, 9, "Caption takes its text in quotes"),
            ("Caption \"open", 1, 9, "this string has no closing quote"),
            ("Caption \"a\\nb\"", 1, 11, "unknown escape '\\n'"),
            ("Caption \"a\" \"b\"", 1, 13, "Caption takes one text"),
            ("Caption \"a\"b", 1, 12, "put a space after the closing quote"),
            ("Mark \"\"", 1, 6, "Mark needs a label"),
            ("Speed 5", 1, 7, "Speed takes a plain number from 0.1 to 4, not '5'"),
            ("Speed fast", 1, 7, "Speed takes a plain number"),
            ("Pause 1s 2s", 1, 10, "Pause takes at most one duration"),
            ("Restart now", 1, 9, "Restart takes nothing after it"),
            ("Set Sise 80x24", 1, 5, "Set takes Size, Fps or Theme, not 'Sise' (did you mean 'Size'?)"),
            ("Set Size 10x10", 1, 10, "Set Size takes from 64x24 to 1000x500, not 10x10"),
            ("Set Size big", 1, 10, "Set Size takes WIDTHxHEIGHT"),
            ("Set Fps 0", 1, 9, "Set Fps takes a whole number from 1 to 60, not '0'"),
            ("Set Theme drak", 1, 11, "Set Theme takes dark|light, not 'drak' (did you mean 'dark'?)"),
            ("Set Fps 30\nSet Fps 20", 2, 1, "Set Fps was already given on line 1"),
            ("Play 1s\nSet Size 80x24", 2, 1, "Set Size must come before the first action (line 1)"),
            ("\"Play\" 1s", 1, 1, "a line starts with a command"),
            ("Pause 3599s\nPlay 2s", 2, 6, "the talk runs past an hour"),
            // A time in a script carries its unit; the likely reading is the suggestion.
            ("Play 1500", 1, 6, "Play takes a duration with its unit, such as 1.5s or 500ms, not '1500' (did you mean '1500ms'?)"),
            ("Play 1.5", 1, 6, "not '1.5' (did you mean '1.5s'?)"),
            ("Pause 2", 1, 7, "Pause takes a duration with its unit, such as 1.5s or 500ms, not '2' (did you mean '2s'?)"),
            (
                "Play to 3.2", 1, 9,
                "Play to takes a time after the tap with its unit, such as 3.2s or 500ms, not '3.2' (did you mean '3.2s'?)"
            ),
            // Speed is a plain factor.
            ("Speed 0.5x", 1, 7, "Speed takes a plain number from 0.1 to 4, not '0.5x' (did you mean '0.5'?)"),
            ("Speed 9x", 1, 7, "Speed takes a plain number from 0.1 to 4, not '9x'"),
            ("Set Fps \"30\"", 1, 9, "Set Fps takes 30 without quotes")
        ] as [(String, Int, Int, String)])
    func eachErrorHasItsLineColumnAndMessage(text: String, line: Int, column: Int, message: String) {
        let found = errors(text)
        #expect(found.count == 1)
        #expect(found.first?.line == line)
        #expect(found.first?.column == column)
        #expect(found.first?.message.contains(message) == true, "\(found.first?.message ?? "none")")
    }

    @Test func everyErrorAtOnceInLineOrder() {
        let found = errors("Plya 1s\nPlay 1s\nScenario netwrok=slow cache=emty\nSpeed 9\n")
        #expect(found.map(\.line) == [1, 3, 3, 4])
        #expect(found.map(\.column) == [1, 10, 29, 7])
    }

    @Test func aScriptWithoutActionsSaysSo() {
        let found = errors("# only a comment\nSet Fps 10\n")
        #expect(found.count == 1 && found[0].line == 0)
        #expect(found[0].message.contains("no actions"))
    }

    @Test func renderedWithTheLineAndACaret() {
        let diagnostic = errors("Play 1s\n\tPlya 2s")[0]
        #expect(
            diagnostic.rendered(file: "talk.launch") == """
                talk.launch:2:2: unknown command 'Plya' (did you mean 'Play'?); the commands are Set, Scenario, Caption, Play, Speed, Pause, Mark, Note, Restart
                \tPlya 2s
                \t^
                """)
        let wide = errors("Caption \"日本語\" x")[0]
        #expect(wide.rendered(file: "t").hasSuffix("Caption \"日本語\" x\n" + String(repeating: " ", count: 17) + "^"))
        // A missing value: the caret one past the end, at the column it names.
        let missing = errors("Mark")[0]
        #expect(missing.column == 6 && missing.rendered(file: "t").hasSuffix("Mark\n" + String(repeating: " ", count: 5) + "^"))
    }

    @Test func aLongLineIsQuotedAroundTheSpot() {
        let line = String(repeating: "a", count: 3000)
        let diagnostic = errors("Caption \"x\" " + line)[0]
        let rendered = diagnostic.rendered(file: "t").split(separator: "\n")
        #expect(rendered[1].count <= ScriptDiagnosticLimits.quote + 2)
        #expect(rendered[2].hasSuffix("^"))
    }

    @Test func controlCharactersNeverReachTheQuote() {
        let diagnostic = errors("Plya \u{1B}[31m")[0]
        #expect(!diagnostic.rendered(file: "t\u{1B}").unicodeScalars.contains { $0.value == 0x1B })
    }
}

/// The quote width, as the tests read it.
enum ScriptDiagnosticLimits {
    static let quote = 100
}

@Suite struct ScriptTextTests {
    private func message(_ bytes: [UInt8]) -> String? {
        if case .failure(let diagnostic) = ScriptText.decode(bytes) { return diagnostic.rendered(file: "f") }
        return nil
    }

    @Test func badInputGetsOneClearMessage() {
        #expect(message([]) == "f: the file is empty: a script needs at least one action")
        // At the line and column of the spot, as every other diagnostic, the line quoted harmlessly.
        #expect(message(Array("Play 1s\nPlay\0".utf8)) == "f:2:5: a NUL byte: a binary file, not a script\nPlay\u{FFFD}\n    ^")
        #expect(
            message(Array("Play 1s\nCaption \"é".utf8) + [0xC3, 0x28])
                == "f:2:11: a byte that is not UTF-8 text: a script must be UTF-8\nCaption \"é\u{FFFD}(\n          ^")
        // Binary garbage: where and what, without the garbage line of replacement characters under it.
        #expect(message([0x40, 0xFF, 0xFE, 0x9B, 0x41]) == "f:1:2: a byte that is not UTF-8 text: a script must be UTF-8")
        #expect(message([0x40, 0xFF, 0xFE, 0x00, 0x9B, 0x41]) == "f:1:4: a NUL byte: a binary file, not a script")
        #expect(message([0x01, 0x02, 0x00, 0x61]) == "f:1:3: a NUL byte: a binary file, not a script")
        #expect(message(Array("Play 1s\n".utf8) + [0xC3, 0x28, 0x07]) == "f:2:1: a byte that is not UTF-8 text: a script must be UTF-8")
        #expect(message([0xED, 0xA0, 0x80])?.hasPrefix("f:1:1: a byte that is not UTF-8") == true)  // a surrogate
        #expect(message(Array("é".utf8) + [0x80])?.hasPrefix("f:1:2: a byte that is not UTF-8") == true)  // a stray continuation byte
        #expect(message(Array(repeating: 0x61, count: 1_000_000))?.hasPrefix("f:1:4097: the line is 1000000 bytes long") == true)
        // A character that straddles the limit: its column, not one past it.
        #expect(message(Array(repeating: 0x61, count: 4095) + Array("日本".utf8))?.hasPrefix("f:1:4096: the line is 4101 bytes long") == true)
        if case .failure(let diagnostic) = ScriptText.decode(Array("At 1s\0".utf8), as: "a launch file") {
            #expect(diagnostic.message == "a NUL byte: a binary file, not a launch file")
        }
        #expect(message(Array(repeating: 0x0A, count: (1 << 20) + 1))?.contains("larger than") == true)
    }

    /// A NUL anywhere is a binary file, told at the first NUL: a binary's
    /// first "line" (up to its first 0x0A) is often longer than any line of
    /// text may be, and was told as too long.
    @Test func aNulAnywhereIsABinaryFileWhateverItsLines() {
        let elf: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0x41, count: 6000) + [0x0A, 0x00]
        #expect(message(elf) == "f:1:8: a NUL byte: a binary file, not a script")
        // Past a line too long, and past a byte that is not UTF-8: the NUL still says what the file is.
        #expect(
            message(Array("Play 1s\n".utf8) + Array(repeating: 0x61, count: 5000) + Array("\nPlay\0".utf8))?
                .hasPrefix("f:3:5: a NUL byte: a binary file, not a script") == true)
        #expect(message([0x40, 0xFF, 0x0A, 0x41, 0x00]) == "f:2:2: a NUL byte: a binary file, not a script\nA\u{FFFD}\n ^")
        // After a byte-order mark, the column counts from the first character.
        #expect(message([0xEF, 0xBB, 0xBF, 0x41, 0x00]) == "f:1:2: a NUL byte: a binary file, not a script\nA\u{FFFD}\n ^")
    }

    /// A line too long reads as a sentence, for a script and for a launch
    /// file looked for among reports (their noun is a list).
    @Test func aLineTooLongIsASentence() {
        let long = Array(repeating: UInt8(0x61), count: 5000)
        func said(_ result: Result<String, ScriptDiagnostic>) -> String? {
            if case .failure(let diagnostic) = result { return diagnostic.message }
            return nil
        }
        #expect(said(ScriptText.decode(long)) == "the line is 5000 bytes long; the lines of a script are at most 4096 bytes")
        #expect(
            said(ScriptText.decode(long, as: "a launch file"))
                == "the line is 5000 bytes long; the lines of a launch file are at most 4096 bytes")
        #expect(
            said(ScriptText.decode(long, as: "a launch file or a Lighthouse report", kind: "a launch file"))
                == "the line is 5000 bytes long; the lines of a launch file are at most 4096 bytes")
    }

    @Test func goodTextPasses() {
        #expect(message(Array("\u{FEFF}Caption \"héllo 日本\"\r\nPlay 1s\r\n".utf8)) == nil)
        if case .success(let text) = ScriptText.decode(Array("\u{FEFF}Play 1s".utf8)) {
            #expect(text == "Play 1s")
        }
    }
}

@Suite struct ScriptLineMistakesTests {
    private func errors(_ text: String) -> [ScriptDiagnostic] { scriptErrors(text) }

    @Test func aMisplacedSettingWithABadValueGetsBothErrors() {
        let found = errors("Play 1s\nSet Theme solarized\n")
        #expect(found.map(\.line) == [2, 2])
        #expect(found.map(\.column) == [1, 11])
        #expect(found[0].message.contains("must come before the first action (line 1)"))
        #expect(found[1].message.contains("Set Theme takes dark|light, not 'solarized'"))
        // Repeated and wrong: both too.
        let twice = errors("Set Fps 30\nSet Fps 0\nPlay 1s\n")
        #expect(twice.map(\.column) == [1, 9] && twice[0].message.contains("already given on line 1"))
    }

    @Test(arguments: ["Scenario network = slow", "Scenario network= slow", "Scenario network =slow"])
    func spacesAroundEqualsAreOneError(line: String) {
        let found = errors(line + "\nPlay 1s\n")
        #expect(found.count == 1)
        #expect(found.first?.column == 10)
        #expect(found.first?.message == "no spaces around '=' in a Scenario setting: write network=slow")
    }

    @Test func spacedEqualsWithABadValueReportsTheValueToo() {
        let found = errors("Scenario network = slw cache=warm\n")
        #expect(found.count == 2)
        #expect(found[0].message.contains("no spaces around '='"))
        #expect(found[1].message.contains("not 'slw' (did you mean 'slow'?)"))
    }

    @Test func theSameKnobTwiceOnALineIsAnError() {
        let found = errors("Scenario network=slow network=fast\nPlay 1s\n")
        #expect(found.count == 1)
        #expect(found.first?.column == 23)
        #expect(found.first?.message == "network is set twice on this line (first at column 10): keep one")
        // On two lines it is a change, not a mistake.
        #expect(errors("Scenario network=slow\nScenario network=fast\nPlay 1s\n").isEmpty)
    }

    @Test(arguments: ["Caption \u{201C}curly\u{201D}", "Caption \u{201E}low\u{201C}", "Mark \u{2018}single\u{2019}"])
    func typographicQuotesGetAHintNamingTheStraightOne(line: String) {
        let found = errors(line + "\nPlay 1s\n")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("in straight quotes (\")") == true, "\(found.first?.message ?? "")")
    }
}

@Suite struct CaptionFitTests {
    private func errors(_ text: String) -> [ScriptDiagnostic] { scriptErrors(text) }

    /// At 80x24, one beat ("beat 1/1" and two spaces each side): 80 - 2 - 2 x 10 = 58 columns a row.
    @Test func aCaptionThatWrapsToTwoRowsPasses() {
        let words = Array(repeating: "word", count: 22).joined(separator: " ")  // 109 columns: two rows of 11 words
        #expect(errors("Set Size 80x24\nCaption \"\(words)\"\nPlay 1s\n").isEmpty)
    }

    @Test func aCaptionLongerThanTwoRowsIsAnErrorWhereItIsCut() {
        // Rows of 58: "word " x 11 + "word" is 59 columns, so each row takes 11 words (54 columns).
        let words = Array(repeating: "word", count: 23).joined(separator: " ")
        let found = errors("Set Size 80x24\nCaption \"\(words)\"\nPlay 1s\n")
        #expect(found.count == 1)
        // The 23rd word starts at character 22 x 5 = 110 of the text; the text at column 10.
        #expect(found.first?.line == 2 && found.first?.column == 10 + 110)
        #expect(found.first?.message.contains("does not fit in 2 rows of 58 columns at 80x24") == true)
    }

    @Test func theCutColumnCountsEscapesAsTheyAreWritten() {
        // \" takes two columns of the line for one character of the caption.
        let words = "\\\"" + Array(repeating: "word", count: 23).joined(separator: " ")
        let found = errors("Set Size 80x24\nCaption \"\(words)\"\nPlay 1s\n")
        #expect(found.first?.column == 10 + 110 + 2)
    }

    @Test func aTabOrControlCharacterInACaptionIsAnErrorAtItsColumn() {
        let found = errors("Caption \"a\tb\u{7}c\"\nPlay 1s\n")
        #expect(found.map(\.column) == [11, 13])
        #expect(found[0].message.contains("a tab in a caption"))
        #expect(found[1].message.contains("a control character (U+0007) in a caption"))
    }
}

@Suite struct CaptionRowsTests {
    @Test func wrapsAtSpacesOnAtMostTwoRows() {
        let rows = CaptionRows("one two three four", width: 9)
        #expect(rows.lines == ["one two", "three"])
        #expect(rows.cut == 14)  // "four"
        #expect(CaptionRows("one two", width: 9) == CaptionRows("one two", width: 9))
        #expect(CaptionRows("one two", width: 9).lines == ["one two"] && CaptionRows("one two", width: 9).cut == nil)
    }

    @Test func aWordWiderThanARowIsBrokenWhereTheRowEnds() {
        let rows = CaptionRows("abcdefghij", width: 4)
        #expect(rows.lines == ["abcd", "efgh"] && rows.cut == 8)
    }

    @Test func wideCharactersTakeTwoColumns() {
        let rows = CaptionRows("日本語の字幕", width: 5)
        #expect(rows.lines == ["日本", "語の"] && rows.cut == 4)
    }

    @Test func theCaptionWidthKeepsClearOfTheWidestBeatCounter() {
        // "beat 12/12" is 10 columns; two spaces each side of the caption.
        #expect(CaptionRows.width(forStage: 100, beats: 12) == 100 - 2 - 24)
        #expect(CaptionRows.width(forStage: 100, beats: nil) == 98)
    }
}
