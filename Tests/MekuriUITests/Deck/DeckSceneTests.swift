import MekuriEngine
import MekuriUI
import XCTest
import MekuriSystem

/// The deck scene as a value: paging, the title strip and tap-to-top, captions, tall images that
/// scroll, images read only near the page on show, state and saved state by page name, and a
/// reload that keeps the page.
final class DeckSceneTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    /// Images known by path: a size, a failure, or loading; every question counted.
    private final class FakeImages: ImageMeasuring {
        var statuses: [String: ImageStatus] = [:]
        var asked: [String] = []
        func status(of source: ImageSource) -> ImageStatus {
            asked.append(source.fileName)
            return statuses[source.path] ?? .loading
        }
    }

    private func colourDeck(indicator: Deck.Indicator = .tabs, loop: Bool? = nil) -> Deck {
        Deck(source: "/decks/colours.json", title: "Colours", loop: loop, indicator: indicator, showsCaptions: true,
             pages: ["Red", "Green", "Blue"].map { (name: String) in Deck.Page(color: Color(200, 100, 100), title: name, caption: "\(name) page") })
    }

    private func imageDeck(count: Int) -> Deck {
        Deck(source: "/decks/shots", title: "shots", pages: (1...count).map { Deck.Page(image: ImageSource(path: "/decks/shots/\($0).png")) })
    }

    func testStateNamesThePageAndKeysPageThroughTheRing() {
        var scene = DeckScene(deck: colourDeck(), locale: .en, size: size)
        XCTAssertEqual(scene.state(at: 0).serialized, #"{"scene":"deck","page":0,"name":"Red","settled":true,"offset":0,"scrollY":[0,0,0]}"#)
        scene.handle(.key(.left), at: 0)
        XCTAssertEqual(scene.state(at: 1)["name"], .string("Blue"), "a ring by default")
        var stopping = DeckScene(deck: colourDeck(loop: false), locale: .en, size: size)
        stopping.handle(.key(.left), at: 0)
        XCTAssertEqual(stopping.state(at: 1)["page"], .number(0), "the deck's own loop wins over the feel's")
    }

    func testTheDecksOwnFeelKeysWinOverTheRunningFeelsAndTheRestPassThrough() throws {
        var deck = colourDeck(loop: false)
        try deck.feel.set(.threshold, to: .number(0.5))
        /// Where a slow drag of 30 % of the page to the left comes to rest, under the standard threshold of 20 %.
        func restingPage(_ deck: Deck) -> JSONValue? {
            var scene = DeckScene(deck: deck, locale: .en, size: size)
            var running = Feel.standard
            running.gap = 12
            scene.apply(running, at: 0)
            XCTAssertEqual(scene.pager.feel.gap, 12, "a key the deck leaves out is the running feel's")
            scene.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
            for step in 1...30 { scene.handle(.pointerMove(Point(x: 300 - Double(step) * 3.9, y: 400)), at: Double(step) * 0.05) }
            scene.handle(.pointerUp(Point(x: 183, y: 400)), at: 2)
            return scene.state(at: 4)["page"]
        }
        XCTAssertEqual(restingPage(colourDeck(loop: false)), .number(1), "30 % is over the running threshold")
        XCTAssertEqual(restingPage(deck), .number(0), "30 % is under the deck's threshold of 50 %")
    }

    func testTheTitleStripShowsAPageAndTapToTopScrollsIt() throws {
        var scene = DeckScene(deck: imageDeck(count: 3), locale: .en, size: size)
        let images = FakeImages()
        images.statuses["/decks/shots/1.png"] = .ready(width: 1170, height: 5064)
        scene.measureImages(with: images)
        XCTAssertEqual(scene.content.lists[0].maxOffset, 390 * 5064 / 1170 - scene.content.lists[0].viewportHeight, accuracy: 1e-9,
                       "a tall screenshot as wide as the page scrolls")
        scene.handle(.key(.pageDown), at: 0)
        XCTAssertGreaterThan(scene.content.lists[0].offset(at: 2), 0)
        var tabs = DeckScene(deck: colourDeck(), locale: .en, size: size)
        XCTAssertTrue(tabs.activate(elementID: "tab.2", at: 0))
        XCTAssertEqual(tabs.state(at: 2)["name"], .string("Blue"))
        XCTAssertEqual(tabs.elements(at: 2).filter { $0.id.hasPrefix("tab.") }.map(\.label), ["Red", "Green", "Blue"])
        XCTAssertTrue(tabs.activate(elementID: "tab.2", at: 2))
        XCTAssertEqual(tabs.takeTraceEvents().map(\.name), ["tapToTop"])
    }

    func testCaptionsCrossFadeWithTheSwipe() {
        var scene = DeckScene(deck: colourDeck(), locale: .en, size: size)
        scene.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        scene.handle(.pointerMove(Point(x: 250, y: 400)), at: 0.05)
        scene.handle(.pointerMove(Point(x: 105, y: 400)), at: 0.1)
        let captions = scene.displayList(at: 0.1, measuring: FixedText()).commands.compactMap { command -> (String, UInt8)? in
            guard case .text(let run) = command, run.text.hasSuffix("page") else { return nil }
            return (run.text, run.color.alpha)
        }
        XCTAssertEqual(captions.map(\.0), ["Red page", "Green page"])
        XCTAssertEqual(captions.map(\.1), [128, 128], "half-way: each at half opacity")
    }

    func testOnlyThePagesNearTheOneOnShowAreRead() {
        var scene = DeckScene(deck: imageDeck(count: 500), locale: .en, size: size)
        let images = FakeImages()
        scene.measureImages(with: images)
        XCTAssertEqual(Set(images.asked), ["499.png", "500.png", "1.png", "2.png", "3.png"], "the current page and two each side")
    }

    func testAFailedImageShowsAnErrorCardNamingTheFile() {
        var scene = DeckScene(deck: imageDeck(count: 2), locale: .en, size: size)
        let images = FakeImages()
        images.statuses["/decks/shots/1.png"] = .failed(reason: "not a PNG, JPEG or WebP image")
        scene.measureImages(with: images)
        let texts = scene.displayList(at: 0, measuring: FixedText()).commands.compactMap { command -> String? in
            guard case .text(let run) = command else { return nil }
            return run.text
        }
        XCTAssertTrue(texts.contains("1.png"), "\(texts)")
        XCTAssertTrue(texts.contains("not a PNG, JPEG or WebP image"))
    }

    func testSavedStateComesBackOnlyForTheSameDeck() {
        var scene = DeckScene(deck: colourDeck(), locale: .en, size: size)
        scene.handle(.key(.right), at: 0)
        let saved = scene.savedState(at: 1)
        XCTAssertEqual(saved["page"], .string("Green"))
        var same = DeckScene(deck: colourDeck(), locale: .en, size: size)
        same.restore(from: saved)
        XCTAssertEqual(same.state(at: 0)["name"], .string("Green"))
        var other = DeckScene(deck: imageDeck(count: 3), locale: .en, size: size)
        other.restore(from: saved)
        XCTAssertEqual(other.state(at: 0)["page"], .number(0), "another deck starts at its first page")
    }

    func testAReloadKeepsThePageByName() {
        var scene = DeckScene(deck: colourDeck(), locale: .en, size: size)
        scene.handle(.key(.right), at: 0)
        var reordered = colourDeck()
        reordered.pages.insert(Deck.Page(color: .white, title: "New"), at: 0)
        scene.reload(with: reordered, at: 1)
        XCTAssertEqual(scene.state(at: 1)["name"], .string("Green"))
        XCTAssertEqual(scene.state(at: 1)["page"], .number(2))
    }

    func testImageFramesForEachFit() {
        let page = Rect(x: 0, y: 0, width: 400, height: 800)
        let wide = Size(width: 800, height: 400)
        XCTAssertEqual(DeckLayout.imageFrame(for: wide, fit: .fit, in: page, scrolledBy: 0), Rect(x: 0, y: 300, width: 400, height: 200))
        XCTAssertEqual(DeckLayout.imageFrame(for: wide, fit: .fill, in: page, scrolledBy: 0), Rect(x: -600, y: 0, width: 1600, height: 800))
        XCTAssertEqual(DeckLayout.imageFrame(for: Size(width: 100, height: 400), fit: .width, in: page, scrolledBy: 50),
                       Rect(x: 0, y: -50, width: 400, height: 1600), "as wide as the page, scrolled")
    }
}

/// Text 10 pt a character, 20 pt tall.
private struct FixedText: TextMeasuring {
    func size(of text: String, style: TextStyle) -> Size { Size(width: Double(text.count) * 10, height: 20) }
    func caretStops(of text: String, style: TextStyle) -> [Double] { (0...text.count).map { Double($0) * 10 } }
}
