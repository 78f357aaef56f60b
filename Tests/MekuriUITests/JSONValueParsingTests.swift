import MekuriUI
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
