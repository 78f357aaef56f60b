import Foundation
import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// Layers through the painter: rasterised once, and always copied within the clip around them;
/// one too large for the cache's budget drawn directly, to the same pixels.
final class LayerPaintingTests: XCTestCase {
    private func makePainter(width: Int, height: Int, scale: Double = 1,
                             layerByteBudget: Int = LayerTextureCache.defaultByteBudget)
        throws -> (DisplayListPainter, Surface, SDLRuntime) {
        try makeSurfacePainter(width: width, height: height, scale: scale, layerByteBudget: layerByteBudget)
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

extension LayerPaintingTests {
    /// A layer at a fractional place, half outside the clip around it, holding every kind of
    /// command: fills (one translucent), a clip of its own, a rounded rectangle, small discs and
    /// discs large enough to be drawn in tiles (opaque and translucent), and text; then fills
    /// after it, across its lower edge within the same clip and outside that clip.
    private var busyList: DisplayList {
        var list = DisplayList(background: Color(250, 250, 240))
        list.clipped(to: Rect(x: 0, y: 0, width: 300, height: 180)) { list in
            list.layer(key: "busy", frame: Rect(x: 12.3, y: 8.7, width: 350, height: 160), background: Color(20, 40, 90)) { list in
                list.fill(Rect(x: 0, y: 0, width: 350, height: 60), Color(250, 110, 90))
                list.fill(Rect(x: 20.5, y: 30.25, width: 100, height: 50), Color(255, 255, 255, alpha: 120))
                list.circle(center: Point(x: 700, y: 1040), radius: 930, Color(60, 150, 70))
                list.circle(center: Point(x: 80, y: 900), radius: 850, Color(250, 244, 210, alpha: 90))
                list.circle(center: Point(x: 60.4, y: 40.6), radius: 17.3, Color(255, 214, 10))
                list.circle(center: Point(x: 100, y: 50), radius: 25, Color(255, 255, 255, alpha: 70))
                list.roundedRect(Rect(x: 150, y: 20, width: 90, height: 30), radius: 11, Color(255, 214, 150, alpha: 200))
                list.clipped(to: Rect(x: 200, y: 60, width: 60, height: 60)) { list in
                    list.circle(center: Point(x: 230, y: 90), radius: 45, Color(226, 218, 180))
                }
                list.text(TextRun("カード Card", style: TextStyle(size: 20, weight: .bold), color: .white,
                                  frame: Rect(x: 10, y: 100, width: 200, height: 40)))
            }
            list.fill(Rect(x: 0, y: 165, width: 300, height: 10), Color(200, 0, 200))
        }
        list.fill(Rect(x: 290, y: 100, width: 30, height: 30), Color(0, 128, 0))
        return list
    }

    func testALayerTooLargeForTheBudgetIsDrawnDirectlyToTheSamePixels() throws {
        let (cachedPainter, cachedSurface, cachedRuntime) = try makePainter(width: 560, height: 300, scale: 1.5)
        let (directPainter, directSurface, directRuntime) = try makePainter(width: 560, height: 300, scale: 1.5,
                                                                            layerByteBudget: 1)
        defer { withExtendedLifetime((cachedRuntime, directRuntime)) {} }
        let list = busyList
        let layer = list.commands.lazy.compactMap { if case .layer(let layer) = $0 { layer } else { nil } }.first
        let diameters = layer?.content.commands.compactMap { if case .circle(_, let radius, _) = $0 { Int(radius * 3) } else { nil } }
        XCTAssertTrue(diameters?.contains { !CircleTextureCache.drawsWhole(diameter: $0) } == true,
                      "the layer holds discs drawn in tiles")
        for frame in 1...2 {
            for painter in [cachedPainter, directPainter] {
                try painter.paint(list)
                painter.renderer.present()
            }
            XCTAssertEqual(cachedPainter.layers.count, 1, "frame \(frame): the cached painter keeps the picture")
            XCTAssertEqual(directPainter.layers.count, 0, "frame \(frame): the direct painter keeps none")
            let (cached, direct) = (cachedSurface.argbPixels, directSurface.argbPixels)
            XCTAssertEqual(Set(cached).count > 20, true, "frame \(frame): the layer drew its shapes")
            let differing = zip(cached, direct).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            XCTAssertEqual(differing.count, 0, "frame \(frame): pixels differ, first at \(differing.first.map { ($0 % 560, $0 / 560) } as Any)")
        }
    }
}
