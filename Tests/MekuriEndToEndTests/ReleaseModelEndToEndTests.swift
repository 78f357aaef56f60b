import Foundation
import XCTest

/// The release model in the real window, with real xdotool input: a flick back and a key in the
/// middle of a drag.
final class ReleaseModelEndToEndTests: XCTestCase {
    private func point(_ app: AppWindow, _ x: Int, _ y: Int) -> [String] {
        ["\(app.origin.x + x)", "\(app.origin.y + y)"]
    }

    func testARealFlickBackCancelsAndAKeyDuringARealDragWins() throws {
        let app = try AppWindow()
        // 150 pt left, a short rest, then a quick 50 pt back to the right in four moves (about
        // 750 pt/s) and let go 100 pt left of the start (26%): the flick back wins, back to 月.
        var chain = ["mousemove"] + point(app, 300, 400) + ["mousedown", "1"]
        for step in 1...10 { chain += ["sleep", "0.016", "mousemove"] + point(app, 300 - 15 * step, 400) }
        chain += ["sleep", "0.15"]
        for step in 1...4 { chain += ["mousemove"] + point(app, 150 + 25 * step / 2, 400) + ["sleep", "0.016"] }
        try app.xdotool(chain + ["mouseup", "1"])
        _ = try app.trace.waitFor("settled", ["page": "0", "title": "月"])

        // Held 10% to the left, Right pressed: the pages step to 火, and the release changes nothing.
        chain = ["mousemove"] + point(app, 300, 400) + ["mousedown", "1"]
        for step in 1...5 { chain += ["sleep", "0.016", "mousemove"] + point(app, 300 - 8 * step, 400) }
        try app.xdotool(chain + ["sleep", "0.1", "key", "Right", "sleep", "0.5", "mouseup", "1"])
        _ = try app.trace.waitFor("settled", ["page": "1", "title": "火"])
        Thread.sleep(forTimeInterval: 0.5)
        let settled = app.trace.events.filter { $0["event"] as? String == "settled" }
        XCTAssertEqual(settled.last.map { "\($0["page"] ?? "")" }, "1", "still 火 after the late release: \(settled)")
        XCTAssertEqual(try app.quit(), 0)
    }
}
