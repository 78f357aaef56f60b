import Foundation
import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest

/// Runs script text through the real headless runner, in process, and hands back its frames.
final class HeadlessHarness {
    private let runner: HeadlessRunner

    /// A runner for `scene` at `size`, with the bundled fonts found from this source file.
    init(scene: String = "weekdays", locale: AppLocale = .ja, size: Size = Size(width: 390, height: 844)) throws {
        let runtime = try SDLRuntime(video: false)
        let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                    runtime: runtime)
        let scene = try XCTUnwrap(SceneCatalog.makeScene(named: scene, locale: locale, size: size))
        runner = try HeadlessRunner(scene: scene, locale: locale, runtime: runtime, fonts: fonts, fileName: "test") { _ in }
    }

    /// Runs `script` (the text a script file holds) and returns the frame after it.
    @discardableResult
    func run(_ script: String) throws -> Surface {
        try runner.run(try ScriptParser(fileName: "test").parse(script))
        return try runner.currentFrame()
    }

    /// The scene's state as the `state` command prints it.
    var state: JSONValue { runner.scene.state(at: runner.time) }
}
