import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// The panel, the sheet and the pushed view take a page's keys: one whose page shows more than
/// a title and a label — rows, a picture, a form, a pager — shows that page in its place, which
/// takes input there once it is open and frontmost, its elements named after it.
final class OverScreenFileTests: TemporaryFolderTestCase {
    /// A pager under a sheet of rows and a panel holding a pager of two pages.
    static let file = ##"""
    {"buttons": false,
     "sheet": {"title": "Details", "button": "Details", "rows": 40},
     "panel": {"color": "#D7A9EF", "pager": {"captions": true, "buttons": false,
               "pages": [{"color": "#FF9D98", "caption": "First"}, {"color": "#9AE3AC", "caption": "Second"}]}},
     "pages": [{"color": "#FFCA80"}, {"color": "#99D6F3"}]}
    """##

    func testTheSheetsRowsAndThePanelsPagerTakeInputWhereTheyShow() throws {
        let result = try runScript("""
        click @modal.show
        wait 600
        expect modal=true detent=medium
        expect @sheet.pages role=pager frame.1=474 frame.3=370
        drag 100 440 100 40 200
        wait 600
        expect detent=large
        expect @sheet.pages role=pager frame.1=96 frame.3=748
        key Escape
        wait 600
        drag 195 10 195 600 300
        wait 600
        expect panel=open
        expect @panel.caption label=First
        drag 300 400 60 400 250
        wait 600
        expect @panel.caption label=Second
        expect panel=open page=0
        """, on: Self.file)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testTheSheetsListScrollsAndIsDrawnUnderItsBar() throws {
        let process = MekuriProcess(folder: folder)
        let deck = try process.write(Self.file, to: "deck.json")
        let shots = try process.shots(of: """
        click @modal.show
        wait 600
        shot top.png
        wheel 0 -300
        wait 600
        shot scrolled.png
        """, as: "s.mekuri", ["--deck", deck, "--size", "390x844"])
        XCTAssertNotNil(shots["top.png"])
        XCTAssertNotEqual(shots["top.png"], shots["scrolled.png"], "the wheel scrolls the sheet's rows")
    }

    func testAPushedViewShowsItsRowsBesideTheBackEdge() throws {
        var scene = DeckScene(deck: try deck(##"{"push": {"title": "More", "row": "More", "rows": 5}, "tabBar": [{"title": "A"}]}"##),
                              locale: .en, size: Size(width: 390, height: 844))
        XCTAssertTrue(scene.activate(.pulldown(.pushShow), at: 0))
        let ids = scene.controls(at: 1).map(\.control.id)
        XCTAssertTrue(ids.contains("pushed.pages"), "\(ids)")
        XCTAssertTrue(scene.isControlID("pushed.pages"))
        XCTAssertFalse(scene.isControlID("sheet.pages"))
        // A drag from the leading edge still takes the view back.
        let back = try XCTUnwrap(scene.element(for: .over(.pushed, .pages), at: 1)).frame
        scene.handle(.pointerDown(Point(x: back.minX + 4, y: back.center.y)), at: 1)
        scene.handle(.pointerMove(Point(x: back.minX + 300, y: back.center.y)), at: 1.1)
        scene.handle(.pointerUp(Point(x: back.minX + 300, y: back.center.y)), at: 1.2)
        XCTAssertEqual(scene.state(at: 3)["pushed"], .bool(false))
    }

    func testAFormInASheetGetsItsControlsIdsAndItsMistakesNameTheSheet() throws {
        let sheet = try deck(##"{"sheet": {"button": "Edit", "controls": [{"text": "Name"}, {"toggle": "On"}]}, "pages": [{"color": "#FFFFFF"}]}"##)
        XCTAssertEqual(sheet.sheet?.page.controls.map(\.id), ["textfield", "toggle"])
        let cases: [(String, String)] = [
            (##"{"sheet": {"button": "Edit", "controls": [{"text": "a", "id": "x"}, {"toggle": "b", "id": "x"}]}, "pages": [{"color": "#FFFFFF"}]}"##,
             "deck.json: sheet.controls[1].id: 'x' is already the id of sheet.controls[0]; give each control its own"),
            (##"{"panel": {"rows": 3, "image": "a.png"}, "pages": [{"color": "#FFFFFF"}]}"##,
             "deck.json: panel.image: 'a.png' not found (paths are relative to 'deck.json')"),
            (##"{"sheet": {"button": "Edit", "colr": "#FFFFFF"}, "pages": [{"color": "#FFFFFF"}]}"##,
             "deck.json: sheet.colr: unknown key (did you mean color?)"),
            (##"{"panel": {"pager": {"pages": [{"colr": "#FFFFFF"}]}}, "pages": [{"color": "#FFFFFF"}]}"##,
             "deck.json: panel.pager.pages[0].colr: unknown key (did you mean color?)"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(mistake(in: text), expected, text)
        }
    }
}
