import Foundation
import XCTest

/// The state is saved however the window ends: a closed terminal (SIGHUP), an X server that
/// goes away (issue 27).
final class StateSavingEndToEndTests: XCTestCase {
    private func savedState(_ app: AppWindow) throws -> String {
        try String(contentsOf: app.stateHome.appendingPathComponent("mekuri/state.json"), encoding: .utf8)
    }

    func testAHangupSavesTheStateAsATerminationDoes() throws {
        let app = try AppWindow(arguments: ["--scene", "cards"])
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["scene": "cards", "page": "1"])
        XCTAssertEqual(try app.end(by: SIGHUP), 0)
        let saved = try savedState(app)
        XCTAssertTrue(saved.contains(#""cards":{"page":1"#), saved)
        XCTAssertEqual(app.errorOutput, "")
    }

    func testALostDisplaySavesTheStateSaysOneLineAndExitsWithThree() throws {
        let display = try VirtualDisplay()
        let app = try AppWindow(arguments: ["--scene", "cards"], display: display)
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["scene": "cards", "page": "1"])
        display.stop()
        try waitUntil(seconds: 5, "mekuri to end") { !app.process.isRunning }
        XCTAssertEqual(app.process.terminationReason, .exit)
        XCTAssertEqual(app.process.terminationStatus, 3)
        let saved = try savedState(app)
        XCTAssertTrue(saved.contains(#""cards":{"page":1"#), saved)
        let state = app.stateHome.appendingPathComponent("mekuri/state.json").path
        try waitUntil(seconds: 2, "the error line") { app.errorOutput.hasSuffix("\n") }
        XCTAssertEqual(app.errorOutput, "mekuri: the display went away (the X server ended); the state was saved to \(state)\n")
    }
}
