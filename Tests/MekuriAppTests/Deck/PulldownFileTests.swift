import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// `Assets/Prototypes/pulldown.json`, opened with `--deck`, draws what `--scene pulldown` draws:
/// the same bytes in every frame of a script that pulls the panel half-way and open, raises and
/// drags the sheet, pushes a view and swipes it half back, switches tabs, changes the appearance
/// and the size; an edited copy shows its edit; and a pulldown file's mistakes name their place.
final class PulldownFileTests: TemporaryFolderTestCase {
    /// `Assets/Prototypes/pulldown.json`.
    static let pulldownFile = shippedPrototype("pulldown")

    /// A script that goes through what the pulldown does, one shot at each step.
    static let script = """
    shot 00-rest.png
    down 195 10
    move 195 200
    move 195 432
    shot 01-panel-half.png
    up 195 432
    wait 600
    shot 02-panel-open.png
    drag 195 800 195 300 200
    wait 600
    click @modal.show
    wait 150
    shot 03-sheet-moving.png
    wait 600
    down 195 300
    move 195 450
    shot 04-sheet-dragged.png
    up 195 450
    wait 600
    click @modal.close
    wait 600
    click @push.show
    wait 500
    down 8 300
    move 100 300
    move 203 300
    shot 05-push-half.png
    up 203 300
    wait 600
    click @tabbar.b
    appearance dark
    shot 06-dark-tab-b.png
    appearance light
    resize 600 500
    wait 50
    shot 07-wide.png
    """

    /// Runs the script in a folder of its own with `arguments`, returning each shot's bytes by name.
    private func shots(_ arguments: [String], in name: String) throws -> [String: Data] {
        try MekuriProcess(folder: folder.appendingPathComponent(name))
            .shots(of: Self.script, as: "pulldown.mekuri", ["--size", "390x844"] + arguments)
    }

    func testTheFileDrawsThePulldownByteForByte() throws {
        let scene = try shots(["--scene", "pulldown"], in: "scene")
        let file = try shots(["--deck", Self.pulldownFile.path], in: "file")
        assertSameShots(file, as: scene, count: 8)
        XCTAssertNotEqual(scene["00-rest.png"], scene["01-panel-half.png"], "the panel moved")
        XCTAssertNotEqual(scene["03-sheet-moving.png"], scene["04-sheet-dragged.png"], "the sheet moved")
    }

    func testAnEditedCopyShowsTheEdit() throws {
        let text = try String(contentsOf: Self.pulldownFile, encoding: .utf8)
        let copy = folder.appendingPathComponent("mine.json")
        try Data(text.replacingOccurrences(of: "Show ModalView.", with: "Details")
            .replacingOccurrences(of: #""label": "This is Up Side.""#, with: ##""label": "Up", "color": "#FF9D98""##).utf8).write(to: copy)
        XCTAssertNotEqual(try String(contentsOf: copy, encoding: .utf8), text, "the copy is edited")
        let scene = try shots(["--scene", "pulldown"], in: "scene")
        let edited = try shots(["--deck", copy.path], in: "edited")
        XCTAssertNotEqual(scene["00-rest.png"], edited["00-rest.png"], "the button reads Details")
        XCTAssertNotEqual(scene["02-panel-open.png"], edited["02-panel-open.png"], "the panel is pink and reads Up")
    }

    // MARK: - The loader

    func testTheShippedFileReadsAsThePulldownsScreens() throws {
        let deck = try DeckLoader.load(path: Self.pulldownFile.path, locale: .en)
        XCTAssertTrue(deck.isPulldown)
        XCTAssertEqual(deck.title, "ContentView")
        XCTAssertEqual(deck.panel?.label, "This is Up Side.")
        XCTAssertEqual(deck.sheet?.opener, "Show ModalView.")
        XCTAssertEqual(deck.sheet?.page.title, "ModalView")
        XCTAssertEqual(deck.push?.opener, "Show PushView.")
        XCTAssertEqual(deck.push?.page.label, "This is PushView.")
        XCTAssertEqual(deck.tabBar.map(\.id), ["a", "b"])
        XCTAssertEqual(deck.tabBar.map(\.icon), [.moon, .moonFill])
    }

    func testAPushFileMayLeaveOutThePanelAndTheSheet() throws {
        let tabs = ##""tabBar": [{"title": "Home"}]"##
        let pushOnly = try deck("{\(tabs), \"push\": {\"row\": \"On\", \"label\": \"Hi\"}}")
        XCTAssertTrue(pushOnly.isPulldown)
        XCTAssertNil(pushOnly.panel)
        XCTAssertNil(pushOnly.sheet)
        let scene = DeckScene(deck: pushOnly, locale: .en, size: Size(width: 390, height: 844))
        XCTAssertEqual(scene.controls(at: 0).map(\.control.id), ["push.show", "tabbar.1"], "no sheet's button, no panel")
        XCTAssertFalse(scene.isControlID("panel"))
        XCTAssertFalse(scene.isControlID("modal.close"))
        XCTAssertTrue(scene.isControlID("push.back"))
        let withSheet = DeckScene(deck: try deck("{\(tabs), \"push\": {\"row\": \"On\"}, \"sheet\": {\"button\": \"More\"}}"),
                                  locale: .en, size: Size(width: 390, height: 844))
        XCTAssertEqual(withSheet.controls(at: 0).map(\.control.id), ["modal.show", "push.show", "tabbar.1"])
    }

    func testAPulldownSavesItsTabWithItsFileAndPutsItBack() throws {
        let path = folder.appendingPathComponent("p.json").path
        try Data(##"{"push": {"row": "On"}, "tabBar": [{"id": "x", "title": "X"}, {"id": "y", "title": "Y"}]}"##.utf8)
            .write(to: URL(fileURLWithPath: path))
        let deck = try DeckLoader.load(path: path, locale: .en)
        var scene = DeckScene(deck: deck, locale: .en, size: Size(width: 390, height: 844))
        XCTAssertTrue(scene.activate(.tabBar("y"), at: 0))
        let saved = scene.savedState(at: 1)
        XCTAssertEqual(saved, .object([("deck", .string(path)), ("tab", .string("y"))]))
        var restarted = DeckScene(deck: deck, locale: .en, size: Size(width: 390, height: 844))
        restarted.restore(from: .object([("tab", .string("y"))]))
        XCTAssertEqual(restarted.state(at: 0)["tab"], .string("x"), "saved without the file: not put back")
        restarted.restore(from: saved)
        XCTAssertEqual(restarted.state(at: 0)["tab"], .string("y"))
    }

    func testEveryMistakeInAPulldownFileNamesItsPlace() {
        let tabs = ##""tabBar": [{"title": "A"}]"##
        let cases: [(String, String)] = [
            (##"{"push": {"row": "On"}, "pages": [{"color": "#FFFFFF"}]}"##,
             #"deck.json: push: 'push' pushes its view over a root view and its tab bar; add a 'tabBar', as in [{"title": "Tab A"}]"#),
            ("{\(tabs), \"sheet\": {\"title\": \"Modal\"}}",
             #"deck.json: sheet.button: missing; give the text of what shows it, as in {"title": "ModalView", "button": "Show ModalView."}"#),
            ("{\(tabs), \"push\": {\"title\": \"Pushed\"}}",
             #"deck.json: push.row: missing; give the text of what shows it, as in {"title": "PushView", "row": "Show PushView."}"#),
            ("{\(tabs), \"panel\": \"Up\"}",
             #"deck.json: panel: 'Up' is not an object; write one, as in {"label": "This is Up Side."}"#),
            ("{\(tabs), \"panel\": {\"lable\": \"Up\"}}",
             "deck.json: panel.lable: unknown key (did you mean label?)"),
            ("{\(tabs), \"sheet\": {\"button\": \"Show\", \"color\": \"pink\"}}",
             "deck.json: sheet.color: 'pink' is not a colour like #FF9D98"),
            (##"{"push": {"row": "On"}, "tabBar": [{"title": "A", "rows": 3}]}"##,
             "deck.json: tabBar[0].rows: a tab beside 'push' shows its title under its icon and its label in the tab area, no list; leave out 'rows'"),
            (##"{"push": {"row": "On"}, "tabBar": [{"title": "A", "icon": "sun"}]}"##,
             "deck.json: tabBar[0].icon: 'sun' is not one of 'moon', 'moon.fill'"),
            (##"{"tabBar": [{"title": "A", "rows": 3, "icon": "moon"}]}"##,
             "deck.json: tabBar[0].icon: icons show in the tab bar of a file with 'push'; leave out 'icon'"),
            (##"{"push": {"row": "On"}, "tabBar": [{"icon": "moon"}]}"##,
             "deck.json: tabBar[0].title: missing; give the tab the title its button shows"),
            (##"{"push": {"row": "On"}, "tabBar": [{"titel": "A"}]}"##,
             "deck.json: tabBar[0].titel: unknown key (did you mean title?)"),
            (##"{"push": {"row": "On"}, "tabBar": {"title": "A"}}"##,
             #"deck.json: tabBar: {"title":"A"} is not a list of tabs; give one per tab, as in [{"title": "Tab A", "icon": "moon"}]"#),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(mistake(in: text), expected, text)
        }
    }
}
