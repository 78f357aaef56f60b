import Foundation
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest

/// Layers through the painter: rasterised once, and always copied within the clip around them.
final class LayerPaintingTests: XCTestCase {
    private func makePainter(width: Int, height: Int) throws -> (DisplayListPainter, Surface, SDLRuntime) {
        let runtime = try SDLRuntime(video: false)
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/Fonts")
        let library = try FontLibrary(paths: [.regular: fonts.appendingPathComponent("NotoSansJP-Regular.otf").path,
                                              .bold: fonts.appendingPathComponent("NotoSansJP-Bold.otf").path],
                                      runtime: runtime)
        let surface = try Surface(width: width, height: height)
        return (DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime), fonts: library), surface, runtime)
    }

    func testALayerIsClippedOnTheFrameThatRasterisesItAndOnLaterOnes() throws {
        let (painter, surface, runtime) = try makePainter(width: 40, height: 10)
        defer { withExtendedLifetime(runtime) {} }
        var list = DisplayList(background: .white)
        list.clipped(to: Rect(x: 0, y: 0, width: 20, height: 10)) { list in
            list.layer(key: "red", frame: Rect(x: 10, y: 0, width: 20, height: 10), background: Color(255, 0, 0)) { _ in }
        }
        for frame in 1...2 {
            try painter.paint(list)
            painter.renderer.present()
            let pixels = surface.argbPixels
            XCTAssertEqual(pixels[5 * 40 + 15], 0xFFFF_0000, "frame \(frame): inside the clip")
            XCTAssertEqual(pixels[5 * 40 + 25], 0xFFFF_FFFF, "frame \(frame): outside the clip, untouched")
        }
    }
}
