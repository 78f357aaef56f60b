import Foundation
import XCTest

/// Every scene in the real window under Xvfb, driven by real xdotool input — drags, wheel,
/// keys, text, the scene picker, a resize mid-drag, a restart — and checked by `--trace` lines
/// and screenshot pixels.
final class SceneEndToEndTests: XCTestCase {
    private static let monday: UInt32 = 0xFFFF_9D98
    private static let tuesday: UInt32 = 0xFFFF_CA80
    private static let wednesday: UInt32 = 0xFFFF_E680
    private static let meadowSky: UInt32 = 0xFF5A_AAFA
    private static let nightSky: UInt32 = 0xFF14_1C46

    private func point(_ app: AppWindow, _ x: Int, _ y: Int) -> [String] {
        ["\(app.origin.x + x)", "\(app.origin.y + y)"]
    }

    func testWeekdaysHorizontalWheelPagesOncePerGestureAndKeysPage() throws {
        let app = try AppWindow()
        // Twelve clicks of the horizontal wheel (button 7: right), 20 ms apart: one gesture, 480 pt
        // of scrolling, capped at one page.
        try app.xdotool(["mousemove"] + point(app, 200, 400) + ["click", "--repeat", "12", "--delay", "20", "7"])
        _ = try app.trace.waitFor("settled", ["page": "1", "title": "火"])
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(app.trace.events.filter { $0["event"] as? String == "settled" }.count, 1, "one page, one settle")
        let shot = try app.screenshot()
        XCTAssertEqual(shot[2, 100], Self.tuesday)
        XCTAssertEqual(shot[387, 100], Self.tuesday, "at rest on the page")

        // Right pages; Tab focuses the first tab (月) and Return activates it.
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["page": "2", "title": "水"])
        XCTAssertEqual(try app.screenshot()[200, 100], Self.wednesday)
        try app.xdotool(["key", "Tab", "Return"])
        _ = try app.trace.waitFor("settled", ["page": "0", "title": "月"])
        XCTAssertEqual(try app.quit(), 0)
    }

    func testAResizeInTheMiddleOfADragKeepsThePagesAndTheyRestAligned() throws {
        let app = try AppWindow()
        try app.xdotool(["mousemove"] + point(app, 300, 400) + ["mousedown", "1", "sleep", "0.05",
                         "mousemove"] + point(app, 250, 400) + ["sleep", "0.05",
                         "mousemove"] + point(app, 200, 400) + ["sleep", "0.1",
                         "windowsize", app.window, "\(520 + AppWindow.pickerWidth)", "700", "sleep", "0.3",
                         "mousemove"] + point(app, 120, 400) + ["sleep", "0.05",
                         "mousemove"] + point(app, 40, 400) + ["sleep", "0.02", "mouseup", "1"])
        _ = try app.trace.waitFor("settled", ["page": "1"])
        Thread.sleep(forTimeInterval: 0.2)
        let shot = try app.screenshot()
        XCTAssertEqual(shot[2, 100], Self.tuesday)
        XCTAssertEqual(shot[517, 100], Self.tuesday, "the resized window's right edge: not between pages")
        XCTAssertEqual(try app.quit(), 0)
    }

    func testTabsTapToTopIsTraced() throws {
        let app = try AppWindow(arguments: ["--scene", "tabs"])
        try app.xdotool(["mousemove"] + point(app, 200, 400) + ["click", "--repeat", "5", "--delay", "30", "5"])
        Thread.sleep(forTimeInterval: 0.5)
        try app.xdotool(["mousemove"] + point(app, 97, 820) + ["click", "1"])
        let event = try app.trace.waitFor("tapToTop")
        XCTAssertEqual(event["tab"] as? String, "first")
        XCTAssertEqual(try app.quit(), 0)
    }

    func testFormTakesRealTypingAndTheFocusRingShows() throws {
        let app = try AppWindow(arguments: ["--scene", "form"])
        try app.xdotool(["key", "Tab"])
        Thread.sleep(forTimeInterval: 0.3)
        // The ring: 2 pt of blue 2 pt outside the text field's cell (x 16…374, y 80…124), its
        // corners rounded by 11 pt: its left side runs straight down x 12 (its solid pixel) from
        // y 87 to 117.
        let ring = try app.screenshot()
        let blue = { (pixel: UInt32) in pixel & 0xFF > 0xC0 && (pixel >> 16) & 0xFF < 0x80 }
        XCTAssertTrue((88..<116).allSatisfy { blue(ring[12, $0]) }, "the ring's left side")
        XCTAssertFalse(blue(ring[20, 100]), "and not inside the field")
        XCTAssertFalse(blue(ring[12, 77]), "the corner rounded, not square")
        // A digit typed into the field is text: keys 1…9 pick scenes only while nothing takes text.
        try app.xdotool(["key", "space", "type", "--delay", "30", "Mekuri2"])
        Thread.sleep(forTimeInterval: 0.4)
        let typed = try app.screenshot()
        XCTAssertGreaterThan(typed.darkPixels(x: 36..<200, y: 84..<120), 40, "the typed text is in the field")
        XCTAssertFalse(app.trace.events.contains { $0["event"] as? String == "sceneSwitched" }, "2 was typed, not obeyed")
        XCTAssertEqual(try app.title, "Mekuri — Form")
        XCTAssertEqual(try app.quit(), 0)
    }

    func testCardsPageFromTheCaptionAndThePickerAndKeysSwitchScenes() throws {
        let app = try AppWindow(arguments: ["--scene", "cards"])
        XCTAssertEqual(try app.title, "Mekuri — Cards")
        XCTAssertEqual(try app.screenshot()[2, 2], Self.meadowSky)
        try app.drag(from: (300, 330), to: (120, 330), steps: 10)
        _ = try app.trace.waitFor("settled", ["scene": "cards", "page": "1"])
        try waitUntil(seconds: 2, "the night card") { try app.screenshot()[2, 2] == Self.nightSky }
        // One click of the horizontal wheel (button 6: left) turns one card back; Left another.
        try app.xdotool(["mousemove"] + point(app, 200, 150) + ["click", "6"])
        _ = try app.trace.waitFor("settled", ["scene": "cards", "page": "0"])
        try app.xdotool(["key", "Left"])
        _ = try app.trace.waitFor("settled", ["scene": "cards", "page": "2"])

        // The picker's "Pulldown" row (fifth, y 236…276), then key 1.
        try app.xdotool(["mousemove", "\(app.windowOrigin.x + 60)", "\(app.windowOrigin.y + 256)", "click", "1"])
        _ = try app.trace.waitFor("sceneSwitched", ["from": "cards", "to": "pulldown"])
        try waitUntil(seconds: 2, "the title to follow") { try app.title == "Mekuri — Pulldown" }
        try app.xdotool(["key", "1"])
        _ = try app.trace.waitFor("sceneSwitched", ["from": "pulldown", "to": "weekdays"])
        try waitUntil(seconds: 2, "Monday to be drawn") { try app.screenshot()[200, 100] == Self.monday }
        XCTAssertEqual(try app.quit(), 0)
    }

    func testWhatWasLeftComesBackAfterARestartUnlessFresh() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-e2e-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        do {
            let app = try AppWindow(stateHome: home)
            try app.xdotool(["key", "4", "Right"])
            _ = try app.trace.waitFor("settled", ["scene": "cards", "page": "1"])
            XCTAssertEqual(try app.quit(), 0)
        }
        let saved = try String(contentsOf: home.appendingPathComponent("mekuri/state.json"), encoding: .utf8)
        XCTAssertTrue(saved.contains(#""scene":"cards""#), saved)
        do {
            let app = try AppWindow(stateHome: home)
            XCTAssertEqual(try app.title, "Mekuri — Cards")
            XCTAssertEqual(try app.screenshot()[2, 2], Self.nightSky, "on the second card")
            XCTAssertEqual(try app.quit(), 0)
        }
        do {
            let app = try AppWindow(arguments: ["--fresh"], stateHome: home)
            XCTAssertEqual(try app.title, "Mekuri — Weekdays")
            try app.xdotool(["key", "3"])
            try waitUntil(seconds: 2, "the form") { try app.title == "Mekuri — Form" }
            // Ctrl+Q quits as closing the window does, saving what is on show.
            try app.xdotool(["key", "ctrl+q"])
            try waitUntil(seconds: 5, "Ctrl+Q to quit") { !app.process.isRunning }
            XCTAssertEqual(app.process.terminationStatus, 0)
        }
        let afterCtrlQ = try String(contentsOf: home.appendingPathComponent("mekuri/state.json"), encoding: .utf8)
        XCTAssertTrue(afterCtrlQ.contains(#""scene":"form""#), afterCtrlQ)
    }
}
