import Foundation
import XCTest

/// The real `mekuri` window under Xvfb, driven by real xdotool input and checked by the pixels
/// of screenshots of the X screen.
final class WindowEndToEndTests: XCTestCase {
    private static let monday: UInt32 = 0xFFFF_9D98
    private static let tuesday: UInt32 = 0xFFFF_CA80
    private static let activeDot: UInt32 = 0xFF33_3333
    private static let hairline: UInt32 = 0xFFC6_C6C8
    private static let white: UInt32 = 0xFFFF_FFFF

    func testARealDragPagesToTuesdayAndTheWindowBehaves() throws {
        let app = try AppWindow()
        XCTAssertEqual(try app.title, "Mekuri — Weekdays")
        XCTAssertEqual(try app.screenshot()[30, 100], Self.monday)

        // A real drag: press, ten moves of 22 pt a frame apart, release.
        try app.drag(from: (300, 400), to: (80, 400), steps: 10)
        Thread.sleep(forTimeInterval: 0.6)

        let after = try app.screenshot()
        XCTAssertEqual(after[2, 100], Self.tuesday, "left edge")
        XCTAssertEqual(after[387, 100], Self.tuesday, "right edge: at rest, not between pages")
        XCTAssertEqual(after[159, 770], Self.activeDot, "the second dot is current")
        XCTAssertGreaterThan(after.count(of: 0xFF00_0000, x: 100..<290, y: 120..<400), 2000, "the huge 火 label is drawn")

        // Settled: the app waits for events and uses (almost) no CPU.
        let ticks = try app.cpuTicks()
        Thread.sleep(forTimeInterval: 1)
        XCTAssertLessThanOrEqual(try app.cpuTicks() - ticks, 2, "idle for 1 s")

        // A resize keeps Tuesday aligned.
        try app.xdotool(["windowsize", app.window, "\(500 + AppWindow.pickerWidth)", "700"])
        Thread.sleep(forTimeInterval: 0.5)
        let resized = try app.screenshot()
        XCTAssertEqual(resized[1, 100], Self.tuesday)
        XCTAssertEqual(resized[498, 100], Self.tuesday)

        XCTAssertEqual(try app.quit(), 0, "asked to quit, it quits cleanly")
    }

    func testRealWheelClicksAndARealVerticalDragScrollTheTabsList() throws {
        let app = try AppWindow(arguments: ["--scene", "tabs"])
        XCTAssertEqual(try app.title, "Mekuri — Tabs")
        // The list starts at y 52 under its 52 pt large title, with 44 pt rows: the first
        // separator is at y 147.
        XCTAssertEqual(try app.screenshot()[300, 147], Self.hairline)

        // Five wheel clicks down (button 5), 40 pt each: 200 pt, so separators move up by 200 mod 44 = 24.
        try app.xdotool(["mousemove", "\(app.origin.x + 200)", "\(app.origin.y + 400)"])
        try app.xdotool(["click", "--repeat", "5", "--delay", "30", "5"])
        Thread.sleep(forTimeInterval: 0.6)
        let wheeled = try app.screenshot()
        XCTAssertEqual(wheeled[300, 123], Self.hairline)
        XCTAssertEqual(wheeled[300, 147], Self.white)

        // A slow vertical drag up by 66 pt, held still before release (no momentum): 266 pt in all,
        // separators at 147 − (266 mod 44) = 145.
        try app.drag(from: (200, 600), to: (200, 534), steps: 22, hold: 0.3)
        Thread.sleep(forTimeInterval: 0.3)
        let dragged = try app.screenshot()
        XCTAssertEqual(dragged[300, 145], Self.hairline)
        XCTAssertEqual(dragged[300, 123], Self.white)

        XCTAssertEqual(try app.quit(), 0)
    }
}
