import Foundation
@testable import MekuriSDL
import XCTest

/// The bundled faces are made to open quickly (Assets/Fonts/make-subset.py): FreeType reads
/// every subroutine into memory and the charset entry by entry when it opens a CFF face, so the
/// subroutines are inlined and the charset is one range. A font made again without those steps
/// would still draw the same, only slower to open; these tests say so.
final class BundledFontTests: XCTestCase {
    /// Each bundled face's file name with what its CFF table holds.
    private func bundledFaces() throws -> [(name: String, cff: CompactFontFormat)] {
        try FontLibrary.bundledPaths.values.sorted().map { path in
            let file = URL(fileURLWithPath: path)
            return (file.lastPathComponent, try CompactFontFormat(fontFile: [UInt8](Data(contentsOf: file))))
        }
    }

    func testTheBundledFacesHaveNoSubroutines() throws {
        let faces = try bundledFaces()
        XCTAssertEqual(faces.count, 2)
        for (face, cff) in faces {
            XCTAssertGreaterThan(cff.glyphCount, 10_000, face)
            XCTAssertEqual(cff.globalSubroutineCount, 0, "\(face): run make-subset.py, which inlines them")
            XCTAssertFalse(cff.localSubroutineCounts.isEmpty, "\(face): no Private DICT was found")
            XCTAssertEqual(cff.localSubroutineCounts.filter { $0 > 0 }, [], "\(face): run make-subset.py, which inlines them")
        }
    }

    func testTheBundledFacesNumberTheirGlyphsInOneCharsetRange() throws {
        let faces = try bundledFaces()
        XCTAssertEqual(faces.count, 2)
        for (face, cff) in faces {
            XCTAssertEqual(cff.charsetFormat, 2, face)
            XCTAssertEqual(cff.charsetRanges.count, 1, "\(face): run make-subset.py, which numbers the CIDs as the glyphs")
            XCTAssertEqual(cff.charsetRanges.first?.first, 1, face)
            XCTAssertEqual(cff.charsetRanges.first?.left, cff.glyphCount - 2, face)
        }
    }
}
