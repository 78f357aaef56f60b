import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The weekday carousel as a value: events in, state, elements and display lists out.
final class WeekdaysSceneTests: XCTestCase {
    private func makeScene(_ locale: AppLocale = .ja) -> DeckScene {
        DeckScene.weekdays(locale: locale, size: Size(width: 390, height: 844))
    }

    func testStartsOnMondayAtRestWithTheDocumentedState() {
        let scene = makeScene()
        XCTAssertEqual(scene.state(at: 0).serialized,
                       #"{"scene":"weekdays","page":0,"title":"月","settled":true,"offset":0,"scrollY":[0,0,0,0,0,0,0]}"#)
    }

    func testElementsHaveTheDocumentedIdsLabelsAndSelection() {
        let elements = makeScene().elements(at: 0)
        XCTAssertEqual(elements.map(\.id), ["tab.0", "tab.1", "tab.2", "tab.3", "tab.4", "tab.5", "tab.6", "pages", "dot.0", "dot.1", "dot.2", "dot.3", "dot.4", "dot.5", "dot.6", "prev", "next"])
        XCTAssertEqual(elements.first { $0.id == "next" }?.label, "次へ")
        XCTAssertEqual(elements.first { $0.id == "prev" }?.label, "前へ")
        XCTAssertEqual(elements.filter(\.isSelected).map(\.id), ["tab.0", "dot.0"])
        XCTAssertTrue(elements.allSatisfy(\.isEnabled), "in the loop nothing is ever disabled")
        XCTAssertEqual(makeScene(.en).elements(at: 0).first { $0.id == "next" }?.label, "Next")
    }

    func testNextPressedThreeTimesDuringTheAnimationMovesExactlyThreePages() throws {
        var scene = makeScene()
        try scene.click(.footer(.next), at: 0)
        try scene.click(.footer(.next), at: 0.05)
        try scene.click(.footer(.next), at: 0.1)
        XCTAssertFalse(scene.isSettled(at: 0.2))
        XCTAssertTrue(scene.isSettled(at: 0.5))
        XCTAssertEqual(scene.currentDay(at: 0.5), .thursday)
    }

    func testPrevFromMondayWrapsToSunday() throws {
        var scene = makeScene()
        try scene.click(.footer(.prev), at: 0)
        XCTAssertEqual(scene.currentDay(at: 1), .sunday)
    }

    func testKeysPageBothWaysAroundTheRing() {
        var scene = makeScene()
        scene.handle(.key(.left), at: 0)
        scene.handle(.key(.left), at: 0)
        XCTAssertEqual(scene.currentDay(at: 1), .saturday)
        scene.handle(.key(.right), at: 1)
        scene.handle(.key(.right), at: 1)
        scene.handle(.key(.right), at: 1)
        XCTAssertEqual(scene.currentDay(at: 2), .tuesday, "Saturday, Sunday, Monday, Tuesday")
    }

    func testADotToTheRightSlidesThePagesForward() throws {
        var scene = makeScene()
        try scene.click(.footer(.dot(5)), at: 0)
        let midway = scene.pager.position(at: 0.1)
        XCTAssertGreaterThan(midway, 0, "Monday to Saturday goes forward through the week, not back through Sunday")
        XCTAssertEqual(scene.currentDay(at: 1), .saturday)
        XCTAssertEqual(scene.elements(at: 1).filter(\.isSelected).map(\.id), ["tab.5", "dot.5"])
    }

    func testAButtonReleasedOutsideItselfDoesNothing() throws {
        var scene = makeScene()
        let next = try scene.center(of: .footer(.next))
        scene.handle(.pointerDown(next), at: 0)
        scene.handle(.pointerMove(Point(x: next.x, y: 100)), at: 0.05)
        scene.handle(.pointerUp(Point(x: next.x, y: 100)), at: 0.1)
        XCTAssertEqual(scene.currentDay(at: 1), .monday)
        XCTAssertTrue(scene.isSettled(at: 1))
    }

    func testAClickOnThePagesIsNotADrag() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 200, y: 300)), at: 0)
        scene.handle(.pointerMove(Point(x: 197, y: 300)), at: 0.02)
        XCTAssertEqual(scene.pagesOffset(at: 0.02), 0, "within the slop the pages stay")
        scene.handle(.pointerUp(Point(x: 197, y: 300)), at: 0.04)
        XCTAssertEqual(scene.pager.currentIndex(at: 0.04), 0)
        XCTAssertTrue(scene.isSettled(at: 0.04))
    }

    func testDraggedPagesFollowThePointerAndReportTheirOffset() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 300, y: 300)), at: 0)
        scene.handle(.pointerMove(Point(x: 250, y: 320)), at: 0.1)
        XCTAssertEqual(scene.pagesOffset(at: 0.1), -50, accuracy: 1e-9)
        XCTAssertFalse(scene.isSettled(at: 0.1))
        scene.handle(.pointerUp(Point(x: 250, y: 320)), at: 2)
        XCTAssertEqual(scene.currentDay(at: 2.4), .monday, "50 pt slowly is under 20%")
    }

    func testPressingMidAnimationGrabsThePagesWhereTheyAre() {
        var scene = makeScene()
        scene.handle(.key(.right), at: 0)
        let before = scene.pagesOffset(at: 0.1)
        scene.handle(.pointerDown(Point(x: 200, y: 300)), at: 0.1)
        XCTAssertEqual(scene.pagesOffset(at: 0.3), before, "held where it was on screen")
    }

    func testTheSeamIsDrawnFromTheRingItself() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 100, y: 300)), at: 0)
        scene.handle(.pointerMove(Point(x: 295, y: 300)), at: 0.1)
        let list = scene.displayList(at: 0.1, measuring: FixedWidthText())
        let fills = list.commands.compactMap { command -> (Rect, Color)? in
            if case .fill(let rect, let color) = command, rect.height > 100 { return (rect, color) }
            return nil
        }
        XCTAssertEqual(fills.map(\.0.minX), [-195, 195])
        XCTAssertEqual(fills.map(\.1), [scene.background(of: .sunday), scene.background(of: .monday)])
    }

    func testTheLabelIsAsLargeAsFitsUpTo200Points() {
        func labelSize(_ locale: AppLocale, _ size: Size) -> Double? {
            let scene = DeckScene.weekdays(locale: locale, size: size)
            for case .text(let run) in scene.displayList(at: 0, measuring: FixedWidthText()).commands
            where run.style.weight == .bold {
                return run.style.size
            }
            return nil
        }
        XCTAssertEqual(labelSize(.ja, Size(width: 1280, height: 800)), 200)
        // Three characters of the fixed-width measure in 390 − 32 points: 119 pt.
        XCTAssertEqual(labelSize(.en, Size(width: 390, height: 844)), 119)
    }

    func testResizeKeepsTheCurrentPageAligned() {
        var scene = makeScene()
        scene.handle(.key(.right), at: 0)
        scene.handle(.resize(Size(width: 600, height: 500)), at: 0.1)
        XCTAssertEqual(scene.pagesOffset(at: 1), 0)
        XCTAssertEqual(scene.currentDay(at: 1), .tuesday)
        XCTAssertEqual(scene.element(for: .pages, at: 1)?.frame.width, 600)
    }
}
