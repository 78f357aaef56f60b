import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// The release model through the headless runner, one test per case the issue found wrong:
/// each script is what a user would do, and each assertion failed before the model.
final class ReleaseModelTests: XCTestCase {
    /// `count` moves from `start` to `end`, one a frame (1/60 s), as lines of a script.
    private func moves(from start: Point, to end: Point, frames count: Int) -> String {
        (1...count).map { frame in
            let point = start.interpolated(to: end, fraction: Double(frame) / Double(count))
            return "wait 16\nmove \(point.x) \(point.y)"
        }.joined(separator: "\n")
    }

    private func page(_ harness: HeadlessHarness) -> Int? { harness.state["page"]?.integer }

    /// 1. Drag 150 pt left, flick back right at 1500 pt/s and let go 100 pt left (26%): back.
    func testAFlickBackCancelsThePageChange() throws {
        let harness = try HeadlessHarness()
        try harness.run("""
            down 300 400
            \(moves(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), frames: 10))
            wait 166
            move 175 400
            wait 16
            move 200 400
            up 200 400
            wait 500
            """)
        XCTAssertEqual(page(harness), 0, "月: the flick back wins over the 26%")
    }

    /// 2. A resize mid-drag: the release reads where the pages are, in widths of the new size.
    func testAfterAResizeMidDragTheReleaseReadsThePagesOnScreen() throws {
        let widened = try HeadlessHarness()
        try widened.run("""
            down 300 400
            \(moves(from: Point(x: 300, y: 400), to: Point(x: 202.5, y: 400), frames: 20))
            resize 780 844
            """)
        XCTAssertEqual(widened.state["offset"]?.number ?? 0, -195, accuracy: 1e-6, "25% of 780")
        try widened.run("wait 200\nup 202.5 400\nwait 500")
        XCTAssertEqual(page(widened), 1, "25% on screen: on to 火")

        let narrowed = try HeadlessHarness()
        try narrowed.run("""
            down 300 400
            \(moves(from: Point(x: 300, y: 400), to: Point(x: 241.5, y: 400), frames: 20))
            resize 240 844
            wait 200
            up 241.5 400
            wait 500
            """)
        XCTAssertEqual(page(narrowed), 0, "15% on screen: back to 月")
    }

    /// 3. Pages moving from 水 to 木, caught a third of the way and dragged back to 2.07: 水.
    func testCatchingAndDraggingBackCountsFromThePageTheCatchWasNearest() throws {
        let harness = try HeadlessHarness()
        try harness.run("key Right\nkey Right\nwait 500\nkey Right")
        var caught = 2.0
        while caught < 2.3 {
            try harness.run("wait 16")
            caught = 2 - (harness.state["offset"]?.number ?? 0) / 390
        }
        try harness.run("down 200 400")
        XCTAssertEqual(caught, 2.33, accuracy: 0.15, "caught about a third of the way")
        let back = (caught - 2.07) * 390
        try harness.run("""
            \(moves(from: Point(x: 200, y: 400), to: Point(x: 200 + back, y: 400), frames: 20))
            wait 200
            up \(200 + back) 400
            wait 500
            """)
        XCTAssertEqual(page(harness), 2, "水, what the screen showed; never 火")
    }

    /// 4. The top panel: a pause before letting go, or a 1 pt twitch, never flips it.
    func testTheTopPanelGoesTheWayTheWholeGestureWent() throws {
        let harness = try HeadlessHarness(scene: .pulldown)
        try harness.run("""
            down 195 10
            \(moves(from: Point(x: 195, y: 10), to: Point(x: 195, y: 812), frames: 20))
            wait 100
            up 195 812
            wait 500
            """)
        XCTAssertEqual(harness.state["panel"], .string("open"), "pulled 95% down and held still: open")
        try harness.run("""
            down 195 700
            \(moves(from: Point(x: 195, y: 700), to: Point(x: 195, y: 100), frames: 20))
            wait 16
            move 195 101
            up 195 101
            wait 500
            """)
        XCTAssertEqual(harness.state["panel"], .string("closed"), "pushed 600 pt up, a 1 pt move down at the end: closed")

        let slow = try HeadlessHarness(scene: .pulldown)
        try slow.run("""
            click @panel
            wait 500
            down 195 700
            \(moves(from: Point(x: 195, y: 700), to: Point(x: 195, y: 400), frames: 60))
            wait 200
            move 195 401
            wait 16
            up 195 401
            wait 500
            """)
        XCTAssertEqual(slow.state["panel"], .string("closed"), "pushed up slowly, paused, a 1 pt twitch down: closed")
    }

    /// 5. A 1180 pt drag shows 火 and then the background, never 木 two pages away.
    func testOneDragNeverShowsAPageTwoAway() throws {
        let harness = try HeadlessHarness()
        let frame = try harness.run("""
            down 380 400
            \(moves(from: Point(x: 380, y: 400), to: Point(x: -800, y: 400), frames: 40))
            """)
        XCTAssertEqual(page(harness), 1, "held, 火 is the furthest in view")
        let pages = BuiltInPrototypes.shipped(.ja)[.weekdays]?.pages ?? []
        for (day, page) in [("水", 2), ("木", 3)] {
            let color = try XCTUnwrap(pages[page].color)
            let argb = 0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
            XCTAssertFalse(frame.argbPixels(x: 0..<390, y: 300..<700).contains(argb), "no pixel of \(day)'s page")
        }
        try harness.run("up -800 400\nwait 500")
        XCTAssertEqual(page(harness), 1, "released: 火")
    }

    /// 6. A tab or dot to the right slides the pages forward, through the days between.
    func testATabOrDotToTheRightSlidesThePagesForward() throws {
        let harness = try HeadlessHarness()
        var seen: [Int] = []
        try harness.run("click @tab.4")
        for _ in 0..<24 {
            try harness.run("wait 16")
            if let page = page(harness), seen.last != page { seen.append(page) }
        }
        XCTAssertEqual(seen, [0, 1, 2, 3, 4], "月 火 水 木 金, each once, never 日 or 土")
        XCTAssertEqual(harness.state["settled"], .bool(true), "at rest within 400 ms")

        let cards = try HeadlessHarness(scene: .cards)
        var cardsSeen: [Int] = []
        try cards.run("click @dot.2")
        for _ in 0..<24 {
            try cards.run("wait 16")
            if let page = page(cards), cardsSeen.last != page { cardsSeen.append(page) }
        }
        XCTAssertEqual(cardsSeen, [0, 1, 2], "AAA → CCC, the third dot, passes BBB, not the seam")
    }

    /// 7. A key pressed while dragging wins, and a scene switched away cancels the drag.
    func testAKeyDuringADragWinsAndASceneSwitchCancelsIt() throws {
        let harness = try HeadlessHarness(trace: true)
        try harness.run("""
            down 300 400
            \(moves(from: Point(x: 300, y: 400), to: Point(x: 261, y: 400), frames: 10))
            key Right
            wait 500
            up 261 400
            wait 500
            """)
        XCTAssertEqual(page(harness), 1, "held at 10%, Right steps to 火; the late release does nothing")

        try harness.run("""
            down 300 400
            \(moves(from: Point(x: 300, y: 400), to: Point(x: 180, y: 400), frames: 10))
            scene tabs
            up 180 400
            scene weekdays
            """)
        XCTAssertEqual(page(harness), 1, "back on 火, where the drag began")
        XCTAssertEqual(harness.state["offset"], .number(0))
        let lines = harness.output.suffix(3)
        XCTAssertTrue(lines.contains { $0.contains(#""event":"settled","scene":"weekdays","page":1"#) },
                      "the settled line says where the pages went: \(lines)")
    }

    /// 8. A 30 pt drag in six frames is exactly 300 pt/s: a flick whenever it starts.
    func testTheFlickBoundaryDecidesTheSameWhateverTheClockReads() throws {
        for start in [0, 500, 1500] {
            let harness = try HeadlessHarness()
            try harness.run("wait \(start)\ndrag 300 400 270 400 100\nwait 500")
            XCTAssertEqual(page(harness), 1, "30 pt starting at \(start) ms")
            let slower = try HeadlessHarness()
            try slower.run("wait \(start)\ndrag 300 400 270.1 400 100\nwait 500")
            XCTAssertEqual(page(slower), 0, "29.9 pt starting at \(start) ms")
        }
    }
}
