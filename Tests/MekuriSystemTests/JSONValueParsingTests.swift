import MekuriSystem
import XCTest

/// The JSON reader that replaced Foundation's JSONSerialization: every value JSON has, and a
/// refusal (nil) for everything else.
final class JSONValueParsingTests: XCTestCase {
    func testEveryKindOfValueWithObjectKeysSorted() {
        let text = #" { "b": [1, -2.5, 3e2, 0.125E-1], "a": {"z": null, "y": true, "x": false}, "c": "hi" } "#
        XCTAssertEqual(JSONValue(parsing: text), .object([
            ("a", .object([("x", .bool(false)), ("y", .bool(true)), ("z", .null)])),
            ("b", .array([.number(1), .number(-2.5), .number(300), .number(0.0125)])),
            ("c", .string("hi")),
        ]))
    }

    func testAValueAloneAtTheTopAndEmptyContainers() {
        XCTAssertEqual(JSONValue(parsing: "0.35"), .number(0.35))
        XCTAssertEqual(JSONValue(parsing: "\"x\""), .string("x"))
        XCTAssertEqual(JSONValue(parsing: "[ ]"), .array([]))
        XCTAssertEqual(JSONValue(parsing: "{\n}"), .object([]))
    }

    func testEscapesIncludingASurrogatePairAndRawUTF8() {
        XCTAssertEqual(JSONValue(parsing: #""a\"b\\c\/d\n\t\u6708\ud83d\ude00 火""#), .string("a\"b\\c/d\n\t月😀 火"))
    }

    func testARepeatedKeyKeepsItsLastValue() {
        XCTAssertEqual(JSONValue(parsing: #"{"k": 1, "k": 2}"#), .object([("k", .number(2))]))
    }

    func testWhatIsNotJSONIsRefused() {
        let refused = ["", "  ", "{", "[1,]", "{\"a\":1,}", "{a:1}", "01", "1.", ".5", "-", "1e", "+1", "tru", "nul",
                       "\"unterminated", "\"bad \\x escape\"", "\"\\ud83d alone\"", "\"tab\tinside\"", "[1] 2",
                       "{\"a\" 1}", "NaN", "Infinity", "'single'"]
        for text in refused {
            XCTAssertNil(JSONValue(parsing: text), "'\(text)' is not JSON")
        }
        XCTAssertNil(JSONValue(parsing: [0x22, 0xFF, 0xFE, 0x22]), "invalid UTF-8 in a string")
    }

    func testWhatIsNotJSONSaysWhereAndWhy() {
        let cases: [(String, JSONSyntaxError)] = [
            ("", .init(line: 1, column: 1, problem: "no JSON value (the text is empty)")),
            ("{\n  \"a\": 1,\n}", .init(line: 3, column: 1, problem: "a comma before '}' (JSON takes none after the last member)")),
            ("[1,\n 2,]", .init(line: 2, column: 4, problem: "a comma before ']' (JSON takes none after the last item)")),
            ("{a:1}", .init(line: 1, column: 2, problem: "expected a key in double quotes but found 'a'")),
            ("{\"a\" 1}", .init(line: 1, column: 6, problem: "expected ':' after the key 'a' but found '1'")),
            ("{\"a\": 1 \"b\": 2}", .init(line: 1, column: 9, problem: "expected ',' or '}' after the value of 'a' but found '\"'")),
            ("[1 2]", .init(line: 1, column: 4, problem: "expected ',' or ']' after an item but found '2'")),
            ("{\"日本語\": tru}", .init(line: 1, column: 9, problem: "expected a value (a string, a number, true, false, null, [ or {) but found 't'")),
            ("\"open", .init(line: 1, column: 1, problem: "the string is not closed with '\"'")),
            ("\"tab\tinside\"", .init(line: 1, column: 5, problem: "a control character in a string (write it escaped, as \\n or \\u0000)")),
            ("[1] 2", .init(line: 1, column: 5, problem: "more after the JSON value (a file holds one value)")),
            ("{\"a\": 01}", .init(line: 1, column: 7, problem: "expected a value (a string, a number, true, false, null, [ or {) but found '0'")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try JSONValue(validating: text.utf8), text.debugDescription) { error in
                XCTAssertEqual(error as? JSONSyntaxError, expected, text.debugDescription)
            }
        }
        XCTAssertThrowsError(try JSONValue(validating: String(repeating: "[", count: 600).utf8)) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.problem, "nested deeper than 512 arrays and objects")
        }
        XCTAssertEqual(try JSONValue(validating: #"{"a": [1, "b"]}"#.utf8), JSONValue(parsing: #"{"a": [1, "b"]}"#))
    }

    func testNestingPastTheLimitIsRefusedWithoutExhaustingTheStack() {
        let depth = JSONValue.maximumParsingDepth
        XCTAssertNotNil(JSONValue(parsing: String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        XCTAssertNil(JSONValue(parsing: String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)))
        XCTAssertNil(JSONValue(parsing: String(repeating: "[", count: 100_000)))
    }

    func testWhatSerializedWritesReadsBackTheSame() {
        let value = JSONValue.object([("page", .number(3)), ("scene", .string("weekdays")),
                                      ("scrollY", .array([.number(0), .number(12.5)])), ("settled", .bool(true))])
        XCTAssertEqual(JSONValue(parsing: value.serialized), value)
    }
}
