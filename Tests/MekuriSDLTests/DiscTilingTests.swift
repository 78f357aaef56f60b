import Foundation
import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// Discs too large to keep whole, drawn in tiles: each tile's kind agrees with its pixels, and
/// the tiles give exactly the pixels of the whole disc's texture.
final class DiscTilingTests: XCTestCase {
    func testEveryTileIsWhatItsPixelsSay() {
        let rgb: UInt32 = 0x12_34_56
        var kinds: [DiscRaster.Coverage: Int] = [:]
        var wrong: [String] = []
        // Small tiles over many diameters put tile corners everywhere around the edge band. A
        // tile across the edge may still come out all inside or all outside (the test is
        // conservative); one said to be inside or outside must be exactly that.
        for diameter in 40...90 {
            for tileSize in [3, 5, 8] {
                let raster = DiscRaster(diameter: diameter, tileSize: tileSize)
                for tile in raster.tiles(meeting: PixelRect(x: 0, y: 0, width: diameter, height: diameter)) {
                    let pixels = Set(raster.argbPixels(in: raster.region(of: tile), rgb: rgb))
                    let coverage = raster.coverage(of: tile)
                    kinds[coverage, default: 0] += 1
                    if coverage == .inside && pixels != [0xFF00_0000 | rgb] || coverage == .outside && pixels != [0] {
                        wrong.append("diameter \(diameter), \(tileSize)-pixel tile \(tile) is not wholly \(coverage)")
                    }
                }
            }
        }
        XCTAssertEqual(wrong.prefix(5), [])
        XCTAssertEqual(kinds.keys.count, 3, "tiles of each kind: \(kinds)")
    }

    func testTheLastRowAndColumnOfTilesAreNarrower() {
        let raster = DiscRaster(diameter: 700)
        XCTAssertEqual(raster.tiles(meeting: PixelRect(x: 0, y: 0, width: 700, height: 700)).count, 36)
        XCTAssertEqual(raster.region(of: DiscRaster.Tile(column: 5, row: 5)), PixelRect(x: 640, y: 640, width: 60, height: 60))
    }

    func testOnlyTheTilesMeetingTheVisibleRectangleAreDrawn() {
        let raster = DiscRaster(diameter: 1000)
        XCTAssertEqual(raster.tiles(meeting: PixelRect(x: 130, y: -50, width: 127, height: 100)),
                       [DiscRaster.Tile(column: 1, row: 0), DiscRaster.Tile(column: 2, row: 0)])
        XCTAssertEqual(raster.tiles(meeting: PixelRect(x: 1000, y: 0, width: 50, height: 50)), [])
        XCTAssertEqual(raster.region(of: DiscRaster.Tile(column: 7, row: 7)), PixelRect(x: 896, y: 896, width: 104, height: 104))
    }

    /// Paints a disc `diameter` pixels across through the painter (drawn in tiles) and, on a
    /// second surface, by copying the whole disc's texture; returns both frames' pixels.
    private func paintBothWays(diameter: Int, color: Color) throws -> (tiled: [UInt32], whole: [UInt32]) {
        let runtime = try SDLRuntime(video: false)
        let (width, height) = (600, 400)
        let background = Color(90, 170, 250)
        let clip = PixelRect(x: 30, y: 20, width: 500, height: 360)
        let center = Point(x: 310.5, y: 1000)

        let tiledSurface = try Surface(width: width, height: height)
        let fonts = try FontLibrary.bundled(runtime: runtime)
        let painter = DisplayListPainter(renderer: try Renderer(surface: tiledSurface, runtime: runtime), fonts: fonts)
        var list = DisplayList(background: background)
        list.clipped(to: Rect(x: 30, y: 20, width: 500, height: 360)) { list in
            list.circle(center: center, radius: Double(diameter) / 2, color)
        }
        try painter.paint(list)
        painter.renderer.present()

        let wholeSurface = try Surface(width: width, height: height)
        let renderer = try Renderer(surface: wholeSurface, runtime: runtime)
        let disc = try CircleTextureCache(renderer: renderer).texture(diameter: diameter, color: color)
        renderer.clear(background)
        renderer.setClip(clip)
        disc.setOpacity(color.alpha)
        let x = Int((center.x - Double(diameter) / 2).rounded()), y = Int((center.y - Double(diameter) / 2).rounded())
        renderer.copy(disc, to: PixelRect(x: x, y: y, width: diameter, height: diameter))
        renderer.present()
        return (tiledSurface.argbPixels, wholeSurface.argbPixels)
    }

    func testATiledDiscHasExactlyTheWholeDiscsPixels() throws {
        let diameter = 1601
        XCTAssertFalse(CircleTextureCache.drawsWhole(diameter: diameter), "the painter draws it in tiles")
        // Opaque, and translucent (whose inside is a blended fill rather than a copy).
        let colors = [Color(60, 150, 70), Color(255, 255, 255, alpha: 70), Color(250, 244, 210, alpha: 40),
                      Color(10, 200, 30, alpha: 128), Color(255, 214, 150, alpha: 200)]
        for color in colors {
            let (tiled, whole) = try paintBothWays(diameter: diameter, color: color)
            XCTAssertGreaterThan(Set(whole).count, 10, "\(color): the disc's edge crosses the frame")
            let differing = zip(tiled, whole).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            XCTAssertEqual(differing.count, 0, "\(color): first difference at \(differing.first.map { ($0 % 600, $0 / 600) } as Any)")
        }
    }
}
