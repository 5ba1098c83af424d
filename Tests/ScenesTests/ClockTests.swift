import Scenes
import Testing

@Suite struct ClockTests {
    @Test(arguments: [("2.6", 2600), ("3", 3000), ("0", 0), ("0.125", 125), (".5", 500), ("1.5s", 1500), ("10.", 10000)])
    func parsesSecondsExactly(text: String, milliseconds: Int) {
        #expect(LaunchTime(parsingSeconds: text) == .ms(milliseconds))
    }

    @Test(arguments: ["-1", "", "x", "1.2345", "1e3", "nan", "inf", "1.2.3", " ", "."])
    func rejectsWhatIsNotATime(text: String) {
        #expect(LaunchTime(parsingSeconds: text) == nil)
    }

    @Test func printsSecondsWithTheDecimalsTheyNeed() {
        #expect(LaunchTime.ms(2600).description == "2.6 s")
        #expect(LaunchTime.ms(3000).description == "3 s")
        #expect(LaunchTime.ms(450).secondsText == "0.45")
        #expect(LaunchTime.ms(2600).tenthsText == "2.6")
        #expect(LaunchTime.ms(2699).tenthsText == "2.6")
        #expect(LaunchTime.ms(5).tenthsText == "0.0")
    }
}
