import MekuriUI
import XCTest

/// Numbered rows: their text's `{n}` and `{title}`, each replaced wherever it stands.
final class DeckRowsTests: XCTestCase {
    private func title(_ text: String, start: Int = 1, row: Int, page: String? = "月") -> String {
        Deck.Rows.numbered(count: 100, start: start, text: text).row(row, pageTitle: page).title
    }

    func testTheNumberAndThePagesTitleGoWhereTheTextPutsThem() {
        XCTAssertEqual(title("{title}{n}", start: 0, row: 12), "月12")
        XCTAssertEqual(title("Item {n}", row: 2), "Item 3")
        XCTAssertEqual(title("{n}/{n} {title}!", start: -5, row: 0), "-5/-5 月!")
        XCTAssertEqual(title("{title}", row: 0, page: nil), "", "a page without a title")
    }

    func testAnythingElseStaysAsWritten() {
        XCTAssertEqual(title("{ti{n}tle} { n} {N} {", row: 0), "{ti1tle} { n} {N} {")
        XCTAssertEqual(title("{title}", row: 0, page: "{n} {title}"), "{n} {title}", "a title's own braces are not read")
        XCTAssertEqual(title("🇯🇵 é{n}ü", row: 8), "🇯🇵 é9ü")
    }
}
