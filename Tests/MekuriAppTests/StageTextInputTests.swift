@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest

/// The stage in the window's arrangement: the scene beside the picker.
final class StageTextInputTests: XCTestCase {
    func testTheInputMethodIsToldWhereTheFieldIsInTheWindowBesideThePicker() throws {
        let scene = DeckScene.form(size: Size(width: 390, height: 844))
        let field = try XCTUnwrap(scene.element(for: .textField, at: 0)).frame
        let stage = try makeWindowStage(showing: scene)
        stage.send(.pointerDown(field.center + Vector(dx: ScenePicker.width, dy: 0)), at: 0)
        stage.send(.pointerUp(field.center + Vector(dx: ScenePicker.width, dy: 0)), at: 0)
        let scenesOwn = try XCTUnwrap(stage.scene.textInputFrame(at: 0))
        XCTAssertEqual(stage.textInputFrame(at: 0), scenesOwn.offsetBy(dx: ScenePicker.width, dy: 0))
    }
}
