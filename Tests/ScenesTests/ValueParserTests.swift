import Scenes
import Testing

/// The one parser for each kind of value, as the command line and a talk's
/// script both use it: what it takes, its limits, and what it says.
@Suite struct ValueParserTests {
    func message<Value>(_ parser: ValueParser<Value>, _ text: String, for name: String = "--x") -> String? {
        do {
            _ = try parser.parse(text)
            return nil
        } catch {
            return error.message(for: name)
        }
    }

    @Test func wholeNumbersInTheirRange() throws {
        let fps = ValueParser.whole(in: 1...60)
        #expect(try fps.parse("1") == 1 && fps.parse("60") == 60 && fps.parse("007") == 7)
        for text in ["0", "61", "-1", "+5", "1.0", "", " 5", "٣", "99999999999999999999"] {
            #expect(message(fps, text) == "--x takes a whole number from 1 to 60, not '\(text)'", "\(text)")
        }
    }

    @Test func decimalsArePlainAndANumberWithAUnitIsSuggestedBare() throws {
        let speed = ValueParser.speed
        #expect(try speed.parse("0.1") == 0.1 && speed.parse("4") == 4 && speed.parse(".5") == 0.5)
        #expect(message(speed, "2x", for: "Speed") == "Speed takes a plain number from 0.1 to 4, not '2x' (did you mean '2'?)")
        #expect(message(speed, "1e0") == "--x takes a plain number from 0.1 to 4, not '1e0'")
        #expect(message(speed, "0.05") == "--x takes a plain number from 0.1 to 4, not '0.05'")
    }

    @Test func sizesFromTheLeastToTheLargest() throws {
        let size = ValueParser.size(least: Size(width: 20, height: 10))
        #expect(try size.parse("100x30") == Size(width: 100, height: 30))
        #expect(try size.parse("1000X500") == Size(width: 1000, height: 500))
        #expect(message(size, "1001x500") == "--x takes from 20x10 to 1000x500, not 1001x500")
        #expect(message(size, "19x10") == "--x takes from 20x10 to 1000x500, not 19x10")
        // Well formed but out of range, however large: the range, not the syntax.
        #expect(message(size, "100000x100000") == "--x takes from 20x10 to 1000x500, not 100000x100000")
        #expect(message(size, "999999x30") == "--x takes from 20x10 to 1000x500, not 999999x30")
        let huge = "99999999999999999999999999"
        #expect(message(size, "\(huge)x30") == "--x takes from 20x10 to 1000x500, not \(huge)x30", "overflows Int")
        #expect(message(size, "100X\(huge)") == "--x takes from 20x10 to 1000x500, not 100x\(huge)")
        for text in ["100", "x30", "100x", "100x30x2", "-100x30", "100 x 30", "+100x30", "１００x30"] {
            #expect(message(size, text) == "--x takes WIDTHxHEIGHT, such as 100x30, not '\(text)'", "\(text)")
        }
    }

    @Test func timesOnTheCommandLineAreSecondsUnlessTheySayMs() throws {
        let time = ScenarioSettings.time
        #expect(try time.parse("2.6") == .ms(2600) && time.parse("2.6s") == .ms(2600) && time.parse("400ms") == .ms(400))
        #expect(message(time, "61") == "--x takes at most 60 s, not 61 s")
        #expect(message(time, "-1")?.hasPrefix("--x takes seconds after the tap as a plain decimal") == true)
    }

    @Test func timesInAScriptCarryTheirUnit() throws {
        let play = ValueParser.time(units: .required, latest: .ms(3_600_000), duration: true)
        #expect(try play.parse("1.5s") == .ms(1500) && play.parse("500ms") == .ms(500))
        let expected = "Play takes a duration with its unit, such as 1.5s or 500ms, not "
        #expect(message(play, "1500", for: "Play") == expected + "'1500' (did you mean '1500ms'?)")
        #expect(message(play, "1.5", for: "Play") == expected + "'1.5' (did you mean '1.5s'?)")
        #expect(message(play, "2", for: "Play") == expected + "'2' (did you mean '2s'?)")
        #expect(message(play, "soon", for: "Play") == expected + "'soon'")
    }

    @Test func choicesSuggestTheNearestName() throws {
        #expect(try ValueParser<Network>.choice.parse("slow") == .slow)
        #expect(
            message(ValueParser<Network>.choice, "slw", for: "network")
                == "network takes typical|fast|slow|offline, not 'slw' (did you mean 'slow'?)")
        #expect(try ValueParser.themeOrAuto.parse("auto") == nil)
        #expect(try ValueParser.themeOrAuto.parse("light") == .light)
        #expect(message(ValueParser.theme, "auto") == "--x takes dark|light, not 'auto'")
        #expect(ValueParser.style(in: .builtIn).syntax == LaunchStyles.builtIn.names.joined(separator: "|"))
    }
}

@Suite struct FixedDecimalTests {
    @Test(
        arguments: [
            (1234, 3, false, "1.234"), (1200, 3, true, "1.2"), (3000, 3, true, "3"), (5, 3, false, "0.005"),
            (-2600, 3, true, "-2.6"), (29, 1, false, "2.9"), (0, 2, false, "0.00"), (7, 0, false, "7"),
            (-5, 3, false, "-0.005"), (100, 2, true, "1"), (1_000_000_000_000_000_001, 18, false, "1.000000000000000001"),
            (-1, 0, true, "-1"), (0, 3, true, "0"), (Int.min, 18, true, "-9.223372036854775808")
        ] as [(Int, Int, Bool, String)])
    func unitsAreWrittenExactly(units: Int, places: Int, trimmed: Bool, text: String) {
        #expect(FixedDecimal.text(units: units, places: places, trimmed: trimmed) == text)
    }

    @Test func decimalsAreRoundedHalfAwayFromZero() {
        #expect(FixedDecimal.text(0.125, places: 2, trimmed: false) == "0.13")
        #expect(FixedDecimal.text(2.25, places: 1) == "2.3")
        #expect(FixedDecimal.text(4.0, places: 1) == "4")
        #expect(FixedDecimal.text(0.0, places: 3, trimmed: false) == "0.000")
        #expect(FixedDecimal.text(.nan) == "nan")
    }
}
