@testable import MekuriSDL
import MekuriUI
import XCTest

/// Opaque fills cut at the first cache-line boundary of their rows (16 pixels of 32-bit colour):
/// where the cut falls, and that the pieces paint exactly the pixels the whole rectangle would.
final class CacheLineFillTests: XCTestCase {
    func testARectangleOffALineIsCutWhereTheNextLineBegins() {
        XCTAssertEqual(PixelRect(x: 6, y: 3, width: 100, height: 5).cacheLineAlignedParts,
                       [PixelRect(x: 6, y: 3, width: 10, height: 5), PixelRect(x: 16, y: 3, width: 90, height: 5)])
        XCTAssertEqual(PixelRect(x: 17, y: 0, width: 100, height: 1).cacheLineAlignedParts.map(\.x), [17, 32])
    }

    func testARectangleOnALineOrTooNarrowStaysWhole() {
        for rect in [PixelRect(x: 32, y: 0, width: 500, height: 9), PixelRect(x: 6, y: 0, width: 40, height: 9),
                     PixelRect(x: 0, y: 0, width: 1, height: 1)] {
            XCTAssertEqual(rect.cacheLineAlignedParts, [rect])
        }
    }

    func testTheCutFillPaintsExactlyTheWholeRectanglesPixels() throws {
        let runtime = try SDLRuntime(video: false)
        let surface = try Surface(width: 128, height: 6)
        let renderer = try Renderer(surface: surface, runtime: runtime)
        let red = Color(255, 0, 0)
        renderer.clear(.white)
        renderer.setClip(PixelRect(x: 3, y: 1, width: 120, height: 4))
        renderer.fill(PixelRect(x: -20, y: 0, width: 97, height: 6), red)   // clipped to x 3..<77
        renderer.fill(PixelRect(x: 90, y: 2, width: 200, height: 1), red)   // clipped to x 90..<123
        renderer.present()
        let pixels = surface.argbPixels
        for y in 0..<6 {
            for x in 0..<128 {
                let inside = (1..<5).contains(y) && (3..<77).contains(x) || y == 2 && (90..<123).contains(x)
                XCTAssertEqual(pixels[y * 128 + x], inside ? 0xFFFF_0000 : 0xFFFF_FFFF, "(\(x), \(y))")
            }
        }
    }
}
