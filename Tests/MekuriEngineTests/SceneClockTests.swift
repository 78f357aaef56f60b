import MekuriEngine
import XCTest

/// Slow motion, pause and stepping: scene time against wall time.
final class SceneClockTests: XCTestCase {
    func testFullSpeedIsWallTimeAndSlowMotionRunsAQuarterFromTheToggleOn() {
        var clock = SceneClock(at: 10)
        XCTAssertEqual(clock.sceneTime(at: 12), 12)
        clock.toggleSlowMotion(at: 12)
        XCTAssertTrue(clock.isSlow)
        XCTAssertEqual(clock.sceneTime(at: 12), 12, "no jump at the change")
        XCTAssertEqual(clock.sceneTime(at: 16), 13, "4 s of wall time are 1 s of scene time")
        clock.toggleSlowMotion(at: 16)
        XCTAssertFalse(clock.isSlow)
        XCTAssertEqual(clock.sceneTime(at: 18), 15)
    }

    func testPauseStopsTimeAndEachStepMovesOneFrameOnlyWhilePaused() {
        var clock = SceneClock(at: 0)
        clock.step(at: 1)
        XCTAssertEqual(clock.sceneTime(at: 1), 1, "a step while running does nothing")
        clock.togglePause(at: 1)
        XCTAssertEqual(clock.sceneTime(at: 5), 1)
        XCTAssertNil(clock.wallTime(atScene: 2), "paused: scene time never gets there")
        clock.step(at: 5)
        clock.step(at: 6)
        XCTAssertEqual(clock.sceneTime(at: 7), 1 + 2.0 / 60, accuracy: 1e-12)
        clock.togglePause(at: 7)
        XCTAssertEqual(clock.sceneTime(at: 8), 2 + 2.0 / 60, accuracy: 1e-12)
    }

    func testAHeldPointerRunsTimeAtFullRateInSlowMotionAndWhilePaused() {
        var clock = SceneClock(rate: 0.25, at: 0)
        clock.hold(true, at: 4)
        XCTAssertEqual(clock.sceneTime(at: 4), 1)
        XCTAssertEqual(clock.sceneTime(at: 4.1) - clock.sceneTime(at: 4), 0.1, accuracy: 1e-12)
        clock.hold(false, at: 5)
        XCTAssertEqual(clock.sceneTime(at: 9), 3, "slow again after the release")
        clock.togglePause(at: 9)
        clock.hold(true, at: 10)
        XCTAssertEqual(clock.sceneTime(at: 10.5), 3.5, "a gesture plays live while paused")
        clock.step(at: 10.5)
        XCTAssertEqual(clock.sceneTime(at: 10.5), 3.5, "no steps while held")
        clock.hold(false, at: 10.5)
        XCTAssertEqual(clock.sceneTime(at: 20), 3.5)
    }

    func testSlowMotionFromTheCommandLineTogglesBetweenFullSpeedAndItsOwnRate() {
        var clock = SceneClock(slowMotion: 8, at: 0)
        XCTAssertEqual(clock.rate, 1.0 / 8)
        clock.toggleSlowMotion(at: 0)
        XCTAssertEqual(clock.rate, 1)
        clock.toggleSlowMotion(at: 0)
        XCTAssertEqual(clock.rate, 1.0 / 8)
        XCTAssertEqual(SceneClock(slowMotion: 1, at: 0).rate, 1, "--slow 1 is full speed")
    }

    func testWallTimeOfASceneTimeInvertsTheMapping() throws {
        var clock = SceneClock(at: 0)
        clock.toggleSlowMotion(at: 2)
        XCTAssertEqual(try XCTUnwrap(clock.wallTime(atScene: 3)), 6)
        XCTAssertEqual(clock.sceneTime(at: 6), 3)
    }

    func testAWheelGestureRunsTimeAtFullRateUntilItsQuietSpellIsOver() throws {
        var clock = SceneClock(rate: 0.25, at: 0)
        clock.holdForWheel(at: 4, quietSpell: 0.15)
        XCTAssertEqual(clock.sceneTime(at: 4), 1)
        clock.holdForWheel(at: 4.1, quietSpell: 0.15)
        XCTAssertEqual(clock.rate(at: 4.2), 1)
        XCTAssertEqual(clock.sceneTime(at: 4.25), 1.25, accuracy: 1e-12, "held to 0.15 s after the last event")
        XCTAssertEqual(clock.rate(at: 4.3), 0.25)
        XCTAssertEqual(clock.sceneTime(at: 4.65), 1.35, accuracy: 1e-12, "then slowed again")
        XCTAssertEqual(try XCTUnwrap(clock.wallTime(atScene: 1.2)), 4.2, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(clock.wallTime(atScene: 1.35)), 4.65, accuracy: 1e-12)

        clock.togglePause(at: 5)
        clock.holdForWheel(at: 6, quietSpell: 0.15)
        clock.step(at: 6.1)
        XCTAssertEqual(clock.sceneTime(at: 6.1), clock.sceneTime(at: 6) + 0.1, accuracy: 1e-12, "no step during the gesture")
        XCTAssertNil(clock.wallTime(atScene: clock.sceneTime(at: 6.15) + 1), "paused after it")
        let afterTheGesture = clock.sceneTime(at: 6.15)
        XCTAssertEqual(clock.sceneTime(at: 7), afterTheGesture, "paused once the gesture is over")
        clock.step(at: 7)
        XCTAssertEqual(clock.sceneTime(at: 7), afterTheGesture + SceneClock.stepDuration, accuracy: 1e-12)
    }

    func testATrackpadScrollInSlowMotionPagesAsAtFullSpeedWhereNaivelySlowedTimeWouldFlick() throws {
        // Eight 8 pt deltas 40 ms apart: 64 pt (short of the 78 pt threshold) at 200 pt/s, too slow to flick.
        func scroll(_ map: (Double) -> Double) -> Pager {
            var pager = Pager(pageCount: 7, wraps: false)
            for index in 0..<8 {
                pager.wheel(translation: -8, pageWidth: 390, at: map(1 + Double(index) * 0.04))
            }
            return pager
        }
        XCTAssertEqual(scroll { $0 }.targetIndex(at: 1.5), 0, "at full speed: back")
        XCTAssertEqual(scroll { $0 / 4 }.targetIndex(at: 0.5), 1, "slowed naively: 800 pt/s, a flick")
        var clock = SceneClock(rate: 0.25, at: 0)
        let slowed = scroll { wall in
            clock.holdForWheel(at: wall)
            return clock.sceneTime(at: wall)
        }
        let end = clock.sceneTime(at: 1 + 0.28 + PagingRule.standard.wheelQuietSpell)
        XCTAssertEqual(slowed.targetIndex(at: end), 0, "through the scene clock: back, as at full speed")
        XCTAssertFalse(slowed.isSettled(at: end + 0.3))
        XCTAssertTrue(slowed.isSettled(at: end + 0.351))
        XCTAssertEqual(try XCTUnwrap(clock.wallTime(atScene: end + 0.35)), 1.43 + 4 * 0.35, accuracy: 1e-9,
                       "the 0.35 s settle after the quiet spell takes 1.4 s of wall time")
    }

    // MARK: The release decides as at full speed

    /// A drag of 40 pt (short of the 78 pt threshold on 390 pt pages) over 200 ms: 200 pt/s,
    /// slower than the 300 pt/s flick speed, so the pages go back to page 0.
    private let slowDrag: [(x: Double, wall: Double)] = [(300, 0), (290, 0.05), (280, 0.1), (270, 0.15), (260, 0.2)]

    /// The drag through `map` from wall times to the times the pager gets; returns the pager
    /// after the release and the wall time of the release.
    private func drive(_ map: (Double) -> Double) -> PagerInteraction {
        var interaction = PagerInteraction(pager: Pager(pageCount: 7, wraps: false))
        let start = 1.0
        interaction.press(at: Point(x: slowDrag[0].x, y: 400), time: map(start))
        for sample in slowDrag.dropFirst() {
            interaction.move(to: Point(x: sample.x, y: 400), time: map(start + sample.wall), pageWidth: 390)
        }
        let last = slowDrag[slowDrag.count - 1]
        interaction.release(at: Point(x: last.x, y: 400), time: map(start + last.wall), pageWidth: 390)
        return interaction
    }

    func testAReleaseInSlowMotionDecidesAsAtFullSpeedWhereNaivelySlowedTimeWouldFlick() {
        let fullSpeed = drive { $0 }
        XCTAssertEqual(fullSpeed.pager.targetIndex(at: 1.2), 0, "200 pt/s and 40 pt: back")

        // Slowed naively (every time a quarter), the 200 pt/s drag would be measured at 800 pt/s.
        let naive = drive { $0 / 4 }
        XCTAssertEqual(naive.pager.targetIndex(at: 0.3), 1, "the mistake the scene clock avoids")

        // Through the scene clock: held at full rate, slowed only after the release.
        var clock = SceneClock(rate: 0.25, at: 0)
        var interaction = PagerInteraction(pager: Pager(pageCount: 7, wraps: false))
        let start = 1.0
        clock.hold(true, at: start)
        interaction.press(at: Point(x: 300, y: 400), time: clock.sceneTime(at: start))
        for sample in slowDrag.dropFirst() {
            interaction.move(to: Point(x: sample.x, y: 400), time: clock.sceneTime(at: start + sample.wall), pageWidth: 390)
        }
        let release = start + 0.2
        interaction.release(at: Point(x: 260, y: 400), time: clock.sceneTime(at: release), pageWidth: 390)
        clock.hold(false, at: release)
        XCTAssertEqual(interaction.pager.targetIndex(at: clock.sceneTime(at: release)), 0, "the same decision as at full speed")

        // The settle after it plays at a quarter: 0.2 s of wall time shows what 0.05 s shows at full speed.
        let sceneRelease = clock.sceneTime(at: release)
        XCTAssertEqual(interaction.pager.position(at: clock.sceneTime(at: release + 0.2)),
                       fullSpeed.pager.position(at: 1.2 + 0.05), accuracy: 1e-9)
        XCTAssertEqual(sceneRelease, 0.25 + 0.2, accuracy: 1e-12)
        XCTAssertNotEqual(interaction.pager.position(at: sceneRelease), interaction.pager.position(at: sceneRelease + 0.05))
    }
}
