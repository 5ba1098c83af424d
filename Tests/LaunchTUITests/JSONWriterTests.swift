import Foundation
import Testing

@testable import LaunchTUI

@Suite struct JSONWriterTests {
    private struct Row: Encodable {
        var name: String
        var firstFrame: JSONNumber
        @Nullable var fullyDrawn: JSONNumber?
        var note: String?
        var source: Nullable<String>?
        var children: [Child]
        var pair: [Int]
    }

    private struct Child: Encodable {
        var layoutShiftOutOfReach: Bool
        var score: Double
    }

    private struct Top: Encodable { var rows: [Row] }

    /// Declared order, snake_case names, objects on one line, an array of
    /// objects one element a line, four spaces for each array it is in;
    /// plain values on their array's line.
    @Test func writesTheHouseLayout() {
        let row = Row(
            name: "a \"b\"\n", firstFrame: JSONNumber(text: "0.000"), fullyDrawn: nil, note: nil, source: Nullable(nil),
            children: [Child(layoutShiftOutOfReach: true, score: 3), Child(layoutShiftOutOfReach: false, score: 0.125)],
            pair: [1, 2])
        let text = JSONWriter.text(of: Top(rows: [row]))
        #expect(
            text == """
                {"rows": [
                    {"name": "a \\"b\\"\\n", "first_frame": 0.000, "fully_drawn": null, "source": null, "children": [
                        {"layout_shift_out_of_reach": true, "score": 3},
                        {"layout_shift_out_of_reach": false, "score": 0.125}
                    ], "pair": [1, 2]}
                ]}
                """)
        // Valid JSON, as another reader sees it.
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
    }

    /// Left out when nil; a `Nullable` written as its value or null.
    @Test func nilIsLeftOutUnlessNullable() {
        let row = Row(
            name: "x", firstFrame: JSONNumber(text: "1"), fullyDrawn: JSONNumber(text: "2.5"), note: "n", source: Nullable("s"),
            children: [], pair: [])
        #expect(
            JSONWriter.text(of: row)
                == #"{"name": "x", "first_frame": 1, "fully_drawn": 2.5, "note": "n", "source": "s", "children": [], "pair": []}"#)
    }

    /// A number's own text where it is one; null where JSON has no number for it.
    @Test(arguments: [
        ("0", true), ("-0.5", true), ("765.6171", true), ("5e-324", true), ("1E+12", true), ("0.000", true),
        ("nan", false), ("inf", false), ("01", false), (".5", false), ("1.", false), ("1e", false), ("", false), ("-", false)
    ])
    func numbersAreJSONNumbers(text: String, valid: Bool) {
        #expect(JSONNumber.isNumber(text) == valid)
        #expect(JSONWriter.text(of: [JSONNumber(text: text)]) == "[" + (valid ? text : "null") + "]")
    }

    @Test func doublesAsTheirShortestDigits() {
        #expect(JSONWriter.text(of: [3.0, 2.6, 0.1 + 0.2, .infinity]) == "[3, 2.6, 0.30000000000000004, null]")
    }

    /// A camelCase property as a snake_case field; a key given whole is left whole.
    @Test func keysInSnakeCase() {
        #expect(JSONWriter.snakeCase("firstFrame") == "first_frame")
        #expect(JSONWriter.snakeCase("layoutShiftOutOfReach") == "layout_shift_out_of_reach")
        #expect(JSONWriter.snakeCase("speedIndex2x") == "speed_index2x")
        #expect(JSONWriter.snakeCase("TERM") == "TERM")
        #expect(JSONWriter.snakeCase("style") == "style")
    }
}
