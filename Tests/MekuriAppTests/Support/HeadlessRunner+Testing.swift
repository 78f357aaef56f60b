@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriUI

/// A headless runner on `scene`, with the bundled fonts, printing into `output`.
func makeRunner(showing scene: any Scene, output: @escaping (String) -> Void = { _ in }) throws -> HeadlessRunner {
    let runtime = try SDLRuntime(video: false)
    let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                runtime: runtime)
    return try HeadlessRunner(scene: scene, locale: .ja, runtime: runtime, fonts: fonts, fileName: "test.mekuri",
                              output: output)
}
