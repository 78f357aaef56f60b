import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// `Assets/Prototypes/cards.json`, opened with `--deck`, draws what `--scene cards` draws: the
/// same bytes in every frame of a script that drags the cards half-way and over the seam, clicks
/// a dot, scrolls the list, pages vertically, changes the appearance and the size; an edited copy
/// shows its edit; and a cards file's mistakes name their place.
final class CardsFileTests: TemporaryFolderTestCase {
    /// `Assets/Prototypes/cards.json`.
    static let cardsFile = shippedPrototype("cards")

    /// A script that goes through what the cards do, one shot at each step.
    static let script = """
    shot 00-rest.png
    down 300 200
    move 200 200
    move 120 200
    shot 01-half-way.png
    up 120 200
    wait 400
    click @dot.0
    wait 100
    shot 02-to-the-first.png
    wait 400
    drag 100 200 300 200 200
    wait 400
    shot 03-over-the-seam.png
    drag 200 700 200 300 300
    wait 600
    shot 04-list.png
    appearance dark
    shot 05-dark.png
    appearance light
    set axis vertical
    drag 200 250 200 50 250
    wait 400
    shot 06-vertical.png
    set axis horizontal
    resize 600 500
    wait 50
    shot 07-wide.png
    """

    /// Runs the script in a folder of its own with `arguments`, returning each shot's bytes by name.
    private func shots(_ arguments: [String], in name: String, locale: AppLocale = .ja) throws -> [String: Data] {
        try MekuriProcess(folder: folder.appendingPathComponent(name))
            .shots(of: Self.script, as: "cards.mekuri", ["--size", "390x844", "--locale", locale.rawValue] + arguments)
    }

    func testTheFileDrawsTheCardsByteForByteInBothLanguages() throws {
        for locale in [AppLocale.ja, .en] {
            let scene = try shots(["--scene", "cards"], in: "scene-\(locale)", locale: locale)
            let file = try shots(["--deck", Self.cardsFile.path], in: "file-\(locale)", locale: locale)
            assertSameShots(file, as: scene, count: 8, "in \(locale) ")
            XCTAssertNotEqual(scene["00-rest.png"], scene["01-half-way.png"], "the cards moved")
            XCTAssertNotEqual(scene["03-over-the-seam.png"], scene["04-list.png"], "the list scrolled")
        }
    }

    func testAnEditedCopyShowsTheEdit() throws {
        let text = try String(contentsOf: Self.cardsFile, encoding: .utf8)
        let copy = folder.appendingPathComponent("mine.json")
        try Data(text.replacingOccurrences(of: #""artwork": "night", "caption": "BBB""#, with: #""artwork": "sunset", "caption": "BBB""#)
            .replacingOccurrences(of: "Turtle Rock", with: "Mount Fuji").utf8).write(to: copy)
        XCTAssertNotEqual(try String(contentsOf: copy, encoding: .utf8), text, "the copy is edited")
        let scene = try shots(["--scene", "cards"], in: "scene")
        let edited = try shots(["--deck", copy.path], in: "edited")
        XCTAssertNotEqual(scene["00-rest.png"], edited["00-rest.png"], "the first row reads Mount Fuji")
        XCTAssertNotEqual(scene["01-half-way.png"], edited["01-half-way.png"], "the second card is a sunset")
    }

    // MARK: - The loader

    func testTheShippedFileReadsAsTheCardsWithTheirListAndHint() throws {
        let deck = try DeckLoader.load(path: Self.cardsFile.path, locale: .en)
        XCTAssertEqual(deck.pages.map(\.artwork), [.meadow, .night, .sunset])
        XCTAssertEqual(deck.pages.map(\.caption), ["AAA", "BBB", "CCC"])
        guard case .items(let rows)? = deck.below?.rows else { return XCTFail("the list under the cards") }
        XCTAssertEqual(rows.count, 12)
        XCTAssertEqual(rows.first, Deck.Row(title: "Turtle Rock", subtitle: "Joshua Tree National Park", artwork: .sunset))
        XCTAssertEqual(deck.below?.title, "Landmarks")
        XCTAssertEqual(deck.hint, Deck.Hint(horizontal: "Swipe the card or the caption", vertical: "Swipe the card or the caption"))
        XCTAssertEqual(try DeckLoader.load(path: Self.cardsFile.path, locale: .ja).hint?.text(along: .vertical), "カードか見出しを上下にスワイプ")
    }

    func testAHintIsOneTextOrOnePerAxisEitherServingBoth() throws {
        let base = ##""pages": [{"color": "#FF9D98"}], "below": {"rows": ["a"]}"##
        XCTAssertEqual(try deck("{\(base), \"hint\": \"Swipe\"}").hint, Deck.Hint(horizontal: "Swipe", vertical: "Swipe"))
        XCTAssertEqual(try deck("{\(base), \"hint\": {\"ja\": \"スワイプ\", \"en\": \"Swipe\"}}").hint, Deck.Hint(horizontal: "スワイプ", vertical: "スワイプ"))
        XCTAssertEqual(try deck("{\(base), \"hint\": {\"vertical\": \"Up\"}}").hint, Deck.Hint(horizontal: "Up", vertical: "Up"))
        XCTAssertEqual(try deck("{\(base), \"hint\": {\"horizontal\": \"Side\", \"vertical\": \"Up\"}}").hint?.text(along: .vertical), "Up")
        XCTAssertNil(try deck("{\(base)}").hint)
    }

    func testAPageOfAnyDeckMayShowAnArtwork() throws {
        let plain = MekuriProcess(folder: folder.appendingPathComponent("plain"))
        let drawn = MekuriProcess(folder: folder.appendingPathComponent("drawn"))
        let page = try plain.write(##"{"pages": [{"color": "#202020"}]}"##, to: "plain.json")
        let art = try drawn.write(##"{"pages": [{"color": "#202020", "artwork": "night"}]}"##, to: "drawn.json")
        let without = try plain.shots(of: "shot a.png", as: "s.mekuri", ["--deck", page, "--size", "200x300"])
        let with = try drawn.shots(of: "shot a.png", as: "s.mekuri", ["--deck", art, "--size", "200x300"])
        XCTAssertNotNil(with["a.png"])
        XCTAssertNotEqual(with["a.png"], without["a.png"], "the night is drawn over the page's colour")
    }

    func testEveryMistakeInACardsFileNamesItsPlace() {
        let card = ##""pages": [{"artwork": "night"}]"##
        let cases: [(String, String)] = [
            (##"{"pages": [{"color": "#FFFFFF"}], "hint": "Swipe"}"##,
             "deck.json: hint: a hint shows under the cards of a file with 'below'; add 'below' or leave out 'hint'"),
            ("{\(card), \"buttons\": true, \"below\": {\"rows\": 3}}",
             "deck.json: buttons: a file with 'below' pages its cards by swipes and dots; leave out 'buttons'"),
            ("{\(card), \"indicator\": [\"dots\", \"tabs\"], \"below\": {\"rows\": 3}}",
             "deck.json: indicator: a file with 'below' shows dots over its cards, not tabs; write \"dots\" or \"none\""),
            (##"{"pages": [{"artwork": "night"}, {"label": "月", "rows": 3}], "below": {"rows": 3}}"##,
             "deck.json: pages[1].label: a card over 'below' is a picture and its caption; leave out 'label'"),
            ("{\(card), \"below\": \"Landmarks\"}",
             #"deck.json: below: 'Landmarks' is not a list's page; write {"title": "Places", "rows": ["Turtle Rock"]}"#),
            ("{\(card), \"below\": {\"title\": \"Places\"}}",
             #"deck.json: below.rows: missing; list the rows under the cards, as in ["Turtle Rock"]"#),
            ("{\(card), \"below\": {\"rows\": [{\"title\": \"a\", \"image\": \"a.png\"}]}}",
             "deck.json: below.rows[0].image: unknown key; the keys are title, subtitle, artwork"),
            ("{\(card), \"below\": {\"rows\": [\"a\"], \"colr\": \"#FFFFFF\"}}",
             "deck.json: below.colr: unknown key; the keys are title, rows"),
            (##"{"pages": [{"artwork": "forest"}]}"##,
             "deck.json: pages[0].artwork: 'forest' is not one of 'meadow', 'night', 'sunset'"),
            (##"{"pages": [{"rows": [{"title": "a", "artwork": "night"}]}]}"##,
             "deck.json: pages[0].rows[0].artwork: unknown key; the keys are title, subtitle, image"),
            ("{\(card), \"below\": {\"rows\": 3}, \"hint\": {\"horizontal\": \"a\", \"vertikal\": \"b\"}}",
             "deck.json: hint.vertikal: unknown key (did you mean vertical?)"),
            (##"{"tabBar": [{"title": "A", "rows": 3}], "below": {"rows": 3}}"##,
             "deck.json: below: a file with a 'tabBar' has no pager of its own; leave out 'below'"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(mistake(in: text), expected, text)
        }
    }
}
