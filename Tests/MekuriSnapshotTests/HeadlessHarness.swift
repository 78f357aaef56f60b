import Foundation
import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// Runs script text through the real headless runner, in process, and hands back its frames.
final class HeadlessHarness {
    private let runner: HeadlessRunner
    private let printed = PrintedLines()

    /// Collects what the runner prints.
    private final class PrintedLines {
        var lines: [String] = []
    }

    /// What the runner printed (`state`, `elements`, and `--trace` lines when tracing).
    var output: [String] { printed.lines }

    /// The tests' pinned fallback fonts (see Tests/Fonts/README.md), so a frame holding a
    /// character the bundled font lacks is the same on every machine.
    static let fallbackConfiguration = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts/fonts.conf").path

    /// A runner for `scene` at `size` and `scale`, with the bundled fonts found from this source
    /// file and the pinned fallback fonts; with `trace`, `--trace` lines go to ``output`` too.
    init(scene: SceneKind = .weekdays, locale: AppLocale = .ja, size: Size = Size(width: 390, height: 844),
         scale: Double = 1, trace: Bool = false, deck: Deck? = nil) throws {
        let runtime = try SDLRuntime(video: false)
        let fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                    runtime: runtime, fallbackConfiguration: Self.fallbackConfiguration)
        let locator = AssetLocator(environment: [:], executablePath: #filePath)
        let prototypes = try BuiltInPrototypes.load(locale: locale, locator: locator)
        let scene = scene.makeScene(locale: locale, size: size, deck: deck, prototypes: prototypes)
        let printed = printed
        runner = try HeadlessRunner(scene: scene, locale: locale, runtime: runtime, fonts: fonts, fileName: "test",
                                    scale: scale, trace: trace, deck: deck, prototypes: prototypes) { printed.lines.append($0) }
    }

    /// Runs `script` (the text a script file holds) and returns the frame after it.
    @discardableResult
    func run(_ script: String) throws -> Surface {
        try runner.run(try ScriptParser(fileName: "test").parse(script))
        return try runner.currentFrame()
    }

    /// The last gesture the paging rule decided, as the motion plot shows it.
    var lastGesture: GestureTrace? { runner.lastGesture }

    /// The feel every scene has now.
    var feel: Feel { runner.feel }

    /// Shows the scene twice from now on, the right pane with `feel` named `label` (`--compare`).
    func compare(with feel: Feel, label: String) throws {
        try runner.compare(with: feel, label: label, currentLabel: "standard")
    }

    /// The compared pane's state, while comparing.
    var comparedState: JSONValue? { runner.comparedState }

    /// The last gesture on the compared pane's pages.
    var comparedGesture: GestureTrace? { runner.comparedGesture }

    /// The scene's state (without the device's fields the `state` command adds).
    var state: JSONValue { runner.scene.state(at: runner.time) }

    /// The scene's interactive elements now, in scene points.
    var elements: [Element] { runner.scene.elements(at: runner.time) }
}
