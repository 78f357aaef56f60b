import Foundation
import XCTest

/// The feel lab in the real window under Xvfb: F and the picker's Feel row show the panel and
/// the window grows by it, its slider changes how a real drag pages, idle stays idle with it
/// open, and `--compare` shows two panes that one real gesture drives.
final class FeelLabEndToEndTests: XCTestCase {
    private static let monday: UInt32 = 0xFFFF_9D98
    private static let tuesday: UInt32 = 0xFFFF_CA80
    /// The panel's background (the grouped background).
    private static let panelBackground: UInt32 = 0xFFF2_F2F7
    private static let pickerWidth = AppWindow.pickerWidth

    /// The saved state the app wrote on quitting.
    private func savedState(_ app: AppWindow) throws -> String {
        try String(contentsOf: app.stateHome.appendingPathComponent("mekuri/state.json"), encoding: .utf8)
    }

    /// A screen wide enough for the window to grow in place (at 1000 pt it would move left).
    private func wideDisplay() throws -> VirtualDisplay { try VirtualDisplay(width: 1600, height: 1000) }

    func testFShowsThePanelItsSliderChangesARealDragAndIdleStaysIdle() throws {
        let app = try AppWindow(display: try wideDisplay())
        XCTAssertEqual(try app.geometry.width, Self.pickerWidth + 390)
        try app.xdotool(["key", "--window", app.window, "f"])
        try waitUntil(seconds: 3, "the window to grow by the panel") { try app.geometry.width == Self.pickerWidth + 390 + 280 }
        Thread.sleep(forTimeInterval: 0.3)
        let shown = try app.screenshot()
        XCTAssertEqual(shown[400, 300], Self.panelBackground, "the panel at the scene's right")
        XCTAssertEqual(shown[30, 100], Self.monday, "the scene as it was")

        // The threshold slider runs from 0.05 at x 416 to 0.95 at x 644, its knob at y 77:
        // a click at x 492 sets 0.35.
        try app.xdotool(["mousemove", "\(app.origin.x + 492)", "\(app.origin.y + 77)", "click", "1"])
        Thread.sleep(forTimeInterval: 0.3)
        // A slow real drag of 27% (105 pt), held still before the release: short of 35%.
        try app.drag(from: (300, 400), to: (195, 400), steps: 10, hold: 0.3)
        Thread.sleep(forTimeInterval: 0.7)
        XCTAssertEqual(try app.screenshot()[30, 100], Self.monday, "27% < 35%: back to 月")

        let ticks = try app.cpuTicks()
        Thread.sleep(forTimeInterval: 1)
        XCTAssertLessThanOrEqual(try app.cpuTicks() - ticks, 2, "idle for 1 s with the panel open")

        try app.xdotool(["key", "--window", app.window, "f"])
        try waitUntil(seconds: 3, "the window to shrink back") { try app.geometry.width == Self.pickerWidth + 390 }
        XCTAssertEqual(try app.quit(), 0)
        let state = try savedState(app)
        XCTAssertTrue(state.contains("\"threshold\":0.35"), state)
        XCTAssertTrue(state.contains("\"panel\":false"), state)
    }

    func testThePickersFeelRowTogglesThePanel() throws {
        let app = try AppWindow()
        // The Feel row is under the five scenes' rows (76 + 5 × 40 + 12 = 288 … 328).
        try app.xdotool(["mousemove", "\(app.windowOrigin.x + 80)", "\(app.windowOrigin.y + 308)", "click", "1"])
        try waitUntil(seconds: 3, "the window to grow by the panel") { try app.geometry.width == Self.pickerWidth + 390 + 280 }
        XCTAssertEqual(try app.quit(), 0)
        XCTAssertTrue(try savedState(app).contains("\"panel\":true"), "kept in the saved state")
    }

    func testCompareShowsTwoPanesThatOneRealDragDrives() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t35.json")
        try Data(#"{"threshold": 0.35}"#.utf8).write(to: file)
        let app = try AppWindow(arguments: ["--compare", file.path], display: try wideDisplay())
        XCTAssertEqual(try app.geometry.width, Self.pickerWidth + 2 * 390, "the window holds two panes")
        // 27% slowly in the right pane: the left pane (threshold 0.2) pages, the right (0.35) does not.
        try app.drag(from: (390 + 300, 400), to: (390 + 195, 400), steps: 10, hold: 0.3)
        Thread.sleep(forTimeInterval: 0.7)
        let after = try app.screenshot()
        XCTAssertEqual(after[30, 100], Self.tuesday, "the left pane went on to 火")
        XCTAssertEqual(after[390 + 30, 100], Self.monday, "the right pane went back to 月")
        XCTAssertEqual(try app.quit(), 0)
    }
}
