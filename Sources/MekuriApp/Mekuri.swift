#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSDL
import MekuriUI
import MekuriSystem

/// The `mekuri` command: parses the command line and runs the window or the headless runner.
public enum Mekuri {
    /// The exit statuses.
    public enum ExitStatus {
        /// Everything ran and every check passed.
        public static let success: Int32 = 0
        /// A check (`expect`, `match`, `match-motion`) failed.
        public static let checkFailed: Int32 = 1
        /// The input is wrong: an option, a script line, a path.
        public static let usage: Int32 = 2
        /// The environment failed: no display, a missing font, an unreadable file.
        public static let environment: Int32 = 3
    }

    /// Runs with the process's arguments and returns the exit status (see ``ExitStatus``);
    /// `mekuri test …` is ``TestCommand``.
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        ProcessSignals.ignoreFileSizeLimit()
        do {
            try OpenFileLimit.ensure()
        } catch {
            let (message, status) = describe(error)
            printError(message)
            return status
        }
        if arguments.first == TestCommand.name {
            return TestCommand.run(Array(arguments.dropFirst()))
        }
        var resultFile: String?
        let started = Stopwatch()
        var startup = StartupTimeline()
        do {
            let options = try Options.parse(arguments)
            resultFile = options.resultFile
            switch options.mode {
            case .help:
                print(Options.usage)
            case .version:
                print(nameAndVersion)
            case .window:
                try runWindow(options, startup: &startup)
            case .headless(let script):
                return try runHeadless(options, scriptPath: script, started: started)
            case .bench:
                try runBench(options)
            case .export(let format):
                let feel = try options.feelFile.map { try FeelFile.load(path: $0) } ?? .standard
                let deck = try options.deckPath.map { try DeckLoader.load(path: $0, locale: options.locale) }
                print(format.text(for: feel, sourceFile: options.feelFile, deck: deck), terminator: "")
            }
            return ExitStatus.success
        } catch {
            let (message, status) = describe(error)
            printError(message)
            if let resultFile, !(error is ResultWritten), case .headless(let script)? = try? Options.parse(arguments).mode {
                writeResult(ScriptResult(script: script, seconds: started.elapsedSeconds, error: message,
                                         exitStatus: status), to: resultFile)
            }
            return status
        }
    }

    /// An error whose run's result (with the checks that failed before it) is written already.
    private struct ResultWritten: Error {
        let underlying: any Error
    }

    /// The one line an error prints and the exit status it gives.
    private static func describe(_ error: any Error) -> (message: String, status: Int32) {
        switch error {
        case let error as ResultWritten: describe(error.underlying)
        case let error as UsageError: (error.message, ExitStatus.usage)
        case let error as EnvironmentError: (error.message, ExitStatus.environment)
        default: ("mekuri: \(error)", ExitStatus.environment)
        }
    }

    /// Runs a script headless; returns 0 when every check passed, 1 when one failed.
    private static func runHeadless(_ options: Options, scriptPath: String, started: Stopwatch) throws -> Int32 {
        // Only a script's run for mekuri test (which gives it a result file) follows its parent.
        if options.resultFile != nil { ParentLink.follow(ProcessEnvironment.current) }
        let feel = try options.feelFile.map { try FeelFile.load(path: $0) } ?? .standard
        let compared = try options.compareFile.map(FeelFile.compared)
        let deck = try options.deckPath.map { try DeckLoader.load(path: $0, locale: options.locale) }
        let lines = try ScriptParser.load(path: scriptPath)
        let checkedPrototypes = try ScriptChecker(startingScene: options.scene, locale: options.locale, size: options.size,
                                                  deck: deck, loadPrototypes: { try? BuiltInPrototypes.load(locale: options.locale) })
            .check(lines, file: scriptPath)
        let runtime = try start(video: false)
        let fonts = try loadFonts(runtime: runtime)
        // After the fonts, so a missing or broken font is still the first thing said of an Assets folder.
        // Read once: the check's, when it read them.
        let prototypes = try checkedPrototypes ?? BuiltInPrototypes.load(locale: options.locale)
        let scene = options.scene.makeScene(locale: options.locale, size: options.size, deck: deck, prototypes: prototypes)
        let checks = CheckSettings(scriptPath: scriptPath, resultsFolder: options.resultsFolder, mode: options.goldenMode)
        let runner = try HeadlessRunner(scene: scene, locale: options.locale, runtime: runtime, fonts: fonts,
                                        fileName: scriptPath, scale: options.scale, trace: options.trace,
                                        checks: checks, feel: feel, deck: deck, prototypes: prototypes,
                                        slowMotion: options.slowMotion) { print($0) }
        do {
            if let device = options.device { try runner.place(in: device, bareSize: Options().size) }
            if let compared {
                try runner.compare(with: compared.feel, label: compared.label, currentLabel: FeelFile.label(of: options.feelFile))
            }
            if options.showsFeelPanel { try runner.run(.panel(shows: true)) }
            if let appearance = options.appearance { try runner.run(.appearance(appearance)) }
            try runner.run(lines)
        } catch {
            // The checks that failed before the error are kept (a script stopped by an error
            // writes no golden: ``HeadlessRunner/finishRecording()``).
            guard let file = options.resultFile else { throw error }
            let (message, status) = describe(error)
            writeResult(ScriptResult(script: scriptPath, seconds: started.elapsedSeconds, failures: runner.failures,
                                     recorded: runner.recorded, error: message, exitStatus: status), to: file)
            throw ResultWritten(underlying: error)
        }
        let status = runner.failures.isEmpty ? ExitStatus.success : ExitStatus.checkFailed
        if let file = options.resultFile {
            writeResult(ScriptResult(script: scriptPath, seconds: started.elapsedSeconds, failures: runner.failures,
                                     recorded: runner.recorded, exitStatus: status), to: file)
        }
        return status
    }

    /// Writes a run's result as JSON, whole or not at all; a failure to write is said on stderr.
    private static func writeResult(_ result: ScriptResult, to path: String) {
        do {
            try HeadlessRunner.writeWhole(result.json.serialized + "\n", to: path)
        } catch {
            printError("mekuri: cannot write the result file '\(path)' (\(error))")
        }
    }

    private static func runBench(_ options: Options) throws {
        let feel = try options.feelFile.map { try FeelFile.load(path: $0) } ?? .standard
        let runtime = try start(video: false)
        let fonts = try loadFonts(runtime: runtime)
        let report = try Benchmark(size: options.size, frames: options.benchFrames, runtime: runtime, fonts: fonts,
                                   feel: feel, showsFeelPanel: options.showsFeelPanel, device: options.device).run()
        print(report.table)
        print(report.json)
    }

    private static func runWindow(_ options: Options, startup: inout StartupTimeline) throws {
        let feel = try options.feelFile.map { try FeelFile.load(path: $0) }
        let compared = try options.compareFile.map(FeelFile.compared)
        let deck = try options.deckPath.map { try DeckLoader.load(path: $0, locale: options.locale) }
        startup.mark(.options)
        ProcessLocale.useUTF8Characters()
        let runtime = try start(video: true)
        startup.mark(.sdl)
        let fonts = try loadFonts(runtime: runtime)
        startup.mark(.fonts)
        let prototypes = try BuiltInPrototypes.load(locale: options.locale)
        let store = StateStore(warn: printError)
        let saved = options.fresh ? nil : store.load()
        startup.mark(.savedState)
        let request = WindowRequest(sceneSize: options.size, sizeIsExplicit: options.sizeIsExplicit,
                                    saved: SavedWindow(json: saved?["window"]))
        do {
            let loop = try WindowLoop(kind: options.scene, request: request, locale: options.locale, runtime: runtime,
                                      fonts: fonts, slowMotion: options.slowMotion, deck: deck, device: options.device,
                                      prototypes: prototypes, startup: startup,
                                      warn: printError)
            if let saved {
                // --scene, or --deck (which shows the deck), wins over the saved scene.
                loop.restore(saved, keepScene: options.sceneIsExplicit || deck != nil)
            }
            // --feel wins over the saved feel, --appearance over the saved appearance.
            if let feel { loop.apply(feel) }
            if let appearance = options.appearance { loop.apply(appearance) }
            loop.feelFile = options.feelFile
            if let compared {
                loop.compare(with: compared.feel, label: compared.label,
                             currentLabel: FeelFile.label(of: options.feelFile, running: loop.feel))
            }
            if options.showsFeelPanel { loop.showFeelPanel(true) }
            ProcessSignals.treatHangupAsTermination()
            DisplayLoss.onLoss(exitStatus: ExitStatus.environment) {
                let saved = store.save(loop.savedState())
                printError("mekuri: the display went away (the X server ended)"
                           + (saved ? "; the state was saved to \(store.url.path)" : ""))
            }
            loop.markStartup(.restored)
            if options.trace {
                loop.trace(to: { line in StandardStream.writeOutput(line + "\n") },
                           frames: options.traceFrames)
            }
            try loop.run()
            store.save(loop.savedState())
        } catch let error as SDLError where error.action == "open a window" {
            throw EnvironmentError("mekuri: \(error); run it where a display is available, under Xvfb (xvfb-run mekuri), or use --headless --script FILE")
        }
    }

    /// SDL's video drivers that show nothing on a screen; SDL falls back to them when there is
    /// no display, so they count as none unless asked for with `SDL_VIDEODRIVER`.
    private static let invisibleVideoDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    private static func start(video: Bool) throws -> SDLRuntime {
        let noDisplay = "no display? Set DISPLAY, run under Xvfb (xvfb-run mekuri), or use --headless --script FILE"
        let environment = ProcessEnvironment.current
        let requested = environment["SDL_VIDEODRIVER"] ?? ""
        #if os(Linux)
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        if video, requested.isEmpty, !hasDisplay {
            throw EnvironmentError("mekuri: could not open a window: neither DISPLAY nor WAYLAND_DISPLAY is set; \(noDisplay)")
        }
        #endif
        let runtime: SDLRuntime
        do {
            runtime = try SDLRuntime(video: video)
        } catch let error as SDLError where video {
            throw EnvironmentError("mekuri: \(error); \(noDisplay)")
        }
        if let driver = runtime.videoDriver, invisibleVideoDrivers.contains(driver), requested.isEmpty {
            throw EnvironmentError("mekuri: could not open a window: SDL found only its '\(driver)' video driver; \(noDisplay)")
        }
        return runtime
    }

    private static func loadFonts(runtime: SDLRuntime) throws -> FontLibrary {
        let paths = try AssetLocator().fontPaths()
        do {
            return try FontLibrary(paths: paths, runtime: runtime)
        } catch where error is SDLError || error is FontFileError {
            throw EnvironmentError("mekuri: \(error); \(fontsHint)")
        }
    }

    /// What to do about a font that cannot be found or read.
    static var fontsHint: String {
        "set \(AssetLocator.environmentVariable) to a folder holding Fonts/ with the bundled fonts"
    }

    private static func printError(_ message: String) {
        StandardStream.writeErrorLine(ErrorLine.located(message, program: "mekuri"))
    }
}
