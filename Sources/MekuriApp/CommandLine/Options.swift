#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

/// What the command line asked for.
public struct Options: Equatable, Sendable {
    /// Whether to open a window or run a script headless.
    public enum Mode: Equatable, Sendable {
        case window
        case headless(script: String)
        case bench
        case help
        /// Print `mekuri` and its version (``Mekuri/version``).
        case version
        /// Print the feel as a file of `format` on stdout (`--export FORMAT`), with no window.
        case export(ExportFormat)
    }

    public var mode: Mode = .window
    public var scene = SceneKind.default
    /// Whether `--scene` was given (it then wins over the saved state's scene).
    public var sceneIsExplicit = false
    public var size = Size(width: 390, height: 844)
    /// Whether `--size` was given (it then wins over the saved window's size).
    public var sizeIsExplicit = false
    /// The device whose screen the scene is in (`--device NAME`); nil: the bare scene (`none`).
    public var device: Device?
    public var locale = AppLocale.ja
    /// `--appearance`, when given: it then wins over the saved appearance (default light).
    public var appearance: Appearance?
    /// Whether to print `--trace` lines on stdout.
    public var trace = false
    /// Whether to start from defaults, ignoring the saved state.
    public var fresh = false
    /// Pixels per point of the headless frames (the window takes its display's).
    public var scale = 1.0
    /// How many frames `--bench` measures.
    public var benchFrames = 600
    /// Whether to trace every presented frame's interval too (`--trace-frames`, which turns on
    /// `--trace`).
    public var traceFrames = false
    /// Where failed checks write their images (`--results DIR`; nil: `mekuri-results`).
    public var resultsFolder: String?
    /// What missing and differing goldens do (`--ci` or `CI=true`, `--update`).
    public var goldenMode = CheckSettings.GoldenMode.recordMissing
    /// Where the headless run writes its ``ScriptResult`` as JSON (`--result-file FILE`).
    public var resultFile: String?
    /// The feel file (`--feel FILE.json`), read before anything runs; in the window it wins over
    /// the saved feel.
    public var feelFile: String?
    /// The feel file the scene is compared with, side by side (`--compare FILE.json`): window
    /// and headless.
    public var compareFile: String?
    /// The user's deck (`--deck PATH`): a folder of images or a JSON deck file; it adds the
    /// `deck` scene, shown first unless `--scene` says otherwise.
    public var deckPath: String?
    /// Whether the feel panel shows from the start (`--panel`): in the window, headless (as a
    /// script's `panel feel` first) and in `--bench`.
    public var showsFeelPanel = false

    /// The option that prints the feel as a file instead of running anything.
    static let exportOption = "--export"
    /// The options `--export` takes along: itself, `--feel`, and `--deck` with `--locale` for a prototype.
    static let exportCompanions: Set<String> = [exportOption, "--feel", "--deck", "--locale"]
    /// `--slow N`: time-driven motion at 1/N of full speed from the start, the window's or a
    /// script's (nil: full speed).
    public var slowMotion: Double?

    /// The word `--device` takes for no device: the bare scene.
    static let noDevice = "none"

    /// What `--device` and the script's `device` take, as an error lists them.
    static var deviceNames: String { (Device.catalogue.map(\.name) + [noDevice]).joined(separator: ", ") }

    /// The device `name` chooses: `.some(nil)` for `none`, nil for a name that is neither.
    static func deviceChoice(_ name: String) -> Device?? {
        name == noDevice ? .some(nil) : Device.named(name).map { .some($0) }
    }

    /// The scales `--scale` accepts.
    public static let scaleRange = 1.0...4.0

    /// The largest width or height accepted, in points.
    public static let maximumDimension = 8192

    /// The usage text printed by `--help`.
    public static let usage = """
    usage: mekuri [--deck PATH] [--scene NAME] [--size WxH | --device NAME] [--locale ja|en] [--appearance light|dark] [--feel FILE]
                  [--compare FILE] [--panel] [--slow N] [--trace] [--fresh]
           mekuri --headless --script FILE [--deck PATH] [--scene NAME] [--size WxH | --device NAME] [--scale N] [--locale ja|en]
                  [--appearance light|dark] [--feel FILE] [--compare FILE] [--panel] [--trace] [--results DIR] [--ci] [--update] [--result-file FILE]
           mekuri --bench [--size WxH | --device NAME] [--frames N] [--feel FILE] [--panel]
           mekuri --export swiftui [--feel FILE]
           mekuri test [PATH …] [--jobs N] [--results DIR] [--ci] [--update] [--filter TEXT]
                       [--shard K/N] [--timeout SECONDS] [--junit FILE] [--report DIR] [--feel FILE] [--deck PATH]

    An option's value follows it or an = (--size=390x844); each option is given once.

    Opens the Mekuri window, or with --headless runs a script of input and screenshot commands
    on a virtual 60 fps clock with the software renderer, with no display.

    \(Options.table.helpText)

    mekuri test runs every *.mekuri script under the PATHs (default: the current folder), each in
    its own headless run, and prints ok or FAIL for each, then "N passed, M failed". A script's
    first line may give its options: # mekuri: --scene form --size 390x844 --locale en --scale 2
    (also --appearance, --panel, and --deck, --feel and --compare relative to the script)
    \(TestOptions.table.helpText)
    It exits 0 when every script passed, 1 when one failed, 2 when the command line or a script
    is wrong (nothing runs), 3 when a run could not be made (no font, a crash).

    Environment: MEKURI_ASSETS names the Assets folder when it is not found beside the program.
    """

    /// Whether the environment says this is a CI run (`CI` set to anything but empty, 0 or false).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false"].contains(value)
    }

    /// Parses the arguments after the program name, in `environment` (for `CI`).
    public static func parse(_ arguments: [String],
                             environment: [String: String] = ProcessEnvironment.current) throws -> Options {
        var options = Options()
        var ci = isCI(environment), update = false
        var checksGiven: [String] = []
        var headless = false
        var bench = false
        var framesGiven = false
        var localeGiven = false
        var sizeText: String?
        var script: String?
        var export: ExportFormat?
        /// The options given besides --export and --feel, which --export refuses.
        var givenBesidesExport: [String] = []
        var reader = ArgumentReader(arguments, program: "mekuri")
        while let argument = try reader.next() {
            // Only what the table lists (and so --help and the README) is an option.
            guard table.contains(aliases[argument] ?? argument) || argument == TestCommand.name else {
                throw UsageError("mekuri: unknown option '\(argument)'; see 'mekuri --help'")
            }
            if !exportCompanions.contains(argument) { givenBesidesExport.append(argument) }
            switch argument {
            case "--help", "-h":
                options.mode = .help
                return options
            case "--version":
                options.mode = .version
                return options
            case "--headless":
                headless = true
            case "--script":
                script = try reader.path(for: argument)
            case "--scene":
                let name = try reader.value(for: argument)
                guard let kind = SceneKind(rawValue: name) else {
                    throw UsageError("mekuri: unknown scene '\(name)'; choose one of: \(SceneKind.allCases.map(\.name).joined(separator: ", "))")
                }
                options.scene = kind
                options.sceneIsExplicit = true
            case "--size":
                sizeText = try reader.value(for: argument)
                options.size = try parseSize(sizeText ?? "")
                options.sizeIsExplicit = true
            case "--device":
                let name = try reader.value(for: argument)
                guard let choice = Self.deviceChoice(name) else {
                    throw UsageError("mekuri: unknown device '\(name)'; choose one of: \(Self.deviceNames)")
                }
                options.device = choice
            case "--feel":
                options.feelFile = try reader.path(for: argument)
            case "--panel":
                options.showsFeelPanel = true
            case "--deck":
                options.deckPath = try reader.path(for: argument)
            case "--compare":
                options.compareFile = try reader.path(for: argument)
            case exportOption:
                let name = try reader.value(for: argument)
                guard let format = ExportFormat(rawValue: name) else {
                    throw UsageError("mekuri: unknown export format '\(name)'; --export takes \(ExportFormat.choices)")
                }
                export = format
            case "--slow":
                let text = try reader.value(for: argument)
                guard let factor = Double(text), factor.isFinite, factor >= 1 else {
                    throw UsageError("mekuri: bad slow-motion factor '\(text)'; give a number from 1, such as 4 for quarter speed")
                }
                options.slowMotion = factor
            case "--trace":
                options.trace = true
            case "--fresh":
                options.fresh = true
            case "--trace-frames":
                options.trace = true
                options.traceFrames = true
            case "--bench":
                bench = true
            case "--frames":
                let text = try reader.value(for: argument)
                guard let frames = Int(text), (1...1_000_000).contains(frames) else {
                    throw UsageError("mekuri: bad frame count '\(text)'; give a whole number from 1 to 1000000")
                }
                options.benchFrames = frames
                framesGiven = true
            case "--scale":
                let text = try reader.value(for: argument)
                guard let scale = Double(text), scale.isFinite, scaleRange.contains(scale) else {
                    throw UsageError("mekuri: bad scale '\(text)'; give a number from 1 to 4, such as 2")
                }
                options.scale = scale
            case "--results":
                options.resultsFolder = try reader.path(for: argument)
                checksGiven.append(argument)
            case "--result-file":
                options.resultFile = try reader.path(for: argument)
                checksGiven.append(argument)
            case "--ci":
                ci = true
                checksGiven.append(argument)
            case "--update":
                update = true
                checksGiven.append(argument)
            case "--appearance":
                let name = try reader.value(for: argument)
                guard let appearance = Appearance(rawValue: name) else {
                    throw UsageError("mekuri: unknown appearance '\(name)'; choose light or dark")
                }
                options.appearance = appearance
            case "--locale":
                let name = try reader.value(for: argument)
                guard let locale = AppLocale(rawValue: name) else {
                    throw UsageError("mekuri: unknown locale '\(name)'; choose ja or en")
                }
                options.locale = locale
                localeGiven = true
            case TestCommand.name where export != nil || reader.remains(exportOption):
                throw UsageError("mekuri: --export stands alone; run 'mekuri test' without it")
            default:
                throw UsageError("mekuri: unknown option '\(argument)'; see 'mekuri --help'")
            }
        }

        if let device = options.device {
            if let sizeText {
                throw UsageError("mekuri: --size \(sizeText) and --device \(device.name) both set the scene's size; give one (\(device.name) is \(Int(device.portraitSize.width))x\(Int(device.portraitSize.height)) in portrait)")
            }
            options.size = device.screenSize(in: .portrait)
            options.sizeIsExplicit = true
        }

        if let export {
            guard givenBesidesExport.isEmpty else {
                throw UsageError("mekuri: --export stands alone (with --feel FILE, --deck PATH and --locale at most); leave out \(givenBesidesExport.joined(separator: ", "))")
            }
            options.mode = .export(export)
            return options
        }

        if bench {
            let others = [(headless, "--headless"), (script != nil, "--script"), (options.sceneIsExplicit, "--scene"),
                          (localeGiven, "--locale"), (options.appearance != nil, "--appearance"), (options.scale != 1, "--scale"), (options.trace, "--trace"),
                          (options.fresh, "--fresh"), (options.compareFile != nil, "--compare"), (options.deckPath != nil, "--deck"),
                          (options.slowMotion != nil, "--slow")].filter(\.0).map(\.1)
            guard others.isEmpty else {
                throw UsageError("mekuri: --bench runs its own workload; leave out \(others.joined(separator: ", "))")
            }
            options.mode = .bench
            return options
        }
        if framesGiven {
            throw UsageError("mekuri: --frames is for --bench; add --bench")
        }
        switch (headless, script) {
        case (true, let script?): options.mode = .headless(script: script)
        case (true, nil): throw UsageError("mekuri: --headless needs --script FILE; see 'mekuri --help'")
        case (false, _?): throw UsageError("mekuri: --script runs only with --headless; add --headless")
        case (false, nil): options.mode = .window
        }
        if !checksGiven.isEmpty, options.mode == .window {
            throw UsageError("mekuri: \(checksGiven.joined(separator: ", ")) \(checksGiven.count == 1 ? "is" : "are") for --headless; add --headless --script FILE")
        }
        if update, ci {
            throw UsageError("mekuri: --update records goldens, which a CI run never does; leave out --update (or run outside CI)")
        }
        options.goldenMode = update ? .update : ci ? .ci : .recordMissing
        if options.scene == .deck, options.sceneIsExplicit, options.deckPath == nil {
            throw UsageError("mekuri: --scene deck shows your own pages; give them with --deck PATH (a folder of images or a JSON deck file)")
        }
        if options.deckPath != nil, !options.sceneIsExplicit { options.scene = .deck }
        if options.scale != 1, case .window = options.mode {
            throw UsageError("mekuri: --scale is for --headless; the window takes its display's pixel density")
        }
        if case .headless = options.mode {
            let size = "\(Int(options.size.width))x\(Int(options.size.height))"
            try FrameBudget.check(options.size, scale: options.scale, origin: "mekuri: --size \(size) at --scale \(options.scale.formattedAsScale)")
        }
        return options
    }

    /// Parses `WxH` into a size of whole points within 1…``maximumDimension``.
    public static func parseSize(_ text: String) throws -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw UsageError("mekuri: bad size '\(text)'; write it as WIDTHxHEIGHT, such as 390x844")
        }
        let range = 1...maximumDimension
        guard range.contains(width), range.contains(height) else {
            throw UsageError("mekuri: size '\(text)' is out of range; each side must be 1 to \(maximumDimension) points")
        }
        return Size(width: Double(width), height: Double(height))
    }
}
