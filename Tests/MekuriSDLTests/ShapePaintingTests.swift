import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// Gradients and polygons through the painter and `SDL_RenderGeometry` in the software renderer:
/// smooth colour without bands, edges partly covered, nothing drawn outside the shape.
final class ShapePaintingTests: XCTestCase {
    private let size = 200

    /// Paints `draw` on white at `scale` and returns the frame's pixels (0xAARRGGBB, row by row).
    private func paint(scale: Double = 1, _ draw: (inout DisplayList) -> Void) throws -> [UInt32] {
        let fixture = try ImageFixture()
        let (painter, surface) = try fixture.painter(width: size, height: size, scale: scale)
        var list = DisplayList(background: .white)
        draw(&list)
        try painter.paint(list)
        painter.renderer.present()
        return surface.argbPixels
    }

    private func pixel(_ pixels: [UInt32], x: Int, y: Int) -> UInt32 { pixels[y * size + x] & 0xFF_FFFF }

    func testAVerticalGradientChangesColourEveryFewPixelsDownAColumn() throws {
        let pixels = try paint { list in
            list.fill(Rect(x: 0, y: 0, width: 200, height: 200), LinearGradient(from: Color(0, 0, 0), to: Color(200, 100, 0)))
        }
        let column = (0..<size).map { pixel(pixels, x: 100, y: $0) }
        XCTAssertGreaterThan(Set(column).count, 150, "a band-free gradient: nearly a colour per pixel")
        XCTAssertLessThan(column.first!, 0x06_0000, "starts at the first stop")
        XCTAssertGreaterThan(column.last! >> 16, 190, "ends at the last stop")
        XCTAssertEqual(Set((0..<size).map { pixel(pixels, x: $0, y: 100) }).count, 1, "each row one colour")
    }

    func testAHorizontalGradientWithThreeStopsPassesThroughTheMiddleOne() throws {
        let gradient = LinearGradient(stops: [.init(0, Color(255, 0, 0)), .init(0.5, Color(0, 255, 0)),
                                              .init(1, Color(0, 0, 255))], axis: .horizontal)
        let pixels = try paint { $0.fill(Rect(x: 0, y: 0, width: 200, height: 100), gradient) }
        let middle = pixel(pixels, x: 100, y: 50)
        XCTAssertGreaterThan(middle >> 8 & 0xFF, 240, "green at the middle stop")
        XCTAssertLessThan(middle >> 16, 15)
        XCTAssertGreaterThan(Set((0..<size).map { pixel(pixels, x: $0, y: 50) }).count, 150)
        XCTAssertEqual(pixel(pixels, x: 100, y: 150), 0xFF_FFFF, "nothing below the rectangle")
    }

    func testAPolygonIsSolidInsideWithPartlyCoveredEdgesAndNothingOutside() throws {
        let triangle = [Point(x: 20, y: 20), Point(x: 180, y: 40), Point(x: 60, y: 170)]
        let pixels = try paint { $0.polygon(triangle, .black) }
        XCTAssertEqual(pixel(pixels, x: 80, y: 70), 0, "solid inside")
        XCTAssertEqual(pixel(pixels, x: 150, y: 150), 0xFF_FFFF, "untouched outside")
        XCTAssertEqual(pixel(pixels, x: 10, y: 10), 0xFF_FFFF)
        // Along the slanted edge from (180, 40) to (60, 170) the pixels step through greys.
        let greys = (40...170).flatMap { y -> [UInt32] in (0..<size).map { pixel(pixels, x: $0, y: y) } }
            .filter { $0 != 0 && $0 != 0xFF_FFFF }
        XCTAssertGreaterThan(Set(greys).count, 20, "edge pixels partly covered, in many shades")
        var touchedFarOutside = 0
        for y in 0..<size {
            for x in 0..<size where x < 17 || y < 17 || x > 183 || y > 173 {
                if pixel(pixels, x: x, y: y) != 0xFF_FFFF { touchedFarOutside += 1 }
            }
        }
        XCTAssertEqual(touchedFarOutside, 0, "nothing beyond the rim")
    }

    func testAStrokedRingLeavesItsMiddleUntouched() throws {
        let ring = (0..<64).map { step -> Point in
            let angle = Double(step) / 64 * 2 * .pi
            return Point(x: 50 + 30 * cos(angle), y: 50 + 30 * sin(angle))
        }
        let pixels = try paint(scale: 2) { $0.stroke(ring, closed: true, width: 4, .black) }
        XCTAssertEqual(pixel(pixels, x: 100, y: 100), 0xFF_FFFF, "the middle of the ring")
        XCTAssertEqual(pixel(pixels, x: 160, y: 100), 0, "on the ring, at 2× its 60-pixel radius")
        XCTAssertEqual(pixel(pixels, x: 172, y: 100), 0xFF_FFFF, "outside the 8-pixel line")
        XCTAssertEqual(pixel(pixels, x: 148, y: 100), 0xFF_FFFF, "inside the 8-pixel line")
    }
}
