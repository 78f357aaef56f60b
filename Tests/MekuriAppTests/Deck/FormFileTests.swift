import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// `Assets/Prototypes/form.json`, opened with `--deck`, draws what `--scene form` draws: the
/// same bytes in every frame of a script that types, composes, selects, flips the switch, drags
/// the slider, pages, changes the appearance and the size; an edited copy shows its edit; and a
/// form file's mistakes name their place.
final class FormFileTests: TemporaryFolderTestCase {
    /// `Assets/Prototypes/form.json`.
    static let formFile = shippedPrototype("form")

    /// A script that goes through what the form does, one shot at each step.
    static let script = """
    shot 00-rest.png
    click @textfield
    type こんにちは
    compose にほん
    shot 01-composing.png
    compose
    key Shift+Left
    shot 02-selected.png
    key Return
    click @next
    wait 100
    shot 03-paging.png
    wait 1000
    click @toggle
    wait 100
    shot 04-knob.png
    wait 1000
    click @next
    wait 1000
    shot 05-slider-page.png
    drag 60 146 300 146 200
    shot 06-slider.png
    appearance dark
    shot 07-dark.png
    appearance light
    resize 240 320
    shot 08-small.png
    """

    /// Runs the script in a folder of its own with `arguments`, returning each shot's bytes by name.
    private func shots(_ arguments: [String], in name: String) throws -> [String: Data] {
        try MekuriProcess(folder: folder.appendingPathComponent(name)).shots(of: Self.script, as: "form.mekuri", ["--size", "390x844"] + arguments)
    }

    func testTheFileDrawsTheFormByteForByte() throws {
        let scene = try shots(["--scene", "form"], in: "scene")
        let file = try shots(["--deck", Self.formFile.path], in: "file")
        assertSameShots(file, as: scene, count: 9)
        XCTAssertNotEqual(scene["00-rest.png"], scene["01-composing.png"], "the field shows what was typed")
        XCTAssertNotEqual(scene["05-slider-page.png"], scene["06-slider.png"], "the slider dragged")
    }

    func testAnEditedCopyShowsTheEdit() throws {
        let text = try String(contentsOf: Self.formFile, encoding: .utf8)
        let copy = folder.appendingPathComponent("mine.json")
        try Data(text.replacingOccurrences(of: #""value": 0.5"#, with: #""value": 0.9"#).utf8).write(to: copy)
        let scene = try shots(["--scene", "form"], in: "scene")
        let edited = try shots(["--deck", copy.path], in: "edited")
        XCTAssertEqual(scene["00-rest.png"], edited["00-rest.png"], "the first page is as it was")
        XCTAssertNotEqual(scene["05-slider-page.png"], edited["05-slider-page.png"], "the slider starts at 0.9")
    }

    // MARK: - The loader

    func testControlsWithoutAnIDGoByTheirKindThenTheirKindNumbered() throws {
        let deck = try deck(#"""
        {"pages": [
          {"title": "A", "controls": [{"text": "Name", "id": "name"}, {"text": "Email"}, {"toggle": "On", "on": true}]},
          {"title": "B", "controls": [{"text": "Town"}, {"slider": "Volume"}, {"slider": "Balance", "value": 0.25}]}
        ]}
        """#)
        XCTAssertEqual(deck.pages.flatMap(\.controls).map(\.id), ["name", "textfield", "toggle", "textfield.2", "slider", "slider.2"])
        XCTAssertEqual(deck.pages[0].controls[2].kind, .toggle(label: "On", isOn: true))
        XCTAssertEqual(deck.pages[1].controls[1].kind, .slider(label: "Volume", value: 0.5))
        XCTAssertEqual(deck.pages[1].controls[2].kind, .slider(label: "Balance", value: 0.25))
        XCTAssertTrue(deck.isForm)
    }

    func testEveryMistakeInAFormNamesItsPlace() {
        let cases: [(String, String)] = [
            (##"{"pages": [{"controls": [{"text": "a"}]}, {"color": "#FFFFFF"}]}"##,
             "deck.json: pages[1]: the other pages hold 'controls', so a form's pages all do; give this one 'controls' too"),
            (#"{"pages": [{"controls": [{"text": "a", "id": "x"}, {"toggle": "b", "id": "x"}]}]}"#,
             "deck.json: pages[0].controls[1].id: 'x' is already the id of pages[0].controls[0]; give each control its own"),
            (#"{"pages": [{"controls": [{"text": "a", "id": "next"}]}]}"#,
             "deck.json: pages[0].controls[0].id: 'next' is the id of the form's 'next' button; give the control another"),
            (#"{"pages": [{"controls": [{"toggle": "a", "id": "caption"}]}]}"#,
             "deck.json: pages[0].controls[0].id: 'caption' is the id of the captions under cards; give the control another"),
            (#"{"pages": [{"controls": [{"slider": "a", "id": "list"}]}]}"#,
             "deck.json: pages[0].controls[0].id: 'list' is the id of the list under cards; give the control another"),
            (#"{"pages": [{"controls": [{"toggle": "a", "id": "panel"}]}]}"#,
             "deck.json: pages[0].controls[0].id: 'panel' is the id of the pulldown's top panel; give the control another"),
            (#"{"pages": [{"controls": [{"toggle": "a", "id": "card"}]}]}"#,
             "deck.json: pages[0].controls[0].id: 'card' is the id of the cards over a list; give the control another"),
            (#"{"pages": [{"controls": [{"text": "a", "id": "textfield"}]}, {"controls": [{"toggle": "b"}, {"text": "c"}]}]}"#,
             "deck.json: pages[0].controls[0].id: 'textfield' is the id of pages[1].controls[1], which has no 'id' and goes by it; give one of them another"),
            (#"{"pages": [{"controls": [{"text": "a", "id": "textfield.2"}]}]}"#,
             #"deck.json: pages[0].controls[0].id: 'textfield.2' is not an id; write letters, digits, '-' and '_', as in "first""#),
            (#"{"captions": true, "pages": [{"controls": [{"text": "a"}]}]}"#,
             "deck.json: captions: a form's pages show their titles and controls, with dots and buttons; leave out 'captions'"),
            (#"{"indicator": "tabs", "pages": [{"controls": [{"text": "a"}]}]}"#,
             "deck.json: indicator: a form's pages show dots, not tabs; write \"dots\" or \"none\""),
            (#"{"pages": [{"controls": []}]}"#,
             #"deck.json: pages[0].controls: [] is not a list of controls; give at least one, as in [{"toggle": "Wi-Fi"}]"#),
            ("{\"pages\": [{\"controls\": [\(Array(repeating: #"{"toggle": "a"}"#, count: 51).joined(separator: ", "))]}]}",
             "deck.json: pages[0].controls: 51 controls; a page takes at most 50 (its section does not scroll)"),
            (#"{"pages": [{"controls": [{"text": "a", "toggle": "b"}]}]}"#,
             "deck.json: pages[0].controls[0].toggle: a control is one of 'text', 'toggle' and 'slider'; this one is already a 'text'"),
            (#"{"pages": [{"controls": [{"slider": "a", "value": 2}]}]}"#,
             "deck.json: pages[0].controls[0].value: 2 is not a number from 0 to 1"),
            (#"{"pages": [{"controls": [{"toggle": "a"}], "rows": 3}]}"#,
             "deck.json: pages[0].rows: a page with 'controls' is a form: its title over its controls; leave out 'rows'"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(mistake(in: text), expected, text)
        }
    }
}
