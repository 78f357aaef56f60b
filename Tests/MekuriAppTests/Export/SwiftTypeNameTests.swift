@testable import MekuriApp
import XCTest

/// The type names made from file names are Swift identifiers in UpperCamelCase.
final class SwiftTypeNameTests: XCTestCase {
    func testFileNamesBecomeUpperCamelCase() {
        XCTAssertEqual(SwiftTypeName(fileName: "snappy.json").description, "Snappy")
        XCTAssertEqual(SwiftTypeName(fileName: "Assets/Feels/loose-ring.json").description, "LooseRing")
        XCTAssertEqual(SwiftTypeName(fileName: "/home/me/.config/mekuri/feels/feel-3.swift").description, "Feel3")
        XCTAssertEqual(SwiftTypeName(fileName: "my feel (v2).json").description, "MyFeelV2")
    }

    func testNamesThatCannotStartAnIdentifierAreMended() {
        XCTAssertEqual(SwiftTypeName(fileName: "3d.json").description, "Feel3d")
        XCTAssertEqual(SwiftTypeName(fileName: "日本.json").description, "Mekuri")
        XCTAssertEqual(SwiftTypeName(fileName: "---.json").description, "Mekuri")
        XCTAssertEqual(SwiftTypeName(fileName: nil).description, "Mekuri")
    }
}
