import Foundation
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest
import MekuriSystem

/// The feel lab headless: `panel feel` widens the frame by the panel with the scene untouched,
/// its controls change the feel, and `plot` draws the decision of the last release — a flick
/// back, a release past the threshold, one short of it.
final class FeelLabSnapshotTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testThePanelWidensTheFrameAndLeavesTheSceneAsItWas() throws {
        let plain = try HeadlessHarness().run("wait 100")
        let harness = try HeadlessHarness()
        let frame = try harness.run("panel feel\nwait 100")
        XCTAssertEqual([frame.width, frame.height], [390 + 280, 844])
        XCTAssertEqual(frame.argbPixels(x: 0..<390, y: 0..<844), plain.argbPixels, "the scene keeps its size, place and pixels")
        try assertSnapshot(frame, named: "feel-panel-weekdays")
        let hidden = try harness.run("panel off")
        XCTAssertEqual(hidden.argbPixels, plain.argbPixels)
    }

    func testThePanelsControlsChangeTheFeel() throws {
        let harness = try HeadlessHarness()
        try harness.run("panel feel\nclick @feel.axis.vertical")
        XCTAssertEqual(harness.feel.axis, .vertical)
        try harness.run("click @feel.loop\nclick @feel.direction.rtl")
        XCTAssertEqual([harness.feel.loop ? 1 : 0, harness.feel.direction == .rtl ? 1 : 0], [0, 1])
        // The threshold's slider runs from 0.05 at x 416 to 0.95 at x 640 (the panel starts at 390).
        try harness.run("down 476 81\nup 476 81")
        XCTAssertEqual(harness.feel.threshold, 0.29, "a click on the track sets the value under it")
        try harness.run("click @feel.reset")
        XCTAssertEqual(harness.feel, .standard)
    }

    func testTabReachesThePanelsSlidersAndTheArrowsMoveThem() throws {
        let harness = try HeadlessHarness(scene: .pulldown)
        // The scene's own controls come first; Shift+Tab from nothing goes to the last: Reset,
        // then parallax's slider, the eight transitions' segments and the loop switch.
        try harness.run("panel feel" + String(repeating: "\nkey BackTab", count: 11) + "\nkey Space")
        XCTAssertFalse(harness.feel.loop, "Space flips the focused switch")
        // Back past direction (2), axis (2), gap, pageWidth and rubberBand to bounce.
        for _ in 0..<8 { try harness.run("key BackTab") }
        try harness.run("key Right\nkey Right")
        XCTAssertEqual(harness.feel.bounce, 0.08, "bounce moved two twentieths of its track")
    }

    /// The plot of the last gesture as `plot` writes it.
    private func plot(_ harness: HeadlessHarness, _ name: String) throws -> Surface {
        let path = folder.appendingPathComponent("\(name).png").path
        try harness.run("plot \(path)")
        return try Surface(contentsOfPNG: path)
    }

    func testThePlotExplainsAFlickBack() throws {
        let harness = try HeadlessHarness()
        // Slowly to 30% (117 pt), held, then flicked back right at about 1,800 pt/s.
        try harness.run("""
            down 300 400
            move 250 400
            move 183 400
            wait 200
            move 203 400
            wait 16
            move 233 400
            wait 16
            move 263 400
            up 263 400
            wait 500
            """)
        XCTAssertEqual(harness.lastGesture?.decisionText, "flick back → 月")
        XCTAssertEqual(harness.state["page"], .number(0))
        try assertSnapshot(try plot(harness, "flick-back"), named: "plot-flick-back")
    }

    func testThePlotExplainsAReleasePastTheThreshold() throws {
        let harness = try HeadlessHarness()
        try harness.run("down 300 400\nmove 250 400\nmove 195 400\nwait 200\nup 195 400\nwait 500")
        XCTAssertEqual(harness.lastGesture?.decisionText, "27% ≥ 20% → 火")
        XCTAssertEqual(harness.lastGesture?.velocityText, "0 pt/s < flick 300 pt/s · travel 105 pt")
        try assertSnapshot(try plot(harness, "distance"), named: "plot-past-threshold")
    }

    func testThePlotExplainsAShortDrag() throws {
        let harness = try HeadlessHarness()
        try harness.run("down 300 400\nmove 280 400\nmove 253 400\nwait 200\nup 253 400\nwait 500")
        XCTAssertEqual(harness.lastGesture?.decisionText, "12% < 20%, too short → 月")
        try assertSnapshot(try plot(harness, "short"), named: "plot-too-short")
    }

    func testAClickLeavesThePlotAsItWas() throws {
        let harness = try HeadlessHarness()
        try harness.run("down 300 400\nmove 250 400\nmove 195 400\nwait 200\nup 195 400\nwait 500\nclick 100 400\nwait 100")
        XCTAssertEqual(harness.lastGesture?.decisionText, "27% ≥ 20% → 火", "a click decides nothing to explain")
    }
}

extension FeelLabSnapshotTests {
    func testComparedPanesDivergeUnderADragOneFeelPagesAndTheOtherDoesNot() throws {
        let harness = try HeadlessHarness()
        var stricter = Feel.standard
        stricter.threshold = 0.35
        stricter.bounce = 0.3
        try harness.compare(with: stricter, label: "t35.json")
        // 27% slowly, in the left pane: both panes get the same gesture at the same times.
        let frame = try harness.run("panel feel\ndown 300 400\nmove 250 400\nmove 195 400\nwait 200\nup 195 400\nwait 700")
        XCTAssertEqual([frame.width, frame.height], [390 * 2 + 280, 844])
        XCTAssertEqual(harness.state["page"], .number(1), "27% ≥ 20%: the left pane pages")
        XCTAssertEqual(harness.comparedState?["page"], .number(0), "27% < 35%: the right one goes back")
        XCTAssertEqual(frame.pixel(5, 60), 0xFFFF_CA80, "火 on the left")
        XCTAssertEqual(frame.pixel(395, 60), 0xFFFF_9D98, "月 on the right")
        XCTAssertEqual(harness.lastGesture?.decisionText, "27% ≥ 20% → 火")
        XCTAssertEqual(harness.comparedGesture?.decisionText, "27% < 35%, too short → 月")
        try assertSnapshot(frame, named: "feel-compare-weekdays")
    }

    func testAGestureInTheRightPaneDrivesBoth() throws {
        let harness = try HeadlessHarness()
        try harness.compare(with: .standard, label: "same.json")
        try harness.run("down 690 400\nmove 640 400\nmove 585 400\nwait 200\nup 585 400\nwait 500")
        XCTAssertEqual(harness.state["page"], .number(1), "mirrored into the left pane")
        XCTAssertEqual(harness.comparedState?["page"], .number(1))
    }
}
