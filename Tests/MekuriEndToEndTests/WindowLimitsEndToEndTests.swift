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
}
