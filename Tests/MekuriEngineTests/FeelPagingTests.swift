import MekuriEngine
import XCTest

/// Each number of a feel that the pagers and panels use, on plain numbers: the same gesture
/// decides differently, or settles at another time, under two feels.
final class FeelPagingTests: XCTestCase {
    private let width = 400.0

    private func feel(_ key: Feel.Key, _ value: Feel.Value) throws -> Feel {
        try Feel.standard.setting(key, to: value)
    }

    /// The page a drag of `translation` points released at `velocity` pt/s settles on.
    private func page(after translation: Double, velocity: Double, feel: Feel, wraps: Bool = true) -> Int {
        var pager = Pager(pageCount: 7, wraps: wraps, feel: feel, initialPage: 3)
        pager.grab(at: 0)
        pager.release(translation: translation, velocity: velocity, pageWidth: width, at: 0.2)
        return pager.targetIndex(at: 0.2)
    }

    func testAThirtyPercentDragPagesAtThreshold02AndNotAt035() throws {
        XCTAssertEqual(page(after: -0.3 * width, velocity: 0, feel: try feel(.threshold, .number(0.2))), 4)
        XCTAssertEqual(page(after: -0.3 * width, velocity: 0, feel: try feel(.threshold, .number(0.35))), 3)
    }

    func testA250PointPerSecondFlickPagesAtFlickSpeed200AndNotAt300() throws {
        XCTAssertEqual(page(after: -20, velocity: -250, feel: try feel(.flickSpeed, .number(200))), 4)
        XCTAssertEqual(page(after: -20, velocity: -250, feel: try feel(.flickSpeed, .number(300))), 3)
    }

    func testATenPointFlickPagesAtFlickDistance8AndNotAt20() throws {
        XCTAssertEqual(page(after: -10, velocity: -1000, feel: try feel(.flickDistance, .number(8))), 4)
        XCTAssertEqual(page(after: -10, velocity: -1000, feel: try feel(.flickDistance, .number(20))), 3)
    }

    /// A quick 60 pt move, then 100 ms still: a 100 ms window sees the stillness only (0.15 of a
    /// page, back), a 200 ms one the move too (a 400 pt/s flick, on).
    func testTheVelocityWindowDecidesWhetherAPauseEndsAFlick() throws {
        for (window, expected) in [(100.0, 3), (200.0, 4)] {
            let pager = Pager(pageCount: 7, wraps: true, feel: try feel(.velocityWindow, .number(window)), initialPage: 3)
            var interaction = PagerInteraction(pager: pager)
            interaction.press(at: Point(x: 300, y: 100), time: 0)
            interaction.move(to: Point(x: 240, y: 100), time: 0.05, pageWidth: width)
            interaction.release(at: Point(x: 240, y: 100), time: 0.15, pageWidth: width)
            XCTAssertEqual(interaction.pager.targetIndex(at: 0.15), expected, "window \(window) ms")
        }
    }

    func testAVelocityWindowAppliedBetweenPressesMeasuresTheNextPress() throws {
        var interaction = PagerInteraction(pager: Pager(pageCount: 7, wraps: true, initialPage: 3))
        interaction.apply(try feel(.velocityWindow, .number(200)), at: 0)
        interaction.press(at: Point(x: 300, y: 100), time: 1)
        interaction.move(to: Point(x: 240, y: 100), time: 1.05, pageWidth: width)
        interaction.release(at: Point(x: 240, y: 100), time: 1.15, pageWidth: width)
        XCTAssertEqual(interaction.pager.targetIndex(at: 1.15), 4)
    }

    func testALongerSettleDurationRestsLater() throws {
        for (duration, moving, rested) in [(0.35, 0.3, 0.35), (0.6, 0.55, 0.6)] {
            var pager = Pager(pageCount: 7, wraps: true, feel: try feel(.settleDuration, .number(duration)))
            pager.step(by: 1, at: 0)
            XCTAssertTrue(pager.isMoving(at: moving), "\(duration) s: still moving at \(moving)")
            XCTAssertTrue(pager.isSettled(at: rested), "\(duration) s: at rest at \(rested)")
            XCTAssertEqual(pager.position(at: rested), 1)
        }
    }

    func testAStifferRubberBandShowsMoreOfAPullPastTheEnd() throws {
        for coefficient in [0.55, 1.0] {
            var pager = Pager(pageCount: 3, wraps: false, feel: try feel(.rubberBand, .number(coefficient)))
            pager.grab(at: 0)
            pager.drag(translation: 0.25 * width, pageWidth: width)
            XCTAssertEqual(pager.position(at: 0), -(1 - 1 / (0.25 * coefficient + 1)), accuracy: 1e-12, "\(coefficient)")
        }
    }

    func testARingThatDoesNotLoopStopsAtItsEnds() throws {
        let loose = try feel(.loop, .flag(false))
        var pager = Pager(pageCount: 7, wraps: true, feel: loose)
        XCTAssertFalse(pager.wraps)
        XCTAssertFalse(pager.canStep(by: -1, at: 0), "前へ on the first page is disabled")
        XCTAssertTrue(pager.canStep(by: 1, at: 0))
        pager.grab(at: 0)
        pager.drag(translation: 0.5 * width, pageWidth: width)
        XCTAssertEqual(pager.position(at: 0), -(1 - 1 / (0.5 * 0.55 + 1)), accuracy: 1e-12, "rubber-banded past the start")
        pager.release(translation: 0.5 * width, velocity: 1000, pageWidth: width, at: 0)
        XCTAssertEqual(pager.targetIndex(at: 0), 0, "a flick back from the first page stays on it")
        XCTAssertEqual(pager.position(at: 1), 0)
        pager.step(by: -1, at: 1)
        XCTAssertTrue(pager.isSettled(at: 1), "a step back from the first page does nothing")

        let ring = Pager(pageCount: 7, wraps: true)
        XCTAssertTrue(ring.canStep(by: -1, at: 0), "a looping ring goes back from the first page to the last")
    }

    func testTheFormNeverLoopsWhateverTheFeel() {
        let pager = Pager(pageCount: 3, wraps: false, feel: .standard)
        XCTAssertFalse(pager.wraps)
        XCTAssertFalse(pager.canStep(by: -1, at: 0))
    }

    func testTurningLoopOffWhileMovingRestsOnThePageTheyHeadFor() throws {
        var pager = Pager(pageCount: 7, wraps: true, initialPage: 6)
        pager.step(by: 1, at: 0)
        XCTAssertEqual(pager.targetIndex(at: 0.1), 0, "across the seam")
        pager.apply(try feel(.loop, .flag(false)), at: 0.1)
        XCTAssertTrue(pager.isSettled(at: 0.1))
        XCTAssertEqual(pager.position(at: 0.1), 0)
    }

    func testNumbersAppliedWhileSettlingCountFromTheNextSettle() throws {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.step(by: 1, at: 0)
        pager.apply(try feel(.settleDuration, .number(1)), at: 0.1)
        XCTAssertTrue(pager.isSettled(at: 0.35), "the running settle finishes as it started")
        pager.step(by: 1, at: 0.35)
        XCTAssertTrue(pager.isMoving(at: 1.3))
        XCTAssertTrue(pager.isSettled(at: 1.35))
    }

    func testPanelsTakeTheSettleDurationAndFlickSpeed() throws {
        var panel = SlidingPanel(travel: 800, rule: .threshold(fraction: 0.25))
        panel.apply(try feel(.settleDuration, .number(0.6)))
        panel.open(at: 0)
        XCTAssertTrue(panel.isMoving(at: 0.55))
        XCTAssertTrue(panel.isSettled(at: 0.6))

        for (speed, opens) in [(200.0, true), (300.0, false)] {
            var panel = SlidingPanel(travel: 800, rule: .threshold(fraction: 0.25))
            panel.apply(try feel(.flickSpeed, .number(speed)))
            panel.grab(at: 0)
            panel.release(translation: 20, velocity: 250, at: 0.1)
            XCTAssertEqual(panel.isOpenOrOpening, opens, "a 250 pt/s flick at flickSpeed \(speed)")
        }
    }
}
