import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

final class TabsSceneTests: XCTestCase {
    func testStartsOnTheFirstTabWithTheDocumentedStateAndElements() {
        let scene = DeckScene.tabs(size: Size(width: 390, height: 844))
        XCTAssertEqual(scene.state(at: 0).serialized,
                       #"{"scene":"tabs","tab":"first","scrollY":{"first":0,"second":0},"settled":true}"#)
        XCTAssertEqual(scene.elements(at: 0).map(\.id), ["list", "tabbar.first", "tabbar.second"])
        XCTAssertEqual(scene.elements(at: 0).filter(\.isSelected).map(\.id), ["tabbar.first"])
    }

    func testSwitchingIsInstantAndEachTabKeepsItsPosition() throws {
        var scene = DeckScene.tabs(size: Size(width: 390, height: 844))
        scene.handle(.wheel(Vector(dx: 0, dy: -400)), at: 0)
        try scene.click(.tabBar(.second), at: 1)
        XCTAssertEqual(scene.selectedTab, .second, "no animation")
        XCTAssertTrue(scene.isSettled(at: 1))
        scene.handle(.key(.down), at: 1)
        try scene.click(.tabBar(.first), at: 2)
        XCTAssertEqual(scene.state(at: 2).serialized,
                       #"{"scene":"tabs","tab":"first","scrollY":{"first":400,"second":44},"settled":true}"#)
    }

    func testClickingTheSelectedTabScrollsOnlyItsListToTheTop() throws {
        var scene = DeckScene.tabs(size: Size(width: 390, height: 844))
        scene.handle(.wheel(Vector(dx: 0, dy: -400)), at: 0)
        try scene.click(.tabBar(.second), at: 1)
        scene.handle(.wheel(Vector(dx: 0, dy: -200)), at: 1)
        try scene.click(.tabBar(.second), at: 2)
        XCTAssertEqual(scene.state(at: 2.4).serialized,
                       #"{"scene":"tabs","tab":"second","scrollY":{"first":400,"second":0},"settled":true}"#)
    }

    func testADragScrollsWithMomentum() {
        var scene = DeckScene.tabs(size: Size(width: 390, height: 844))
        scene.handle(.pointerDown(Point(x: 200, y: 600)), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 500)), at: 0.05)
        scene.handle(.pointerMove(Point(x: 200, y: 400)), at: 0.1)
        scene.handle(.pointerUp(Point(x: 200, y: 400)), at: 0.1)
        let released = scene.tabLists[0].scroller.offset(at: 0.1)
        XCTAssertEqual(released, 200)
        XCTAssertGreaterThan(scene.tabLists[0].scroller.offset(at: 1), released + 500, "coasts on")
        XCTAssertTrue(scene.isAnimating(at: 1))
        XCTAssertFalse(scene.isAnimating(at: 10))
    }

    /// The colours the "Second" tab's label is drawn in at `time`.
    private func secondLabelColor(_ scene: DeckScene, at time: Double) -> Color? {
        scene.displayList(at: time, measuring: FixedWidthText()).commands.lazy.compactMap { command -> Color? in
            if case .text(let run) = command, run.text == "Second" { return run.color }
            return nil
        }.first
    }

    func testAHeldTabShowsPressedOnlyWhileThePointerIsOverItAndAReleaseOffItDoesNothing() throws {
        var scene = DeckScene.tabs(size: Size(width: 390, height: 844))
        let tab = try XCTUnwrap(scene.element(for: .tabBar(.second), at: 0)).frame
        let normal = try XCTUnwrap(secondLabelColor(scene, at: 0))
        scene.handle(.pointerDown(tab.center), at: 0)
        XCTAssertEqual(secondLabelColor(scene, at: 0), normal.withOpacity(0.35), "pressed while held")
        XCTAssertFalse(scene.isSettled(at: 0), "a held tab is a press under way")
        scene.handle(.pointerMove(Point(x: tab.center.x, y: tab.minY - 40)), at: 0.1)
        XCTAssertEqual(secondLabelColor(scene, at: 0.1), normal, "dragged off, it shows normal")
        scene.handle(.pointerUp(Point(x: tab.center.x, y: tab.minY - 40)), at: 0.2)
        XCTAssertEqual(scene.selectedTab, .first, "released off the tab: no switch")
        XCTAssertTrue(scene.isSettled(at: 0.2))

        scene.handle(.pointerDown(tab.center), at: 1)
        scene.handle(.pointerMove(Point(x: tab.center.x, y: tab.minY - 40)), at: 1.1)
        scene.handle(.pointerMove(tab.center), at: 1.2)
        XCTAssertEqual(secondLabelColor(scene, at: 1.2), normal.withOpacity(0.35), "back over it, pressed again")
        scene.handle(.pointerUp(tab.center), at: 1.3)
        XCTAssertEqual(scene.selectedTab, .second, "released over it: it switches")
    }
}
