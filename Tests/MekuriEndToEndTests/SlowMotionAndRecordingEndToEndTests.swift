import Foundation
import XCTest

/// Slow motion, pause and stepping, and Ctrl+R recording, in the real window under Xvfb.
final class SlowMotionAndRecordingEndToEndTests: XCTestCase {
    private static let monday: UInt32 = 0xFFFF_9D98
    private static let tuesday: UInt32 = 0xFFFF_CA80

    /// Seconds from pressing Right to the page's `settled` trace line.
    private func secondsToTurnAPage(_ app: AppWindow, to page: Int) throws -> Double {
        let start = Date()
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["page": "\(page)"], seconds: 10)
        return Date().timeIntervalSince(start)
    }

    func testSSlowsAPageTurnByKeyFourTimesAndSaysSoInTheTitle() throws {
        let app = try AppWindow()
        XCTAssertEqual(try app.title, "Mekuri — Weekdays")
        let full = try secondsToTurnAPage(app, to: 1)
        try app.xdotool(["key", "s"])
        try waitUntil(seconds: 3, "the slow-motion title") { try app.title == "Mekuri — Weekdays — slow ×¼" }
        let slow = try secondsToTurnAPage(app, to: 2)
        XCTAssertGreaterThan(slow, full * 2.5, "full speed \(full) s, slow motion \(slow) s")
        XCTAssertGreaterThan(slow, 0.8)
        try app.xdotool(["key", "s"])
        try waitUntil(seconds: 3, "the title back at full speed") { try app.title == "Mekuri — Weekdays" }
        XCTAssertEqual(try app.quit(), 0)
    }

    func testPPausesTheSettleTheFullStopStepsItAndPResumes() throws {
        let app = try AppWindow(arguments: ["--slow", "4"])
        XCTAssertEqual(try app.title, "Mekuri — Weekdays — slow ×¼", "--slow 4 starts at a quarter")
        try app.xdotool(["key", "s", "key", "p"])
        try waitUntil(seconds: 3, "the paused title") { try app.title == "Mekuri — Weekdays — paused" }
        try app.xdotool(["key", "Right"])
        Thread.sleep(forTimeInterval: 0.3)
        let frozen = try app.screenshot()
        Thread.sleep(forTimeInterval: 0.8)
        XCTAssertFalse(app.trace.events.contains { $0["event"] as? String == "settled" }, "paused: no settle")
        let still = try app.screenshot()
        XCTAssertEqual(frozen[200, 100], still[200, 100], "nothing moves while paused")
        let idleStart = try app.cpuTicks()
        Thread.sleep(forTimeInterval: 1)
        XCTAssertLessThanOrEqual(try app.cpuTicks() - idleStart, 2, "paused mid-turn, the window is idle")
        for _ in 0..<6 { try app.xdotool(["key", "period"]) }
        Thread.sleep(forTimeInterval: 0.3)
        let stepped = try app.screenshot()
        XCTAssertEqual(still[387, 100], Self.monday, "the turn has not begun")
        XCTAssertEqual(stepped[387, 100], Self.tuesday, "six steps (0.1 s) slid Tuesday in at the right edge")
        XCTAssertEqual(stepped[2, 100], Self.monday, "and no further")
        try app.xdotool(["key", "p"])
        _ = try app.trace.waitFor("settled", ["page": "1"], seconds: 5)
        XCTAssertEqual(try app.title, "Mekuri — Weekdays")
        XCTAssertEqual(try app.quit(), 0)
    }

    func testCtrlRRecordsARealDragThatReplaysHeadlessToTheSamePage() throws {
        try recordAQuickFlickAndReplayIt(slowMotion: false)
    }

    func testARecordingMadeInSlowMotionReplaysToTheSamePage() throws {
        try recordAQuickFlickAndReplayIt(slowMotion: true)
    }

    /// Records a real quick flick in the window, from page 1, and replays the file headless.
    private func recordAQuickFlickAndReplayIt(slowMotion: Bool) throws {
        let app = try AppWindow()
        // Start away from page 0: the recording starts from where the window is.
        try app.xdotool(["key", "Right"])
        _ = try app.trace.waitFor("settled", ["page": "1"])
        if slowMotion { try app.xdotool(["key", "s"]) }
        try app.xdotool(["key", "ctrl+r"])
        let marks = slowMotion ? " — slow ×¼ — ● recording" : " — ● recording"
        try waitUntil(seconds: 3, "the recording title") { try app.title == "Mekuri — Weekdays" + marks }
        // A quick short flick to the left: on to the next page by its speed.
        try app.drag(from: (300, 400), to: (240, 400), steps: 4)
        let settled = try app.trace.waitFor("settled", ["page": "2"], seconds: 10)
        XCTAssertEqual(settled["title"] as? String, "水")
        try app.xdotool(["key", "ctrl+r"])
        let recordings = app.stateHome.appendingPathComponent("mekuri/recordings")
        var files: [String] = []
        try waitUntil(seconds: 3, "a recording in \(recordings.path)") {
            files = (try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []
            return files.count == 1
        }
        let file = recordings.appendingPathComponent(files[0]).path
        XCTAssertTrue(files[0].hasPrefix("recording-") && files[0].hasSuffix(".mekuri"), files[0])
        try waitUntil(seconds: 3, "the path on stdout") { app.trace.lines.contains(file) }
        XCTAssertEqual(try app.title, slowMotion ? "Mekuri — Weekdays — slow ×¼" : "Mekuri — Weekdays")

        let script = try String(contentsOfFile: file, encoding: .utf8)
        let replay = try runProgram(AppWindow.programPath, ["--headless", "--script", file])
        XCTAssertEqual(replay.status, 0, script)
        let state = try XCTUnwrap(replay.output.split(separator: "\n").last.flatMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        })
        XCTAssertEqual(state["page"] as? Int, 2, script)
        XCTAssertEqual(state["title"] as? String, "水")
        XCTAssertEqual(try app.quit(), 0)
    }
}
