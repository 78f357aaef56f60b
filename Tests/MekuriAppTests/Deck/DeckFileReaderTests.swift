import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// A deck file's list pages (`label`, `rows`, `rowStyle`), texts in several languages, both
/// indicators, and errors that name the JSON path of the bad value with the key that was meant.
final class DeckFileReaderTests: TemporaryFolderTestCase {
    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAPageCanBeAListOfRowsUnderALabel() throws {
        let deck = try deck(#"""
        {"indicator": ["tabs", "dots"], "pages": [
          {"title": "Mon", "label": "M", "color": "#FF9D98", "rows": {"count": 100, "start": 0, "text": "{title}{n}"}, "rowStyle": "large"},
          {"title": "Items", "rows": 3},
          {"rows": ["One", {"title": "Two", "subtitle": "the second"}]}
        ]}
        """#)
        XCTAssertEqual(deck.indicator, [.tabs, .dots])
        XCTAssertEqual(deck.pages[0].rows.count, 100)
        XCTAssertEqual(deck.pages[0].rows.row(99, pageTitle: "Mon").title, "Mon99")
        XCTAssertEqual(deck.pages[0].rowStyle, .large)
        XCTAssertEqual((0..<3).map { deck.pages[1].rows.row($0, pageTitle: "Items").title }, ["Item 1", "Item 2", "Item 3"])
        XCTAssertEqual(deck.pages[2].rows, .items([Deck.Row(title: "One"), Deck.Row(title: "Two", subtitle: "the second")]))
        XCTAssertTrue(deck.pages[2].rows.hasDetails)
        XCTAssertFalse(deck.pages[1].rows.hasDetails)
        XCTAssertEqual(deck.pages.enumerated().map { $1.name(at: $0) }, ["Mon", "Items", "page 3"])
    }

    func testATextInSeveralLanguagesIsReadInTheLocaleElseEnglish() throws {
        let text = ##"{"pages": [{"color": "#FFFFFF", "title": {"ja": "月", "en": "Mon"}}, {"color": "#FFFFFF", "title": {"en": "Tue"}}]}"##
        XCTAssertEqual(try deck(text, locale: .ja).pages.map(\.title), ["月", "Tue"])
        XCTAssertEqual(try deck(text, locale: .en).pages.map(\.title), ["Mon", "Tue"])
    }

    func testEveryMistakeNamesItsJSONPathAndTheKeyThatWasMeant() throws {
        let cases: [(String, String)] = [
            (##"{"pages": [{"rows": [{"titel": "x"}]}]}"##, "deck.json: pages[0].rows[0].titel: unknown key (did you mean title?)"),
            (##"{"pages": [{"rows": {"cont": 3}}]}"##, "deck.json: pages[0].rows.cont: unknown key (did you mean count?)"),
            (##"{"pages": [{"rows": {"start": 3}}]}"##, ##"deck.json: pages[0].rows.count: missing; say how many rows, as in {"count": 100}"##),
            (##"{"pages": [{"rows": -1}]}"##, "deck.json: pages[0].rows: -1 is not a whole number from 0 to 100000"),
            (##"{"pages": [{"rows": 2.5}]}"##, "deck.json: pages[0].rows: 2.5 is not a whole number from 0 to 100000"),
            (##"{"pages": [{"rows": true}]}"##,
             ##"deck.json: pages[0].rows: true is not rows; give a list of texts, a number of rows, or {"count": 100}"##),
            (##"{"pages": [{"rows": [{"subtitle": "x"}]}]}"##, "deck.json: pages[0].rows[0].title: missing; give the row a title"),
            (##"{"pages": [{"rows": [{"title": "x", "image": "gone.png"}]}]}"##,
             "deck.json: pages[0].rows[0].image: 'gone.png' not found (paths are relative to 'deck.json')"),
            (##"{"pages": [{"rows": 3, "rowStyle": "huge"}]}"##, "deck.json: pages[0].rowStyle: 'huge' is not one of 'list', 'large'"),
            (##"{"pages": [{"color": "#FFFFFF", "title": {"fr": "lundi"}}]}"##,
             "deck.json: pages[0].title.fr: unknown key; the keys are ja, en"),
            (##"{"pages": [{"color": "#FFFFFF", "title": {"ja": 1}}]}"##, "deck.json: pages[0].title.ja: 1 is not a string"),
            (##"{"indicator": ["tabs", "none"], "pages": [{"color": "#FFFFFF"}]}"##,
             "deck.json: indicator[1]: 'none' is not one of 'dots', 'tabs'"),
            (##"{"pages": [{"color": "#FFFFFF", "labl": "x"}]}"##, "deck.json: pages[0].labl: unknown key (did you mean label?)"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(mistake(in: text), expected, text)
        }
    }

    func testAFeelIsReadInlineOrFromAFileBesideTheDeckAndTheFileIsWatched() throws {
        var expected = FeelOverrides()
        try expected.set(.threshold, to: .number(0.3))
        try expected.set(.loop, to: .flag(false))
        let inline = try deck(##"{"feel": {"threshold": 0.3, "loop": false}, "pages": [{"color": "#FFFFFF"}]}"##)
        XCTAssertEqual(inline.feel, expected)
        XCTAssertNil(inline.feelSource)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("feels"), withIntermediateDirectories: true)
        try write("feels/slow.json", ##"{"threshold": 0.3, "loop": false}"##)
        let filed = try deck(##"{"feel": "feels/slow.json", "pages": [{"color": "#FFFFFF"}]}"##)
        XCTAssertEqual(filed.feel, expected)
        XCTAssertEqual(DeckLoader.folders(of: filed), [folder.path, folder.appendingPathComponent("feels").path].sorted())
        XCTAssertEqual(filed.feelSource, folder.appendingPathComponent("feels/slow.json").path)
    }

    func testAFeelsMistakesNameTheKeyInTheDeckOrInTheFeelFile() throws {
        try write("bad.json", ##"{"bounce": 2}"##)
        try write("list.json", "[1]")
        let cases: [(String, String)] = [
            (##"{"feel": {"treshold": 0.3}, "pages": [{"color": "#FFFFFF"}]}"##, "deck.json: feel.treshold: unknown feel key (did you mean threshold?)"),
            (##"{"feel": {"threshold": 1.5}, "pages": [{"color": "#FFFFFF"}]}"##, "deck.json: feel.threshold: 1.5 is outside 0.05…0.95"),
            (##"{"feel": {"axis": "sideways"}, "pages": [{"color": "#FFFFFF"}]}"##,
             "deck.json: feel.axis: 'sideways' is not horizontal or vertical"),
            (##"{"feel": "gone.json", "pages": [{"color": "#FFFFFF"}]}"##, "deck.json: feel: 'gone.json' not found (paths are relative to 'deck.json')"),
            (##"{"feel": "bad.json", "pages": [{"color": "#FFFFFF"}]}"##, "bad.json: bounce: 2 is outside 0…0.8"),
            (##"{"feel": "list.json", "pages": [{"color": "#FFFFFF"}]}"##,
             ##"list.json: the feel file is not a JSON object; write one, as in {"threshold": 0.35}"##),
            (##"{"feel": 3, "pages": [{"color": "#FFFFFF"}]}"##,
             ##"deck.json: feel: 3 is not a feel; give its keys, as in {"threshold": 0.35}, or a feel file's path"##),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(mistake(in: text), expected, text)
        }
    }

    func testAPageIsAPictureOrAListNotBoth() throws {
        try write("home.png", "")
        XCTAssertEqual(mistake(in: ##"{"pages": [{"image": "home.png", "rows": 3}]}"##),
                       "deck.json: pages[0]: has an image and a list; a page is a picture ('image', 'artwork') or a list ('label', 'rows'), not both")
        XCTAssertEqual(mistake(in: ##"{"pages": [{"artwork": "night", "label": "月"}]}"##),
                       "deck.json: pages[0]: has an artwork and a list; a page is a picture ('image', 'artwork') or a list ('label', 'rows'), not both")
    }

    func testATabBarIsTabsOfListsEachWithATitleAndAnIdOfItsOwn() throws {
        let deck = try deck(##"{"title": "Mine", "tabBar": [{"id": "home", "title": {"ja": "ホーム", "en": "Home"}, "rows": 3},"##
                            + ##" {"title": "Two", "label": "2", "color": "#FFE680", "rows": ["a"]}]}"##, locale: .en)
        XCTAssertEqual(deck.pages, [])
        XCTAssertEqual(deck.tabBar.map(\.id), ["home", "2"], "without an id, its number in the bar")
        XCTAssertEqual(deck.tabBar.map(\.title), ["Home", "Two"])
        XCTAssertEqual(deck.tabBar[0].rows, .numbered(count: 3, start: 1, text: "Item {n}"))
        XCTAssertEqual(deck.tabBar[1].color, Color(0xFF, 0xE6, 0x80))
    }

    func testATabBarsMistakesNameTheTabAndTheKey() throws {
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3}], "pages": [{"color": "#000000"}]}"##),
                       "deck.json: pages: a file with a 'tabBar' has no pager of its own; leave out 'pages'")
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3}], "loop": true}"##),
                       "deck.json: loop: a file with a 'tabBar' has no pager of its own; leave out 'loop'")
        XCTAssertEqual(mistake(in: ##"{"tabBar": []}"##), "deck.json: tabBar: no tabs; list at least one")
        XCTAssertEqual(mistake(in: ##"{"tabBar": {"title": "A"}}"##),
                       #"deck.json: tabBar: {"title":"A"} is not a list of tabs; give one per tab, as in [{"title": "First", "rows": 99}]"#)
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"rows": 3}]}"##),
                       "deck.json: tabBar[0].title: missing; give the tab the title its button shows")
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3, "titel": "B"}]}"##),
                       "deck.json: tabBar[0].titel: unknown key (did you mean title?)")
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3}, {"id": "x y", "title": "B", "rows": 3}]}"##),
                       #"deck.json: tabBar[1].id: 'x y' is not an id; write letters, digits, '-' and '_', as in "first""#)
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"id": "a", "title": "A", "rows": 3}, {"id": "a", "title": "B", "rows": 3}]}"##),
                       "deck.json: tabBar[1].id: 'a' is already the id of tabBar[0]; give each tab its own")
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3}, {"title": "B", "rows": [{"titel": "x"}]}]}"##),
                       "deck.json: tabBar[1].rows[0].titel: unknown key (did you mean title?)")
    }

    func testATabBarFilesPagerKeysAreRefusedBeforeTheirValuesAreRead() {
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3}], "loop": "yes"}"##),
                       "deck.json: loop: a file with a 'tabBar' has no pager of its own; leave out 'loop'",
                       "the key is wrong whatever its value")
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3}], "feel": {"threshold": 0.2}}"##),
                       "deck.json: feel: a file with a 'tabBar' has no pager of its own; leave out 'feel'",
                       "the feel does not apply to a tab's list")
    }

    func testATabWithNothingToShowIsToldWhatATabShows() {
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A"}]}"##),
                       "deck.json: tabBar[0]: has nothing to show; give it 'color', 'label', 'rows' or 'pager'")
        XCTAssertEqual(mistake(in: ##"{"pages": [{"title": "A"}]}"##),
                       "deck.json: pages[0]: has nothing to show; give it 'image', 'artwork', 'color', 'label', 'rows', 'controls' or 'pager'")
    }

    func testATabsNumberTakenByAnotherTabsIdNamesTheIdTheUserWrote() throws {
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"id": "2", "title": "A", "rows": 3}, {"title": "B", "rows": 3}]}"##),
                       "deck.json: tabBar[0].id: '2' is the number of tabBar[1], which has no 'id' and goes by it; "
                       + "give tabBar[1] an 'id' or tabBar[0] another")
        XCTAssertEqual(mistake(in: ##"{"tabBar": [{"title": "A", "rows": 3}, {"id": "3", "title": "B", "rows": 3}, {"id": "1", "title": "C", "rows": 3}]}"##),
                       "deck.json: tabBar[2].id: '1' is the number of tabBar[0], which has no 'id' and goes by it; "
                       + "give tabBar[0] an 'id' or tabBar[2] another")
        let deck = try deck(##"{"tabBar": [{"title": "A", "rows": 3}, {"id": "1b", "title": "B", "rows": 3}, {"title": "C", "rows": 3}]}"##)
        XCTAssertEqual(deck.tabBar.map(\.id), ["1", "1b", "3"])
    }

    func testARowsThumbnailIsWatchedAndVersionedAsAPagesImage() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("thumbs"), withIntermediateDirectories: true)
        try write("thumbs/a.png", "")
        let deck = try deck(##"{"pages": [{"rows": [{"title": "A", "image": "thumbs/a.png"}]}]}"##)
        let thumbnail = folder.appendingPathComponent("thumbs/a.png").path
        XCTAssertEqual(deck.imageSources.map(\.path), [thumbnail])
        XCTAssertEqual(DeckLoader.folders(of: deck), [folder.path, folder.appendingPathComponent("thumbs").path].sorted())
        XCTAssertEqual(DeckLoader.versioned(deck, [thumbnail: 4]).imageSources.map(\.version), [4])
    }

    func testASlipIsNamedOnlyWhenItIsNearOneName() {
        XCTAssertEqual(Suggestion.nearest(to: "colr", in: ["image", "color", "title"]), "color")
        XCTAssertEqual(Suggestion.nearest(to: "Titel", in: ["image", "color", "title"]), "title")
        XCTAssertNil(Suggestion.nearest(to: "wobble", in: ["image", "color", "title"]))
        XCTAssertNil(Suggestion.nearest(to: "x", in: ["y"]), "one letter of one is not a slip")
        XCTAssertEqual(Suggestion.distance(Array("kitten"), Array("sitting")), 3)
    }
}
