#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSDL
import MekuriUI
import MekuriSystem

/// Runs scripts against a scene with no window: software rendering into memory on a virtual
/// clock that ticks exactly 60 times a second.
public final class HeadlessRunner {
    /// The name errors are reported against, usually the script's path.
    public let fileName: String
    let runtime: SDLRuntime
    let fonts: FontLibrary
    let stage: Stage
    var clock = VirtualClock(framesPerSecond: 60)
    /// The scenes' time on `clock` with `--slow N`: time-driven motion at 1/N speed, a held
    /// pointer at full rate, as in the window; nil at full speed, when scene time is `clock`'s.
    private var sceneClock: SceneClock?
    var frame: Surface
    private let output: (String) -> Void
    /// Where a failed check's line goes (`FILE:LINE: expected page=1, got 0`) and a recorded
    /// golden's; stderr by default.
    let report: (String) -> Void
    /// Where goldens are and results go, and what a missing golden does.
    public let checks: CheckSettings
    /// The checks that failed so far, in order; the run goes on past each.
    public internal(set) var failures: [ScriptResult.Failure] = []
    /// The goldens written so far.
    public internal(set) var recorded: [String] = []
    /// The goldens recorded and not yet written: written when the script has run and passed.
    var pendingGoldens: [PendingGolden] = []
    /// The line being run, for failures.
    var currentLine = 0
    /// The last frames drawn, kept while the script has checks.
    var recentFrames = RecentFrames()
    var keepsRecentFrames = false
    /// The state at each frame since `track`, until `match-motion`.
    var motion: [JSONValue]?
    /// The names result files were written under in this run (see `resultName`).
    var resultNames: Set<String> = []
    /// Pixels per point of the frames.
    private let scale: Double
    /// Called after every frame the clock advances to is drawn (the benchmark times frames with it).
    var frameObserver: (() -> Void)?
    /// Where `record` writes frames, and how many it has written there.
    private var recording: (folder: String, count: Int)?
    /// The bare scene's size while the scene is in a device's screen: what `device none` goes back to.
    private var bareSize: Size?

    /// A runner showing `scene`, drawing with `fonts` at `scale` pixels per point, and sending
    /// the lines the `state` and `elements` commands print to `output`; with `trace`, the
    /// `--trace` lines go there too; every scene has `feel` until a script sets another; with
    /// `slowMotion` N, time-driven motion plays at 1/N speed (`--slow N`).
    public init(scene: any Scene, locale: AppLocale, runtime: SDLRuntime, fonts: FontLibrary, fileName: String,
                scale: Double = 1, trace: Bool = false, checks: CheckSettings? = nil, feel: Feel = .standard, deck: Deck? = nil,
                prototypes: BuiltInPrototypes, slowMotion: Double? = nil,
                report: @escaping (String) -> Void = HeadlessRunner.printToStandardError,
                output: @escaping (String) -> Void) throws {
        self.fileName = fileName
        self.checks = checks ?? CheckSettings(scriptPath: fileName)
        self.report = report
        self.runtime = runtime
        self.fonts = fonts
        self.output = output
        self.scale = scale
        // Only a slowed run has a scene clock: at full speed scene time is the script's clock
        // itself, not one computed from anchors, so full-speed frames are the same bytes as ever.
        if let slowMotion, slowMotion > 1 { sceneClock = SceneClock(slowMotion: slowMotion, at: 0) }
        let (surface, painter) = try Self.makeTarget(size: scene.size, scale: scale, runtime: runtime, fonts: fonts)
        frame = surface
        stage = Stage(scene: scene, locale: locale, painter: painter, feel: feel, deck: deck, prototypes: prototypes)
        stage.warn = Self.printToStandardError
        if trace { stage.tracer = Tracer(write: output) }
    }

    /// The virtual time, in seconds since the start.
    public var time: Double { clock.now }

    /// The scenes' time now, in seconds: the virtual time, or less in slow motion.
    var sceneNow: Double { sceneClock?.sceneTime(at: clock.now) ?? clock.now }

    /// The scene as it is now.
    public var scene: any Scene { stage.scene }

    /// The feel every scene has now.
    public var feel: Feel { stage.feel }

    /// The side of the icon `icon FILE` writes, in pixels.
    static let iconPictureSide = 128

    /// The last gesture the paging rule decided, as the motion plot shows it.
    public var lastGesture: GestureTrace? { stage.gestures.last }

    /// The id of the control with the keyboard focus, if any.
    public var focusedElementID: String? { stage.focus.focusedID }

    /// Draws the frame for the current time and returns it.
    public func currentFrame() throws -> Surface {
        try stage.drawFrame(at: sceneNow)
        return frame
    }

    /// Runs the lines in order; stops at the first error, reported as `FILE:LINE: …`. Failed
    /// checks do not stop it: they are in ``failures``.
    public func run(_ lines: [ScriptLine]) throws {
        keepsRecentFrames = keepsRecentFrames || lines.contains { $0.command.isCheck }
        if lines.contains(where: { $0.command.writesResults }) { try checks.prepareResultsFolder() }
        for line in lines {
            currentLine = line.number
            do {
                try run(line.command)
            } catch {
                // A script that stops on an error records nothing either.
                pendingGoldens = []
                throw Self.located(error, file: fileName, line: line.number)
            }
        }
        try finishRecording()
    }

    /// `error`, met running line `line` of `file`, as the run reports it: `FILE:LINE: …`, a
    /// usage error (exit status 2) when the script or its input is wrong, an environment error
    /// (3) when the installation or the system failed.
    static func located(_ error: any Error, file: String, line: Int) -> any Error {
        switch error {
        case let error as UsageError:
            UsageError.script(file, line: line, error.message)
        case let error as FontFileError:
            // The installation, not the script: a font that cannot be read when text first needs it.
            EnvironmentError("\(file):\(line): \(error); \(Mekuri.fontsHint)")
        case is TextLibraryError, is SDLError:
            // The installation or the system too: SDL_ttf, which opens when text is first drawn;
            // SDL or SDL_image failing (a library that cannot be mapped when memory runs out).
            EnvironmentError("\(file):\(line): \(error)")
        default:
            UsageError.script(file, line: line, "\(error)")
        }
    }

    /// Runs one command.
    public func run(_ command: ScriptCommand) throws {
        switch command {
        case .down(let point): send(.pointerDown(point))
        case .move(let point): send(.pointerMove(point))
        case .up(let point): send(.pointerUp(point))
        case .drag(let start, let end, let milliseconds):
            send(.pointerDown(start))
            let frames = max(1, clock.frames(in: milliseconds))
            for index in 1...frames {
                try advanceOneFrame()
                send(.pointerMove(start.interpolated(to: end, fraction: Double(index) / Double(frames))))
            }
            send(.pointerUp(end))
        case .click(let target):
            let point = try resolve(target)
            send(.pointerDown(point))
            send(.pointerUp(point))
        case .wheel(let delta, let isDiscrete): send(.wheel(delta, isDiscrete: isDiscrete))
        case .key(let key, let modifiers): send(.key(key, modifiers: modifiers))
        case .type(let text): send(.text(text))
        case .compose(let text): send(.compose(text))
        case .resize(let size):
            if let screen = stage.screen {
                throw UsageError("resize: the scene is in \(screen.device.name)'s screen, whose size is its own; turn it with 'rotate left|right', or leave it with 'device none'")
            }
            // The size is the scene's; the frame is wider by the panel when it shows.
            let frameSize = stage.frameSize(forScene: size)
            try FrameBudget.check(frameSize, scale: scale,
                                  origin: "resize \(Int(size.width)) \(Int(size.height)) at --scale \(scale.formattedAsScale)")
            send(.resize(frameSize))
            try remakeTarget()
        case .device(let device): try place(in: device)
        case .rotate(let clockwise):
            guard let screen = stage.screen else {
                throw UsageError("rotate: there is no device to turn; put the scene in one first with 'device NAME' or --device NAME")
            }
            if stage.rotate(clockwise: clockwise, at: sceneNow) {
                try remakeTarget()
            } else {
                report("\(fileName): rotate \(clockwise ? "right" : "left"): \(screen.device.name) stays \(screen.orientation.rawValue); an iPhone's interface does not turn upside down")
            }
        case .wait(let milliseconds):
            for _ in 0..<clock.frames(in: milliseconds) { try advanceOneFrame() }
        case .advance(let milliseconds):
            let end = clock.advanced(byMilliseconds: milliseconds)
            for _ in 0..<clock.ticks(until: end) { try advanceOneFrame() }
            clock = end
        case .restore(let saved):
            stage.restore(saved, keepScene: true)
        case .shot(let path):
            try checkWritable(path)
            try currentFrame().writePNG(to: path)
        case .record(let folder?):
            try checkRecordingFolder(folder)
            recording = (folder, 0)
            _ = try currentFrame()
            try writeRecordedFrame()
        case .record(nil):
            recording = nil
        case .scene(let kind):
            guard stage.offers(kind) else { throw UsageError("scene deck shows your own pages; give them with --deck PATH") }
            stage.switchScene(to: kind, at: sceneNow)
        case .state:
            output(stage.state(at: sceneNow).serialized)
        case .elements:
            output(JSONValue.array(stage.elements(at: sceneNow).map(\.json)).serialized)
        case .set(let key, let value):
            do {
                stage.apply(try stage.feel.setting(key, to: value), at: sceneNow)
            } catch {
                throw UsageError("\(error)")
            }
        case .feel:
            output(stage.feel.json.serialized)
        case .panel(let shows):
            let panes = scene.size.width * Double(stage.paneCount)
            let frameSize = Size(width: panes + (shows ? FeelPanel.width : 0), height: scene.size.height)
            try FrameBudget.check(frameSize, scale: scale, origin: "panel \(shows ? "feel" : "off") at --scale \(scale.formattedAsScale)")
            stage.showPanel(shows, at: sceneNow)
            try remakeTarget()
        case .appearance(let appearance):
            stage.apply(appearance)
        case .plot(let path):
            try checkWritable(path)
            try writePlot(to: path)
        case .icon(let path):
            try checkWritable(path)
            try AppIconPicture.surface(side: Self.iconPictureSide, runtime: runtime, fonts: fonts).writePNG(to: path)
        case .expect(let expectation): try expect(expectation)
        case .match(let name, let tolerance, let timing): try match(name, tolerance: tolerance, timing: timing)
        case .track: motion = [stage.state(at: sceneNow)]
        case .matchMotion(let name, let tolerance): try matchMotion(name, tolerance: tolerance)
        }
    }

    /// Shows the scene twice from now on, the right pane with `feel` (see ``Stage/compare(with:label:currentLabel:at:)``):
    /// the frames are twice as wide.
    public func compare(with feel: Feel, label: String, currentLabel: String) throws {
        let size = scene.size
        try FrameBudget.check(Size(width: size.width * 2 + stage.panelWidth, height: size.height), scale: scale,
                              origin: "--compare at --size \(Int(size.width))x\(Int(size.height)) and --scale \(scale.formattedAsScale)")
        stage.compare(with: feel, label: label, currentLabel: currentLabel, at: sceneNow)
        try remakeTarget()
    }

    /// The state of the compared pane's scene, as `state` prints the scene's; nil when not comparing.
    public var comparedState: JSONValue? { stage.comparison?.scene.state(at: sceneNow) }

    /// The last gesture on the compared pane's pages, as the plot overlays it.
    public var comparedGesture: GestureTrace? { stage.comparison?.gestures.last }

    /// Puts the scene in `device`'s screen held in portrait (`--device`, `device NAME`), or with
    /// nil back in a bare scene of the size it had before (`bareSize` when given, 390x844 when
    /// it never had another); the frames take the screen's size.
    public func place(in device: Device?, bareSize given: Size? = nil) throws {
        if let given { bareSize = given } else if stage.screen == nil { bareSize = scene.size }
        let screen = device.map { DeviceScreen(device: $0) }
        let size = screen?.size ?? bareSize ?? Options().size
        try FrameBudget.check(stage.frameSize(forScene: size), scale: scale,
                              origin: "device \(device?.name ?? Options.noDevice) at --scale \(scale.formattedAsScale)")
        stage.place(in: screen, bareSize: size, at: sceneNow)
        try remakeTarget()
    }

    /// Makes a new frame of the stage's whole size (the scene's, and the panel's while it shows).
    private func remakeTarget() throws {
        let (surface, painter) = try Self.makeTarget(size: stage.frameSize(forScene: scene.size), scale: scale,
                                                     runtime: runtime, fonts: fonts)
        frame = surface
        stage.painter = painter
        // The frames kept for a failure all have the size it shows.
        recentFrames = RecentFrames()
    }

    /// Draws the motion plot of the last gesture, as the feel panel shows it, into a PNG at
    /// `path` (whole or not at all).
    private func writePlot(to path: String) throws {
        let plot = GesturePlot(trace: stage.gestures.last, locale: stage.locale, appearance: stage.appearance)
        let (surface, painter) = try Self.makeTarget(size: GesturePlot.pictureSize, scale: scale, runtime: runtime, fonts: fonts)
        try painter.paint(plot.picture(measuring: painter))
        painter.renderer.present()
        try surface.writePNG(to: path)
    }

    private func send(_ event: InputEvent) {
        guard var sceneClock else { return stage.send(event, at: clock.now) }
        stage.send(event, at: sceneClock.arriving(event, at: clock.now))
        sceneClock.delivered(event, at: clock.now)
        self.sceneClock = sceneClock
    }

    func advanceOneFrame() throws {
        clock.tick()
        try stage.drawFrame(at: sceneNow)
        frameObserver?()
        try writeRecordedFrame()
        if keepsRecentFrames { recentFrames.keep(width: frame.width, height: frame.height, pixels: frame.argbPixels) }
        motion?.append(stage.state(at: sceneNow))
    }

    /// The painter drawing the frames (the benchmark reads its caches and renderer).
    var painter: DisplayListPainter { stage.painter }

    /// Writes the frame just drawn as the next `frame-NNNNN.png` of the recording, if one is on.
    private func writeRecordedFrame() throws {
        guard var recording else { return }
        recording.count += 1
        let name = String(cFormat: "frame-%05ld.png", recording.count)
        try frame.writePNG(to: recording.folder.appendingPathComponent(name))
        self.recording = recording
    }

    private func resolve(_ target: ScriptCommand.Target) throws -> Point {
        switch target {
        case .point(let point):
            return point
        case .element(let id):
            guard let element = stage.element(withID: id, at: sceneNow) else {
                let ids = stage.elements(at: sceneNow).map(\.id).joined(separator: " ")
                throw UsageError("no element '\(id)' in the \(stage.scene.name) scene; its ids are: \(ids)")
            }
            return element.frame.center
        }
    }

    /// A folder `record` can fill: it exists, is writable and holds no frames of an earlier run.
    private func checkRecordingFolder(_ folder: String) throws {
        guard FileKind.isFolder(folder) else {
            throw UsageError("cannot record into '\(folder)': the folder does not exist; create it first")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw UsageError("cannot record into '\(folder)': the folder is not writable")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard !contents.contains(where: { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }) else {
            throw UsageError("cannot record into '\(folder)': it already holds frames; give an empty folder")
        }
    }

    private func checkWritable(_ path: String) throws {
        let folder = path.containingFolder
        guard FileKind.isFolder(folder) else {
            throw UsageError("cannot write '\(path)': the folder '\(folder)' does not exist; create it first")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw UsageError("cannot write '\(path)': the folder '\(folder)' is not writable")
        }
    }

    private static func makeTarget(size: Size, scale: Double, runtime: SDLRuntime,
                                   fonts: FontLibrary) throws -> (Surface, DisplayListPainter) {
        let surface = try Surface(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        let renderer = try Renderer(surface: surface, runtime: runtime)
        let painter = DisplayListPainter(renderer: renderer, fonts: fonts, scale: scale)
        painter.waitsForImages = true
        return (surface, painter)
    }
}
