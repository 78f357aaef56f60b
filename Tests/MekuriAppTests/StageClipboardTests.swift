@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest

/// Copy, cut and paste go through the stage's clipboard: the scene only says what is selected
/// and takes pasted text as typed text.
final class StageClipboardTests: XCTestCase {
    private func stageEditing(_ text: String) throws -> (Stage, MemoryClipboard) {
        let clipboard = MemoryClipboard()
        let stage = try makeWindowStage(showing: DeckScene.form(size: Size(width: 390, height: 844)), clipboard: clipboard)
        stage.send(.key(.tab), at: 0)
        stage.send(.key(.returnKey), at: 0)
        stage.send(.text(text), at: 0)
        return (stage, clipboard)
    }

    private func text(of stage: Stage) -> String? { stage.scene.state(at: 1)["text"]?.string }

    func testCopyPutsTheSelectionOnTheClipboardAndPasteTypesIt() throws {
        let (stage, clipboard) = try stageEditing("めくり")
        stage.send(.key(.c, modifiers: .command), at: 1)
        XCTAssertNil(clipboard.text, "nothing selected: nothing copied")
        stage.send(.key(.left, modifiers: .shift), at: 1)
        stage.send(.key(.left, modifiers: .shift), at: 1)
        stage.send(.key(.c, modifiers: .command), at: 1)
        XCTAssertEqual(clipboard.text, "くり")
        XCTAssertEqual(text(of: stage), "めくり", "a copy leaves the text")
        stage.send(.key(.end), at: 1)
        stage.send(.key(.v, modifiers: .command), at: 1)
        XCTAssertEqual(text(of: stage), "めくりくり")
    }

    func testCutRemovesWhatItCopiesAndPastedLinesBecomeOne() throws {
        let (stage, clipboard) = try stageEditing("page turning")
        stage.send(.key(.a, modifiers: .command), at: 1)
        stage.send(.key(.x, modifiers: .command), at: 1)
        XCTAssertEqual(clipboard.text, "page turning")
        XCTAssertEqual(text(of: stage), "")
        clipboard.text = "one\ntwo"
        stage.send(.key(.v, modifiers: .command), at: 1)
        XCTAssertEqual(text(of: stage), "one two")
    }

    func testPasteWithoutAFieldTypesNothing() throws {
        let clipboard = MemoryClipboard(text: "stray")
        let stage = try makeWindowStage(showing: DeckScene.form(size: Size(width: 390, height: 844)), clipboard: clipboard)
        stage.send(.key(.v, modifiers: .command), at: 0)
        stage.send(.key(.tab), at: 0)
        stage.send(.key(.returnKey), at: 0)
        XCTAssertEqual(text(of: stage), "")
    }

    func testTheInputMethodIsToldOnlyWhenTheSceneEndsItsComposition() throws {
        let (stage, _) = try stageEditing("abc")
        var ended = 0
        stage.compositionEnded = { ended += 1 }
        stage.send(.compose("にほ"), at: 1)
        stage.send(.text("日本"), at: 1)
        XCTAssertEqual(ended, 0, "the input method committed it itself")
        stage.send(.compose("ご"), at: 2)
        let field = try XCTUnwrap(stage.scene.elements(at: 2).first { $0.id == "textfield" }).frame
        let inWindow = field.center + Vector(dx: ScenePicker.width, dy: 0)
        stage.send(.pointerDown(inWindow), at: 2)
        stage.send(.pointerUp(inWindow), at: 2)
        XCTAssertEqual(ended, 1, "a click in the field committed it: the input method must drop its copy")
        XCTAssertEqual(text(of: stage), "abc日本ご")
    }

    func testLosingTheWindowFocusCommitsTheCompositionAndPasteWaitsForTheInputMethod() throws {
        let (stage, clipboard) = try stageEditing("abc")
        clipboard.text = "X"
        stage.send(.compose("にほ"), at: 1)
        stage.send(.key(.v, modifiers: .command), at: 1)
        XCTAssertEqual(text(of: stage), "abc", "the keys are the input method's while it composes")
        stage.pointerLost(at: 2)
        XCTAssertEqual(text(of: stage), "abcにほ")
        XCTAssertFalse(stage.scene.isComposingText)
        stage.send(.key(.v, modifiers: .command), at: 3)
        XCTAssertEqual(text(of: stage), "abcにほX")
    }
}
