import MekuriEngine
import XCTest

/// Wheel and trackpad paging: one page per gesture, however long the inertial tail.
final class WheelPagingTests: XCTestCase {
    private let width = 390.0
    private let frame = 1.0 / 60

    /// Sends `deltas` (pointer translations) one frame apart from `time`; returns the last time.
    @discardableResult
    private func scroll(_ pager: inout Pager, _ deltas: [Double], from time: Double = 0) -> Double {
        var now = time
        for (index, delta) in deltas.enumerated() {
            now = time + Double(index) * frame
            pager.wheel(translation: delta, pageWidth: width, at: now)
        }
        return now
    }

    func testThePagesFollowTheGestureOneToOneUntilItEnds() {
        var pager = Pager(pageCount: 7, wraps: true)
        let last = scroll(&pager, [-40, -40, -40])
        XCTAssertEqual(pager.position(at: last), 120 / width, accuracy: 1e-12)
        XCTAssertEqual(pager.position(at: last + 0.14), 120 / width, accuracy: 1e-12, "held through the quiet spell")
        XCTAssertFalse(pager.isSettled(at: last + 0.14))
        XCTAssertEqual(pager.position(at: last + 0.15 + 0.35), 1, "then settled by the rule: 31% goes on")
        XCTAssertTrue(pager.isSettled(at: last + 0.5))
    }

    func testAShortSlowGestureGoesBack() {
        var pager = Pager(pageCount: 7, wraps: true)
        // 60 pt over a second: 15% of the page, 60 pt/s.
        let last = scroll(&pager, Array(repeating: -1, count: 60))
        XCTAssertEqual(pager.position(at: last), 60 / width, accuracy: 1e-9)
        XCTAssertEqual(pager.position(at: last + 1), 0)
    }

    func testAFastShortGestureIsAFlick() {
        var pager = Pager(pageCount: 7, wraps: true)
        let last = scroll(&pager, [-10, -10, -10, -10])
        XCTAssertEqual(pager.position(at: last + 1), 1, "40 pt at 600 pt/s")
    }

    func testALongInertialTailNeverMovesMoreThanOnePage() {
        var pager = Pager(pageCount: 7, wraps: true)
        // A flick with a three-second tail of events 16 ms apart, decaying: about 3000 pt in all.
        let deltas = (0..<180).map { -60 * pow(0.97, Double($0)) }
        XCTAssertGreaterThan(-deltas.reduce(0, +), 1900)
        let last = scroll(&pager, deltas)
        for time in stride(from: 0, through: last, by: frame) {
            XCTAssertLessThanOrEqual(pager.position(at: time), 1, "never past the next page")
        }
        XCTAssertEqual(pager.position(at: last + 1), 1)
        XCTAssertEqual(pager.currentIndex(at: last + 1), 1)
    }

    func testTwoGesturesApartMoveTwoPagesAcrossTheSeam() {
        var pager = Pager(pageCount: 7, wraps: true, initialPage: 6)
        var last = scroll(&pager, [-200])
        last = scroll(&pager, [-200], from: last + 1)
        XCTAssertEqual(pager.currentIndex(at: last + 1), 1, "日 → 月 → 火")
        XCTAssertTrue(pager.isSettled(at: last + 1))
    }

    func testScrollingBackPagesBackAndAPressEndsTheGesture() {
        var pager = Pager(pageCount: 3, wraps: false, initialPage: 1)
        let last = scroll(&pager, [50, 50])
        XCTAssertEqual(pager.position(at: last), 1 - 100 / width, accuracy: 1e-12)
        pager.grab(at: last + 0.05)
        XCTAssertEqual(pager.position(at: last + 1), 1 - 100 / width, accuracy: 1e-12, "held by the pointer now")
        pager.releaseToReference(at: last + 1)
        XCTAssertEqual(pager.position(at: last + 2), 1, "let go without a drag (a click), it goes back to the nearest page")
    }

    func testPastTheEndOfAPagerThatDoesNotWrapTheWheelMeetsTheRubberBand() {
        var pager = Pager(pageCount: 3, wraps: false)
        let last = scroll(&pager, [100, 100])
        XCTAssertLessThan(pager.position(at: last), 0)
        XCTAssertGreaterThan(pager.position(at: last), -200 / width, "resisted")
        XCTAssertEqual(pager.position(at: last + 1), 0)
    }

    func testAResizeMidDragKeepsThePagesWhereTheyAre() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.grab(at: 0)
        pager.drag(translation: -100, pageWidth: 390)
        let before = pager.position(at: 0)
        pager.keepPosition(whileHeldWithTranslation: -100, newPageWidth: 500)
        pager.drag(translation: -100, pageWidth: 500)
        XCTAssertEqual(pager.position(at: 0), before, accuracy: 1e-12, "no jump")
        pager.drag(translation: -150, pageWidth: 500)
        XCTAssertEqual(pager.position(at: 0), before + 50 / 500, accuracy: 1e-12, "and 1:1 at the new width")
        pager.release(translation: -150, velocity: 0, pageWidth: 500, at: 0)
        XCTAssertEqual(pager.position(at: 1), 1, "rests on a page")
    }
}

extension WheelPagingTests {
    func testOneClickOfANotchedWheelTurnsOnePage() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.wheel(translation: -40, isDiscrete: true, pageWidth: width, at: 0)
        XCTAssertEqual(pager.position(at: 1), 1)
        pager.wheel(translation: 40, isDiscrete: true, pageWidth: width, at: 2)
        pager.wheel(translation: 40, isDiscrete: true, pageWidth: width, at: 2.02)
        XCTAssertEqual(pager.position(at: 3), 0, "two quick clicks: one gesture, one page")
    }

    func testAStragglerAfterTheQuietSpellNeverSendsThePagesBack() {
        var pager = Pager(pageCount: 7, wraps: true)
        let last = scroll(&pager, [-40, -40, -40])
        // The pages settle towards page 1 from 0.15 s after the last scroll; a tiny late scroll
        // the same way, early in that settle, counts from page 1.
        pager.wheel(translation: -1, pageWidth: width, at: last + 0.25)
        XCTAssertEqual(pager.position(at: last + 2), 1)
        XCTAssertEqual(pager.targetIndex(at: last + 0.3), 1)
    }
}
