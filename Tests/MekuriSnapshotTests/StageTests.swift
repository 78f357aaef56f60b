import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest
import MekuriSystem

/// What the stage adds around scenes, through the real runner: the keyboard focus ring, the
/// `--trace` lines, `record`, and `--scale`.
final class StageTests: XCTestCase {
    func testTabMovesAVisibleRingAndSpaceActivatesTheFocusedControl() throws {
        let harness = try HeadlessHarness(scene: .form)
        // Page 1: the text field, then the dots and the buttons (前へ and the current dot are disabled).
        let frame = try harness.run("""
            key Tab
            key Tab
            key Tab
            """)
        try assertSnapshot(frame, named: "form-focus-ring-on-dot-3")
        try harness.run("""
            key Space
            wait 500
            """)
        XCTAssertEqual(harness.state["page"], .number(2), "Space pressed the focused dot")
        try harness.run("""
            key BackTab
            key Return
            wait 500
            """)
        XCTAssertEqual(harness.state["page"], .number(1), "Shift+Tab went back to dot 2")
    }

    func testAFocusedSliderMovesWithTheArrowKeysAndTheTextFieldTakesTypingWhenActivated() throws {
        let harness = try HeadlessHarness(scene: .form)
        try harness.run("""
            key Tab
            key Space
            type 日本
            key Tab
            """)
        XCTAssertEqual(harness.state["text"], .string("日本"))
        XCTAssertEqual(harness.state["focus"], .null, "Tab leaves the field")
        try harness.run("""
            click @dot.2
            wait 500
            key Tab
            key Right
            key Right
            """)
        XCTAssertEqual(harness.state["slider"], .number(0.6), "the slider has the focus, 0.5 + 2 × 0.05")
        XCTAssertEqual(harness.state["page"], .number(2), "and the arrows did not page")
    }

    func testTheTraceReportsSettlesTapToTopPanelsSheetsPushesAndSwitches() throws {
        let harness = try HeadlessHarness(trace: true)
        try harness.run("""
            drag 300 400 100 400 250
            wait 500
            click @tab.1
            scene pulldown
            drag 195 5 195 400 200
            wait 500
            key Escape
            wait 500
            click @modal.show
            wait 100
            click @modal.close
            wait 500
            click @push.show
            """)
        let events = harness.output.map { line -> String in
            let start = line.range(of: #""event":""#)!.upperBound
            return String(line[start...].prefix { $0 != "\"" })
        }
        XCTAssertEqual(events, ["settled", "tapToTop", "sceneSwitched", "panelOpened", "panelClosed",
                                "sheetShown", "sheetHidden", "pushShown"])
        XCTAssertEqual(harness.output.first, #"{"t":0.6,"event":"settled","scene":"weekdays","page":1,"title":"火"}"#)
    }

    func testRecordWritesEveryFrameUntilOff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = try HeadlessHarness()
        try harness.run("""
            record \(folder.path)
            wait 100
            record off
            wait 100
            """)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(frames, (1...7).map { String(format: "frame-%05d.png", $0) }, "the frame at the start, then six")
    }

    func testScaleTwoDrawsEveryPointAsTwoPixelsWithTextRasterisedAtThatSize() throws {
        let harness = try HeadlessHarness(scene: .form, scale: 2)
        let frame = try harness.run("wait 100")
        XCTAssertEqual([frame.width, frame.height], [780, 1688])
        try assertSnapshot(frame, named: "form-page-1-scale-2")
    }
}
