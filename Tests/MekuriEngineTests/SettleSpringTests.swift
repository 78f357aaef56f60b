@testable import MekuriEngine
import XCTest

/// The feel's `bounce`: SwiftUI's `Spring(duration:bounce:)` as the settle of every pager and panel.
final class SettleSpringTests: XCTestCase {
    private let duration = 0.35

    private func samples(from start: Double, count: Int = 700) -> [Double] {
        (0...count).map { start - 0.05 + (duration + 0.1) * Double($0) / Double(count) }
    }

    func testBounceZeroIsExactlyTodaysCubic() {
        for (from, to, velocity) in [(0.3, 1.0, 0.0), (0.41, 1.0, 2.0), (2.0, 1.0, 5.0), (-0.2, 0.0, -1.0), (0.0, 3.0, 40.0)] {
            let cubic = SettleCurve(from: from, to: to, velocity: velocity, startTime: 1.352, duration: duration)
            let motion = SettleMotion(from: from, to: to, velocity: velocity, startTime: 1.352, duration: duration, bounce: 0)
            XCTAssertEqual(motion, .curve(cubic))
            for time in samples(from: 1.352) {
                XCTAssertEqual(motion.value(at: time), cubic.value(at: time), "\(from)→\(to) at \(time)")
                XCTAssertEqual(motion.velocity(at: time), cubic.velocity(at: time), "\(from)→\(to) at \(time)")
            }
        }
    }

    func testAPagerWithTheStandardFeelSettlesAlongTheCubic() {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.grab(at: 0)
        pager.release(translation: -117, velocity: -200, pageWidth: 390, at: 1)
        let cubic = SettleCurve(from: 0.3, to: 1, velocity: 200.0 / 390, startTime: 1, duration: duration)
        for time in samples(from: 1) {
            XCTAssertEqual(pager.position(at: time), cubic.value(at: time), accuracy: 1e-12, "at \(time)")
        }
    }

    func testItIsSwiftUIsSpring() {
        // Apple's example: Spring(duration: 0.5, bounce: 0.3) has stiffness 157.9 and damping 17.6.
        let spring = SettleSpring(from: 0, to: 1, velocity: 0, startTime: 0, duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(spring.zeta, 0.7, accuracy: 1e-12)
        XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * .pi * (1 - 0.3) / 0.5, accuracy: 1e-9)
    }

    func testBounce03OvershootsThenReturnsAndIsExactlyOnTheTargetAtItsDuration() {
        let spring = SettleSpring(from: 0.3, to: 1, velocity: 0, startTime: 2, duration: duration, bounce: 0.3)
        let values = samples(from: 2).map { spring.value(at: $0) }
        let peak = values.max()!
        XCTAssertGreaterThan(peak, 1.02, "it goes past the target")
        let peakIndex = values.firstIndex(of: peak)!
        XCTAssertTrue(values[..<peakIndex].allSatisfy { $0 < peak })
        XCTAssertLessThan(values[peakIndex...].min()!, peak - 0.02, "and comes back")
        XCTAssertEqual(spring.value(at: 2 + duration), 1, "exactly on the target on time")
        XCTAssertEqual(spring.velocity(at: 2 + duration), 0)
        XCTAssertTrue(spring.isFinished(at: 2 + duration))
        XCTAssertFalse(spring.isFinished(at: 2 + duration - 0.001))
        XCTAssertEqual(spring.value(at: 2 + duration - 1e-6), 1, accuracy: 1e-9, "no jump at the end")
        XCTAssertEqual(spring.value(at: 2 + duration + 5), 1)
        XCTAssertEqual(spring.value(at: 1), 0.3, "waits at its start")
    }

    func testItEndsOnTimeAndWithoutAJumpAtEveryBounceAndDuration() {
        for bounce in [1e-12, 0.01, 0.1, 0.3, 0.5, 0.8] {
            for settle in [0.1, 0.35, 2] {
                for velocity in [0.0, 1, 8, -3] {
                    let spring = SettleSpring(from: 0, to: 1, velocity: velocity, startTime: 0, duration: settle, bounce: bounce)
                    XCTAssertEqual(spring.value(at: settle), 1)
                    XCTAssertEqual(spring.value(at: settle * (1 - 1e-7)), 1, accuracy: 1e-6, "\(bounce) \(settle) \(velocity)")
                    XCTAssertEqual(spring.velocity(at: settle * (1 - 1e-7)), 0, accuracy: 1e-4, "\(bounce) \(settle) \(velocity)")
                    let values = (0...2000).map { spring.value(at: settle * Double($0) / 2000) }
                    XCTAssertTrue(values.allSatisfy(\.isFinite))
                    XCTAssertLessThan(values.max()!, 1.6, "the overshoot is under 0.6 of the distance")
                }
            }
        }
    }

    func testTheStartVelocityIsTheGivenOne() {
        let spring = SettleSpring(from: 0.3, to: 1, velocity: 2, startTime: 1, duration: duration, bounce: 0.3)
        XCTAssertEqual(spring.velocity, 2)
        XCTAssertEqual(spring.velocity(at: 1), 2, accuracy: 1e-12)
        let step = 1e-6
        XCTAssertEqual((spring.value(at: 1 + step) - spring.value(at: 1)) / step, 2, accuracy: 1e-3)
        XCTAssertEqual(spring.value(at: 1), 0.3, accuracy: 1e-12)
        // Faster throws overshoot further.
        let slow = SettleSpring(from: 0.3, to: 1, velocity: 0, startTime: 1, duration: duration, bounce: 0.3)
        let peak = { (s: SettleSpring) in self.samples(from: 1).map { s.value(at: $0) }.max()! }
        XCTAssertGreaterThan(peak(spring), peak(slow))
        // As the cubic: a speed away from the target is dropped, one towards it kept up to 3·distance/duration.
        XCTAssertEqual(SettleSpring(from: 0.3, to: 1, velocity: -2, startTime: 0, duration: duration, bounce: 0.3).velocity, 0)
        XCTAssertEqual(SettleSpring(from: 0.3, to: 1, velocity: 50, startTime: 0, duration: duration, bounce: 0.3).velocity,
                       3 * 0.7 / duration, accuracy: 1e-12)
    }

    private func bouncyFeel(_ bounce: Double = 0.3) -> Feel {
        var feel = Feel.standard
        feel.bounce = bounce
        return feel
    }

    /// The first sample time at which `value` is past `target` going up, and the largest value.
    private func overshoot(_ value: (Double) -> Double, from start: Double, past target: Double) -> (time: Double, peak: Double)? {
        let times = samples(from: start)
        guard let time = times.first(where: { value($0) > target + 0.01 }) else { return nil }
        return (time, times.map(value).max()!)
    }

    func testAPagerWithABounceOvershootsItsPageAndIsSettledOnlyAtRest() throws {
        var pager = Pager(pageCount: 7, wraps: true, feel: bouncyFeel())
        pager.grab(at: 0)
        pager.release(translation: -117, velocity: -200, pageWidth: 390, at: 1)
        let (time, peak) = try XCTUnwrap(overshoot(pager.position(at:), from: 1, past: 1))
        XCTAssertGreaterThan(peak, 1.01)
        XCTAssertEqual(pager.currentIndex(at: time), 1)
        XCTAssertLessThan(pager.offset(at: time, pageWidth: 390), 0, "moved past page 1 towards page 2")
        for sample in samples(from: 1) where sample < 1 + duration {
            XCTAssertFalse(pager.isSettled(at: sample), "never at rest between pages (\(sample))")
        }
        XCTAssertTrue(pager.isSettled(at: 1 + duration))
        XCTAssertEqual(pager.position(at: 1 + duration), 1)
        XCTAssertEqual(pager.targetIndex(at: time), 1, "one page per gesture")
    }

    func testCatchingAPagerMidOvershootHoldsItWhereItIs() throws {
        var pager = Pager(pageCount: 7, wraps: true, feel: bouncyFeel())
        pager.grab(at: 0)
        pager.release(translation: -117, velocity: -200, pageWidth: 390, at: 1)
        let (time, _) = try XCTUnwrap(overshoot(pager.position(at:), from: 1, past: 1))
        let caught = pager.position(at: time)
        pager.grab(at: time)
        XCTAssertEqual(pager.position(at: time), caught)
        XCTAssertEqual(pager.position(at: time + 1), caught, "held where it was caught")
        pager.drag(translation: 0, pageWidth: 390)
        XCTAssertEqual(pager.position(at: time + 1), caught, accuracy: 1e-9, "the first move does not jump")
        XCTAssertEqual(pager.referenceIndex, 1)
        pager.release(translation: 0, velocity: 0, pageWidth: 390, at: time + 1)
        XCTAssertEqual(pager.position(at: time + 1 + duration), 1)
    }

    func testAPagerThatDoesNotWrapShowsAnOvershootPastItsEndThroughTheRubberBand() {
        var pager = Pager(pageCount: 3, wraps: false, feel: bouncyFeel(0.8))
        pager.show(index: 2, at: 0)
        let positions = samples(from: 0).map { pager.position(at: $0) }
        XCTAssertGreaterThan(positions.max()!, 2, "it overshoots the last page")
        XCTAssertLessThan(positions.max()!, 3, "by less than a page")
        XCTAssertEqual(pager.position(at: duration), 2)
        XCTAssertTrue(pager.isSettled(at: duration))
    }

    func testAPanelWithABounceOvershootsOpenAndACatchHoldsIt() throws {
        var panel = SlidingPanel(travel: 400, rule: .threshold(fraction: 0.25))
        panel.apply(bouncyFeel())
        panel.open(at: 0)
        let (time, peak) = try XCTUnwrap(overshoot(panel.openness(at:), from: 0, past: 1))
        XCTAssertGreaterThan(peak, 1.02)
        XCTAssertEqual(panel.openness(at: duration), 1)
        XCTAssertTrue(panel.isSettled(at: duration))
        XCTAssertFalse(panel.isSettled(at: time))
        let caught = panel.openness(at: time)
        panel.grab(at: time)
        panel.drag(translation: 0)
        XCTAssertEqual(panel.openness(at: time + 1), caught, "held where it was caught, past open")
        panel.drag(translation: -40)
        XCTAssertEqual(panel.openness(at: time + 1), caught - 0.1, accuracy: 1e-12, "and dragged 1:1 from there")
        panel.release(translation: -40, velocity: 0, at: time + 1)
        XCTAssertEqual(panel.openness(at: time + 1 + duration), 1)
    }

    func testAPanelWithTheStandardFeelNeverLeavesClosedToOpen() {
        var panel = SlidingPanel(travel: 400, rule: .threshold(fraction: 0.25))
        panel.apply(.standard)
        panel.open(at: 0)
        XCTAssertTrue(samples(from: 0).allSatisfy { (0...1).contains(panel.openness(at: $0)) })
    }
}
