import MekuriSDL
import MekuriUI

/// Mekuri's icon (``AppIcon``) rasterised with the software renderer: for the window's icon,
/// and as a PNG for the README (`icon FILE` in a script).
enum AppIconPicture {
    /// The icon `side` pixels square, transparent around its tile.
    static func surface(side: Int, runtime: SDLRuntime, fonts: FontLibrary) throws -> Surface {
        let surface = try Surface(width: side, height: side)
        let renderer = try Renderer(surface: surface, runtime: runtime)
        try DisplayListPainter(renderer: renderer, fonts: fonts).paint(AppIcon.displayList(side: Double(side)))
        renderer.present()
        return surface
    }
}
