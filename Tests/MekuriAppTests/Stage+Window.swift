@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriTestSupport
import MekuriUI

/// A stage as the window has it, the scene beside the picker, painting into memory.
func makeWindowStage(showing scene: any Scene, clipboard: any Clipboard = MemoryClipboard()) throws -> Stage {
    let runtime = try SDLRuntime(video: false)
    let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                runtime: runtime)
    let surface = try Surface(width: Int(scene.size.width + ScenePicker.width), height: Int(scene.size.height))
    let painter = DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime), fonts: fonts)
    return Stage(scene: scene, locale: .ja, painter: painter, picker: ScenePicker(locale: .ja), clipboard: clipboard,
                 prototypes: .shipped(.ja))
}
