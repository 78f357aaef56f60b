import MekuriEngine
import MekuriUI
import XCTest

final class TabsSceneTests: XCTestCase {
    func testStartsOnTheFirstTabWithTheDocumentedStateAndElements() {
        let scene = TabsScene(size: Size(width: 390, height: 844))
        XCTAssertEqual(scene.state(at: 0).serialized,
                       #"{"scene":"tabs","tab":"first","scrollY":{"first":0,"second":0},"settled":true}"#)
        XCTAssertEqual(scene.elements(at: 0).map(\.id), ["list", "tabbar.first", "tabbar.second"])
        XCTAssertEqual(scene.elements(at: 0).filter(\.isSelected).map(\.id), ["tabbar.first"])
    }

    func testSwitchingIsInstantAndEachTabKeepsItsPosition() throws {
        var scene = TabsScene(size: Size(width: 390, height: 844))
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
        var scene = TabsScene(size: Size(width: 390, height: 844))
        scene.handle(.wheel(Vector(dx: 0, dy: -400)), at: 0)
        try scene.click(.tabBar(.second), at: 1)
        scene.handle(.wheel(Vector(dx: 0, dy: -200)), at: 1)
        try scene.click(.tabBar(.second), at: 2)
        XCTAssertEqual(scene.state(at: 2.4).serialized,
                       #"{"scene":"tabs","tab":"second","scrollY":{"first":400,"second":0},"settled":true}"#)
    }

    func testADragScrollsWithMomentum() {
        var scene = TabsScene(size: Size(width: 390, height: 844))
        scene.handle(.pointerDown(Point(x: 200, y: 600)), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 500)), at: 0.05)
        scene.handle(.pointerMove(Point(x: 200, y: 400)), at: 0.1)
        scene.handle(.pointerUp(Point(x: 200, y: 400)), at: 0.1)
        let released = scene.lists[0].scroller.offset(at: 0.1)
        XCTAssertEqual(released, 200)
        XCTAssertGreaterThan(scene.lists[0].scroller.offset(at: 1), released + 500, "coasts on")
        XCTAssertTrue(scene.isAnimating(at: 1))
        XCTAssertFalse(scene.isAnimating(at: 10))
    }
}
