import MekuriEngine
import MekuriUI
import XCTest

final class FormSceneTests: XCTestCase {
    private func makeScene() -> DeckScene { DeckScene.form(size: Size(width: 390, height: 844)) }

    private func frame(_ control: DeckScene.Control, _ scene: DeckScene, at time: Double = 0) throws -> Rect {
        try XCTUnwrap(scene.element(for: control, at: time)).frame
    }

    private func enabled(_ scene: DeckScene, at time: Double) -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: scene.elements(at: time).map { ($0.id, $0.isEnabled) })
    }

    func testStartsWithTheDocumentedState() {
        XCTAssertEqual(makeScene().state(at: 0).serialized,
                       #"{"scene":"form","page":0,"settled":true,"offset":0,"text":"","selection":[0,0],"composition":"","toggle":false,"slider":0.5,"focus":null}"#)
    }

    func testButtonsAndTheCurrentDotAreDisabledAtTheEnds() throws {
        var scene = makeScene()
        var flags = enabled(scene, at: 0)
        XCTAssertEqual([flags["prev"], flags["next"], flags["dot.0"], flags["dot.1"]], [false, true, false, true])
        try scene.click(.footer(.prev), at: 0)
        XCTAssertTrue(scene.isSettled(at: 0), "a disabled button does nothing")
        try scene.click(.footer(.next), at: 0)
        try scene.click(.footer(.next), at: 0.1)
        try scene.click(.footer(.next), at: 0.2)
        XCTAssertEqual(scene.pager.currentIndex(at: 1), 2, "never past the last page")
        flags = enabled(scene, at: 1)
        XCTAssertEqual([flags["prev"], flags["next"], flags["dot.2"]], [true, false, false])
    }

    func testNextBringsThePageInFromTheRightAndADotJumpSlidesThroughPageTwo() throws {
        var scene = makeScene()
        try scene.click(.footer(.next), at: 0)
        XCTAssertLessThan(try frame(.toggle, scene, at: 0.1).minX, try frame(.toggle, scene, at: 0.05).minX,
                          "page 2 moves in leftwards, from the right")
        XCTAssertLessThan(scene.pager.offset(at: 0.1, pageWidth: 390), 0, "and the current page leaves to the left")
        try scene.click(.footer(.dot(0)), at: 1)
        try scene.click(.footer(.dot(2)), at: 2)
        let positions = stride(from: 2.0, through: 2.4, by: 1 / 60).map { scene.pager.position(at: $0) }
        XCTAssertEqual(positions.first, 0)
        XCTAssertEqual(positions.last, 2)
        XCTAssertTrue(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "one continuous slide")
        XCTAssertTrue(positions.contains { $0 > 0.9 && $0 < 1.1 }, "through page 2")
    }

    func testADragOnTheSliderSetsItAndNeverPages() throws {
        var scene = makeScene()
        scene.handle(.key(.right), at: 0)
        scene.handle(.key(.right), at: 0.4)
        let slider = try frame(.slider, scene, at: 1)
        scene.handle(.pointerDown(Point(x: slider.minX + 20, y: slider.center.y)), at: 1)
        scene.handle(.pointerMove(Point(x: slider.maxX - 100, y: slider.center.y)), at: 1.1)
        scene.handle(.pointerMove(Point(x: slider.maxX + 200, y: slider.center.y + 100)), at: 1.2)
        XCTAssertEqual(scene.pagesOffset(at: 1.2), 0)
        XCTAssertEqual(scene.sliderValue, 1)
        scene.handle(.pointerUp(Point(x: slider.minX + 14 + 0.25 * (slider.width - 28), y: slider.center.y)), at: 1.3)
        XCTAssertEqual(try XCTUnwrap(scene.sliderValue), 0.25, accuracy: 1e-9)
        XCTAssertEqual(scene.pager.currentIndex(at: 2), 2)
        XCTAssertEqual(scene.elements(at: 2).first { $0.id == "slider" }?.label, "何かの値: 0.25")
    }

    func testTheToggleFlipsAndItsKnobAnimates() throws {
        var scene = makeScene()
        scene.handle(.key(.right), at: 0)
        try scene.click(.toggle, at: 1)
        XCTAssertEqual(scene.isToggleOn, true)
        XCTAssertTrue(scene.isAnimating(at: 1.1))
        XCTAssertFalse(scene.isAnimating(at: 1.3))
    }

    func testTypingEditingAndFocus() throws {
        var scene = makeScene()
        try scene.click(.textField, at: 0)
        XCTAssertTrue(scene.isEditing)
        scene.handle(.text("日本語"), at: 0.1)
        scene.handle(.key(.left), at: 0.2)
        scene.handle(.key(.backspace), at: 0.3)
        XCTAssertEqual(scene.editor.text, "日語")
        XCTAssertEqual(scene.pager.currentIndex(at: 1), 0, "Left moves the caret, not the page")
        scene.handle(.key(.escape), at: 1)
        XCTAssertFalse(scene.isEditing)
        scene.handle(.text("x"), at: 1.1)
        XCTAssertEqual(scene.editor.text, "日語", "no typing without focus")
        scene.handle(.key(.right), at: 1.2)
        XCTAssertEqual(scene.pager.currentIndex(at: 2), 1, "unfocused, Right pages")
    }

    func testAClickElsewhereUnfocusesAndTheCaretBlinksTwiceASecond() throws {
        var scene = makeScene()
        try scene.click(.textField, at: 0)
        XCTAssertEqual(scene.nextWakeUp(after: 0.1), 0.5)
        XCTAssertEqual(scene.nextWakeUp(after: 0.5), 1.0)
        XCTAssertNotNil(scene.textInputFrame(at: 0.1))
        scene.click(at: Point(x: 200, y: 500), time: 1)
        XCTAssertFalse(scene.isEditing)
        XCTAssertNil(scene.nextWakeUp(after: 1))
        XCTAssertNil(scene.textInputFrame(at: 1))
    }

    func testValuesSurviveAResize() throws {
        var scene = makeScene()
        try scene.click(.textField, at: 0)
        scene.handle(.text("abc"), at: 0)
        scene.handle(.key(.escape), at: 0)
        scene.handle(.key(.right), at: 0)
        scene.handle(.resize(Size(width: 600, height: 500)), at: 0.1)
        XCTAssertEqual(scene.state(at: 1).serialized,
                       #"{"scene":"form","page":1,"settled":true,"offset":0,"text":"abc","selection":[3,3],"composition":"","toggle":false,"slider":0.5,"focus":null}"#)
    }
}

extension FormSceneTests {
    func testADragThatStartsOnTheTextFieldPages() throws {
        var scene = makeScene()
        let field = try frame(.textField, scene).center
        scene.handle(.pointerDown(field), at: 0)
        scene.handle(.pointerMove(Point(x: field.x - 150, y: field.y)), at: 0.1)
        scene.handle(.pointerUp(Point(x: field.x - 150, y: field.y)), at: 0.2)
        XCTAssertEqual(scene.pager.currentIndex(at: 1), 1)
        XCTAssertFalse(scene.isEditing, "a drag is not a click")
    }

    func testADragOnTheSwitchSlidesItsKnobAsIOSDoesAndNeverPages() throws {
        var scene = makeScene()
        scene.handle(.key(.right), at: 0)
        let toggle = try frame(.toggle, scene, at: 1)
        let travel = toggle.width - toggle.height
        // Right across the whole switch: the knob follows, and turns it on when let go.
        scene.handle(.pointerDown(toggle.center), at: 1)
        scene.handle(.pointerMove(Point(x: toggle.center.x + travel / 4, y: toggle.center.y)), at: 1.05)
        XCTAssertEqual(scene.knobPosition(at: 1.05), 0.25, accuracy: 1e-9, "the knob under the pointer")
        XCTAssertEqual(scene.isToggleOn, false, "not yet: only when let go")
        scene.handle(.pointerMove(Point(x: toggle.center.x + 200, y: toggle.center.y)), at: 1.1)
        XCTAssertEqual(scene.knobPosition(at: 1.1), 1, "no further than the switch's end")
        scene.handle(.pointerUp(Point(x: toggle.center.x + 200, y: toggle.center.y)), at: 1.2)
        XCTAssertEqual(scene.isToggleOn, true)
        XCTAssertEqual(scene.pager.currentIndex(at: 2), 1, "the pages stay on the switch's page")
        XCTAssertEqual(scene.pager.offset(at: 1.2, pageWidth: 390), 0, "and never moved")
        // Left by less than half its travel: it springs back on.
        scene.handle(.pointerDown(toggle.center), at: 3)
        scene.handle(.pointerMove(Point(x: toggle.center.x - travel * 0.4, y: toggle.center.y)), at: 3.1)
        scene.handle(.pointerUp(Point(x: toggle.center.x - travel * 0.4, y: toggle.center.y)), at: 3.2)
        XCTAssertEqual(scene.isToggleOn, true)
        XCTAssertEqual(scene.knobPosition(at: 4), 1)
        // Past half way: off, the knob settling from where it was let go.
        scene.handle(.pointerDown(toggle.center), at: 5)
        scene.handle(.pointerMove(Point(x: toggle.center.x - travel * 0.7, y: toggle.center.y)), at: 5.1)
        scene.handle(.pointerUp(Point(x: toggle.center.x - travel * 0.7, y: toggle.center.y)), at: 5.2)
        XCTAssertEqual(scene.isToggleOn, false)
        XCTAssertEqual(scene.knobPosition(at: 5.2), 0.3, accuracy: 1e-9)
        XCTAssertEqual(scene.knobPosition(at: 6), 0)
        // A click still flips it.
        try scene.click(.toggle, at: 7)
        XCTAssertEqual(scene.isToggleOn, true)
        // A slide whose release never comes lets go of the knob at the next press.
        scene.handle(.pointerDown(toggle.center), at: 9)
        scene.handle(.pointerMove(Point(x: toggle.center.x - travel / 2, y: toggle.center.y)), at: 9.1)
        XCTAssertEqual(scene.knobPosition(at: 9.1), 0.5, accuracy: 1e-9)
        scene.handle(.pointerDown(Point(x: 20, y: 20)), at: 9.2)
        XCTAssertEqual(scene.knobPosition(at: 9.2), 1, "back on the switch's side")
        scene.handle(.pointerUp(Point(x: 20, y: 20)), at: 9.3)
    }

    func testAClickOnAControlOfASlidingPageOnlyCatchesThePages() throws {
        var scene = makeScene()
        scene.handle(.key(.right), at: 0)
        let toggle = try frame(.toggle, scene, at: 0.1).center
        scene.handle(.pointerDown(toggle), at: 0.1)
        scene.handle(.pointerUp(toggle), at: 0.12)
        XCTAssertEqual(scene.isToggleOn, false)
        XCTAssertTrue(scene.isSettled(at: 1))
    }

    func testAnUnfinishedCompositionIsCommittedWhenTheFocusLeaves() throws {
        var scene = makeScene()
        try scene.click(.textField, at: 0)
        scene.handle(.text("a"), at: 0)
        scene.handle(.compose("にほ"), at: 0.1)
        scene.handle(.key(.returnKey), at: 0.2)
        XCTAssertTrue(scene.isEditing, "Return belongs to the input method")
        scene.handle(.key(.escape), at: 0.3)
        XCTAssertTrue(scene.isEditing)
        scene.handle(.compose(""), at: 0.4)
        scene.handle(.key(.escape), at: 0.5)
        XCTAssertFalse(scene.isEditing)
        XCTAssertEqual(scene.editor.text, "a", "a composition the input method ended itself is not typed")
        scene.handle(.compose("stale"), at: 0.6)  // arrives after the focus left: ignored
        try scene.click(.textField, at: 1)
        scene.handle(.key(.backspace), at: 1.1)
        XCTAssertEqual(scene.editor.text, "", "editing works again")
        scene.handle(.compose("にほ"), at: 1.2)
        scene.click(at: Point(x: 200, y: 500), time: 1.3)
        XCTAssertEqual(scene.editor.text, "にほ", "the composition was committed as the focus left")
        XCTAssertFalse(scene.editor.isComposing)
        try scene.click(.textField, at: 2)
        scene.handle(.text("b"), at: 2)
        XCTAssertEqual(scene.editor.text, "にほb")
    }
}

extension FormSceneTests {
    func testAFarPullPastTheFirstPageStillShowsTheFirstPage() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 20, y: 600)), at: 0)
        scene.handle(.pointerMove(Point(x: 900, y: 600)), at: 0.1)
        scene.handle(.pointerMove(Point(x: 1200, y: 600)), at: 0.2)
        XCTAssertEqual(scene.pager.currentIndex(at: 0.2), 0)
        XCTAssertEqual(scene.pager.progress(at: 0.2).index, 0)
    }

    func testALoopingFormShowsTheLastPageAcrossTheSeam() throws {
        var deck = try XCTUnwrap(BuiltInPrototypes.shipped(.en)[.form])
        deck.loop = nil
        var scene = DeckScene(deck: deck, locale: .en, size: Size(width: 390, height: 844))
        scene.handle(.pointerDown(Point(x: 20, y: 600)), at: 0)
        scene.handle(.pointerMove(Point(x: 120, y: 600)), at: 0.1)
        scene.handle(.pointerMove(Point(x: 215, y: 600)), at: 0.2)
        XCTAssertEqual(scene.pager.position(at: 0.2), -0.5, accuracy: 1e-9, "half-way back from the first page")
        let slider = try frame(.slider, scene, at: 0.2)
        XCTAssertLessThan(slider.maxX, 195 + 1, "the third page's slider comes in from the left")
        XCTAssertGreaterThan(slider.maxX, 0)
        let titles = scene.displayList(at: 0.2, measuring: FixedWidthText()).commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { run } else { nil }
        }
        let third = try XCTUnwrap(titles.first { $0.text == "Page 3" }, "the third page's title is drawn")
        XCTAssertLessThan(third.frame.minX, 195)
    }

    func testEachTextFieldsFocusRingFollowsItsOwnRow() throws {
        var page = Deck.Page(title: "Sign up")
        page.controls = [Deck.FormControl(id: "name", kind: .text(placeholder: "Name")),
                         Deck.FormControl(id: "email", kind: .text(placeholder: "Email"))]
        let scene = DeckScene(deck: Deck(source: "form.json", title: "Form", pages: [page]), locale: .en,
                              size: Size(width: 390, height: 844))
        let name = try XCTUnwrap(scene.element(for: .input("name"), at: 0))
        let email = try XCTUnwrap(scene.element(for: .input("email"), at: 0))
        for field in [name, email] {
            guard case .box(let ring, _) = field.shape else { return XCTFail("\(field.label): a box, as the field's row") }
            XCTAssertEqual([ring.minY, ring.height], [field.frame.minY, field.frame.height], "\(field.label)'s row, not the whole section")
            XCTAssertTrue(ring.contains(field.frame.center) && ring.width > field.frame.width, "\(field.label)'s cell, across the section")
        }
        XCTAssertEqual(email.frame.minY, name.frame.maxY)
    }
}
