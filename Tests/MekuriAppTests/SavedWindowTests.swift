@testable import MekuriApp
import Foundation
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest
import MekuriSystem

/// The window's place and size in the state file: written, read back, and old or bad files.
final class SavedWindowTests: XCTestCase {
    private let display = Display(index: 1, name: "HDMI-1", bounds: Rect(x: 1366, y: 0, width: 1920, height: 1080),
                                  usableBounds: Rect(x: 1366, y: 0, width: 1920, height: 1050))

    func testItIsWrittenAsPlainNumbersAndReadBack() {
        let saved = SavedWindow(frame: Rect(x: 1500, y: -20, width: 800, height: 600), display: display)
        XCTAssertEqual(saved.json.serialized,
                       #"{"x":1500,"y":-20,"width":800,"height":600,"display":{"index":1,"name":"HDMI-1","x":1366,"y":0,"width":1920,"height":1080}}"#)
        XCTAssertEqual(SavedWindow(json: saved.json), saved)
    }

    func testAStateFileFromBeforeTheWindowWasSavedStillLoadsWithNoWindow() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-old-state-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"version":1,"scene":"form","scenes":{"form":{"toggle":true}}}"#.utf8).write(to: url)
        var warnings: [String] = []
        let state = try XCTUnwrap(StateStore(url: url) { warnings.append($0) }.load())
        XCTAssertEqual(state["scene"]?.string, "form")
        XCTAssertNil(SavedWindow(json: state["window"]))
        XCTAssertEqual(warnings, [])
    }

    func testABadWindowMemberIsIgnored() {
        let good = SavedWindow(frame: Rect(x: 0, y: 0, width: 800, height: 600), display: display).json
        guard case .object(let members) = good else { return XCTFail("an object") }
        func replacing(_ key: String, with value: JSONValue) -> JSONValue {
            .object(members.map { $0.0 == key ? (key, value) : $0 })
        }
        XCTAssertNotNil(SavedWindow(json: good))
        XCTAssertNil(SavedWindow(json: .string("window")))
        XCTAssertNil(SavedWindow(json: replacing("width", with: .number(0))), "an empty window")
        XCTAssertNil(SavedWindow(json: replacing("x", with: .number(10.5))), "not a whole point")
        XCTAssertNil(SavedWindow(json: replacing("height", with: .number(1e12))), "out of range")
        XCTAssertNil(SavedWindow(json: replacing("y", with: .string("0"))))
        XCTAssertNil(SavedWindow(json: replacing("display", with: .object([("index", .number(0))]))), "a display without bounds")
    }
}
