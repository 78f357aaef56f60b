import Foundation
import XCTest

/// A window sized past any sense by another program keeps drawing within the pixel budget
/// (issue 27: 50000×50000 crashed inside SDL).
final class WindowLimitsEndToEndTests: XCTestCase {
    func testAWindowSizedTo50000PointsIsSizedBackWithinTheBudgetAndKeepsDrawing() throws {
        let app = try AppWindow()
        _ = try app.trace.waitFor("firstFrame")
        try app.xdotool(["windowsize", app.window, "50000", "50000"])
        try waitUntil(seconds: 5, "the window back within 8192×8192") {
            let size = try app.geometry
            return size.width == 8192 && size.height == 8192
        }
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["page": "1"])
        XCTAssertEqual(try app.quit(), 0)
    }

    func testAWindowBelowTheMinimumShowsTheWholeFrameScaledDownAndItsRowsStillWork() throws {
        let app = try AppWindow()
        _ = try app.trace.waitFor("firstFrame")
        // Xvfb has no window manager: nothing holds the window to its minimum size. The least
        // frame is 408×336 (the picker and a 240-point scene, every picker row in view): in a
        // 204×168 window it is drawn at half size.
        try app.xdotool(["windowsize", app.window, "204", "168"])
        try waitUntil(seconds: 5, "the window at 204×168") {
            let size = try app.geometry
            return size.width == 204 && size.height == 168
        }
        Thread.sleep(forTimeInterval: 0.3)
        // The picker's last scene row, プルダウン (rows from 76 pt, 40 pt each: the fifth at 236–276),
        // is at half its place: a click there switches to it, not to the row a cropped frame has there.
        try app.xdotool(["mousemove", "--window", app.window, "42", "128", "click", "1"])
        _ = try app.trace.waitFor("sceneSwitched", ["to": "pulldown"])
        XCTAssertEqual(try app.quit(), 0)
    }
}
