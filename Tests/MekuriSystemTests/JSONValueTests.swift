import MekuriSystem
import XCTest

final class JSONValueTests: XCTestCase {
    func testKeepsKeyOrderAndWritesNumbersCompactly() {
        let value = JSONValue.object([("b", .number(1)), ("a", .number(-0.5)), ("c", .number(1.23456)), ("d", .null)])
        XCTAssertEqual(value.serialized, #"{"b":1,"a":-0.5,"c":1.235,"d":null}"#)
    }

    func testEscapesStringsAndKeepsUnicode() {
        XCTAssertEqual(JSONValue.string("月 \"q\" \\ \n\u{1}").serialized, #""月 \"q\" \\ \n\u0001""#)
    }

    func testNonFiniteNumbersBecomeNull() {
        XCTAssertEqual(JSONValue.array([.number(.nan), .number(.infinity)]).serialized, "[null,null]")
    }

    func testEqualityIsStructuralNotTheRoundedText() {
        XCTAssertNotEqual(JSONValue.number(0.0001), .number(0), "both are written 0, but they differ")
        XCTAssertEqual(JSONValue.number(0.5), .number(0.5))
        XCTAssertNotEqual(JSONValue.string("1"), .number(1))
        XCTAssertNotEqual(JSONValue.object([("a", .null), ("b", .null)]), .object([("b", .null), ("a", .null)]),
                          "key order is part of an object")
        XCTAssertEqual(JSONValue.array([.bool(true), .object([("k", .number(2))])]), .array([.bool(true), .object([("k", .number(2))])]))
    }
}
