import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// Issue 14's breakages at the sizes they were found at, on the scenes as values: what does not
/// fit is left out or made smaller, never drawn over something else.
final class SmallSceneLayoutTests: XCTestCase {
    /// The scene's controls other than its containers (pages, lists).
    private func controls(of scene: any Scene) -> [Element] {
        scene.elements(at: 0).filter { $0.role != .pager && $0.role != .list }
    }

    /// Whether `inner` lies wholly inside `outer`, within a billionth of a point (seven dots of
    /// 100/7 pt end at 100 give or take the rounding).
    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let tolerance = 1e-9
        return inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
    }

    func testAt100x100PrevAndNextShareTheBarWithoutOverlapping() throws {
        let scene = DeckScene.weekdays(locale: .ja, size: Size(width: 100, height: 100))
        let prev = try XCTUnwrap(scene.element(withID: "prev", time: 0)).frame
        let next = try XCTUnwrap(scene.element(withID: "next", time: 0)).frame
        XCTAssertLessThanOrEqual(prev.maxX, next.minX, "前へ \(prev) and 次へ \(next)")
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        for element in controls(of: scene) {
            XCTAssertTrue(contains(bounds, element.frame), "\(element.id) \(element.frame) leaves the scene")
        }
    }

    func testAt1x1EveryControlIsLeftOutButThePullZone() {
        for kind in SceneKind.builtIn {
            let scene = kind.makeShippedScene(locale: .en, size: Size(width: 1, height: 1))
            XCTAssertEqual(controls(of: scene).map(\.id).filter { $0 != "panel" }, [], "\(kind.name)")
        }
    }

    func testAt800x320ShowPushViewIsDrawnWholeAndTheTabAreaBelowItHitsNothing() throws {
        let scene = DeckScene.pulldown(size: Size(width: 800, height: 320))
        let row = try XCTUnwrap(scene.element(withID: "push.show", time: 0)).frame
        var clips: [Rect] = [Rect(x: 0, y: 0, width: 800, height: 320)]
        var rowClip: Rect?
        var tabArea: Rect?
        for command in scene.displayList(at: 0, measuring: FixedWidthText()).commands {
            switch command {
            case .pushClip(let rect): clips.append(rect)
            case .popClip: clips.removeLast()
            case .text(let run) where run.text == "Show PushView.": rowClip = clips.last
            case .text(let run) where run.text == "Tab A" && run.style.size > 20: tabArea = run.frame
            default: break
            }
        }
        XCTAssertTrue(contains(try XCTUnwrap(rowClip), row), "the row \(row) is cut by the navigation area \(rowClip!)")
        let area = try XCTUnwrap(tabArea)
        let hits = stride(from: area.minY, to: area.maxY, by: 4).flatMap { y in
            stride(from: area.minX, to: area.maxX, by: 50).compactMap { x in
                scene.control(at: Point(x: x, y: y), time: 0).map { "\($0.control.id) at (\(x), \(y))" }
            }
        }
        XCTAssertEqual(hits, [], "clicks in the Tab A area \(area)")
    }
}
