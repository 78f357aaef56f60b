@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The stage gives its feel to every scene, on show, parked or made later, and keeps it in the
/// saved state.
final class StageFeelTests: XCTestCase {
    private let size = Size(width: 390, height: 844)
    private var loose: Feel {
        var feel = Feel.standard
        feel.loop = false
        feel.threshold = 0.35
        return feel
    }

    func testEveryScenePagesWithTheStagesFeel() throws {
        let stage = try makeWindowStage(showing: DeckScene.weekdays(locale: .ja, size: size))
        stage.switchScene(to: .cards, at: 0)
        stage.apply(loose, at: 0)
        XCTAssertEqual((stage.scene as? DeckScene)?.pager.feel, loose)
        stage.switchScene(to: .weekdays, at: 0)
        XCTAssertEqual((stage.scene as? DeckScene)?.pager.feel, loose, "a parked scene took it")
        stage.switchScene(to: .form, at: 0)
        XCTAssertEqual((stage.scene as? DeckScene)?.pager.feel, loose, "a scene made later has it")
        XCTAssertFalse((stage.scene as? DeckScene)?.pager.wraps ?? true)
    }

    func testTheSavedStateKeepsTheFeel() throws {
        let stage = try makeWindowStage(showing: DeckScene.weekdays(locale: .ja, size: size))
        stage.apply(loose, at: 0)
        let saved = stage.savedState(at: 0)
        XCTAssertEqual(saved["feel"], loose.json)

        let restored = try makeWindowStage(showing: DeckScene.weekdays(locale: .ja, size: size))
        restored.restore(saved)
        XCTAssertEqual(restored.feel, loose)
        XCTAssertEqual((restored.scene as? DeckScene)?.pager.feel, loose)
    }
}
