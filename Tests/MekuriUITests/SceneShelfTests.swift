import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// A pane's scenes: the one on show, and the others as they were left, each with its own last
/// gesture (what the stage and a compared pane both keep).
final class SceneShelfTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    func testAScenePutAsideComesBackAsItWasLeftAndANewOneIsMadeOnce() {
        var weekdays = SceneKind.weekdays.makeShippedScene(locale: .ja, size: size)
        _ = weekdays.activate(elementID: "dot.3", at: 0)
        var shelf = SceneShelf(showing: weekdays)
        var made = 0
        let left = shelf.show(.tabs, size: size, traits: .bare, at: 1) {
            made += 1
            return SceneKind.tabs.makeShippedScene(locale: .ja, size: size)
        }
        XCTAssertEqual(left, .weekdays)
        XCTAssertEqual(shelf.scene.kind, .tabs)
        XCTAssertEqual(shelf.parkedScenes.map(\.kind), [.weekdays])
        shelf.show(.weekdays, size: size, traits: .bare, at: 2) { XCTFail("made again"); return weekdays }
        XCTAssertEqual(shelf.scene.state(at: 5)["page"], .number(3), "Thursday, as it was left")
        shelf.show(.tabs, size: size, traits: .bare, at: 3) { made += 1; return SceneKind.tabs.makeShippedScene(locale: .ja, size: size) }
        XCTAssertEqual(made, 1, "the tabs were put aside, not made twice")
    }

    func testAScenePutAsideIsResizedWhenItComesBackToAnotherSize() {
        var shelf = SceneShelf(showing: SceneKind.weekdays.makeShippedScene(locale: .ja, size: size))
        shelf.show(.tabs, size: size, traits: .bare, at: 0) { SceneKind.tabs.makeShippedScene(locale: .ja, size: size) }
        let wide = Size(width: 600, height: 700)
        shelf.scene.resize(to: wide, traits: .bare, at: 1)
        let stand = shelf.scene
        shelf.show(.weekdays, size: wide, traits: .bare, at: 2) { XCTFail("made again"); return stand }
        XCTAssertEqual(shelf.scene.size, wide)
    }

    func testEveryScenePutAsideOrOnShowIsChangedTogether() {
        var shelf = SceneShelf(showing: SceneKind.weekdays.makeShippedScene(locale: .ja, size: size))
        shelf.show(.form, size: size, traits: .bare, at: 0) { SceneKind.form.makeShippedScene(locale: .ja, size: size) }
        shelf.updateEach { $0.appearance = .dark }
        XCTAssertEqual(shelf.scene.appearance, .dark)
        XCTAssertEqual(shelf.parkedScenes.map(\.appearance), [.dark])
    }
}
