import MekuriEngine
import MekuriUI
import XCTest

/// A user's deck with `below`: cards over a list, reported, saved and reloaded as the user's.
final class DeckCardsTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    /// Three coloured cards named by their titles' absence (`page 1`…), over `rows` rows.
    private func cardsDeck(source: String = "/decks/cards.json", colors: [Color] = [.white, .black, .white],
                           rows: Int = 20) -> Deck {
        var deck = Deck(source: source, title: "Cards", showsCaptions: true,
                        pages: colors.enumerated().map { Deck.Page(color: $1, caption: "Card \($0 + 1)") })
        deck.below = Deck.Page(title: "Rows", rows: .items((1...rows).map { Deck.Row(title: "Row \($0)") }))
        return deck
    }

    func testItReportsAndSavesItsCardAndListAsTheUsersOwn() throws {
        var scene = DeckScene(deck: cardsDeck(), locale: .en, size: size)
        try scene.click(.footer(.dot(2)), at: 0)
        let list = try XCTUnwrap(scene.element(for: .list, at: 1)).frame
        scene.drag(from: Point(x: 195, y: list.minY + 200), by: Vector(dx: 0, dy: -100), frames: 10, at: 1, hold: 0.3)
        XCTAssertEqual(scene.state(at: 5).serialized,
                       #"{"scene":"deck","page":2,"name":"page 3","settled":true,"progress":0,"captions":[{"text":"Card 1","opacity":0},{"text":"Card 2","opacity":0},{"text":"Card 3","opacity":1}],"scrollY":100}"#)
        let saved = scene.savedState(at: 5)
        XCTAssertEqual(saved.serialized, #"{"deck":"/decks/cards.json","page":2,"scrollY":100}"#)
        var same = DeckScene(deck: cardsDeck(), locale: .en, size: size)
        same.restore(from: saved)
        XCTAssertEqual(same.state(at: 0).serialized, scene.state(at: 5).serialized)
        var other = DeckScene(deck: cardsDeck(source: "/decks/other.json"), locale: .en, size: size)
        other.restore(from: saved)
        XCTAssertEqual(other.state(at: 0)["page"], .number(0), "another deck starts on its first card")
    }

    func testAReloadKeepsTheCardOnShowAndTheListsOffset() throws {
        var scene = DeckScene(deck: cardsDeck(), locale: .en, size: size)
        try scene.click(.footer(.dot(1)), at: 0)
        scene.handle(.wheel(Vector(dx: 0, dy: -60)), at: 1)
        scene.reload(with: cardsDeck(colors: [.black, .white, .black, .white]), at: 3)
        XCTAssertEqual(scene.state(at: 3)["page"], .number(1))
        XCTAssertEqual(scene.state(at: 3)["scrollY"], .number(60))
        XCTAssertEqual(scene.state(at: 3)["captions"]?.array?.count, 4, "the new deck's cards")
        scene.reload(with: cardsDeck(colors: [.black]), at: 4)
        XCTAssertEqual(scene.state(at: 4)["page"], .number(0), "the only card left")
    }
}
