import MekuriSDL
import MekuriUI
import XCTest

/// The software renderer, drawing into a surface.
final class RendererTests: XCTestCase {
    func testAnEmptyFillPaintsNothing() throws {
        let runtime = try SDLRuntime(video: false)
        let surface = try Surface(width: 8, height: 8)
        let renderer = try Renderer(surface: surface, runtime: runtime)
        renderer.clear(.white)
        renderer.fill(PixelRect(x: 2, y: 2, width: 4, height: 0), .black)
        renderer.fill(PixelRect(x: 2, y: 2, width: 0, height: 4), .black)
        renderer.present()
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_FFFF])
    }
}

extension RendererTests {
    func testEachRendererCountsItsOwnTextures() throws {
        let runtime = try SDLRuntime(video: false)
        let (first, second) = (try Surface(width: 8, height: 8), try Surface(width: 8, height: 8))
        let renderer = try Renderer(surface: first, runtime: runtime)
        let other = try Renderer(surface: second, runtime: runtime)
        var texture: Texture? = try Texture(renderer: renderer, surface: try Surface(width: 2, height: 2))
        let target = try Texture(renderer: renderer, targetWidth: 4, height: 4, isOpaque: true)
        XCTAssertEqual([renderer.textureStatistics.created, renderer.textureStatistics.live], [2, 2])
        XCTAssertEqual([other.textureStatistics.created, other.textureStatistics.live], [0, 0])
        texture = nil
        XCTAssertNil(texture)
        XCTAssertEqual([renderer.textureStatistics.created, renderer.textureStatistics.live], [2, 1],
                       "a dropped texture stays counted as made")
        withExtendedLifetime(target) {}
    }
}
