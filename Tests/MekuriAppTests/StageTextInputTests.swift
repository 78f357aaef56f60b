@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest

/// A stage as the window has it, the scene beside the picker, painting into memory.
func makeWindowStage(showing scene: any Scene) throws -> Stage {
    let runtime = try SDLRuntime(video: false)
    let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                runtime: runtime)
    let surface = try Surface(width: Int(scene.size.width + ScenePicker.width), height: Int(scene.size.height))
    let painter = DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime), fonts: fonts)
    return Stage(scene: scene, locale: .ja, painter: painter, picker: ScenePicker())
}

/// The stage in the window's arrangement: the scene beside the picker.
final class StageTextInputTests: XCTestCase {
    func testTheInputMethodIsToldWhereTheFieldIsInTheWindowBesideThePicker() throws {
        let scene = FormScene(locale: .ja, size: Size(width: 390, height: 844))
        let field = try XCTUnwrap(scene.element(withID: "textfield", time: 0)).frame
        let stage = try makeWindowStage(showing: scene)
        stage.send(.pointerDown(field.center + Vector(dx: ScenePicker.width, dy: 0)), at: 0)
        stage.send(.pointerUp(field.center + Vector(dx: ScenePicker.width, dy: 0)), at: 0)
        let scenesOwn = try XCTUnwrap(stage.scene.textInputFrame(at: 0))
        XCTAssertEqual(stage.textInputFrame(at: 0), scenesOwn.offsetBy(dx: ScenePicker.width, dy: 0))
    }
}

/// The window losing the focus in the middle of a drag.
final class StageFocusLossTests: XCTestCase {
    func testLosingTheFocusMidDragEndsTheGestureAndThePagesSettle() throws {
        let stage = try makeWindowStage(showing: WeekdaysScene(locale: .ja, size: Size(width: 390, height: 844)))
        stage.send(.pointerDown(Point(x: 468, y: 400)), at: 0)
        stage.send(.pointerMove(Point(x: 400, y: 400)), at: 0.05)
        stage.send(.pointerMove(Point(x: 300, y: 400)), at: 0.1)
        XCTAssertFalse(stage.scene.isSettled(at: 0.1))
        stage.pointerLost(at: 0.2)
        XCTAssertTrue(stage.scene.isSettled(at: 1), "no longer held: the pages settle")
        XCTAssertEqual(stage.scene.state(at: 1)["page"], .number(1), "168 pt of 390 dragged: on to the next page")
        XCTAssertEqual(stage.scene.state(at: 1)["offset"], .number(0))
        stage.send(.pointerUp(Point(x: 300, y: 400)), at: 2)
        XCTAssertEqual(stage.scene.state(at: 3)["page"], .number(1), "a late release changes nothing")
    }
}
