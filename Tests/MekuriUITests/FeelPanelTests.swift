import MekuriEngine
import MekuriUI
import XCTest

/// The feel panel as a value: its controls and their ids, and what each input makes of the feel.
final class FeelPanelTests: XCTestCase {
    private let height = 844.0

    private func frame(_ id: String, _ feel: Feel = .standard) throws -> Rect {
        try XCTUnwrap(FeelPanel(locale: .en).elements(feel: feel, height: height).first { $0.id == id }?.frame, id)
    }

    func testEveryKeyHasAControlWithAnIdThatParsesBack() {
        let ids = FeelPanel(locale: .en).elements(feel: .standard, height: height).map(\.id)
        XCTAssertEqual(ids, ["feel.threshold", "feel.flickSpeed", "feel.flickDistance", "feel.velocityWindow", "feel.settleDuration",
                             "feel.bounce", "feel.rubberBand", "feel.pageWidth", "feel.gap", "feel.axis.horizontal",
                             "feel.axis.vertical", "feel.direction.ltr", "feel.direction.rtl", "feel.loop", "feel.transition.slide",
                             "feel.transition.parallax", "feel.transition.fade", "feel.transition.scale", "feel.transition.cube",
                             "feel.transition.coverflow", "feel.transition.stack", "feel.transition.curl", "feel.parallax", "feel.reset"])
        for id in ids {
            XCTAssertEqual(FeelPanel.Control.exactly(id)?.id, id)
        }
        XCTAssertNil(FeelPanel.Control.exactly("feel.axis.sideways"))
        XCTAssertNil(FeelPanel.Control.exactly("feel.axis"), "a word key's id names its choice")
        XCTAssertNil(FeelPanel.Control.exactly("threshold"))
    }

    func testAShortPanelLeavesOutTheRowsThatDoNotFitAndThePlot() {
        let ids = FeelPanel(locale: .en).elements(feel: .standard, height: 200).map(\.id)
        XCTAssertEqual(ids, ["feel.threshold", "feel.flickSpeed", "feel.flickDistance"], "44 pt of heading, then 46 pt rows")
    }

    func testASliderFollowsThePointerFromTheTrackStartToItsEnd() throws {
        var panel = FeelPanel(locale: .en)
        let slider = try frame("feel.threshold")
        let start = try XCTUnwrap(panel.pointerDown(at: Point(x: slider.minX, y: slider.center.y), feel: .standard, height: height))
        XCTAssertEqual(start.threshold, 0.05)
        let middle = try XCTUnwrap(panel.pointerMove(to: Point(x: slider.center.x, y: slider.maxY + 200), feel: start, height: height))
        XCTAssertEqual(middle.threshold, 0.5, "a held slider follows the pointer anywhere")
        let end = try XCTUnwrap(panel.pointerUp(at: Point(x: slider.maxX + 50, y: slider.center.y), feel: middle, height: height))
        XCTAssertEqual(end.threshold, 0.95)
        XCTAssertNil(panel.press)
    }

    func testSegmentsTheSwitchAndResetActOnAReleaseOverThem() throws {
        var panel = FeelPanel(locale: .en)
        let vertical = try frame("feel.axis.vertical")
        XCTAssertNil(panel.pointerDown(at: vertical.center, feel: .standard, height: height))
        XCTAssertEqual(panel.pointerUp(at: vertical.center, feel: .standard, height: height)?.axis, .vertical)
        XCTAssertNil(panel.pointerDown(at: vertical.center, feel: .standard, height: height))
        XCTAssertNil(panel.pointerUp(at: Point(x: vertical.center.x, y: vertical.center.y + 200), feel: .standard, height: height),
                     "released off the segment: nothing")
        let loop = try frame("feel.loop")
        _ = panel.pointerDown(at: loop.center, feel: .standard, height: height)
        XCTAssertEqual(panel.pointerUp(at: loop.center, feel: .standard, height: height)?.loop, false)
        var changed = Feel.standard
        changed.bounce = 0.3
        changed.direction = .rtl
        XCTAssertEqual(panel.activate(.reset, feel: changed), .standard)
        XCTAssertEqual(panel.activate(.choice(.direction, "rtl"), feel: .standard)?.direction, .rtl)
    }

    func testArrowKeysMoveAFocusedSlider() {
        let panel = FeelPanel(locale: .en)
        XCTAssertEqual(panel.adjust(.slider(.threshold), by: 1, feel: .standard)?.threshold, 0.25, "0.2 + a twentieth of 0.9, rounded")
        XCTAssertEqual(panel.adjust(.slider(.pageWidth), by: -2, feel: .standard)?.pageWidth, 0.95)
        XCTAssertNil(panel.adjust(.reset, by: 1, feel: .standard))
    }

    func testTheSelectedSegmentsAndTheSwitchShowTheFeel() throws {
        var feel = Feel.standard
        feel.axis = .vertical
        feel.loop = false
        let elements = FeelPanel(locale: .en).elements(feel: feel, height: height)
        XCTAssertEqual(elements.filter(\.isSelected).map(\.id), ["feel.axis.vertical", "feel.direction.ltr", "feel.transition.slide"])
        XCTAssertEqual(elements.first { $0.id == "feel.threshold" }?.label, "threshold 0.2")
        XCTAssertEqual(elements.first { $0.id == "feel.threshold" }?.role, .slider)
    }
}
