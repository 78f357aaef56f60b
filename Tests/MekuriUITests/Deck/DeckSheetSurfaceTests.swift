import MekuriEngine
import MekuriUI
import XCTest

/// A sheet's own page is drawn on the sheet's raised background, not the screen's: in dark, the
/// list under its bar is the sheet's grey, not black.
final class DeckSheetSurfaceTests: XCTestCase {
    func testASheetsRowsLieOnItsRaisedBackgroundInDark() throws {
        var deck = Deck(source: "", title: "T", pages: [Deck.Page(color: Color(255, 157, 152))])
        var page = Deck.Page(title: "Details", rows: .numbered(count: 3, start: 1, text: "Row {n}"))
        page.rowStyle = .list
        deck.sheet = Deck.Opener(page: page, opener: "Details")
        var scene = DeckScene(deck: deck, locale: .en, size: Size(width: 390, height: 844))
        scene.appearance = .dark
        XCTAssertTrue(scene.activate(.pulldown(.modalShow), at: 0))
        let fills = scene.displayList(at: 2, measuring: FixedWidthText()).commands.compactMap { command -> Color? in
            if case .fill(_, let color) = command { color } else { nil }
        }
        let dark = Appearance.dark.palette
        XCTAssertTrue(fills.contains(dark.elevatedBackground), "the rows' page on the sheet's grey")
        XCTAssertFalse(fills.contains(dark.background), "no black page inside the sheet")
    }
}
