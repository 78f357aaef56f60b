import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest

/// The deck scene drawn: a JSON-style deck of colour pages with the title strip and captions,
/// half-way between two pages (the strip's indicator and the captions following the swipe).
final class DeckSnapshotTests: XCTestCase {
    /// Three colour pages with titles and captions, the title strip and the bar.
    static let colours = Deck(source: "colours.json", title: "Colours", indicator: .tabs, showsCaptions: true, pages: [
        Deck.Page(color: Color(255, 157, 152), title: "Home", caption: "Where it starts"),
        Deck.Page(color: Color(255, 202, 128), title: "Search", caption: "Find anything"),
        Deck.Page(color: Color(90, 170, 250), title: "Profile"),
    ])


    func testAColourDeckHalfWayWithItsTitleStripAndCaptions() throws {
        let harness = try HeadlessHarness(scene: .deck, locale: .en, deck: Self.colours)
        let frame = try harness.run("down 300 400\nmove 250 400\nmove 105 400")
        XCTAssertEqual(harness.state["name"], .string("Search"), "half-way counts as the next page")
        XCTAssertEqual(frame.pixel(5, 300), 0xFFFF_9D98, "Home at the left")
        XCTAssertEqual(frame.pixel(385, 300), 0xFFFF_CA80, "Search coming in from the right")
        try assertSnapshot(frame, named: "deck-colours-half-way")
    }
}
