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

    func testRestartsWithThePanelOrAComparisonKeepTheSceneTheSameSize() throws {
        let display = try VirtualDisplay(width: 1600, height: 1000)
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-restarts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateHome) }
        let first = try AppWindow(stateHome: stateHome, display: display)
        let bare = try first.geometry
        try first.xdotool(["key", "--window", first.window, "f"])
        try waitUntil(seconds: 3, "the window to grow by the panel") { try first.geometry.width > bare.width }
        Thread.sleep(forTimeInterval: 0.3)
        let withPanel = try first.geometry
        XCTAssertGreaterThan(withPanel.width, bare.width)
        XCTAssertEqual(try first.quit(), 0)
        // Each restart brings the panel back at the same size: the window never grows.
        for restart in 1...3 {
            let app = try AppWindow(stateHome: stateHome, display: display)
            Thread.sleep(forTimeInterval: 0.3)
            XCTAssertEqual(try app.geometry.width, withPanel.width, "restart \(restart)")
            XCTAssertEqual(try app.quit(), 0)
        }
        let compare = try AppWindow(arguments: ["--compare", "Assets/Feels/peek.json".inRepository, "--fresh"], stateHome: stateHome, display: display)
        XCTAssertEqual(try compare.quit(), 0)
        let plain = try AppWindow(arguments: [], stateHome: stateHome, display: display)
        XCTAssertEqual(try plain.geometry.width, bare.width, "after a comparison, a plain start is the picker and one scene")
        XCTAssertEqual(try plain.quit(), 0)
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

private extension String {
    /// The path of this file of the repository.
    var inRepository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(self).path
    }
}
