#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSDL
import MekuriUI

/// The interactive app: one window, real input, vsynced frames, and no work while idle.
///
/// Each turn of the loop takes every pending event, then draws one frame if anything changed
/// or moves. When nothing moves and nothing changed, the loop blocks in ``EventPump/wait(until:)``
/// — or, when the scene has a timed change coming (a blinking caret), until then — so an idle
/// window uses no CPU.
final class WindowLoop {
    private let window: Window
    private let stage: Stage
    private let clock = MonotonicClock()
    /// The scenes' time on `clock`: slowed, paused or stepped by S, P and the full stop.
    private var sceneClock: SceneClock
    /// The input being recorded since Ctrl+R, if a recording is on.
    private var recorder: InputRecorder?
    /// Where one-line warnings go (stderr).
    private let warn: (String) -> Void
    /// The window's events, timed on `clock`.
    private let events: EventPump
    /// Spaces frames at 60 Hz when the renderer does not wait for the display.
    private var pacer = FramePacer()
    private var lastEventTime = 0.0
    /// Where text input was last placed (nil: off), so the window is told only of changes. It
    /// starts as a frame no scene has, which counts as on (as SDL's text input is until the
    /// window is first told).
    private var lastTextInput: Rect? = Rect(x: -1, y: -1, width: 0, height: 0)

    /// Opens the window for a scene of `kind`, placed and sized as ``WindowPlacement`` fits
    /// `request` to the displays; `warn` gets the line saying an explicit `--size` did not fit;
    /// with `slowMotion` N, time-driven motion starts at 1/N speed (`--slow N`).
    init(kind: SceneKind, request: WindowRequest, locale: AppLocale, runtime: SDLRuntime, fonts: FontLibrary,
         slowMotion: Double? = nil, deck: Deck? = nil, device: Device? = nil, prototypes: BuiltInPrototypes,
         startup: StartupTimeline = StartupTimeline(),
         warn: @escaping (String) -> Void) throws {
        self.warn = warn
        var startup = startup
        sceneClock = SceneClock(slowMotion: slowMotion, at: clock.now)
        let pickerWidth = ScenePicker.width
        let displays = Display.all(runtime: runtime)
        var placement = WindowPlacement(request, displays: displays, chromeWidth: pickerWidth)
        window = try Window(title: "Mekuri — \(kind.title)", frame: placement.frame, runtime: runtime)
        // The window manager's decorations are known once the window is shown: fit again inside them.
        let borders = window.borders
        if borders != .none {
            placement = WindowPlacement(request, displays: displays, chromeWidth: pickerWidth, borders: borders)
            window.frame = placement.frame
        }
        if let notice = placement.notice(for: request) { warn(notice) }
        startup.mark(.window)
        let scene = kind.makeScene(locale: locale, size: placement.sceneSize, deck: deck, prototypes: prototypes)
        events = EventPump(window: window, clock: clock)
        let renderer = try Renderer(window: window, software: Self.prefersSoftwareRenderer(),
                                    failAccelerated: Self.injectsRendererFault()) { error in
            warn("mekuri: \(error); using the software renderer instead")
        }
        startup.mark(.renderer)
        // The app's own icon in the title bar, task bar and switcher; the window works without it.
        if let icon = try? AppIconPicture.surface(side: AppIcon.windowSize, runtime: runtime, fonts: fonts) {
            window.setIcon(icon)
        }
        let painter = DisplayListPainter(renderer: renderer, fonts: fonts)
        painter.onImageReady = { [waker = Waker()] in waker.wake() }
        stage = Stage(scene: scene, locale: locale, painter: painter,
                      picker: ScenePicker(scenes: SceneKind.offered(hasDeck: deck != nil), locale: locale),
                      clipboard: SystemClipboard(runtime: runtime), deck: deck, prototypes: prototypes)
        stage.compositionEnded = { [window] in window.clearComposition() }
        stage.warn = warn
        stage.panelToggleRequested = { [unowned self] in showFeelPanel(stage.panel == nil) }
        // In a device's screen the scene is the screen's size, the window drawing it scaled
        // down when the display is smaller (see ``minimumFrame``).
        if let device { stage.place(in: DeviceScreen(device: device), bareSize: placement.sceneSize, at: sceneNow) }
        if let deck {
            deckFolders = DeckLoader.folders(of: deck)
            deckFiles = DeckWatcher.snapshot(deckFolders)
            watchDeck()
        }
        let minimum = minimumWindowSize
        window.setMinimumSize(width: Int(minimum.width), height: Int(minimum.height))
        // A window smaller than that from the start (no window manager to honour the minimum).
        let frame = stageSize(forWindow: windowPoints)
        if shrink < 1 { stage.send(.resize(frame), at: sceneNow) }
        updateScale()
        window.setMaximumSize(width: largestSize, height: largestSize)
        updateTitle()
        startup.mark(.scene)
        self.startup = startup
    }

    /// Restores saved state (see ``Stage/restore(_:keepScene:)``), and the feel panel when it
    /// showed.
    func restore(_ saved: JSONValue, keepScene: Bool) {
        stage.restore(saved, keepScene: keepScene)
        if saved["panel"]?.bool == true { showFeelPanel(true) }
        updateTitle()
    }

    /// Gives every scene `feel` from now on (see ``Stage/apply(_:at:)``).
    func apply(_ feel: Feel) {
        stage.apply(feel, at: sceneNow)
    }

    /// Draws everything in `appearance` from now on (see ``Stage/apply(_:)``); a recording
    /// notes the switch.
    func apply(_ appearance: Appearance) {
        stage.apply(appearance)
        recorder?.recordAppearance(appearance, at: sceneNow)
    }

    /// The feel every scene has now (the saved one, `--feel`'s, or the panel's changes).
    var feel: Feel { stage.feel }

    /// What to save on quit: the stage's state and, as its `window` member, where the window is.
    func savedState() -> JSONValue {
        let state = stage.savedState(at: sceneNow)
        guard case .object(var members) = state, let display = window.display else { return state }
        // The window as the picker and the scene alone make it: the feel panel and a compared pane
        // come back with the state and the options, and add their width again (it grew at each restart).
        let frame = window.frame
        let bare = Rect(x: frame.minX, y: frame.minY, width: stage.sceneOffset.dx + stage.scene.size.width, height: frame.height)
        members.append(("window", SavedWindow(frame: bare, display: display).json))
        return .object(members)
    }

    /// Reports `--trace` lines through `write`: the start-up's stages (`startup`, each with its
    /// milliseconds since exec), the first presented frame with the time since exec, and with
    /// `frames` every presented frame with its interval.
    func trace(to write: @escaping (String) -> Void, frames: Bool) {
        stage.tracer = Tracer(write: write)
        tracesEveryFrame = frames
    }

    /// The start-up's stages until the first frame is presented, then nil.
    private var startup: StartupTimeline?

    /// Marks the start-up's `stage` as reached now (the options and saved state applied).
    func markStartup(_ stage: StartupStage) {
        startup?.mark(stage)
    }

    /// Ends the start-up's timeline at the first frame presented, and gives it, once.
    private func finishStartup() -> StartupTimeline? {
        guard var startup else { return nil }
        startup.mark(.firstFramePresented)
        self.startup = nil
        return startup
    }

    /// Whether every presented frame gets a trace line (`--trace-frames`).
    private var tracesEveryFrame = false
    /// When the last frame was presented, for the intervals.
    private var lastPresent: Double?

    /// Reports a frame just presented at `time`.
    private func framePresented(at time: Double) {
        defer { lastPresent = time }
        let startup = finishStartup()
        guard let tracer = stage.tracer else { return }
        guard let last = lastPresent else {
            for event in startup?.events ?? [] { tracer.emit(event, at: time) }
            var fields: [(String, JSONValue)] = [("scene", .string(stage.scene.name)), ("renderer", .string(rendererName))]
            if let sinceExec = startup?.millisecondsSinceExec { fields.append(("sinceExecMs", .number(sinceExec))) }
            return tracer.emit(TraceEvent("firstFrame", fields: fields), at: time)
        }
        if tracesEveryFrame {
            tracer.emit(TraceEvent("frame", fields: [("intervalMs", .number((time - last) * 1000))]), at: time)
        }
    }

    /// Runs until the window is closed.
    func run() throws {
        var needsFrame = true
        /// Whether the last frame drawn was still moving: one more frame shows it at rest.
        var wasAnimating = false
        /// Whether a frame is on screen. The first is drawn before the events waiting at start
        /// are read, as a bare SDL program draws: they say the window was shown, exposed and
        /// focused. The exposure asks for a second frame, drawn after the first frame's wait like
        /// any other, and an event that changes what is shown (a window manager's resize) is
        /// handled then too. Reading them first made the first frame about 1 ms later (issue 20).
        var hasPresented = false
        while true {
            if !needsFrame && !wasAnimating && !isMoving {
                // Until an event, or the scene's next timed change when it has one (never while paused).
                let wakeUp = stage.nextWakeUp(after: sceneNow).flatMap(sceneClock.wallTime(atScene:))
                if let event = try events.wait(until: wakeUp) {
                    switch handle(event) {
                    case .quit: return
                    case .changed: needsFrame = true
                    case .ignored: break
                    }
                } else {
                    needsFrame = true
                }
            }
            while hasPresented, let event = events.poll() {
                switch handle(event) {
                case .quit: return
                case .changed: needsFrame = true
                case .ignored: break
                }
            }
            if deckWatcher?.takeChange() == true {
                reloadDeck()
                needsFrame = true
            }
            let textInput = stage.textInputFrame(at: sceneNow)
            if textInput != lastTextInput {
                // In window points: the frame's, shrunk with it below the minimum.
                window.setTextInput(near: textInput.map { Rect(x: $0.minX * shrink, y: $0.minY * shrink,
                                                               width: $0.width * shrink, height: $0.height * shrink) })
                lastTextInput = textInput
            }
            let isAnimating = isMoving
            if needsFrame || isAnimating || wasAnimating {
                try stage.drawFrame(at: sceneNow) { startup?.mark(.firstFrameDrawn) }
                framePresented(at: clock.now)
                hasPresented = true
                needsFrame = false
                wasAnimating = isAnimating
                if stage.painter.renderer.isSoftware { pacer.waitForNextFrame() }
            }
        }
    }

    private enum Outcome { case changed, ignored, quit }

    /// The scenes' time now.
    private var sceneNow: Double { sceneClock.sceneTime(at: clock.now) }

    /// Whether anything moves on its own now: never while time is stopped (paused), so a paused
    /// window draws only what the input changes and is otherwise idle.
    private var isMoving: Bool { sceneClock.rate(at: clock.now) > 0 && stage.isAnimating(at: sceneNow) }

    private func handle(_ stamped: EventPump.StampedEvent) -> Outcome {
        // The feel lab's keys are the window's (the plain ones while no text is typed).
        if case .input(.key(let key, let modifiers)) = stamped.event,
           let command = WindowCommand(key: key, modifiers: modifiers, isTyping: lastTextInput != nil,
                                       hasDevice: stage.screen != nil) {
            return perform(command)
        }
        switch stamped.event {
        case .quit:
            return .quit
        case .redraw, .wake:
            return .changed
        case .focusLost:
            lastEventTime = max(lastEventTime, stamped.time)
            let sceneTime = sceneClock.sceneTime(at: lastEventTime)
            stage.pointerLost(at: sceneTime)
            recorder?.recordPointerLost(at: sceneTime)
            sceneClock.hold(false, at: lastEventTime)
            return .changed
        case .digit(let number):
            guard let kind = Self.scene(forDigit: number, textInput: lastTextInput), stage.offers(kind) else { return .ignored }
            stage.switchScene(to: kind, at: sceneNow)
            recorder?.recordSwitch(to: kind, at: sceneNow)
            updateTitle()
            return .changed
        case .input(var input):
            if case .resize(let size) = input {
                input = .resize(stageSize(forWindow: limitedSize(size) ?? size))
                updateScale()
            }
            input = inStagePoints(input)
            // Stamped when SDL saw it, so velocities are measured on real times; never earlier
            // than an event already handled.
            lastEventTime = max(lastEventTime, stamped.time)
            send(input, at: lastEventTime)
            updateTitle()
            return .changed
        }
    }

    /// Gives `input` to the stage at the scene time of wall time `wall`, and to the recorder.
    private func send(_ input: InputEvent, at wall: Double) {
        // A held pointer, or a wheel gesture, runs scene time at full rate (see ``SceneClock``).
        let sceneTime = sceneClock.arriving(input, at: wall)
        let shownBefore = stage.scene.kind
        stage.send(input, at: sceneTime)
        recorder?.record(input, pasted: stage.pastedText, at: sceneTime)
        if case .resize = input { recorder?.recordResize(sceneSize: stage.scene.size, at: sceneTime) }
        // A click in the picker switches scenes: the replay switches too.
        if stage.scene.kind != shownBefore { recorder?.recordSwitch(to: stage.scene.kind, at: sceneTime) }
        sceneClock.delivered(input, at: wall)
    }

    /// Does what a feel-lab key or shortcut asks.
    private func perform(_ command: WindowCommand) -> Outcome {
        switch command {
        case .toggleSlowMotion:
            sceneClock.toggleSlowMotion(at: clock.now)
            updateTitle()
            return .changed
        case .togglePause:
            sceneClock.togglePause(at: clock.now)
            updateTitle()
            return .changed
        case .stepFrame:
            guard sceneClock.isPaused else { return .ignored }
            sceneClock.step(at: clock.now)
            return .changed
        case .toggleRecording:
            toggleRecording()
            updateTitle()
            return .changed
        case .toggleFeelPanel:
            showFeelPanel(stage.panel == nil)
            return .changed
        case .toggleAppearance:
            apply(stage.appearance == .light ? .dark : .light)
            return .changed
        case .saveFeel:
            return report(feelSaver.save(stage.feel))
        case .exportSwiftUI:
            return report(feelSaver.exportSwiftUI(stage.feel))
        case .rotate(let clockwise):
            guard stage.rotate(clockwise: clockwise, at: sceneNow) else { return .ignored }
            recorder?.recordTurn(clockwise: clockwise, at: sceneNow)
            fitWindowToScreen()
            return .changed
        }
    }

    /// Watches the deck's folders, while there is a deck.
    private var deckWatcher: DeckWatcher?
    /// The folders watched.
    private var deckFolders: [String] = []
    /// The deck's files as last loaded, to say what changed.
    private var deckFiles: [String: String] = [:]
    /// The deck's files when they last failed to read (a JSON file saved half-way), until they change.
    private var unreadableDeckFiles: [String: String]?
    /// The stage's points per window point: 1, or less while the window is below the minimum
    /// frame and the whole frame is drawn scaled down into it.
    private var shrink = 1.0
    /// Each image's version, by path: bumped when its file changes, so only that file is read again.
    private var imageVersions: [String: Int] = [:]

    /// Watches ``deckFolders``, waking the loop after each run of changes.
    private func watchDeck() {
        deckWatcher?.stop()
        let waker = Waker()
        deckWatcher = DeckWatcher(folders: deckFolders, warn: warn) { waker.wake() }
    }

    /// Reads the deck again after its files changed: the deck scene keeps its page (by name) and
    /// its scroll positions, and a toast says what changed; a deck that no longer reads (a JSON
    /// file saved half-way) is kept as it was, the reason said in a line on stderr and the toast.
    /// Changes to files that are not the deck's (an editor's swap file) are let be.
    private func reloadDeck() {
        guard let deck = stage.deck else { return }
        let files = DeckWatcher.snapshot(deckFolders)
        // The files as they were when they last failed to read: said once, not at every look.
        guard files != unreadableDeckFiles, let changes = DeckLoader.changes(from: deckFiles, to: files) else { return }
        do {
            for (path, stamp) in files where deckFiles[path] != nil && deckFiles[path] != stamp {
                imageVersions[path, default: 0] += 1
            }
            let reloaded = DeckLoader.versioned(try DeckLoader.load(path: deck.source, locale: stage.locale), imageVersions)
            deckFiles = files
            unreadableDeckFiles = nil
            stage.reloadDeck(reloaded, at: sceneNow)
            stage.show(toast: "Deck: \(changes)", at: sceneNow)
            // A JSON deck may now name images in other folders.
            let folders = DeckLoader.folders(of: reloaded)
            if folders != deckFolders {
                deckFolders = folders
                deckFiles = DeckWatcher.snapshot(folders)
                watchDeck()
            }
        } catch {
            unreadableDeckFiles = files
            let message = (error as? UsageError)?.message ?? "\(error)"
            warn("mekuri: the deck did not reload: \(message)")
            stage.show(toast: message, at: sceneNow)
        }
    }

    /// Shows the scene twice side by side, the right pane with `feel` (see ``Stage/compare(with:label:currentLabel:at:)``):
    /// the window grows by a pane, as it does for the panel.
    func compare(with feel: Feel, label: String, currentLabel: String) {
        let sceneSize = stage.scene.size
        stage.compare(with: feel, label: label, currentLabel: currentLabel, at: sceneNow)
        fitWindow(toScene: sceneSize)
    }

    /// Shows or hides the feel panel: the window grows by it at the right (never past the
    /// usable area of its display, the scene narrower when it must be) or shrinks back, the
    /// scene keeping its size.
    func showFeelPanel(_ shows: Bool) {
        let sceneSize = stage.scene.size
        stage.showPanel(shows, at: sceneNow)
        recorder?.recordPanel(shows: shows, at: sceneNow)
        fitWindow(toScene: sceneSize)
    }

    /// Resizes the window for a scene of `sceneSize` with what now sits beside it (picker,
    /// compared pane, panel), never past the usable area of its display, and gives the stage
    /// the new size at once.
    private func fitWindow(toScene sceneSize: Size) {
        let minimum = minimumWindowSize
        window.setMinimumSize(width: Int(minimum.width), height: Int(minimum.height))
        let wanted = stage.frameSize(forScene: sceneSize).width
        let area = window.display.map { WindowPlacement.area(of: $0, inside: window.borders) }
            ?? Rect(x: window.frame.minX, y: window.frame.minY, width: wanted, height: window.frame.height)
        window.frame = WindowPlacement.frame(window.frame, resizedToWidth: wanted, within: area)
        // The scene takes the new size at once; SDL's own resize event follows with the same.
        stage.send(.resize(stageSize(forWindow: windowPoints)), at: sceneNow)
        recorder?.recordResize(sceneSize: stage.scene.size, at: sceneNow)
        updateScale()
    }

    /// Resizes the window, both ways, to the device's screen held as it is now (after a turn),
    /// never past the usable area of its display: the frame is then drawn scaled down.
    private func fitWindowToScreen() {
        let minimum = minimumWindowSize
        window.setMinimumSize(width: Int(minimum.width), height: Int(minimum.height))
        let wanted = stage.frameSize
        let area = window.display.map { WindowPlacement.area(of: $0, inside: window.borders) }
            ?? Rect(x: window.frame.minX, y: window.frame.minY, width: wanted.width, height: wanted.height)
        window.frame = WindowPlacement.frame(window.frame, resizedTo: wanted, within: area)
        _ = stageSize(forWindow: windowPoints)
        updateScale()
    }

    /// Where Ctrl+S and Ctrl+E write the feel; set the `--feel` file with ``feelFile``.
    private var feelSaver = FeelSaver(feelFile: nil)

    /// The feel file the window was started with (`--feel`): Ctrl+S saves to it, Ctrl+E writes
    /// its `.swift` beside it.
    var feelFile: String? {
        get { feelSaver.document.path }
        set { feelSaver = FeelSaver(feelFile: newValue) }
    }

    /// Says what a save or an export did: its line on stdout (the path) or stderr, and a toast.
    private func report(_ outcome: FeelSaver.Outcome) -> Outcome {
        if outcome.problem == nil {
            StandardStream.writeOutput(outcome.line + "\n")
        } else {
            StandardStream.writeErrorLine(outcome.line)
        }
        stage.show(toast: outcome.toast, at: sceneNow)
        return .changed
    }

    /// Starts recording the input, or stops and writes the recording (see ``InputRecorder``):
    /// the path goes to stdout and a toast, a failure to stderr and a toast.
    private func toggleRecording() {
        let now = sceneNow
        guard let recording = recorder else {
            recorder = InputRecorder(scene: stage.scene.kind, size: stage.scene.size, screen: stage.screen, feel: stage.feel,
                                     savedState: stage.scene.savedState(at: now), sceneOffset: stage.sceneOffset,
                                     showsPanel: stage.panel != nil, appearance: stage.appearance, at: now)
            return
        }
        recorder = nil
        let date = Date()
        let script = recording.script(endTime: now, note: "Recorded in the Mekuri window on \(date)")
        let folder = RecordingsFolder()
        do {
            let file = try folder.write(script, at: date)
            StandardStream.writeOutput(file.path + "\n")
            stage.show(toast: "Recorded: \(file.path)", at: now)
        } catch {
            warn("mekuri: cannot write the recording in \(folder.url.path) (\(error))")
            stage.show(toast: "Recording not saved: \(error)", at: now)
        }
    }

    /// The scene digit key `number` shows: keys 1, 2, 3… pick the scenes in their listed order,
    /// except while text input is on, when a digit is text for the field. `textInput` is the frame
    /// last handed to the window, which sets SDL's text input from exactly that (nil: off).
    static func scene(forDigit number: Int, textInput: Rect?) -> SceneKind? {
        guard textInput == nil else { return nil }
        return SceneKind(number: number)
    }

    /// Whether to draw with SDL's software renderer: `MEKURI_RENDERER=software` or
    /// `accelerated` decides; otherwise software when the machine has no GPU (see
    /// ``GraphicsHardware``).
    static func prefersSoftwareRenderer(environment: [String: String] = ProcessEnvironment.current) -> Bool {
        switch environment["MEKURI_RENDERER"] {
        case "software"?: return true
        case "accelerated"?: return false
        default: return !GraphicsHardware.hasGPU
        }
    }

    /// Whether `MEKURI_INJECT_FAULT=renderer` asks the accelerated renderer to fail, to try
    /// the fallback to the software one.
    static func injectsRendererFault(environment: [String: String] = ProcessEnvironment.current) -> Bool {
        environment["MEKURI_INJECT_FAULT"] == "renderer"
    }

    /// The name of the renderer drawing the window, for the trace.
    var rendererName: String { stage.painter.renderer.isSoftware ? "software" : "accelerated" }

    /// Names the scene on show in the window title (the picker may have switched it).
    private func updateTitle() {
        let title = (["Mekuri", stage.scene.title] + timeAndRecordingMarks).joined(separator: " — ")
        if window.title != title { window.title = title }
    }

    /// What the title adds after the scene's name: slow motion and its rate, a pause, a recording.
    private var timeAndRecordingMarks: [String] {
        var marks: [String] = []
        if sceneClock.isSlow { marks.append("slow ×\(Self.rateText(sceneClock.rate))") }
        if sceneClock.isPaused { marks.append("paused") }
        if recorder != nil { marks.append("● recording") }
        return marks
    }

    /// A slowed rate as the title shows it: `¼` for a quarter, `1/N` otherwise (`1/2.5`).
    static func rateText(_ rate: Double) -> String {
        rate == SceneClock.standardSlowRate ? "¼" : "1/\((1 / rate).scriptNumber)"
    }

    /// The largest window in points: ``FrameBudget``'s pixels at the window's scale.
    private var largestSize: Int {
        Int((Double(Options.maximumDimension) / max(stage.painter.scale, 1)).rounded(.down))
    }

    /// When a resize made the window larger than ``largestSize`` (a program can size it past
    /// any limit: `xdotool windowsize 50000 50000`), sizes it back within and returns the size
    /// it now has; nil when it is within. The renderer is never asked for a larger frame.
    private func limitedSize(_ size: Size) -> Size? {
        let largest = Double(largestSize)
        guard size.width > largest || size.height > largest else { return nil }
        let limited = Size(width: min(size.width, largest), height: min(size.height, largest))
        window.setSize(width: Int(limited.width), height: Int(limited.height))
        return limited
    }

    /// Matches the painter's scale to the ratio of drawable pixels to window points (HiDPI),
    /// times ``shrink`` while the window is below the minimum.
    private func updateScale() {
        let points = window.size, pixels = stage.painter.renderer.outputSize
        guard points.width > 0 else { return }
        stage.painter.scale = Double(pixels.width) / Double(points.width) * shrink
    }

    /// The smallest frame the stage is drawn at, in points: a scene of the least size with what
    /// sits beside it, tall enough for every row of the picker.
    private var minimumFrame: Size {
        let frame = stage.frameSize(forScene: stage.screen?.size ?? WindowPlacement.minimumSceneSize)
        return Size(width: frame.width, height: max(frame.height, stage.picker?.contentHeight ?? 0))
    }

    /// The size hint the window manager is given: ``minimumFrame``, but no larger than the
    /// display's usable area, so a device's screen larger than the display leaves the window on
    /// it, drawing the whole frame scaled down (see ``stageSize(forWindow:)``).
    private var minimumWindowSize: Size {
        let minimum = minimumFrame
        guard stage.screen != nil, let display = window.display else { return minimum }
        let area = WindowPlacement.area(of: display, inside: window.borders)
        return Size(width: min(minimum.width, area.width), height: min(minimum.height, area.height))
    }

    /// The window's size in points.
    private var windowPoints: Size {
        let size = window.size
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// The stage's frame for a window of `size` points: the window's size, or below the minimum
    /// (a window manager that ignores the size hint) that much larger, the same on both axes, so
    /// the whole frame shows scaled down and every control stays reachable. Sets ``shrink``.
    private func stageSize(forWindow size: Size) -> Size {
        let minimum = minimumFrame
        shrink = max(Self.smallestShrink, min(1, size.width / minimum.width, size.height / minimum.height))
        guard shrink < 1 else { return size }
        return Size(width: (size.width / shrink).rounded(), height: (size.height / shrink).rounded())
    }

    /// The least shrink: a window a few points across still draws a frame of bounded size.
    private static let smallestShrink = 0.05

    /// `input` in the stage's points: a pointer's window point divided by ``shrink``.
    private func inStagePoints(_ input: InputEvent) -> InputEvent {
        guard shrink < 1 else { return input }
        func scaled(_ point: Point) -> Point { Point(x: point.x / shrink, y: point.y / shrink) }
        switch input {
        case .pointerDown(let point): return .pointerDown(scaled(point))
        case .pointerMove(let point): return .pointerMove(scaled(point))
        case .pointerUp(let point): return .pointerUp(scaled(point))
        default: return input
        }
    }
}
