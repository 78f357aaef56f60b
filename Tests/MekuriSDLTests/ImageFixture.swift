import Foundation
import MekuriEngine
@testable import MekuriSDL
import MekuriUI

/// Image files written by the tests into a folder of their own, and painters that draw them.
final class ImageFixture {
    let runtime: SDLRuntime
    let fonts: FontLibrary
    /// A new, empty folder, removed with the fixture.
    let folder: URL

    init() throws {
        runtime = try SDLRuntime(video: false)
        fonts = try FontLibrary.bundled(runtime: runtime)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes a `width`×`height` PNG whose pixel at (x, y) is `pixel(x, y)` (0xAARRGGBB).
    @discardableResult
    func writePNG(_ name: String, width: Int, height: Int, pixel: (Int, Int) -> UInt32) throws -> ImageSource {
        let pixels = (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
        try Surface(width: width, height: height, argbPixels: pixels).savePNG(to: path(name))
        return ImageSource(path: path(name))
    }

    /// Writes `bytes` as the file `name`.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> ImageSource {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        return ImageSource(path: path(name))
    }

    /// A painter onto a new white `width`×`height` surface, reading images at once unless
    /// `inBackground`.
    func painter(width: Int, height: Int, scale: Double = 1, inBackground: Bool = false,
                 imageByteBudget: Int = DisplayListPainter.defaultImageByteBudget) throws -> (DisplayListPainter, Surface) {
        let surface = try Surface(width: width, height: height)
        let painter = DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime), fonts: fonts,
                                         scale: scale, imageByteBudget: imageByteBudget)
        painter.waitsForImages = !inBackground
        return (painter, surface)
    }

    /// Paints `images` (each a source in a frame), within `clip` when given, on white.
    func paint(_ painter: DisplayListPainter, _ images: [(ImageSource, Rect)], clip: Rect? = nil) throws {
        var list = DisplayList(background: .white)
        let draw = { (list: inout DisplayList) in for (source, frame) in images { list.image(source, in: frame) } }
        if let clip { list.clipped(to: clip, draw) } else { draw(&list) }
        try painter.paint(list)
        painter.renderer.present()
    }

    /// An opaque grey: 0xFFvvvvvv.
    static func grey(_ value: UInt32) -> UInt32 { 0xFF00_0000 | value << 16 | value << 8 | value }
}
