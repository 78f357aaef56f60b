import MekuriEngine
import MekuriUI
import XCTest

/// A user's own deck with a `tabBar`: the same engine as the tabs scene's, reported as the
/// `deck` scene, its tabs named by the file's ids, saved with the deck's path, kept by a reload.
final class DeckTabBarTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    private func tab(_ id: String, _ title: String, rows: Int, color: Color? = nil) -> Deck.Page {
        var page = Deck.Page(color: color, title: title, rows: .numbered(count: rows, start: 1, text: "\(title) {n}"))
        page.id = id
        return page
    }

    private func tabBarDeck(source: String = "/decks/mine.json") -> Deck {
        var deck = Deck(source: source, title: "Mine", pages: [])
        deck.tabBar = [tab("home", "Home", rows: 50), tab("search", "Search", rows: 30, color: Color(255, 230, 128)),
                       tab("me", "Me", rows: 40)]
        return deck
    }

    func testTheFilesIdsNameTheElementsAndTheState() throws {
        var scene = DeckScene(deck: tabBarDeck(), locale: .en, size: size)
        XCTAssertEqual(scene.elements(at: 0).map(\.id), ["list", "tabbar.home", "tabbar.search", "tabbar.me"])
        XCTAssertEqual(scene.state(at: 0).serialized,
                       #"{"scene":"deck","tab":"home","scrollY":{"home":0,"search":0,"me":0},"settled":true}"#)
        XCTAssertNil(scene.pagedContent, "no pager for the feel lab")
        try scene.click(.tabBar("search"), at: 0)
        scene.handle(.wheel(Vector(dx: 0, dy: -100)), at: 0)
        XCTAssertEqual(scene.state(at: 1).serialized,
                       #"{"scene":"deck","tab":"search","scrollY":{"home":0,"search":100,"me":0},"settled":true}"#)
        XCTAssertEqual(scene.element(withID: "list", time: 1)?.label, "Search")
    }

    func testSidewaysDragsAndKeysDoNothingButUpAndDownScroll() {
        var scene = DeckScene(deck: tabBarDeck(), locale: .en, size: size)
        scene.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        scene.handle(.pointerMove(Point(x: 100, y: 400)), at: 0.1)
        scene.handle(.pointerUp(Point(x: 100, y: 400)), at: 0.2)
        scene.handle(.key(.right), at: 0.3)
        scene.handle(.wheel(Vector(dx: -200, dy: 0)), at: 0.4)
        XCTAssertEqual(scene.state(at: 2)["tab"], .string("home"))
        XCTAssertEqual(scene.state(at: 2)["scrollY"]?["home"], .number(0))
        scene.handle(.key(.down), at: 3)
        XCTAssertEqual(scene.state(at: 4)["scrollY"]?["home"], .number(44), "one 44-point row")
    }

    func testReselectingScrollsToTheTopAndIsTracedByTheTabsID() throws {
        var scene = DeckScene(deck: tabBarDeck(), locale: .en, size: size)
        scene.handle(.wheel(Vector(dx: 0, dy: -300)), at: 0)
        _ = scene.takeTraceEvents()
        try scene.click(.tabBar("home"), at: 1)
        let events = scene.takeTraceEvents()
        XCTAssertEqual(events.map(\.name), ["tapToTop"])
        XCTAssertEqual(events.first?.fields.serialized, #"{"scene":"deck","tab":"home"}"#)
        XCTAssertEqual(scene.state(at: 3)["scrollY"]?["home"], .number(0))
        try scene.click(.tabBar("search"), at: 4)
        XCTAssertEqual(scene.takeTraceEvents().map(\.name), [], "a switch is no tap-to-top")
    }

    func testSavedStateComesBackOnlyForTheSameDeckAndAReloadKeepsTheTabByID() throws {
        var scene = DeckScene(deck: tabBarDeck(), locale: .en, size: size)
        try scene.click(.tabBar("me"), at: 0)
        scene.handle(.wheel(Vector(dx: 0, dy: -20)), at: 0)
        let saved = scene.savedState(at: 1)
        XCTAssertEqual(saved.serialized, #"{"deck":"/decks/mine.json","tab":"me","scrollY":{"home":0,"search":0,"me":20}}"#)
        var same = DeckScene(deck: tabBarDeck(), locale: .en, size: size)
        same.restore(from: saved)
        XCTAssertEqual(same.state(at: 0).serialized, scene.state(at: 1).serialized)
        var other = DeckScene(deck: tabBarDeck(source: "/decks/other.json"), locale: .en, size: size)
        other.restore(from: saved)
        XCTAssertEqual(other.state(at: 0)["tab"], .string("home"), "another deck starts on its first tab")

        var edited = tabBarDeck()
        edited.tabBar.insert(tab("new", "New", rows: 3), at: 0)
        scene.reload(with: edited, at: 2)
        XCTAssertEqual(scene.state(at: 2).serialized,
                       #"{"scene":"deck","tab":"me","scrollY":{"new":0,"home":0,"search":0,"me":20},"settled":true}"#)
    }

    func testATabOfItsOwnColourIsDrawnInItAndTheTabsNumbersAreInTheBar() throws {
        var scene = DeckScene(deck: tabBarDeck(), locale: .en, size: size)
        try scene.click(.tabBar("search"), at: 0)
        let commands = scene.displayList(at: 0, measuring: FixedWidthText()).commands
        XCTAssertTrue(commands.contains { if case .fill(_, let color) = $0 { color == Color(255, 230, 128) } else { false } })
        let texts = commands.compactMap { command -> String? in if case .text(let run) = command { run.text } else { nil } }
        XCTAssertTrue(texts.contains("Search 1"), "\(texts.prefix(5))")
        XCTAssertEqual(texts.filter { ["1", "2", "3"].contains($0) }, ["1", "2", "3"])
    }
}
