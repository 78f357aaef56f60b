import Foundation
import XCTest

/// The rest of each scene's real input: a resize in the middle of a drag, the wheel, keys.
final class SceneInputEndToEndTests: XCTestCase {
    private static let panelGrey: UInt32 = 0xFF8E_8E93
    private static let white: UInt32 = 0xFFFF_FFFF
    /// Longer than a key's glide (0.25 s) and a frame: a picture that holds this long is at rest.
    private static let glideAndAFrame = 0.3

    /// Presses at `from`, moves half-way, resizes the window to `size` (scene points), moves on
    /// to `to` and releases there.
    private func dragWithResize(_ app: AppWindow, from: (Int, Int), to: (Int, Int), size: (Int, Int),
                                lastStep: (Int, Int)? = nil) throws {
        let middle = ((from.0 + to.0) / 2, (from.1 + to.1) / 2)
        var chain = ["mousemove", "\(app.origin.x + from.0)", "\(app.origin.y + from.1)", "mousedown", "1",
                     "sleep", "0.05", "mousemove", "\(app.origin.x + middle.0)", "\(app.origin.y + middle.1)",
                     "sleep", "0.1", "windowsize", app.window, "\(size.0 + AppWindow.pickerWidth)", "\(size.1)",
                     "sleep", "0.3", "mousemove", "\(app.origin.x + to.0)", "\(app.origin.y + to.1)"]
        if let lastStep {
            chain += ["sleep", "0.016", "mousemove", "\(app.origin.x + lastStep.0)", "\(app.origin.y + lastStep.1)"]
        }
        try app.xdotool(chain + ["sleep", "0.016", "mouseup", "1"])
    }

    func testCardsAndFormRestOnAPageAfterAResizeMidDragAndPageByWheel() throws {
        let cards = try AppWindow(arguments: ["--scene", "cards"])
        try dragWithResize(cards, from: (300, 330), to: (60, 330), size: (500, 700))
        _ = try cards.trace.waitFor("settled", ["scene": "cards", "page": "1"])
        try waitUntil(seconds: 2, "the night card filling the resized card, edge to edge") {
            let shot = try cards.screenshot()
            return shot[2, 2] == 0xFF14_1C46 && shot[497, 2] == 0xFF14_1C46
        }
        XCTAssertEqual(try cards.quit(), 0)

        let form = try AppWindow(arguments: ["--scene", "form"])
        try dragWithResize(form, from: (300, 500), to: (40, 500), size: (460, 700))
        _ = try form.trace.waitFor("settled", ["scene": "form", "page": "1"])
        // A click of the horizontal wheel (button 7: right) turns to page 3.
        try form.xdotool(["mousemove", "\(form.origin.x + 200)", "\(form.origin.y + 300)", "click", "7"])
        _ = try form.trace.waitFor("settled", ["scene": "form", "page": "2"])
        XCTAssertEqual(try form.quit(), 0)
    }

    func testTabsScrollsByKeysAndKeepsItsListThroughAResizeMidDrag() throws {
        let app = try AppWindow(arguments: ["--scene", "tabs"])
        // End scrolls to the last item; the first separator (y 147 at the top, under the large title) is gone from there.
        try app.xdotool(["key", "End"])
        try waitUntil(seconds: 2, "the list at its end") { try app.screenshot()[300, 147] != 0xFFC6_C6C8 }
        try app.xdotool(["key", "Home"])
        // Separators cross y 95 all through the glide back up: only one that stays there is the top.
        try waitUntilSteady(seconds: 3, for: Self.glideAndAFrame, "the list back at its top") {
            try app.screenshot()[300, 147] == 0xFFC6_C6C8
        }
        // A slow vertical drag up by 88 pt (two rows) with a resize in the middle: held still
        // before the release, the list rests where the pointer left it.
        try app.xdotool(["mousemove", "\(app.origin.x + 200)", "\(app.origin.y + 500)", "mousedown", "1",
                         "sleep", "0.05", "mousemove", "\(app.origin.x + 200)", "\(app.origin.y + 456)",
                         "sleep", "0.05", "windowsize", app.window, "\(400 + AppWindow.pickerWidth)", "700",
                         "sleep", "0.3", "mousemove", "\(app.origin.x + 200)", "\(app.origin.y + 412)",
                         "sleep", "0.3", "mouseup", "1"])
        try waitUntilSteady(seconds: 3, for: Self.glideAndAFrame, "the separators two rows up: back at y 147") {
            let shot = try app.screenshot()
            return shot[300, 147] == 0xFFC6_C6C8 && shot[300, 123] == Self.white
        }
        XCTAssertEqual(try app.quit(), 0)
    }

    func testThePulldownPanelFollowsThroughAResizeMidDragAndEscapeClosesIt() throws {
        let app = try AppWindow(arguments: ["--scene", "pulldown"])
        try dragWithResize(app, from: (195, 8), to: (195, 300), size: (390, 700), lastStep: (195, 320))
        _ = try app.trace.waitFor("panelOpened")
        try waitUntil(seconds: 2, "the panel over the whole resized window") {
            let shot = try app.screenshot()
            return shot[5, 5] == Self.panelGrey && shot[385, 695] == Self.panelGrey
        }
        try app.xdotool(["key", "Escape"])
        _ = try app.trace.waitFor("panelClosed")
        try waitUntil(seconds: 2, "the panel gone") { try app.screenshot()[5, 400] != Self.panelGrey }
        XCTAssertEqual(try app.quit(), 0)
    }
}
