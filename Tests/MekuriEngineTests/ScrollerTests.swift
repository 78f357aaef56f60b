import MekuriEngine
import XCTest

/// A list of 4,000 pt of content in a 700 pt viewport, on a fake clock.
final class ScrollerTests: XCTestCase {
    private func makeScroller() -> Scroller {
        Scroller(contentHeight: 4000, viewportHeight: 700)
    }

    func testADragMovesTheContentOneToOne() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        scroller.drag(translation: -120)
        XCTAssertEqual(scroller.offset(at: 0), 120)
        XCTAssertFalse(scroller.isSettled(at: 10))
    }

    func testMomentumCarriesOnAndDeceleratesToRest() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        scroller.drag(translation: -100)
        scroller.release(velocity: -1000, at: 0)
        let early = scroller.offset(at: 0.1), later = scroller.offset(at: 0.5), end = scroller.offset(at: 5)
        XCTAssertGreaterThan(early, 100)
        XCTAssertGreaterThan(later - early, 0)
        XCTAssertLessThan(later - early, (early - 100) * 4, "slower and slower")
        XCTAssertEqual(end, 100 + 1000 / (-1000 * log(0.998)), accuracy: 3, "iOS's normal deceleration")
        XCTAssertTrue(scroller.isSettled(at: 5))
    }

    func testASlowReleaseDoesNotCoast() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        scroller.drag(translation: -100)
        scroller.release(velocity: -30, at: 0)
        XCTAssertEqual(scroller.offset(at: 1), 100)
        XCTAssertTrue(scroller.isSettled(at: 0))
    }

    func testMomentumPastTheEndBouncesAndRestsExactlyOnIt() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        scroller.drag(translation: -3200)
        scroller.release(velocity: -3000, at: 0)
        let samples = stride(from: 0.0, through: 3, by: 1.0 / 60).map { scroller.offset(at: $0) }
        XCTAssertGreaterThan(samples.max()!, 3300, "overshoots the end")
        XCTAssertLessThan(samples.max()!, 3300 + 700, "but not by a viewport")
        XCTAssertEqual(scroller.offset(at: 3), 3300, "rests exactly at the end")
        XCTAssertTrue(scroller.isSettled(at: 3))
    }

    func testPullingPastTheTopResistsAndSpringsBack() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        scroller.drag(translation: 200)
        let pulled = scroller.offset(at: 0)
        XCTAssertLessThan(pulled, 0)
        XCTAssertGreaterThan(pulled, -200, "the content moves less than the pointer")
        scroller.release(velocity: 0, at: 0)
        XCTAssertGreaterThan(scroller.offset(at: 0.1), pulled)
        XCTAssertEqual(scroller.offset(at: 2), 0)
    }

    func testGrabbingStopsMomentumWhereItIs() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        scroller.release(velocity: -2000, at: 0)
        let there = scroller.offset(at: 0.2)
        scroller.grab(at: 0.2)
        XCTAssertEqual(scroller.offset(at: 1), there)
    }

    func testWheelGlidesAddUpAndClampToTheContent() {
        var scroller = makeScroller()
        scroller.scroll(by: 40, at: 0)
        scroller.scroll(by: 40, at: 0.05)
        XCTAssertLessThan(scroller.offset(at: 0.1), 80)
        XCTAssertEqual(scroller.offset(at: 0.4), 80)
        scroller.scroll(by: -500, at: 1)
        XCTAssertEqual(scroller.offset(at: 2), 0, "never past the top")
        scroller.scroll(to: .infinity, at: 2)
        XCTAssertEqual(scroller.offset(at: 3), 3300, "End")
    }

    func testScrollToTopIsDoneWithin400Milliseconds() {
        var scroller = makeScroller()
        scroller.scroll(to: 2500, at: 0)
        scroller.scrollToTop(at: 1)
        XCTAssertGreaterThan(scroller.offset(at: 1.1), 0)
        XCTAssertEqual(scroller.offset(at: 1.4), 0)
        XCTAssertTrue(scroller.isSettled(at: 1.4))
    }

    func testTheIndicatorShowsWhileMovingThenFades() {
        var scroller = makeScroller()
        XCTAssertEqual(scroller.indicatorOpacity(at: 0), 0)
        scroller.scroll(by: 100, at: 0)
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.1), 1)
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.6), 1, "lingers")
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.25 + 0.5 + 0.125), 0.5, accuracy: 1e-9)
        XCTAssertEqual(scroller.indicatorOpacity(at: 1.1), 0)
        XCTAssertFalse(scroller.isAnimating(at: 1.1))
    }

    func testResizingKeepsTheOffsetInRange() {
        var scroller = makeScroller()
        scroller.scroll(to: 3300, at: 0)
        scroller.setSize(contentHeight: 1000, viewportHeight: 700, at: 1)
        XCTAssertEqual(scroller.offset(at: 1), 300)
    }
}

extension ScrollerTests {
    func testLettingGoWithoutMovingShowsNoIndicator() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        scroller.release(velocity: 0, at: 0.1)
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.2), 0)
    }
}

extension ScrollerTests {
    func testNoReleaseIsFasterThanTheMaximumVelocity() {
        var fast = Scroller(contentHeight: 100_000, viewportHeight: 800)
        fast.grab(at: 0)
        fast.release(velocity: -50_000, at: 0)
        var capped = Scroller(contentHeight: 100_000, viewportHeight: 800)
        capped.grab(at: 0)
        capped.release(velocity: -ScrollPhysics.standard.maximumVelocity, at: 0)
        XCTAssertEqual(fast.offset(at: 10), capped.offset(at: 10), "a jump between two events coasts like the fastest flick")
    }

    func testABounceNeverGoesFurtherThanTheMaximumOverscroll() {
        var list = Scroller(contentHeight: 2000, viewportHeight: 800)
        list.grab(at: 0)
        list.drag(translation: 5000)
        list.release(velocity: 8000, at: 0)
        let bound = ScrollPhysics.standard.maximumOverscroll(viewportHeight: 800)
        for step in 0...300 {
            XCTAssertGreaterThanOrEqual(list.offset(at: Double(step) / 100), -bound)
        }
    }
}

extension ScrollerTests {
    func testHeldContentShowsItsIndicatorOnlyOnceItHasMoved() {
        var scroller = makeScroller()
        scroller.grab(at: 0)
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.1), 0, "a press alone shows none")
        XCTAssertFalse(scroller.isAnimating(at: 0.1))
        XCTAssertEqual(scroller.drag(handingOnPastEnds: 200), 200, "at the top, a drag down is all handed on")
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.2), 0, "and shows none")
        XCTAssertEqual(scroller.drag(handingOnPastEnds: -50), 0)
        XCTAssertEqual(scroller.offset(at: 0.3), 50)
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.3), 1, "once it moves, it shows")
        XCTAssertFalse(scroller.isAnimating(at: 0.3), "held, it changes only with the pointer")
    }
}

extension ScrollerTests {
    func testScrollingToWhereTheContentAlreadyIsShowsNoIndicator() {
        var scroller = makeScroller()
        scroller.scrollToTop(at: 0)
        XCTAssertEqual(scroller.indicatorOpacity(at: 0.1), 0, "tap-to-top at the top: no flash")
        XCTAssertFalse(scroller.isAnimating(at: 0.1))
        scroller.scroll(by: 100, at: 1)
        XCTAssertEqual(scroller.indicatorOpacity(at: 1.1), 1, "a real scroll still shows it")
    }
}
