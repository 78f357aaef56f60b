import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// A page's `pager`: a pager inside the page, with its own pages, loop, indicator and feel; the
/// inner pager takes a drag first and, at its end, hands it to the outer; `state` lists both.
final class NestedPagerFileTests: TemporaryFolderTestCase {
    /// Two pages side by side, the first holding two more side by side (no ring either way).
    static let sideBySide = ##"""
    {"loop": false, "buttons": false, "pages": [
      {"title": "Outer 1", "pager": {"loop": false, "buttons": false,
        "pages": [{"color": "#FF9D98", "title": "A"}, {"color": "#9AE3AC", "title": "B"}]}},
      {"color": "#99D6F3", "title": "Outer 2"}
    ]}
    """##

    /// A vertical feed of two horizontal carousels.
    static let feed = ##"""
    {"feel": {"axis": "vertical"}, "loop": false, "buttons": false, "indicator": "none", "pages": [
      {"title": "First", "pager": {"captions": true, "buttons": false,
        "pages": [{"artwork": "meadow", "caption": "Morning"}, {"artwork": "night", "caption": "Night"}]}},
      {"title": "Second", "pager": {"loop": false, "feel": {"threshold": 0.1},
        "pages": [{"color": "#FF9D98"}, {"color": "#9AE3AC"}, {"color": "#99D6F3"}]}}
    ]}
    """##

    func testTheInnerPagerTakesTheDragFirstAndAtItsEndTheOuterOne() throws {
        let result = try runScript("""
        drag 300 300 60 300 250
        wait 600
        expect pagers.0.page=0 pagers.1.page=1
        drag 300 300 60 300 250
        wait 600
        expect page=1 pagers.0.page=1 pagers.1.page=1
        drag 60 300 300 300 250
        wait 600
        expect page=0 pagers.1.page=1
        drag 60 300 300 300 250
        wait 600
        expect page=0 pagers.1.page=0
        state
        """, on: Self.sideBySide)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.split(separator: "\n").last.map(String.init),
                       #"{"scene":"deck","page":0,"name":"Outer 1","settled":true,"offset":0,"scrollY":[0,0],"pagers":[{"id":"pages","page":0,"offset":0},{"id":"pager.0","page":0,"offset":0}]}"#)
    }

    func testADragThatLeavesTheSlopOnlyAtItsReleaseMovesOnePager() throws {
        let result = try runScript("""
        down 300 300
        up 60 300
        wait 600
        expect page=0 pagers.1.page=1
        """, on: Self.sideBySide)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testTheFoldersOfANestedPagersImagesAndFeelFileAreWatched() throws {
        let process = MekuriProcess(folder: folder)
        _ = try process.write(#"{"threshold": 0.3}"#, to: "feels/soft.json")
        _ = try process.write("not read here", to: "pics/a.png")
        let name = try process.write(#"{"pages": [{"pager": {"feel": "feels/soft.json", "pages": [{"image": "pics/a.png"}]}}]}"#,
                                     to: "deck.json")
        let path = folder.appendingPathComponent(name).path
        let deck = try DeckLoader.load(path: path, locale: .en)
        let folders = DeckLoader.folders(of: deck).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertTrue(folders.contains("pics"), "\(folders)")
        XCTAssertTrue(folders.contains("feels"), "\(folders)")
    }

    func testAcrossTheAxesEachPagerTakesItsOwnDragAndItsOwnKeys() throws {
        let result = try runScript("""
        drag 300 300 60 300 250
        wait 600
        expect page=0 pagers.1.page=1
        drag 200 600 200 100 250
        wait 600
        expect page=1 pagers.1.page=1 pagers.2.page=0
        key Right
        wait 600
        expect page=1 pagers.2.page=1
        key Up
        wait 600
        expect page=0 pagers.1.page=1 pagers.2.page=1
        """, on: Self.feed)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testTheInnerPagersControlsAreElementsOfTheirOwnWhichClicksReach() throws {
        let result = try runScript("""
        expect @pager.0.dot.1 selected=false
        click @pager.0.dot.1
        wait 600
        expect pagers.1.page=1
        expect @pager.0.dot.1 selected=true
        expect @pager.0.caption label=Night
        """, on: Self.feed)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testAHalfWayDragOfTheInnerPagerDrawsBothOfItsPagesAndCrossFadesItsCaptions() throws {
        let process = MekuriProcess(folder: folder)
        let deck = try process.write(Self.feed, to: "deck.json")
        let shots = try process.shots(of: """
        shot rest.png
        down 300 300
        move 250 300
        move 150 300
        shot half.png
        """, as: "s.mekuri", ["--deck", deck, "--size", "390x844"])
        XCTAssertNotNil(shots["half.png"])
        XCTAssertNotEqual(shots["rest.png"], shots["half.png"], "the carousel moved under the pointer")
    }

    func testTappingTheSelectedTabScrollsItsPagersPageToTheTop() throws {
        let file = ##"{"tabBar": [{"id": "week", "title": "Week", "pager": {"pages": [{"label": "Mon", "rows": 50}, {"label": "Tue", "rows": 50}]}}, {"title": "B", "rows": 3}]}"##
        let process = MekuriProcess(folder: folder)
        let deck = try process.write(file, to: "deck.json")
        let shots = try process.shots(of: """
        shot rest.png
        drag 200 500 200 150 300
        wait 1500
        shot scrolled.png
        click @tabbar.week
        wait 1500
        shot top.png
        """, as: "s.mekuri", ["--deck", deck, "--size", "390x844"])
        XCTAssertNotNil(shots["rest.png"])
        XCTAssertNotEqual(shots["rest.png"], shots["scrolled.png"], "the Mon list scrolled")
        XCTAssertEqual(shots["rest.png"], shots["top.png"], "back at its top")
    }

    func testEveryMistakeInANestedPagerNamesItsPath() {
        let cases: [(String, String)] = [
            (##"{"pages": [{"pager": {"pages": [{"color": "#FFFFFF"}, {"color": "#FFFFFF"}, {"colr": "#FFFFFF"}]}}]}"##,
             "deck.json: pages[0].pager.pages[2].colr: unknown key (did you mean color?)"),
            (##"{"pages": [{"pager": {"pages": [{"pager": {"pages": [{"pager": {"pages": [{"color": "#FFFFFF"}]}}]}}]}}]}"##,
             "deck.json: pages[0].pager.pages[0].pager.pages[0].pager: pagers nest at most 3 deep; show this one's pages in the pager around it"),
            (##"{"pages": [{"pager": {"pages": [{"controls": [{"text": "a"}]}]}}]}"##,
             "deck.json: pages[0].pager.pages[0].controls: a pager inside a page holds no form; put the controls on a page of the file's own 'pages'"),
            (##"{"pages": [{"pager": {"pages": [{"color": "#FFFFFF"}], "below": {"rows": 3}}}]}"##,
             "deck.json: pages[0].pager.below: unknown key; the keys are loop, feel, indicator, buttons, captions, fit, pages"),
            (##"{"pages": [{"pager": []}]}"##,
             ##"deck.json: pages[0].pager: [] is not a pager; write one, as in {"pages": [{"color": "#FF9D98"}]}"##),
            (##"{"pages": [{"pager": {"pages": [{"color": "#FFFFFF"}]}, "label": "x"}]}"##,
             "deck.json: pages[0].label: a page with a 'pager' shows the pager; leave out 'label'"),
            (##"{"pages": [{"pager": {}}]}"##,
             ##"deck.json: pages[0].pager.pages: missing; list the pager's pages, as in [{"color": "#FF9D98"}]"##),
            (##"{"pages": [{"pager": {"loop": 1, "pages": [{"color": "#FFFFFF"}]}}]}"##,
             "deck.json: pages[0].pager.loop: 1 is not true or false"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(mistake(in: text), expected, text)
        }
    }
}
