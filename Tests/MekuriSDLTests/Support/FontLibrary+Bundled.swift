import Foundation
@testable import MekuriSDL
import MekuriUI

extension FontLibrary {
    /// The paths of the app's bundled fonts (Noto Sans JP regular and bold) in the repository.
    static let bundledPaths: [TextStyle.Weight: String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets/Fonts")
        return [.regular: folder.appendingPathComponent("NotoSansJP-Regular.otf").path,
                .bold: folder.appendingPathComponent("NotoSansJP-Bold.otf").path]
    }()

    /// The app's bundled fonts, as the tests draw text with.
    static func bundled(runtime: SDLRuntime) throws -> FontLibrary {
        try FontLibrary(paths: bundledPaths, runtime: runtime)
    }
}

/// A painter onto a new software surface of `width`×`height` pixels, with the bundled fonts;
/// keep the runtime alive while it is used.
func makeSurfacePainter(width: Int, height: Int, scale: Double = 1,
                        layerByteBudget: Int = LayerTextureCache.defaultByteBudget)
    throws -> (DisplayListPainter, Surface, SDLRuntime) {
    let runtime = try SDLRuntime(video: false)
    let surface = try Surface(width: width, height: height)
    let painter = DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime),
                                     fonts: try FontLibrary.bundled(runtime: runtime),
                                     scale: scale, layerByteBudget: layerByteBudget)
    return (painter, surface, runtime)
}
