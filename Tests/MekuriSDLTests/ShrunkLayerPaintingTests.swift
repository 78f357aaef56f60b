import Foundation
import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// A picture shrunk into a smaller frame, as the view behind a sheet is: its content drawn at
/// its own size, copied smoothly into the frame, and drawn again when the content changes.
final class ShrunkLayerPaintingTests: XCTestCase {
    private func makePainter(width: Int, height: Int) throws -> (DisplayListPainter, Surface, SDLRuntime) {
        try makeSurfacePainter(width: width, height: height)
    }

    /// A 100×100 picture, its left half `left` and its right half blue, shrunk into 47×47 at (10, 10).
    private func shrunkList(left: Color) -> DisplayList {
        var list = DisplayList(background: .black)
        list.shrunk(key: "halves", into: Rect(x: 10, y: 10, width: 47, height: 47),
                    contentSize: Size(width: 100, height: 100), background: .white) { content in
            content.fill(Rect(x: 0, y: 0, width: 50, height: 100), left)
            content.fill(Rect(x: 50, y: 0, width: 50, height: 100), Color(0, 0, 255))
        }
        return list
    }

    func testAShrunkPictureFillsItsFrameSmoothly() throws {
        let (painter, surface, runtime) = try makePainter(width: 80, height: 80)
        defer { withExtendedLifetime(runtime) {} }
        try painter.paint(shrunkList(left: Color(255, 0, 0)))
        painter.renderer.present()
        let pixels = surface.argbPixels
        XCTAssertEqual(pixels[30 * 80 + 20], 0xFFFF_0000, "the left half, in the frame's left half")
        XCTAssertEqual(pixels[30 * 80 + 50], 0xFF00_00FF, "the right half, in the frame's right half")
        XCTAssertEqual(pixels[30 * 80 + 57], 0xFF00_0000, "nothing past the frame's right edge (57)")
        XCTAssertEqual(pixels[57 * 80 + 30], 0xFF00_0000, "nothing past the frame's bottom edge (57)")
        // Smooth: where the halves meet, a column mixes them instead of jumping from one to the other.
        let seam = (28..<38).map { pixels[30 * 80 + $0] }
        XCTAssertTrue(seam.contains { $0 != 0xFFFF_0000 && $0 != 0xFF00_00FF }, "a blended column at the seam: \(seam)")
    }

    func testAShrunkPictureIsDrawnAgainWhenItsContentChanges() throws {
        let (painter, surface, runtime) = try makePainter(width: 80, height: 80)
        defer { withExtendedLifetime(runtime) {} }
        try painter.paint(shrunkList(left: Color(255, 0, 0)))
        try painter.paint(shrunkList(left: Color(0, 255, 0)))
        painter.renderer.present()
        XCTAssertEqual(surface.argbPixels[30 * 80 + 20], 0xFF00_FF00, "the new content, not the first picture kept")
    }
}
