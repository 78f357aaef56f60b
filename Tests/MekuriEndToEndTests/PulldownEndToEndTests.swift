import Foundation
import XCTest

/// The `pulldown` scene's top panel in the real window, pulled by real xdotool drags.
final class PulldownEndToEndTests: XCTestCase {
    private static let panelGrey: UInt32 = 0xFF8E_8E93

    func testARealDragFromTheTopEdgeOpensThePanelAndOneLowerDoesNot() throws {
        let app = try AppWindow(arguments: ["--scene", "pulldown"])
        XCTAssertEqual(try app.title, "Mekuri — Pulldown")
        XCTAssertNotEqual(try app.screenshot()[5, 600], Self.panelGrey)

        // A drag that starts 40 pt down, below the 30 pt pull zone, never moves the panel.
        try app.drag(from: (195, 40), to: (195, 500), steps: 20)
        Thread.sleep(forTimeInterval: 0.6)
        XCTAssertNotEqual(try app.screenshot()[5, 20], Self.panelGrey, "the panel stays up")
        let happened = app.trace.events.filter { !["firstFrame", "startup"].contains($0["event"] as? String) }
        XCTAssertTrue(happened.isEmpty, "nothing happened: \(happened)")

        // Half-way through a drag from the top edge, the panel follows the pointer.
        try app.xdotool(["mousemove", "\(app.origin.x + 195)", "\(app.origin.y + 8)", "mousedown", "1",
                         "sleep", "0.05", "mousemove", "\(app.origin.x + 195)", "\(app.origin.y + 200)",
                         "sleep", "0.05", "mousemove", "\(app.origin.x + 195)", "\(app.origin.y + 300)", "sleep", "0.2"])
        let held = try app.screenshot()
        XCTAssertEqual(held[5, 280], Self.panelGrey, "pulled down by 292 pt")
        XCTAssertNotEqual(held[5, 320], Self.panelGrey, "and no further")
        // Moving down on release: it opens fully.
        try app.xdotool(["mousemove", "\(app.origin.x + 195)", "\(app.origin.y + 320)", "sleep", "0.016",
                         "mousemove", "\(app.origin.x + 195)", "\(app.origin.y + 340)", "mouseup", "1"])
        _ = try app.trace.waitFor("panelOpened")
        Thread.sleep(forTimeInterval: 0.1)
        let open = try app.screenshot()
        XCTAssertEqual(open[5, 5], Self.panelGrey)
        XCTAssertEqual(open[385, 838], Self.panelGrey, "it covers the whole window")

        // A drag up closes it again.
        try app.drag(from: (195, 600), to: (195, 400), steps: 10)
        _ = try app.trace.waitFor("panelClosed")
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertNotEqual(try app.screenshot()[5, 600], Self.panelGrey)
        XCTAssertEqual(try app.quit(), 0)
    }

    func testARealDragPausedBeforeTheReleaseStillGoesTheWayItWent() throws {
        let app = try AppWindow(arguments: ["--scene", "pulldown"])
        // Pulled most of the way down, then held still for 300 ms before letting go: it opens.
        try app.drag(from: (195, 8), to: (195, 780), steps: 20, hold: 0.3)
        _ = try app.trace.waitFor("panelOpened")
        // Pushed up most of the way, held still, then let go: it closes.
        try app.drag(from: (195, 780), to: (195, 150), steps: 20, hold: 0.3)
        _ = try app.trace.waitFor("panelClosed")
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertNotEqual(try app.screenshot()[5, 600], Self.panelGrey)
        XCTAssertEqual(try app.quit(), 0)
    }
}
