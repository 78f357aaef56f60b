import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriTestSupport
import MekuriUI

/// A headless runner on `scene`, with the bundled fonts, running `fileName` (its goldens beside
/// it, its results in `mekuri-results` beside it too, never in the current folder), printing
/// into `output` and reporting failures into `report`.
func makeRunner(showing scene: any Scene, fileName: String = "test.mekuri", slowMotion: Double? = nil,
                output: @escaping (String) -> Void = { _ in },
                report: @escaping (String) -> Void = { _ in }) throws -> HeadlessRunner {
    let results = fileName.contains("/") ? URL(fileURLWithPath: fileName).deletingLastPathComponent()
        .appendingPathComponent(CheckSettings.defaultResultsFolder).path : nil
    let runtime = try SDLRuntime(video: false)
    let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                runtime: runtime)
    return try HeadlessRunner(scene: scene, locale: .ja, runtime: runtime, fonts: fonts, fileName: fileName,
                              checks: CheckSettings(scriptPath: fileName, resultsFolder: results), prototypes: .shipped(.ja), slowMotion: slowMotion,
                              report: report, output: output)
}
