import Foundation
import XCTest

/// The `form` scene in a real window: real page drags, and a real slider drag that never pages.
final class FormEndToEndTests: XCTestCase {
    private static let toggleOff: UInt32 = 0xFFE9_E9EA
    private static let tint: UInt32 = 0xFF00_7AFF
    private static let track: UInt32 = 0xFFD1_D1D6

    func testRealPageDragsAndARealSliderDrag() throws {
        let app = try AppWindow(arguments: ["--scene", "form"])
        XCTAssertEqual(try app.title, "Mekuri — Form")

        // Page 1 → 2 by a real drag: the toggle's track (off) appears at the right of its row.
        try app.drag(from: (300, 400), to: (100, 400), steps: 10)
        Thread.sleep(forTimeInterval: 0.6)
        XCTAssertEqual(try app.screenshot()[350, 102], Self.toggleOff)

        // Page 2 → 3: the slider, at 0.5, is blue left of its knob (x 195).
        try app.drag(from: (300, 400), to: (100, 400), steps: 10)
        Thread.sleep(forTimeInterval: 0.6)
        let before = try app.screenshot()
        XCTAssertEqual(before[150, 146], Self.tint)
        XCTAssertEqual(before[300, 146], Self.track)

        // Drag the knob left to x 120 (about 0.25): grey from the knob on, and the page stays.
        try app.drag(from: (195, 146), to: (120, 146), steps: 12, hold: 0.2)
        Thread.sleep(forTimeInterval: 0.4)
        let after = try app.screenshot()
        XCTAssertEqual(after[100, 146], Self.tint)
        XCTAssertEqual(after[150, 146], Self.track)
        XCTAssertEqual(after[300, 146], Self.track, "still page 3, not moved by the drag")

        XCTAssertEqual(try app.quit(), 0)
    }
}
