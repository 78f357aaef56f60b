@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The window losing the focus in the middle of a drag.
final class StageFocusLossTests: XCTestCase {
    func testLosingTheFocusMidDragEndsTheGestureAndThePagesSettle() throws {
        let stage = try makeWindowStage(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844)))
        stage.send(.pointerDown(Point(x: 468, y: 400)), at: 0)
        stage.send(.pointerMove(Point(x: 400, y: 400)), at: 0.05)
        stage.send(.pointerMove(Point(x: 300, y: 400)), at: 0.1)
        XCTAssertFalse(stage.scene.isSettled(at: 0.1))
        stage.pointerLost(at: 0.2)
        XCTAssertTrue(stage.scene.isSettled(at: 1), "no longer held: the pages settle")
        var weekdays = try XCTUnwrap(stage.scene as? DeckScene)
        XCTAssertEqual(weekdays.currentDay(at: 1), .tuesday, "168 pt of 390 dragged: on to the next page")
        XCTAssertEqual(weekdays.pagesOffset(at: 1), 0)
        stage.send(.pointerUp(Point(x: 300, y: 400)), at: 2)
        weekdays = try XCTUnwrap(stage.scene as? DeckScene)
        XCTAssertEqual(weekdays.currentDay(at: 3), .tuesday, "a late release changes nothing")
    }
}
