import Foundation
import XCTest

/// `--device` in the real window: the window is the device's screen beside the picker, drawn
/// with its bars, and Ctrl+→ / Ctrl+← turn it, the window following the screen.
final class DeviceEndToEndTests: XCTestCase {
    func testTheWindowIsTheDevicesScreenAndCtrlArrowsTurnIt() throws {
        let app = try AppWindow(arguments: ["--fresh", "--device", "iphone-16-pro", "--locale", "en"],
                                display: try VirtualDisplay(width: 1200, height: 1000))
        var geometry = try app.geometry
        XCTAssertEqual(geometry.width, AppWindow.pickerWidth + 402)
        XCTAssertEqual(geometry.height, 874)
        let portrait = try app.screenshot()
        XCTAssertEqual(portrait[120, 57], portrait[120, 66], "the strip's bar runs up under the status bar")
        XCTAssertNotEqual(portrait[120, 57], portrait[120, 300], "the page starts below the strip")

        try app.xdotool(["windowfocus", "--sync", app.window, "key", "ctrl+Right"])
        try waitUntil(seconds: 5, "a deviceTurned line; got \(app.trace.lines)") {
            app.trace.lines.contains { $0.contains(#""event":"deviceTurned","from":"portrait","to":"landscapeLeft""#) }
        }
        try waitUntil(seconds: 5, "the window in landscape") {
            let now = try app.geometry
            return now.width == AppWindow.pickerWidth + 874 && now.height == 402
        }
        Thread.sleep(forTimeInterval: 0.6)
        let landscape = try app.screenshot()
        XCTAssertNotEqual(landscape[20, 200], 0xFF00_0000, "the turn is over: the page reaches the screen's side")

        try app.xdotool(["key", "ctrl+Left"])
        try waitUntil(seconds: 5, "the window in portrait again") {
            geometry = try app.geometry
            return geometry.width == AppWindow.pickerWidth + 402 && geometry.height == 874
        }
        XCTAssertEqual(try app.quit(), 0)
        XCTAssertEqual(app.errorOutput, "")
    }
}
