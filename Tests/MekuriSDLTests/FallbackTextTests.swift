import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// The fallback chain with the tests' pinned fonts (Tests/Fonts/fonts.conf): the bundled font,
/// then a fontconfig font, then a box; and text of any length drawn and measured as it shows.
final class FallbackTextTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let body = TextStyle(size: 17)
    /// A character no font has (the last private-use code point).
    private static let unknown = "\u{10FFFD}"

    private var runtime: SDLRuntime!
    private var fonts: FontLibrary!

    override func setUpWithError() throws {
        runtime = try SDLRuntime(video: false)
        let bundled = Self.repository.appendingPathComponent("Assets/Fonts")
        fonts = try FontLibrary(paths: [.regular: bundled.appendingPathComponent("NotoSansJP-Regular.otf").path,
                                        .bold: bundled.appendingPathComponent("NotoSansJP-Bold.otf").path],
                                runtime: runtime,
                                fallbackConfiguration: Self.repository.appendingPathComponent("Tests/Fonts/fonts.conf").path)
    }

    private func painter(width: Int, height: Int) throws -> (DisplayListPainter, Surface) {
        let surface = try Surface(width: width, height: height)
        return (DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime), fonts: fonts), surface)
    }

    private func paint(_ run: TextRun, width: Int, height: Int) throws -> (DisplayListPainter, [UInt32]) {
        let (painter, surface) = try painter(width: width, height: height)
        var list = DisplayList(background: .white)
        list.text(run)
        try painter.paint(list)
        painter.renderer.present()
        return (painter, surface.argbPixels)
    }

    func testEachCharacterComesFromTheFirstFontThatHasIt() throws {
        let shaped = try fonts.shape("あ髙😀" + Self.unknown, weight: .regular, pixelSize: 17)
        XCTAssertEqual(shaped.pieces.map(\.text), ["あ", "髙", "😀", Self.unknown])
        guard case .font(let bundled) = shaped.pieces[0].source, case .font(let cjk) = shaped.pieces[1].source,
              case .font(let emoji) = shaped.pieces[2].source else {
            return XCTFail("the first three come from fonts: \(shaped.pieces.map(\.source))")
        }
        XCTAssertTrue(bundled.face.path.hasSuffix("NotoSansJP-Regular.otf"))
        XCTAssertTrue(cjk.face.path.hasSuffix("NotoSansCJKjp-Fallback-Subset.otf"))
        XCTAssertTrue(emoji.face.isColor)
        XCTAssertEqual(shaped.pieces[3].source, .missing)
        XCTAssertEqual(shaped.pieces.map(\.x), [0, shaped.pieces[0].width, shaped.pieces[0].width + shaped.pieces[1].width,
                                               shaped.pieces[0].width + shaped.pieces[1].width + shaped.pieces[2].width],
                       "pieces follow one another without gaps")
        XCTAssertGreaterThan(shaped.pieces[3].width, 0, "a missing character still takes room")
    }

    func testAFallbackFontMustHaveEveryCharacterOfAClusterAskedFor() {
        let finder = SystemFontFinder(configFile: Self.repository.appendingPathComponent("Tests/Fonts/fonts.conf").path)
        let both = finder.face(covering: ["髙", "①"], weight: .regular, prefersColor: false)
        XCTAssertEqual(both.map { URL(fileURLWithPath: $0.path).lastPathComponent }, "NotoSansCJKjp-Fallback-Subset.otf")
        XCTAssertNil(finder.face(covering: ["髙", "😀"], weight: .regular, prefersColor: false),
                     "no pinned font has both")
        XCTAssertEqual(finder.face(covering: ["😀"], weight: .regular, prefersColor: true)?.isColor, true)
    }

    func testTextTheBundledFontCoversNeverStartsFontconfig() throws {
        _ = try fonts.shape("月曜日 Monday ①", weight: .bold, pixelSize: 34)
        XCTAssertTrue(fonts.finder.isLoaded, "① is not in the bundled font")
        let fresh = try FontLibrary(paths: fonts.paths, runtime: runtime)
        _ = try fresh.shape("月曜日 Monday, 前へ 次へ", weight: .regular, pixelSize: 17)
        XCTAssertFalse(fresh.finder.isLoaded)
    }

    func testCaretStopsRiseToTheWidthAndFallBetweenPieces() throws {
        let text = "a髙😀" + Self.unknown + "b"
        let stops = fonts.caretStops(of: text, weight: .regular, pixelSize: 17)
        let shaped = try fonts.shape(text, weight: .regular, pixelSize: 17)
        XCTAssertEqual(stops.count, 6)
        XCTAssertEqual(stops, stops.sorted())
        XCTAssertEqual(stops.last, shaped.width)
        XCTAssertEqual(Array(stops.dropLast()), shaped.pieces.map(\.x), "each character here is a piece of its own")
    }

    func testAMissingCharacterIsDrawnAsABoxNotAGap() throws {
        let (_, pixels) = try paint(TextRun(Self.unknown, style: Self.body, color: .black,
                                            frame: Rect(x: 0, y: 0, width: 20, height: 30), alignment: .leading),
                                    width: 20, height: 30)
        let dark = pixels.filter { $0 == 0xFF00_0000 }.count
        XCTAssertGreaterThan(dark, 20, "an outline")
        XCTAssertEqual(pixels[15 * 20 + 5], 0xFFFF_FFFF, "hollow")
    }

    func testAnEmojiIsDrawnInItsColours() throws {
        let (_, pixels) = try paint(TextRun("😀", style: Self.body, color: .black,
                                            frame: Rect(x: 0, y: 0, width: 30, height: 30), alignment: .leading),
                                    width: 30, height: 30)
        let yellow = pixels.filter { pixel in
            let (red, green, blue) = (pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF)
            return red > 200 && green > 150 && blue < 120
        }
        XCTAssertGreaterThan(yellow.count, 50, "a yellow face, not a black glyph")
    }

    func testTextLongerThanAnyTextureDrawsItsEndAndRasterisesOnlyWhatShows() throws {
        let text = String(repeating: "あ", count: 4000) + "ABCDEFG"
        XCTAssertGreaterThan(fonts.size(of: text, weight: .regular, pixelSize: 17).width, 65_536)
        let (painter, pixels) = try paint(TextRun(text, style: Self.body, color: .black,
                                                  frame: Rect(x: 0, y: 0, width: 120, height: 30), alignment: .trailing),
                                          width: 120, height: 30)
        XCTAssertGreaterThan(pixels.filter { $0 != 0xFFFF_FFFF }.count, 100, "ABCDEFG shows at the right")
        XCTAssertLessThanOrEqual(painter.textCache.count, 2, "only the pieces in view were rasterised")
        let stops = painter.caretStops(of: text, style: Self.body)
        XCTAssertEqual(stops.count, 4008)
        XCTAssertEqual(stops.last, painter.size(of: text, style: Self.body).width)
    }

    func testAnEditedLongTextIsMeasuredAsAFreshLibraryMeasuresIt() throws {
        let text = String(repeating: "かa髙", count: 200)
        _ = fonts.caretStops(of: text, weight: .regular, pixelSize: 17)
        let edited = text + "AV" + text.prefix(10)
        let reused = fonts.caretStops(of: edited, weight: .regular, pixelSize: 17)
        let fresh = try FontLibrary(paths: fonts.paths, runtime: runtime,
                                    fallbackConfiguration: Self.repository.appendingPathComponent("Tests/Fonts/fonts.conf").path)
        XCTAssertEqual(reused, fresh.caretStops(of: edited, weight: .regular, pixelSize: 17))
        XCTAssertEqual(fonts.size(of: edited, weight: .regular, pixelSize: 17).width, reused.last)
    }
}
