@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// `match` waits until nothing moves and `expect` retries until it holds, for up to 5 s of the
/// script's clock; `now` checks the current frame only (issue 28, as Playwright's assertions).
final class WaitingChecksTests: TemporaryFolderTestCase {
    private var mekuri: MekuriProcess { MekuriProcess(folder: folder) }

    private func headless(_ script: String, _ extra: [String] = []) throws -> MekuriProcess.Result {
        try mekuri.run(["--headless", "--script", script] + extra, environment: ["CI": ""])
    }

    func testMatchRightAfterASwipeComparesThePageAtRest() throws {
        try mekuri.write("drag 300 400 100 400 250\nwait 400\nmatch tuesday\n", to: "record.mekuri")
        XCTAssertEqual(try headless("record.mekuri").status, 0)
        // No wait: the check itself waits until the pages rest on Tuesday.
        try mekuri.write("drag 300 400 100 400 250\nmatch tuesday\nstate\n", to: "swipe.mekuri")
        let swipe = try headless("swipe.mekuri")
        XCTAssertEqual(swipe.status, 0, swipe.stderr)
        XCTAssertTrue(swipe.stdout.contains(#""page":1,"title":"火","settled":true"#), swipe.stdout)
        // `now` compares the frame half-way through the settle.
        try mekuri.write("drag 300 400 100 400 250\nmatch tuesday now\n", to: "now.mekuri")
        let now = try headless("now.mekuri")
        XCTAssertEqual(now.status, 1)
        XCTAssertTrue(now.stderr.hasPrefix("now.mekuri:2: __screenshots__/tuesday.png differs in "), now.stderr)
    }

    func testChecksOnAStillSceneTakeNoTime() throws {
        let script = folder.appendingPathComponent("still.mekuri").path
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844)), fileName: script)
        try runner.run(try ScriptParser(fileName: script).parse("match monday\nexpect page=0 settled=true\nmatch monday\n"))
        XCTAssertEqual(runner.failures, [])
        XCTAssertEqual(runner.time, 0, "nothing moved, so no frame was waited for")
        try runner.run(try ScriptParser(fileName: script).parse("click @next\nmatch monday now\nexpect now settled=true\n"))
        XCTAssertEqual(runner.time, 0, "now looks at the current frame")
        XCTAssertEqual(runner.failures.map(\.message), ["expected settled=true, got false"], "the pages start to move")
    }

    func testExpectRetriesUntilItHoldsAndNowLooksOnce() throws {
        try mekuri.write("drag 300 400 100 400 250\nexpect page=1 settled=true offset=0\nexpect now settled=true\n", to: "retry.mekuri")
        let retry = try headless("retry.mekuri")
        XCTAssertEqual(retry.status, 0, retry.stderr)
        try mekuri.write("drag 300 400 100 400 250\nexpect now settled=true\n", to: "once.mekuri")
        let once = try headless("once.mekuri")
        XCTAssertEqual(once.status, 1)
        XCTAssertEqual(once.stderr, "once.mekuri:2: expected settled=true, got false\n")
    }

    func testAnExpectThatNeverHoldsFailsAfterFiveSecondsOfTheClockNamingTheValueSeen() throws {
        try mekuri.write("expect page=3\nstate\n", to: "never.mekuri")
        let never = try headless("never.mekuri")
        XCTAssertEqual(never.status, 1)
        XCTAssertEqual(never.stderr, "never.mekuri:1: expected page=3, got 0 (waited 5 s)\n")
        let script = folder.appendingPathComponent("never.mekuri").path
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844)), fileName: script)
        try runner.run(try ScriptParser(fileName: script).parse("expect page=3"))
        XCTAssertEqual(runner.time, 5, accuracy: 1e-9, "5 s of the script's clock, then it gives up")
    }

    func testNumbersCompareWithOrdersAndAnythingWithNotEqual() throws {
        try mekuri.write("""
            click @next
            expect page>=1 page>0 page<2 page<=1 offset!=5 title!=月 settled=true
            expect page!=0 offset<=0 offset>=0
            expect @next enabled!=false
            """, to: "orders.mekuri")
        let orders = try headless("orders.mekuri")
        XCTAssertEqual(orders.status, 0, orders.stderr)
        try mekuri.write("expect now page>=1 title!=月 offset!=0±0.5\n", to: "fails.mekuri")
        let fails = try headless("fails.mekuri")
        XCTAssertEqual(fails.status, 1)
        XCTAssertEqual(fails.stderr, """
            fails.mekuri:1: expected page>=1, got 0
            fails.mekuri:1: expected title!=月, got 月
            fails.mekuri:1: expected offset!=0±0.5, got 0

            """)
    }

    func testAMatchOnAMotionThatNeverEndsFailsNamingWhatMoves() throws {
        let script = folder.appendingPathComponent("spin.mekuri").path
        let restless = try makeRunner(showing: RestlessScene(base: DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844))),
                                      fileName: script)
        try restless.run(try ScriptParser(fileName: script).parse("match spinning"))
        let golden = restless.checks.goldenFolder.appendingPathComponent("spinning.png")
        XCTAssertEqual(restless.failures.map(\.message), [
            "the scene still moves after 5 s (spin), so '\(HeadlessRunner.shown(golden))' was not compared; wait for it to rest, "
                + "or write 'match spinning now' to compare a moving frame",
        ])
        XCTAssertEqual(restless.time, 5, accuracy: 1e-9)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path), "nothing recorded from a moving frame")
    }
}

/// The weekdays, with a spinner that never stops: `isAnimating` always, its angle in the state.
private struct RestlessScene: Scene {
    var base: DeckScene
    typealias Control = DeckScene.Control
    var kind: SceneKind { base.kind }
    var size: Size { base.size }
    var appearance: Appearance {
        get { base.appearance }
        set { base.appearance = newValue }
    }
    mutating func handle(_ event: InputEvent, at time: Double) { base.handle(event, at: time) }
    mutating func cancelGesture(at time: Double) { base.cancelGesture(at: time) }
    func isSettled(at time: Double) -> Bool { false }
    func isAnimating(at time: Double) -> Bool { true }
    func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        base.displayList(at: time, measuring: text)
    }
    func controls(at time: Double) -> [ControlElement<Control>] { base.controls(at: time) }
    func state(at time: Double) -> JSONValue { .object([("spin", .number(time * 90)), ("page", .number(0))]) }
    func signals(at time: Double) -> SceneSignals { base.signals(at: time) }
    mutating func activate(_ control: Control, at time: Double) -> Bool { base.activate(control, at: time) }
}
