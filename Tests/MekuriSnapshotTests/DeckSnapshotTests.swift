import Foundation
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest
import MekuriSystem

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

/// Decks of images the tests write with SDL: a vertical gradient and a solid, drawn filling,
/// fitting and as wide as the page.
final class DeckImageSnapshotTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-deck-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // 300×200: blue at the top to orange at the bottom, a white square in its middle.
        let width = 300, height = 200
        var pixels: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                let f = Double(y) / Double(height - 1)
                let r = UInt32(90 + (255 - 90) * f), g = UInt32(170 + (202 - 170) * f), b = UInt32(250 - (250 - 128) * f)
                let inSquare = (125..<175).contains(x) && (75..<125).contains(y)
                pixels.append(inSquare ? 0xFFFF_FFFF : 0xFF00_0000 | r << 16 | g << 8 | b)
            }
        }
        try Surface(width: width, height: height, argbPixels: pixels).savePNG(to: path("wide.png"))
        try Surface(width: 100, height: 400, argbPixels: Array(repeating: 0xFF34_C759, count: 100 * 400)).savePNG(to: path("tall.png"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func deck(_ fit: Deck.Fit) -> Deck {
        Deck(source: folder.path, title: "Images", indicator: .dots, pages: [
            Deck.Page(image: ImageSource(path: path("wide.png")), color: Color(242, 242, 247), fit: fit),
            Deck.Page(image: ImageSource(path: path("tall.png")), fit: fit),
        ])
    }

    func testAWideImageFillingItsPageIsCroppedAndCentred() throws {
        let harness = try HeadlessHarness(scene: .deck, locale: .en, deck: deck(.fill))
        let frame = try harness.run("wait 100")
        // The pages are 390×752 (844 less the dots row and the bar); the 3:2 image covers them, 1128 wide.
        XCTAssertEqual(frame.pixel(195, 376), 0xFFFF_FFFF, "the white square at the page's centre")
        try assertSnapshot(frame, named: "deck-image-fill")
    }

    func testAWideImageFittingItsPageIsLetterboxedOnThePageColour() throws {
        let harness = try HeadlessHarness(scene: .deck, locale: .en, deck: deck(.fit))
        let frame = try harness.run("wait 100")
        XCTAssertEqual(frame.pixel(195, 20), 0xFFF2_F2F7, "the page colour above the letterboxed image")
        XCTAssertEqual(frame.pixel(195, 376), 0xFFFF_FFFF, "the white square at the centre")
        try assertSnapshot(frame, named: "deck-image-fit")
    }

    func testATallImageAsWideAsThePageScrollsInIt() throws {
        let harness = try HeadlessHarness(scene: .deck, locale: .en, deck: deck(.width))
        let frame = try harness.run("key Right\nwait 500\nwheel 0 -400\nwait 600")
        // 100×400 drawn 390 wide is 1560 tall: the page scrolls.
        XCTAssertEqual(frame.pixel(195, 700), 0xFF34_C759)
        try assertSnapshot(frame, named: "deck-image-tall-scrolled")
    }
}

/// A deck's list pages: written rows with subtitles and thumbnails, and numbered rows under a big
/// label, each scrolling inside its page (issue 29).
final class DeckListPageSnapshotTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-deck-lists-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Surface(width: 60, height: 60, argbPixels: Array(repeating: 0xFF34_78F6, count: 60 * 60))
            .savePNG(to: folder.appendingPathComponent("blue.png").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var deck: Deck {
        Deck(source: folder.path, title: "Lists", indicator: .tabs, showsButtons: false, pages: [
            Deck.Page(title: "Files", rows: .items([
                Deck.Row(title: "Holiday", subtitle: "12 photos", image: ImageSource(path: folder.appendingPathComponent("blue.png").path)),
                Deck.Row(title: "Work", subtitle: "3 photos"),
                Deck.Row(title: "Plain"),
            ])),
            Deck.Page(color: Color(153, 214, 243), title: "Count", label: "42", rows: .numbered(count: 30, start: 1, text: "Row {n}")),
        ])
    }

    func testWrittenRowsShowTheirThumbnailsAndSubtitles() throws {
        let harness = try HeadlessHarness(scene: .deck, locale: .en, deck: deck)
        let frame = try harness.run("wait 100")
        // The strip is 44 pt; the first row is 64 pt with its 44 pt thumbnail 16 pt in, centred.
        XCTAssertEqual(frame.pixel(38, 44 + 32), 0xFF34_78F6, "the thumbnail in the first row")
        XCTAssertEqual(frame.pixel(38, 44 + 64 + 32), 0xFFFF_FFFF, "no thumbnail in the second row")
        try assertSnapshot(frame, named: "deck-list-rows")
    }

    func testNumberedRowsUnderALabelScrollInsideTheirPage() throws {
        let harness = try HeadlessHarness(scene: .deck, locale: .en, deck: deck)
        let frame = try harness.run("key Right\nwait 600\nwheel 0 -200\nwait 600")
        guard case .array(let scroll)? = harness.state["scrollY"], case .number(let second)? = scroll.last else {
            return XCTFail("scrollY: \(String(describing: harness.state["scrollY"]))")
        }
        XCTAssertGreaterThan(second, 100, "the list page scrolled")
        XCTAssertEqual(scroll.first, .number(0), "the first page kept its own position")
        try assertSnapshot(frame, named: "deck-list-numbered-scrolled")
    }
}
