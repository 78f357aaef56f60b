import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The weekday pages' lists and the tab strip above them.
final class WeekdaysScrollingTests: XCTestCase {
    private func makeScene() -> DeckScene {
        DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844))
    }

    /// The tab indicator's fills at `time` (one, or two across the seam), by their left edge.
    private func indicatorX(_ scene: DeckScene, at time: Double) -> [Double] {
        scene.displayList(at: time, measuring: FixedWidthText()).commands.compactMap { command in
            if case .fill(let rect, _) = command, rect.height == 3, rect.maxY == 44 { return rect.minX }
            return nil
        }
    }

    func testTheWheelAndKeysScrollTheCurrentPageOnly() {
        var scene = makeScene()
        scene.handle(.wheel(Vector(dx: 0, dy: -120)), at: 0)
        scene.handle(.key(.down), at: 1)
        XCTAssertEqual(scene.listOffsets(at: 2), [160, 0, 0, 0, 0, 0, 0])
        scene.handle(.key(.pageDown), at: 2)
        XCTAssertEqual(scene.listOffsets(at: 3)[0], 160 + 708 - 40)
        scene.handle(.key(.end), at: 3)
        XCTAssertEqual(scene.listOffsets(at: 4)[0], 425 + 4000 - 708)
        scene.handle(.key(.home), at: 4)
        XCTAssertEqual(scene.listOffsets(at: 5)[0], 0)
    }

    func testAVerticalDragScrollsTheListAndNotThePages() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 200, y: 600)), at: 0)
        scene.handle(.pointerMove(Point(x: 190, y: 500)), at: 0.1)
        scene.handle(.pointerMove(Point(x: 150, y: 400)), at: 0.2)
        XCTAssertEqual(scene.pagesOffset(at: 0.2), 0, "locked to vertical: the pages stay")
        XCTAssertEqual(scene.listOffsets(at: 0.2)[0], 200)
        scene.handle(.pointerUp(Point(x: 150, y: 400)), at: 0.5)
        XCTAssertEqual(scene.pager.currentIndex(at: 1), 0)
    }

    func testClickingTheSelectedTabScrollsOnlyItsListToTheTopWithin400Milliseconds() throws {
        var scene = makeScene()
        scene.handle(.wheel(Vector(dx: 0, dy: -500)), at: 0)
        try scene.click(.footer(.next), at: 1)
        scene.handle(.wheel(Vector(dx: 0, dy: -300)), at: 2)
        XCTAssertEqual(scene.listOffsets(at: 3), [500, 300, 0, 0, 0, 0, 0])
        try scene.click(.tab(.tuesday), at: 3)
        XCTAssertGreaterThan(scene.listOffsets(at: 3.1)[1], 0, "animated")
        XCTAssertEqual(scene.listOffsets(at: 3.4), [500, 0, 0, 0, 0, 0, 0], "Monday untouched")
        XCTAssertEqual(scene.pager.currentIndex(at: 3.4), 1, "no page moves")
    }

    func testClickingAnotherTabMovesThePagesTheWayItLiesInTheStrip() throws {
        var scene = makeScene()
        try scene.click(.tab(.sunday), at: 0)
        XCTAssertGreaterThan(scene.pager.position(at: 0.1), 0, "Monday to Sunday, to the right: forward through the week")
        XCTAssertEqual(scene.currentDay(at: 1), .sunday)
        try scene.click(.tab(.wednesday), at: 1)
        XCTAssertLessThan(scene.pager.position(at: 1.1), 6, "Sunday to Wednesday, to the left: back")
        XCTAssertEqual(scene.currentDay(at: 2), .wednesday)
        XCTAssertTrue(scene.isSettled(at: 1.4), "a jump over several pages rests within 400 ms")
    }

    func testTheTabIndicatorFollowsTheSwipeIncludingAcrossTheSeam() {
        var scene = makeScene()
        let tab = 390.0 / 7
        XCTAssertEqual(indicatorX(scene, at: 0).first!, 6, accuracy: 1e-9)
        scene.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        scene.handle(.pointerMove(Point(x: 105, y: 400)), at: 0.1) // half a page towards Tuesday
        XCTAssertEqual(indicatorX(scene, at: 0.1).first!, tab / 2 + 6, accuracy: 1e-9)
        scene.handle(.pointerMove(Point(x: 495, y: 400)), at: 0.2) // half a page back towards Sunday
        let acrossSeam = indicatorX(scene, at: 0.2).sorted()
        XCTAssertEqual(acrossSeam.count, 2)
        XCTAssertEqual(acrossSeam[0], -tab / 2 + 6, accuracy: 1e-9, "half of it entering at 月")
        XCTAssertEqual(acrossSeam[1], 6.5 * tab + 6, accuracy: 1e-9, "half of it leaving past 日")
    }

    func testAnIncomingPageShowsItsOwnPositionInEveryFrameOfAWrap() {
        var scene = makeScene()
        scene.handle(.key(.left), at: 0)
        scene.handle(.wheel(Vector(dx: 0, dy: -2000)), at: 1)     // Sunday far down
        scene.handle(.key(.right), at: 2)                         // back across the seam
        for frame in 0...24 {
            let time = 2 + Double(frame) / 60
            let rows = scene.displayList(at: time, measuring: FixedWidthText()).commands.compactMap { command -> String? in
                if case .text(let run) = command, run.text.hasPrefix("日"), run.text.count > 1 { return run.text }
                return nil
            }
            if !rows.isEmpty {
                XCTAssertTrue(rows.allSatisfy { Int($0.dropFirst())! >= 39 }, "frame \(frame): \(rows.prefix(2))")
            }
        }
        XCTAssertEqual(scene.listOffsets(at: 3)[6], 2000)
    }
}
