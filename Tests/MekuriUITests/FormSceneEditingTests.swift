import MekuriEngine
@testable import MekuriUI
import XCTest

/// The form's text field as every platform has it, measured with ``FixedWidthText`` (every
/// character 17 pt wide at the field's 17 pt): at 390 pt the field's text starts at x 32 and has
/// 326 pt, 324 of them for text before the 2-pt caret.
final class FormSceneEditingTests: XCTestCase {
    private let textStart = 32.0
    private let advance = 17.0

    private func focusedScene(typing text: String) throws -> DeckScene {
        var scene = DeckScene.form(size: Size(width: 390, height: 844))
        try scene.click(.textField, at: 0)
        scene.send(.text(text), at: 0)
        return scene
    }

    private func point(beforeCharacter index: Int, _ scene: DeckScene, nudge: Double = 0) -> Point {
        Point(x: textStart - scene.fieldScroll + Double(index) * advance + nudge,
              y: scene.element(for: .textField, at: 0)!.frame.center.y)
    }

    func testAClickInsideTheTextPutsTheCaretAtTheNearestPlaceBetweenCharacters() throws {
        var scene = try focusedScene(typing: "abcdef")
        scene.send(.key(.escape), at: 1)
        scene.clickAndMeasure(at: point(beforeCharacter: 2, scene, nudge: 5), time: 2)
        XCTAssertTrue(scene.isEditing)
        XCTAssertEqual(scene.editor.caret, 2, "the click that focuses the field places the caret")
        scene.clickAndMeasure(at: point(beforeCharacter: 4, scene, nudge: 10), time: 3)
        XCTAssertEqual(scene.editor.caret, 5, "10 pt into the fifth character is nearer its end")
        scene.clickAndMeasure(at: Point(x: 350, y: point(beforeCharacter: 0, scene).y), time: 4)
        XCTAssertEqual(scene.editor.caret, 6, "beyond the text: its end")
    }

    func testADragInTheFocusedFieldSelectsAndTheFormStaysOnItsPage() throws {
        var scene = try focusedScene(typing: "abcdef")
        scene.handle(.pointerDown(point(beforeCharacter: 1, scene)), at: 1)
        for step in 1...6 {
            scene.send(.pointerMove(point(beforeCharacter: 1, scene, nudge: Double(step) * 8.5)), at: 1 + Double(step) / 60)
        }
        scene.send(.pointerUp(point(beforeCharacter: 4, scene)), at: 1.2)
        XCTAssertEqual(scene.editor.selection, 1..<4)
        XCTAssertEqual(scene.selectedText(at: 1.2), "bcd", "what a copy takes")
        XCTAssertEqual(scene.pagesOffset(at: 2), 0)
        XCTAssertEqual(scene.pager.currentIndex(at: 2), 0)
    }

    func testADoubleClickSelectsAWordAndATripleClickEverything() throws {
        var scene = try focusedScene(typing: "Hello 日本語です")
        let onHon = point(beforeCharacter: 7, scene, nudge: 4)
        scene.clickAndMeasure(at: onHon, time: 1)
        scene.clickAndMeasure(at: onHon, time: 1.2)
        XCTAssertEqual(scene.editor.selectedText, "日本語")
        scene.clickAndMeasure(at: onHon, time: 1.4)
        XCTAssertEqual(scene.editor.selectedText, "Hello 日本語です")
        scene.clickAndMeasure(at: onHon, time: 2.5)
        XCTAssertFalse(scene.editor.hasSelection, "a click later is a single click again")
    }

    func testTheFieldScrollsOnlyAsFarAsKeepsTheCaretInViewAndShowsItsStartUnfocused() throws {
        var scene = try focusedScene(typing: String(repeating: "あ", count: 30))
        XCTAssertEqual(scene.fieldScroll, 30 * advance - 324, "the caret at the right edge, whole")
        let scrolled = scene.fieldScroll
        for time in 1...3 { scene.send(.key(.left), at: Double(time)) }
        XCTAssertEqual(scene.fieldScroll, scrolled, "the caret is still in view: nothing moves")
        scene.send(.key(.home), at: 4)
        XCTAssertEqual(scene.fieldScroll, 0)
        scene.send(.key(.end), at: 5)
        XCTAssertEqual(scene.fieldScroll, scrolled)
        for time in 6...15 { scene.send(.key(.backspace), at: Double(time)) }
        XCTAssertEqual(scene.fieldScroll, 20 * advance - 324, "no blank room after the end")
        scene.send(.key(.escape), at: 16)
        XCTAssertEqual(scene.fieldScroll, 0, "unfocused, the field shows its start")
    }

    func testAnUnfinishedCompositionIsCommittedWhenANextClickTakesTheFocus() throws {
        var scene = try focusedScene(typing: "abc")
        scene.send(.compose("にほんご"), at: 1)
        try scene.click(.footer(.next), at: 2)
        XCTAssertEqual(scene.editor.text, "abcにほんご")
        XCTAssertFalse(scene.isEditing)
        XCTAssertEqual(scene.pager.targetIndex(at: 2), 1, "and the click still pages")
    }

    func testKeysMoveAndSelectAndShortcutsEdit() throws {
        var scene = try focusedScene(typing: "めくりapp")
        scene.send(.key(.home), at: 1)
        scene.send(.key(.right, modifiers: .shift), at: 1)
        scene.send(.key(.right, modifiers: .shift), at: 1)
        XCTAssertEqual(scene.editor.selectedText, "めく")
        XCTAssertEqual(scene.state(at: 1)["selection"], .array([.number(0), .number(2)]))
        scene.send(.key(.right), at: 2)
        XCTAssertEqual(scene.editor.caret, 2, "Right collapses the selection to its end")
        scene.send(.key(.end, modifiers: .shift), at: 2)
        XCTAssertEqual(scene.editor.selectedText, "りapp")
        scene.send(.key(.x, modifiers: .command), at: 3)
        XCTAssertEqual(scene.editor.text, "めく", "a cut removes the selection (the stage copied it)")
        scene.send(.key(.a, modifiers: .command), at: 4)
        scene.send(.text("new"), at: 5)
        XCTAssertEqual(scene.editor.text, "new", "typing replaces the selection")
        scene.send(.key(.up), at: 6)
        XCTAssertEqual(scene.editor.caret, 0, "Up goes to the start of a one-line field")
        scene.send(.key(.down, modifiers: .shift), at: 7)
        XCTAssertEqual(scene.editor.selection, 0..<3)
        scene.send(.key(.delete), at: 8)
        XCTAssertEqual(scene.editor.text, "")
    }

    func testAJoiningCompositionIsMeasuredAndDrawnWithoutFallingOffTheText() throws {
        var scene = try focusedScene(typing: "🇯")
        scene.send(.compose("🇵"), at: 1)
        XCTAssertEqual(scene.fieldStops.count, 2)
        _ = scene.displayList(at: 1, measuring: FixedWidthText())
        scene.send(.text("🇵"), at: 2)
        XCTAssertEqual(scene.editor.text, "🇯🇵")
    }

    func testPuttingTheSceneAsideCommitsTheCompositionAndLeavesTheField() throws {
        var scene = try focusedScene(typing: "abc")
        scene.send(.compose("にほん"), at: 1)
        XCTAssertTrue(scene.isComposingText)
        scene.cancelGesture(at: 2)
        XCTAssertEqual(scene.editor.text, "abcにほん")
        XCTAssertFalse(scene.isEditing)
        XCTAssertFalse(scene.isComposingText)
        try scene.click(.textField, at: 3)
        scene.send(.key(.backspace), at: 4)
        XCTAssertEqual(scene.editor.text, "abcにほ", "the field takes keys again")
    }

    func testAnUnfinishedCompositionIsSavedAsTyped() throws {
        var scene = try focusedScene(typing: "abc")
        scene.send(.compose("にほん"), at: 1)
        XCTAssertEqual(scene.savedState(at: 1)["text"], .string("abcにほん"))
    }

    func testWithoutAFocusedFieldShortcutsAndTextDoNothing() {
        var scene = DeckScene.form(size: Size(width: 390, height: 844))
        scene.send(.key(.a, modifiers: .command), at: 0)
        scene.send(.text("x"), at: 0)
        XCTAssertEqual(scene.editor.text, "")
        XCTAssertNil(scene.selectedText(at: 0))
    }
}

private extension DeckScene {
    /// Handles `event`, then measures as the stage does after every event.
    mutating func send(_ event: InputEvent, at time: Double) {
        handle(event, at: time)
        measureText(with: FixedWidthText())
    }

    mutating func clickAndMeasure(at point: Point, time: Double) {
        send(.pointerDown(point), at: time)
        send(.pointerUp(point), at: time)
    }
}
