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
