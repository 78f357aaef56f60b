#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSDL
import MekuriUI
import MekuriSystem

/// The interactive app: one window, real input, vsynced frames, and no work while idle.
///
/// Each turn of the loop takes every pending event, then draws one frame if anything changed
/// or moves. When nothing moves and nothing changed, the loop blocks in ``EventPump/wait(until:)``
/// — or, when the scene has a timed change coming (a blinking caret), until then — so an idle
/// window uses no CPU.
final class WindowLoop {
    let window: Window
    let stage: Stage
    private let clock = MonotonicClock()
    /// The scenes' time on `clock`: slowed, paused or stepped by S, P and the full stop.
    var sceneClock: SceneClock
    /// The input being recorded since Ctrl+R, if a recording is on.
    var recorder: InputRecorder?
    /// Where one-line warnings go (stderr).
    private let warn: (String) -> Void
    /// The window's events, timed on `clock`.
    private let events: EventPump
    /// Spaces frames at 60 Hz when the renderer does not wait for the display.
    var pacer = FramePacer()
    var lastEventTime = 0.0
    /// Where text input was last placed (nil: off), so the window is told only of changes. It
    /// starts as a frame no scene has, which counts as on (as SDL's text input is until the
    /// window is first told).
    var lastTextInput: Rect? = Rect(x: -1, y: -1, width: 0, height: 0)

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
        if let deck { deckReload = DeckReload(deck: deck, warn: warn) }
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

    /// The start-up's stages until the first frame is presented, then nil.
    var startup: StartupTimeline?

    /// Whether every presented frame gets a trace line (`--trace-frames`).
    var tracesEveryFrame = false
    /// When the last frame was presented, for the intervals.
    var lastPresent: Double?

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
            if deckReload?.takeChange() == true {
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

    enum Outcome { case changed, ignored, quit }

    /// The scenes' time now.
    var sceneNow: Double { sceneClock.sceneTime(at: clock.now) }

    /// Whether anything moves on its own now: never while time is stopped (paused), so a paused
    /// window draws only what the input changes and is otherwise idle.
    var isMoving: Bool { sceneClock.rate(at: clock.now) > 0 && stage.isAnimating(at: sceneNow) }

    func handle(_ stamped: EventPump.StampedEvent) -> Outcome {
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
    func send(_ input: InputEvent, at wall: Double) {
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
    func perform(_ command: WindowCommand) -> Outcome {
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

    /// Keeps the deck in step with its files, while there is a deck.
    var deckReload: DeckReload?
    /// The stage's points per window point: 1, or less while the window is below the minimum
    /// frame and the whole frame is drawn scaled down into it.
    var shrink = 1.0

    /// Reads the deck again after its files changed: the deck scene keeps its page (by name) and
    /// its scroll positions, and a toast says what changed; a deck that no longer reads (a JSON
    /// file saved half-way) is kept as it was, the reason said in a line on stderr and the toast.
    func reloadDeck() {
        guard let deck = stage.deck, let deckReload else { return }
        switch deckReload.look(at: deck, locale: stage.locale) {
        case .unchanged:
            return
        case .reloaded(let reloaded, let changes):
            stage.reloadDeck(reloaded, at: sceneNow)
            stage.show(toast: "Deck: \(changes)", at: sceneNow)
        case .unreadable(let message):
            warn("mekuri: the deck did not reload: \(message)")
            stage.show(toast: message, at: sceneNow)
        }
    }

    /// Where Ctrl+S and Ctrl+E write the feel; set the `--feel` file with ``feelFile``.
    var feelSaver = FeelSaver(feelFile: nil)

    /// Starts recording the input, or stops and writes the recording (see ``RecordingSession``):
    /// the path goes to stdout and a toast, a failure to stderr and a toast.
    func toggleRecording() {
        let now = sceneNow
        guard let recording = recorder else { return recorder = RecordingSession.start(from: stage, at: now) }
        recorder = nil
        let ending = RecordingSession.end(recording, at: now)
        if ending.failed { warn(ending.line) } else { StandardStream.writeOutput(ending.line + "\n") }
        stage.show(toast: ending.toast, at: now)
    }
}
