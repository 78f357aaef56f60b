import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// What the tracer reads: typed signals, displacements to the thousandth the state line shows.
final class SceneSignalsTests: XCTestCase {
    func testADisplacementTheStateLinePrintsAsZeroCountsAsNone() {
        XCTAssertFalse(SceneSignals.Pages(page: 0, displacement: 0).isDisplaced)
        XCTAssertFalse(SceneSignals.Pages(page: 0, displacement: 0.0004).isDisplaced, "printed 0")
        XCTAssertTrue(SceneSignals.Pages(page: 0, displacement: 0.0006).isDisplaced, "printed 0.001")
        XCTAssertTrue(SceneSignals.Pages(page: 0, displacement: -0.0006).isDisplaced)
    }

    func testEachSceneSignalsWhatItHas() throws {
        let size = Size(width: 390, height: 844)
        var weekdays = DeckScene.weekdays(locale: .en, size: size)
        weekdays.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        weekdays.handle(.pointerMove(Point(x: 200, y: 400)), at: 0.1)
        XCTAssertEqual(weekdays.signals(at: 0.1),
                       SceneSignals(isSettled: false, pages: .init(page: 0, title: "Mon", displacement: -100)))
        XCTAssertEqual(DeckScene.tabs(size: size).signals(at: 0), SceneSignals(isSettled: true))
        var pulldown = DeckScene.pulldown(size: size)
        XCTAssertTrue(pulldown.activate(.pulldown(.modalShow), at: 0))
        XCTAssertEqual(pulldown.signals(at: 0.1),
                       SceneSignals(isSettled: false, panel: .closed, isSheetShown: true, isViewPushed: false))
    }
}
