import Foundation
import XCTest

/// The bundled faces are made to open quickly (Assets/Fonts/make-subset.py): FreeType reads
/// every subroutine into memory and the charset entry by entry when it opens a CFF face, so the
/// subroutines are inlined and the charset is one range. A font made again without those steps
/// would still draw the same, only slower to open; these tests say so.
final class BundledFontTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/Fonts")
    private static let faces = ["NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"]

    private func table(of face: String) throws -> CompactFontFormat {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(face)))
        return try CompactFontFormat(fontFile: bytes)
    }

    func testTheBundledFacesHaveNoSubroutines() throws {
        for face in Self.faces {
            let cff = try table(of: face)
            XCTAssertGreaterThan(cff.glyphCount, 10_000, face)
            XCTAssertEqual(cff.globalSubroutineCount, 0, "\(face): run make-subset.py, which inlines them")
            XCTAssertFalse(cff.localSubroutineCounts.isEmpty, "\(face): no Private DICT was found")
            XCTAssertEqual(cff.localSubroutineCounts.filter { $0 > 0 }, [], "\(face): run make-subset.py, which inlines them")
        }
    }

    func testTheBundledFacesNumberTheirGlyphsInOneCharsetRange() throws {
        for face in Self.faces {
            let cff = try table(of: face)
            XCTAssertEqual(cff.charsetFormat, 2, face)
            XCTAssertEqual(cff.charsetRanges.count, 1, "\(face): run make-subset.py, which numbers the CIDs as the glyphs")
            XCTAssertEqual(cff.charsetRanges.first?.first, 1, face)
            XCTAssertEqual(cff.charsetRanges.first?.left, cff.glyphCount - 2, face)
        }
    }
}
