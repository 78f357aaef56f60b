import MekuriEngine
import MekuriSDL
import MekuriUI

/// The scenes and the painter that shows them: the part the window and the headless runner share.
///
/// Both feed it input events stamped with their clock's time and ask it for frames; only the
/// clock, the event source and the painter's render target differ between them. Every scene
/// shown so far is kept, so switching away and back finds it as it was left.
///
/// The stage also owns what sits around scenes: the keyboard focus ring (Tab, Shift+Tab, and
/// Space or Return to activate), in the window the ``ScenePicker`` at the left, whose width
/// the scene's coordinates are shifted by, and, when shown, the feel lab's ``FeelPanel`` at the
/// right with the motion plot of the last gesture (``GestureRecorder``).
final class Stage {
    /// The scene on show and the scenes not on show, as they were left, with their gestures.
    var shelf: SceneShelf
    /// The scene on show.
    var scene: any Scene {
        _read { yield shelf.scene }
        _modify { yield &shelf.scene }
    }
    /// The device whose screen the scene is in (`--device`, `device NAME`); nil: the bare scene.
    var screen: DeviceScreen?
    /// The device's interface turning to its new orientation, while it does.
    var turn: DeviceTurn?
    /// What every scene lays out around: the device screen's traits, or none.
    var traits: ScreenTraits { screen?.traits ?? .bare }
    /// The painter drawing frames.
    var painter: DisplayListPainter
    /// Where `--trace` lines go, when asked for.
    var tracer: Tracer? {
        didSet { tracer?.reset(to: scene.signals(at: 0)) }
    }
    /// The keyboard focus among the scene's controls.
    var focus = FocusRing()
    /// The scene list at the left, in the window; nil in the headless runner.
    var picker: ScenePicker?
    /// Where Ctrl+C and Ctrl+X put the selection and Ctrl+V takes text from.
    let clipboard: any Clipboard
    /// The text the last event sent typed from the clipboard (Ctrl+V), or nil: a recording
    /// replays the paste as that text, for the replay has no clipboard of the window's.
    var pastedText: String?
    /// Where a warning goes (an image file a page cannot show): stderr in the window and the runner.
    var warn: (String) -> Void = { _ in }
    /// The image files already warned about, by path and version: each is said once.
    var warnedImages: Set<ImageSource> = []
    /// Called when the picker's "Feel" row is clicked: the window shows or hides the panel
    /// (and resizes itself for it).
    var panelToggleRequested: () -> Void = {}
    /// Called when the scene ends an input method's composition by itself (a click in the
    /// field commits it): the window tells the input method to drop its own copy.
    var compositionEnded: () -> Void = {}
    /// The language new scenes are made in.
    let locale: AppLocale
    /// How every scene's pagers and panels feel (see ``apply(_:at:)``).
    var feel: Feel
    /// Light or dark: what every scene, the picker and the panel are drawn in (see ``apply(_:)``).
    var appearance = Appearance.default
    /// The user's deck (`--deck`), which the deck scene shows; nil: no deck scene.
    var deck: Deck?
    /// The built-in scenes that run from their prototype files.
    let prototypes: BuiltInPrototypes
    /// The second pane of `--compare`, beside the scene, while comparing.
    var comparison: Comparison?
    /// The feel panel at the right of the scene, while it shows.
    var panel: FeelPanel?
    /// The last gesture on the scene's pages, for the panel's motion plot.
    var gestures: GestureRecorder { shelf.gestures }
    /// The message at the bottom of the frame, while it shows (see ``show(toast:at:)``).
    var toast: Toast?
    /// Who the pointer went down on: the scene, or a row of the picker.
    var pointerOwner = PointerOwner.none
    /// Where the pointer was last seen, in scene points, while the scene holds it.
    var lastScenePoint = Point.zero
    /// The pane the pointer went down in while comparing: 0 the left, 1 the right.
    var pressedPane = 0

    enum PointerOwner: Equatable {
        case none
        case scene
        /// The feel panel.
        case panel
        /// The picker, and the row the pointer went down on (nil: none, the heading say). The
        /// picker sees no moves: its row shows pressed while held, wherever the pointer goes, and
        /// a release switches only over the same row.
        case picker(PressedControl<ScenePicker.Row>?)
    }

    /// A stage showing `scene` through `painter`, with `picker` at its left when given, every
    /// scene with `feel`; the built-in scenes in `prototypes` run from their files.
    init(scene: any Scene, locale: AppLocale, painter: DisplayListPainter, picker: ScenePicker? = nil,
         clipboard: any Clipboard = MemoryClipboard(), feel: Feel = .standard, deck: Deck? = nil,
         prototypes: BuiltInPrototypes) {
        var scene = scene
        scene.apply(feel, at: 0)
        shelf = SceneShelf(showing: scene)
        self.deck = deck
        self.prototypes = prototypes
        self.feel = feel
        self.locale = locale
        self.painter = painter
        self.picker = picker
        self.clipboard = clipboard
        self.scene.measureText(with: painter)
    }

    /// How far the scene is from the top-left corner of the frame, in points.
    var sceneOffset: Vector { layout.sceneOffset }

    /// Where the parts of the frame lie now.
    var layout: FrameLayout {
        FrameLayout(sceneSize: scene.size, hasPicker: picker != nil, paneCount: paneCount, showsPanel: panel != nil)
    }

    /// How many panes show the scene: two while comparing, else one.
    var paneCount: Int { comparison == nil ? 1 : 2 }

    /// Every element at `time`, in scene points: the scene's, then the panel's at its right
    /// (`feel.threshold`, …) while it shows. What the focus ring, `elements` and `@ID` see.
    func elements(at time: Double) -> [Element] {
        guard let panel else { return scene.elements(at: time) }
        let offset = layout.panelOrigin
        return scene.elements(at: time) + panel.elements(feel: feel, height: scene.size.height).map { element in
            var moved = element
            moved.frame = element.frame.offsetBy(dx: offset.dx, dy: offset.dy)
            return moved
        }
    }

    /// The element with id `id` at `time`, in scene points (see ``elements(at:)``).
    func element(withID id: String, at time: Double) -> Element? {
        elements(at: time).first { $0.id == id }
    }

    /// Activates the element `id` as Space or Return does: a panel control changes the feel,
    /// anything else is the scene's. Returns whether anything happened.
    func activate(elementID id: String, at time: Double) -> Bool {
        guard let control = FeelPanel.Control.exactly(id), let panel else {
            _ = comparison?.scene.activate(elementID: id, at: time)
            return scene.activate(elementID: id, at: time)
        }
        guard let changed = panel.activate(control, feel: feel), changed != feel else { return false }
        apply(changed, at: time)
        return true
    }

    /// Moves the slider `id` by `steps` as the arrow keys do: a panel slider, or the scene's.
    func adjust(elementID id: String, by steps: Int, at time: Double) -> Bool {
        guard let control = FeelPanel.Control.exactly(id), let panel else {
            _ = comparison?.scene.adjust(elementID: id, by: steps, at: time)
            return scene.adjust(elementID: id, by: steps, at: time)
        }
        guard let changed = panel.adjust(control, by: steps, feel: feel), changed != feel else { return false }
        apply(changed, at: time)
        return true
    }

    /// The width of the feel panel at the scene's right: ``FeelPanel/width`` while it shows, else 0.
    var panelWidth: Double { layout.panelWidth }

    /// The whole frame's size for a scene of `size` (see ``FrameLayout/frameSize(forScene:)``).
    func frameSize(forScene size: Size) -> Size { layout.frameSize(forScene: size) }

    /// Whether `point`, in frame points, is over the panel.
    func isOverPanel(_ point: Point) -> Bool {
        panel != nil && point.x >= sceneOffset.dx + layout.panesWidth
    }

    /// The pane `point` (in frame points) is over while comparing: 0 the left, 1 the right.
    func pane(at point: Point) -> Int {
        comparison != nil && point.x >= sceneOffset.dx + scene.size.width ? 1 : 0
    }

    /// `point` in frame points as the scene of pane `pane` sees it.
    func scenePoint(_ point: Point, inPane pane: Int) -> Point {
        Point(x: point.x - sceneOffset.dx - Double(pane) * scene.size.width, y: point.y - sceneOffset.dy)
    }

    /// Puts the scene in `screen` (nil: the bare scene, at `bareSize`), held as it says, from
    /// `time` on: the scene on show and a compared pane take the screen's size and safe area at
    /// once (the others when they are shown), and a turn under way ends.
    func place(in screen: DeviceScreen?, bareSize: Size, at time: Double) {
        self.screen = screen
        turn = nil
        resizeScenes(to: screen?.size ?? bareSize, traits: screen?.traits ?? .bare, at: time)
    }

    /// Turns the device a quarter turn `clockwise` or not at `time`: the scene takes the new
    /// orientation's size and safe area at once, and the picture turns to it over
    /// ``DeviceTurn/duration``. False, and nothing changes, with no device or when the device
    /// does not turn that way (an iPhone's interface never stands upside down).
    func rotate(clockwise: Bool, at time: Double) -> Bool {
        guard var screen else { return false }
        let next = screen.device.orientation(after: screen.orientation, clockwise: clockwise)
        guard next != screen.orientation else { return false }
        let inFlight = turn?.angle(at: time) ?? 0
        turn = DeviceTurn(from: screen.orientation, to: next, clockwise: clockwise, at: time, inFlight: inFlight)
        tracer?.emit(TraceEvent("deviceTurned", fields: [("from", .string(screen.orientation.rawValue)), ("to", .string(next.rawValue))]),
                     at: time)
        screen.orientation = next
        self.screen = screen
        resizeScenes(to: screen.size, traits: screen.traits, at: time)
        return true
    }

    /// Resizes the scene on show and a compared pane to `size` with `traits` at `time`.
    func resizeScenes(to size: Size, traits: ScreenTraits, at time: Double) {
        let wasComposing = scene.isComposingText
        scene.resize(to: size, traits: traits, at: time)
        comparison?.scene.resize(to: size, traits: traits, at: time)
        if wasComposing, !scene.isComposingText { compositionEnded() }
        observe(at: time)
    }

    /// Checks the focus still has its control and reports what the tracer sees.
    func observe(at time: Double) {
        scene.measureText(with: painter)
        scene.measureImages(with: painter)
        comparison?.scene.measureText(with: painter)
        comparison?.scene.measureImages(with: painter)
        // The elements are only worth making when something has the focus.
        if focus.focusedID != nil { focus.validate(against: elements(at: time), bounds: layout.focusBounds) }
        for problem in scene.imageProblems where warnedImages.insert(problem.source).inserted {
            warn("mekuri: \(problem.source.path): \(problem.reason); its page shows an error card")
        }
        shelf.gestures.observe(scene.pagedContent, at: time)
        if let content = comparison?.scene.pagedContent { comparison?.shelf.gestures.observe(content, at: time) }
        tracer?.observe(&scene, at: time)
    }

    /// A new scene of `kind` at `size` with the stage's feel (and deck).
    func makeScene(_ kind: SceneKind, size: Size) -> any Scene {
        kind.makeScene(locale: locale, size: size, feel: feel, deck: deck, prototypes: prototypes, appearance: appearance)
    }

    /// Whether the scene of `kind` can be shown: every built-in one, the deck when there is one.
    func offers(_ kind: SceneKind) -> Bool {
        kind != .deck || deck != nil
    }

    /// Shows the scene of `kind`, as it was left if it was shown before, at the current size;
    /// nothing for the deck without one.
    func switchScene(to kind: SceneKind, at time: Double) {
        guard kind != scene.kind, offers(kind) else { return }
        let size = scene.size
        // The scene being left has its gesture cancelled (the pointer's, or a wheel's still
        // settling): its pages and panels go back at once, and the trace says where they went.
        if pointerOwner == .scene { pointerOwner = .none }
        scene.cancelGesture(at: time)
        observe(at: time)
        let previous = shelf.show(kind, size: size, traits: traits, at: time) { makeScene(kind, size: size) }
        comparison?.switchScene(to: kind, locale: locale, size: size, traits: traits, deck: deck, prototypes: prototypes,
                                startingFrom: scene.savedState(at: time), at: time)
        comparison?.scene.appearance = appearance
        scene.measureText(with: painter)
        focus.clear()
        tracer?.emit(TraceEvent("sceneSwitched", fields: [("from", .string(previous.name)), ("to", .string(kind.name))]),
                     at: time)
        tracer?.reset(to: scene.signals(at: time))
    }

    // MARK: Deck

    /// Shows `newDeck` (the deck reloaded after a file changed) in the deck scene, on show or
    /// parked, and in a compared pane: each keeps its page, by name, and its scroll positions.
    func reloadDeck(_ newDeck: Deck, at time: Double) {
        deck = newDeck
        func reloaded(_ scene: any Scene) -> any Scene {
            guard scene.kind == .deck, var deckScene = scene as? DeckScene else { return scene }
            deckScene.reload(with: newDeck, at: time)
            return deckScene
        }
        shelf.updateEach { $0 = reloaded($0) }
        comparison?.shelf.updateEach { $0 = reloaded($0) }
        observe(at: time)
    }

    // MARK: Feel

    /// Gives every scene, on show or parked, `feel` from `time` on (see ``Scene/apply(_:at:)``).
    func apply(_ feel: Feel, at time: Double) {
        self.feel = feel
        shelf.updateEach { $0.apply(feel, at: time) }
        observe(at: time)
    }

    // MARK: Appearance

    /// Draws every scene, on show or parked (a compared pane's too), the picker, the feel panel
    /// and the focus ring in `appearance` from now on.
    func apply(_ appearance: Appearance) {
        self.appearance = appearance
        shelf.updateEach { $0.appearance = appearance }
        comparison?.shelf.updateEach { $0.appearance = appearance }
        picker?.appearance = appearance
        panel?.appearance = appearance
        focus.appearance = appearance
    }

}
