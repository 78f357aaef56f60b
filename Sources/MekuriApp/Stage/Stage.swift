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
    /// The scene on show.
    private(set) var scene: any Scene
    /// The device whose screen the scene is in (`--device`, `device NAME`); nil: the bare scene.
    private(set) var screen: DeviceScreen?
    /// The device's interface turning to its new orientation, while it does.
    private(set) var turn: DeviceTurn?
    /// What every scene lays out around: the device screen's traits, or none.
    private var traits: ScreenTraits { screen?.traits ?? .bare }
    /// The painter drawing frames.
    var painter: DisplayListPainter
    /// Where `--trace` lines go, when asked for.
    var tracer: Tracer? {
        didSet { tracer?.reset(to: scene.signals(at: 0)) }
    }
    /// The keyboard focus among the scene's controls.
    private(set) var focus = FocusRing()
    /// The scene list at the left, in the window; nil in the headless runner.
    private(set) var picker: ScenePicker?
    /// Where Ctrl+C and Ctrl+X put the selection and Ctrl+V takes text from.
    let clipboard: any Clipboard
    /// The text the last event sent typed from the clipboard (Ctrl+V), or nil: a recording
    /// replays the paste as that text, for the replay has no clipboard of the window's.
    private(set) var pastedText: String?
    /// Where a warning goes (an image file a page cannot show): stderr in the window and the runner.
    var warn: (String) -> Void = { _ in }
    /// The image files already warned about, by path and version: each is said once.
    private var warnedImages: Set<ImageSource> = []
    /// Called when the picker's "Feel" row is clicked: the window shows or hides the panel
    /// (and resizes itself for it).
    var panelToggleRequested: () -> Void = {}
    /// Called when the scene ends an input method's composition by itself (a click in the
    /// field commits it): the window tells the input method to drop its own copy.
    var compositionEnded: () -> Void = {}
    /// The language new scenes are made in.
    let locale: AppLocale
    /// How every scene's pagers and panels feel (see ``apply(_:at:)``).
    private(set) var feel: Feel
    /// Light or dark: what every scene, the picker and the panel are drawn in (see ``apply(_:)``).
    private(set) var appearance = Appearance.default
    /// The scenes not on show, as they were left.
    private var parked: [SceneKind: any Scene] = [:]
    /// The user's deck (`--deck`), which the deck scene shows; nil: no deck scene.
    private(set) var deck: Deck?
    /// The built-in scenes that run from their prototype files.
    let prototypes: BuiltInPrototypes
    /// The second pane of `--compare`, beside the scene, while comparing.
    private(set) var comparison: Comparison?
    /// The feel panel at the right of the scene, while it shows.
    private(set) var panel: FeelPanel?
    /// The last gesture on the scene's pages, for the panel's motion plot.
    private(set) var gestures = GestureRecorder()
    /// The gestures of the scenes not on show, each kept for when its scene comes back: the
    /// plot shows the scene on show's last gesture, never another's.
    private var parkedGestures: [SceneKind: GestureRecorder] = [:]
    /// The message at the bottom of the frame, while it shows (see ``show(toast:at:)``).
    private(set) var toast: Toast?
    /// Who the pointer went down on: the scene, or a row of the picker.
    private var pointerOwner = PointerOwner.none
    /// Where the pointer was last seen, in scene points, while the scene holds it.
    private var lastScenePoint = Point.zero
    /// The pane the pointer went down in while comparing: 0 the left, 1 the right.
    private var pressedPane = 0

    private enum PointerOwner: Equatable {
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
        self.scene = scene
        self.deck = deck
        self.prototypes = prototypes
        self.scene.apply(feel, at: 0)
        self.feel = feel
        self.locale = locale
        self.painter = painter
        self.picker = picker
        self.clipboard = clipboard
        self.scene.measureText(with: painter)
    }

    /// How far the scene is from the top-left corner of the frame, in points.
    var sceneOffset: Vector { Vector(dx: picker == nil ? 0 : ScenePicker.width, dy: 0) }

    /// The scene's own rectangle, in scene points.
    private var sceneBounds: Rect { Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height) }

    /// Where the focus ring may go, in scene points: the scene and the panel beside it.
    private var focusBounds: Rect {
        Rect(x: 0, y: 0, width: panesWidth + panelWidth, height: scene.size.height)
    }

    /// How many panes show the scene: two while comparing, else one.
    var paneCount: Int { comparison == nil ? 1 : 2 }

    /// The width of the panes together, in points.
    private var panesWidth: Double { scene.size.width * Double(paneCount) }

    /// Every element at `time`, in scene points: the scene's, then the panel's at its right
    /// (`feel.threshold`, …) while it shows. What the focus ring, `elements` and `@ID` see.
    func elements(at time: Double) -> [Element] {
        guard let panel else { return scene.elements(at: time) }
        let offset = panelOrigin
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
    private func activate(elementID id: String, at time: Double) -> Bool {
        guard let control = FeelPanel.Control.exactly(id), let panel else {
            _ = comparison?.scene.activate(elementID: id, at: time)
            return scene.activate(elementID: id, at: time)
        }
        guard let changed = panel.activate(control, feel: feel), changed != feel else { return false }
        apply(changed, at: time)
        return true
    }

    /// Moves the slider `id` by `steps` as the arrow keys do: a panel slider, or the scene's.
    private func adjust(elementID id: String, by steps: Int, at time: Double) -> Bool {
        guard let control = FeelPanel.Control.exactly(id), let panel else {
            _ = comparison?.scene.adjust(elementID: id, by: steps, at: time)
            return scene.adjust(elementID: id, by: steps, at: time)
        }
        guard let changed = panel.adjust(control, by: steps, feel: feel), changed != feel else { return false }
        apply(changed, at: time)
        return true
    }

    /// The width of the feel panel at the scene's right: ``FeelPanel/width`` while it shows, else 0.
    var panelWidth: Double { panel == nil ? 0 : FeelPanel.width }

    /// The scene's size for a whole frame of `size`: less the picker and the panel, shared by
    /// the panes.
    func sceneSize(forFrame size: Size) -> Size {
        Size(width: max(1, ((size.width - sceneOffset.dx - panelWidth) / Double(paneCount)).rounded(.down)),
             height: size.height)
    }

    /// The whole frame's size for a scene of `size`: its panes with the picker and the panel beside them.
    func frameSize(forScene size: Size) -> Size {
        Size(width: sceneOffset.dx + size.width * Double(paneCount) + panelWidth, height: size.height)
    }

    /// Where the panel's own points start, in scene points: at the panes' right edge.
    private var panelOrigin: Vector { Vector(dx: panesWidth, dy: 0) }

    /// Whether `point`, in frame points, is over the panel.
    private func isOverPanel(_ point: Point) -> Bool {
        panel != nil && point.x >= sceneOffset.dx + panesWidth
    }

    /// The pane `point` (in frame points) is over while comparing: 0 the left, 1 the right.
    private func pane(at point: Point) -> Int {
        comparison != nil && point.x >= sceneOffset.dx + scene.size.width ? 1 : 0
    }

    /// `point` in frame points as the scene of pane `pane` sees it.
    private func scenePoint(_ point: Point, inPane pane: Int) -> Point {
        Point(x: point.x - sceneOffset.dx - Double(pane) * scene.size.width, y: point.y - sceneOffset.dy)
    }

    // MARK: Comparison

    /// Shows the scene twice from now on: the left pane with the current feel (named
    /// `currentLabel`), the right with `feel` (named `label`), both from the scene's state now
    /// and driven by the same input. The frame is as much wider (the caller sizes it, see
    /// ``frameSize(forScene:)``).
    func compare(with feel: Feel, label: String, currentLabel: String, at time: Double) {
        var other = scene.kind.makeScene(locale: locale, size: scene.size, feel: feel, deck: deck, prototypes: prototypes,
                                         appearance: appearance)
        other.place(in: traits, at: time)
        other.restore(from: scene.savedState(at: time))
        other.apply(feel, at: time)
        other.measureText(with: painter)
        comparison = Comparison(scene: other, feel: feel, labels: (currentLabel, label), startingFeel: self.feel)
    }

    // MARK: Feel panel

    /// Shows or hides the feel panel; the frame is then as much wider or narrower (the caller
    /// sizes it, see ``frameSize(forScene:)``), the scene keeping its size.
    func showPanel(_ shows: Bool, at time: Double) {
        guard shows != (panel != nil) else { return }
        panel = shows ? FeelPanel(locale: locale) : nil
        panel?.appearance = appearance
        if pointerOwner == .panel { pointerOwner = .none }
        observe(at: time)
    }

    /// Applies the feel a panel input asked for, if it changed anything.
    private func applyFromPanel(_ feel: Feel?, at time: Double) {
        guard let feel, feel != self.feel else { return }
        apply(feel, at: time)
    }

    /// Passes a pointer event over the panel (in frame points) to it.
    private func sendToPanel(_ event: InputEvent, at time: Double) {
        guard var panel else { return }
        let height = scene.size.height
        func local(_ point: Point) -> Point { point - sceneOffset - panelOrigin }
        let feel: Feel?
        switch event {
        case .pointerDown(let point): feel = panel.pointerDown(at: local(point), feel: self.feel, height: height)
        case .pointerMove(let point): feel = panel.pointerMove(to: local(point), feel: self.feel, height: height)
        case .pointerUp(let point): feel = panel.pointerUp(at: local(point), feel: self.feel, height: height)
        default: feel = nil
        }
        self.panel = panel
        applyFromPanel(feel, at: time)
    }

    // MARK: Input

    /// Passes an input event that happened at `time`, in frame points, to the picker, the focus
    /// ring or the scene.
    func send(_ event: InputEvent, at time: Double) {
        pastedText = nil
        switch event {
        case .pointerDown(let point):
            focus.clear()
            if let picker, point.x < sceneOffset.dx {
                pointerOwner = .picker(picker.row(at: point).map(PressedControl.init))
            } else if isOverPanel(point) {
                pointerOwner = .panel
                sendToPanel(event, at: time)
            } else {
                pointerOwner = .scene
                pressedPane = pane(at: point)
                lastScenePoint = scenePoint(point, inPane: pressedPane)
                deliver(.pointerDown(lastScenePoint), at: time)
            }
        case .pointerMove(let point):
            if pointerOwner == .panel { return sendToPanel(event, at: time) }
            guard pointerOwner == .scene else { return }
            lastScenePoint = scenePoint(point, inPane: pressedPane)
            deliver(.pointerMove(lastScenePoint), at: time)
        case .pointerUp(let point):
            let owner = pointerOwner
            pointerOwner = .none
            switch owner {
            case .scene: deliver(.pointerUp(scenePoint(point, inPane: pressedPane)), at: time)
            case .panel: sendToPanel(event, at: time)
            case .picker(let press?) where picker?.row(at: point) == press.control:
                switch press.control {
                case .scene(let kind): switchScene(to: kind, at: time)
                case .feel: panelToggleRequested()
                }
            case .picker, .none: break
            }
        case .key(let key, let modifiers):
            handle(key, modifiers: modifiers, at: time)
        case .resize(let size):
            // In a device's screen the scene keeps the screen's size; the window draws it scaled.
            guard screen == nil else { return observe(at: time) }
            deliver(.resize(sceneSize(forFrame: size)), at: time)
        case .wheel, .text, .compose:
            deliver(event, at: time)
        }
    }

    /// The window lost the keyboard focus (another window came to the front): a press held on
    /// the scene ends where the pointer was last seen, since its release may never come.
    func pointerLost(at time: Double) {
        let owner = pointerOwner
        pointerOwner = .none
        if owner == .scene { deliver(.pointerUp(lastScenePoint), at: time) }
        if owner == .panel { panel?.cancelPress() }
        // The input method goes with the focus: what it was composing is kept as typed.
        if scene.isComposingText {
            scene.commitComposition()
            comparison?.scene.commitComposition()
            observe(at: time)
        }
    }

    /// Keys the focus ring takes: Tab and Shift+Tab move it; Space and Return activate the
    /// focused control; Left and Right adjust a focused slider. The clipboard shortcuts copy
    /// the scene's selection (Ctrl+C, Ctrl+X) or type the clipboard's text (Ctrl+V).
    /// Everything else, and every key while the scene takes text, goes to the scene.
    private func handle(_ key: Key, modifiers: KeyModifiers, at time: Double) {
        let bounds = focusBounds
        let takesText = scene.textInputFrame(at: time) != nil
        if modifiers.contains(.command) {
            return handleShortcut(key, modifiers: modifiers, takesText: takesText, at: time)
        }
        switch key {
        case .tab, .backTab:
            if takesText {
                // Tab leaves the field being typed in, and the ring moves on from it.
                if let field = scene.elements(at: time).first(where: { $0.role == .textfield }) {
                    focus.focus(on: field.id)
                }
                deliver(.key(key, modifiers: modifiers), at: time)
            }
            guard scene.textInputFrame(at: time) == nil else { return }
            focus.advance(through: elements(at: time), in: bounds, backwards: key == .backTab)
        case .space where !takesText, .returnKey where !takesText:
            guard let focused = focus.focused(in: elements(at: time), bounds: bounds) else {
                return deliver(.key(key, modifiers: modifiers), at: time)
            }
            // By id, not by a click: a click on a sliding page would only catch the pages.
            if activate(elementID: focused.id, at: time) { observe(at: time) }
        case .left where !takesText, .right where !takesText:
            if let focused = focus.focused(in: elements(at: time), bounds: bounds), focused.role == .slider,
               adjust(elementID: focused.id, by: key == .left ? -1 : 1, at: time) {
                return observe(at: time)
            }
            deliver(.key(key, modifiers: modifiers), at: time)
        default:
            deliver(.key(key, modifiers: modifiers), at: time)
        }
    }

    /// Ctrl (Cmd) with a key: copy and cut put the selection on the clipboard before the scene
    /// sees the key (a cut then removes it); paste types the clipboard's text where text is
    /// taken. Other shortcuts go to the scene as they are.
    private func handleShortcut(_ key: Key, modifiers: KeyModifiers, takesText: Bool, at time: Double) {
        switch key {
        case .c, .x:
            if let selected = scene.selectedText(at: time) { clipboard.text = selected }
        case .v:
            // While an input method composes, the keys are its own.
            if takesText, !scene.isComposingText, let pasted = clipboard.text, !pasted.isEmpty {
                deliver(.text(pasted), at: time)
                pastedText = pasted
            }
            return
        default: break
        }
        deliver(.key(key, modifiers: modifiers), at: time)
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
    private func resizeScenes(to size: Size, traits: ScreenTraits, at time: Double) {
        let wasComposing = scene.isComposingText
        scene.resize(to: size, traits: traits, at: time)
        comparison?.scene.resize(to: size, traits: traits, at: time)
        if wasComposing, !scene.isComposingText { compositionEnded() }
        observe(at: time)
    }

    /// Hands an event in scene points to the scene, and to the compared pane's too.
    private func deliver(_ event: InputEvent, at time: Double) {
        let wasComposing = scene.isComposingText
        scene.handle(event, at: time)
        comparison?.scene.handle(event, at: time)
        if wasComposing, !scene.isComposingText, !event.comesFromTheInputMethod { compositionEnded() }
        observe(at: time)
    }

    /// Checks the focus still has its control and reports what the tracer sees.
    private func observe(at time: Double) {
        scene.measureText(with: painter)
        scene.measureImages(with: painter)
        comparison?.scene.measureText(with: painter)
        comparison?.scene.measureImages(with: painter)
        // The elements are only worth making when something has the focus.
        if focus.focusedID != nil { focus.validate(against: elements(at: time), bounds: focusBounds) }
        for problem in scene.imageProblems where warnedImages.insert(problem.source).inserted {
            warn("mekuri: \(problem.source.path): \(problem.reason); its page shows an error card")
        }
        gestures.observe(scene.pagedContent, at: time)
        if let content = comparison?.scene.pagedContent { comparison?.gestures.observe(content, at: time) }
        tracer?.observe(&scene, at: time)
    }

    /// A new scene of `kind` at `size` with the stage's feel (and deck).
    private func makeScene(_ kind: SceneKind, size: Size) -> any Scene {
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
        var next = parked.removeValue(forKey: kind) ?? makeScene(kind, size: size)
        // The scene being left has its gesture cancelled (the pointer's, or a wheel's still
        // settling): its pages and panels go back at once, and the trace says where they went.
        if pointerOwner == .scene { pointerOwner = .none }
        scene.cancelGesture(at: time)
        observe(at: time)
        if next.size != size || next.traits != traits { next.resize(to: size, traits: traits, at: time) }
        let previous = scene.kind
        parked[previous] = scene
        scene = next
        parkedGestures[previous] = gestures
        gestures = parkedGestures.removeValue(forKey: kind) ?? GestureRecorder()
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
        scene = reloaded(scene)
        if let parkedDeck = parked[.deck] { parked[.deck] = reloaded(parkedDeck) }
        if let other = comparison?.scene { comparison?.scene = reloaded(other) }
        if let parkedOther = comparison?.parked[.deck] { comparison?.parked[.deck] = reloaded(parkedOther) }
        observe(at: time)
    }

    // MARK: Feel

    /// Gives every scene, on show or parked, `feel` from `time` on (see ``Scene/apply(_:at:)``).
    func apply(_ feel: Feel, at time: Double) {
        self.feel = feel
        scene.apply(feel, at: time)
        for kind in parked.keys { parked[kind]?.apply(feel, at: time) }
        observe(at: time)
    }

    // MARK: Appearance

    /// Draws every scene, on show or parked (a compared pane's too), the picker, the feel panel
    /// and the focus ring in `appearance` from now on.
    func apply(_ appearance: Appearance) {
        self.appearance = appearance
        scene.appearance = appearance
        for kind in parked.keys { parked[kind]?.appearance = appearance }
        comparison?.scene.appearance = appearance
        if let kinds = comparison?.parked.keys {
            for kind in kinds { comparison?.parked[kind]?.appearance = appearance }
        }
        picker?.appearance = appearance
        panel?.appearance = appearance
        focus.appearance = appearance
    }

    // MARK: Saved state

    /// What the app saves on quit: the scene on show, what each scene shown so far keeps, the
    /// feel, the appearance, and whether the feel panel shows (which the window puts back).
    func savedState(at time: Double) -> JSONValue {
        var scenes = parked.map { ($0.key.name, $0.value.savedState(at: time)) }
        scenes.append((scene.name, scene.savedState(at: time)))
        return .object([
            ("version", .number(Double(StateStore.version))),
            ("scene", .string(scene.name)),
            ("scenes", .object(scenes.sorted { $0.0 < $1.0 })),
            ("feel", feel.json),
            ("appearance", .string(appearance.name)),
            ("panel", .bool(panel != nil)),
        ])
    }

    /// Restores what ``savedState(at:)`` gave: the feel, the appearance, every scene it names,
    /// and (unless `keepScene`) shows the one that was on show. Unknown scenes and fields, an
    /// unknown appearance, and a feel's unknown or invalid keys, are ignored.
    func restore(_ saved: JSONValue, keepScene: Bool = false) {
        if case .object(let members)? = saved["feel"] { apply(Feel(saved: members), at: 0) }
        if let appearance = saved["appearance"]?.string.flatMap(Appearance.init(rawValue:)) { apply(appearance) }
        guard case .object(let scenes)? = saved["scenes"] else { return }
        let size = scene.size
        for (name, state) in scenes {
            guard let kind = SceneKind(rawValue: name), offers(kind) else { continue }
            if kind == scene.kind {
                scene.restore(from: state)
                // A compared pane starts from the same state (a recording's `restore`).
                if comparison?.scene.kind == kind { comparison?.scene.restore(from: state) }
            } else {
                var restored = makeScene(kind, size: size)
                restored.place(in: traits, at: 0)
                restored.restore(from: state)
                parked[kind] = restored
            }
        }
        if !keepScene, let kind = saved["scene"]?.string.flatMap(SceneKind.init(rawValue:)) {
            switchScene(to: kind, at: 0)
        }
        scene.measureText(with: painter)
        tracer?.reset(to: scene.signals(at: 0))
    }

    // MARK: Output

    /// Where text being typed goes at `time`, in frame points (beside the picker), or nil.
    func textInputFrame(at time: Double) -> Rect? {
        scene.textInputFrame(at: time)?.offsetBy(dx: sceneOffset.dx, dy: sceneOffset.dy)
    }

    /// Whether anything moves at `time`: the scene, a compared pane, or a toast fading.
    func isAnimating(at time: Double) -> Bool {
        if let turn, !turn.isFinished(at: time) { return true }
        return scene.isAnimating(at: time) || comparison?.scene.isAnimating(at: time) == true || toast?.isFading(at: time) == true
    }

    /// When something changes next by itself after `time` with nothing animating (a caret's
    /// blink, a toast starting to fade), or nil.
    func nextWakeUp(after time: Double) -> Double? {
        let fade = toast.map(\.fadeStart).flatMap { $0 > time ? $0 : nil }
        return [scene.nextWakeUp(after: time), fade].compactMap { $0 }.min()
    }

    /// Shows `message` at the bottom of the frame from `time` for a few seconds, in place of
    /// any message already showing.
    func show(toast message: String, at time: Double) {
        toast = Toast(message, at: time)
    }

    /// The whole frame at `time`: the picker, if any, and the scene beside it with the focus
    /// ring; a toast over both.
    func displayList(at time: Double) -> DisplayList {
        var list = chromeAndScene(at: time)
        if let toast, toast.isVisible(at: time) {
            // Inside the scene, clear of its controls, never over the picker or the panel.
            let area = Rect(x: sceneOffset.dx, y: sceneOffset.dy, width: scene.size.width, height: scene.size.height)
            toast.draw(into: &list, area: area, avoiding: Self.controlFrames(of: scene, at: time, offsetBy: sceneOffset),
                       at: time, palette: appearance.palette, measuring: painter)
        }
        return list
    }

    /// The frames of `scene`'s controls (what takes the focus) at `time`, moved by `offset`:
    /// what a label or a toast must not cover.
    private static func controlFrames(of scene: any Scene, at time: Double, offsetBy offset: Vector) -> [Rect] {
        scene.elements(at: time).filter(\.role.isFocusable).map { $0.frame.offsetBy(dx: offset.dx, dy: offset.dy) }
    }

    /// The frame's size in points: the scene's and the picker's beside it.
    var frameSize: Size { frameSize(forScene: scene.size) }

    /// The picker, if any, the scene beside it, and the panel at its right while it shows, with
    /// the focus ring (inside the scene, or across scene and panel while the panel shows).
    private func chromeAndScene(at time: Double) -> DisplayList {
        var sceneList = scene.displayList(at: time, measuring: painter)
        if focus.focusedID != nil, panel == nil {
            focus.draw(into: &sceneList, elements: scene.elements(at: time), bounds: sceneBounds)
        }
        sceneList = onScreen(sceneList, of: scene, at: time)
        guard picker != nil || panel != nil || comparison != nil else { return sceneList }
        // The frame is cleared to the scene's background, which the scene then needs no fill
        // of its own for; the picker and the panel fill their own.
        var list = DisplayList(background: sceneList.background)
        if let picker {
            var pressed: ScenePicker.Row?
            if case .picker(let press?) = pointerOwner { pressed = press.control }
            picker.draw(into: &list, height: scene.size.height, current: scene.kind, pressed: pressed, showsFeel: panel != nil)
        }
        list.append(sceneList, offsetBy: sceneOffset,
                    clippedTo: Rect(x: sceneOffset.dx, y: 0, width: scene.size.width, height: scene.size.height),
                    fillsBackground: false)
        if let comparison {
            let origin = Vector(dx: sceneOffset.dx + scene.size.width, dy: sceneOffset.dy)
            let paneList = onScreen(comparison.scene.displayList(at: time, measuring: painter), of: comparison.scene, number: 1,
                                    at: time)
            list.append(paneList, offsetBy: origin,
                        clippedTo: Rect(x: origin.dx, y: 0, width: scene.size.width, height: scene.size.height),
                        fillsBackground: paneList.background != list.background)
            // The left pane runs the stage's feel: named by where it came from, "edited" once the panel changed it.
            let current = feel == comparison.startingFeel ? comparison.labels.current : "\(comparison.labels.current), edited"
            for (pane, (label, shown)) in [(current, scene), (comparison.labels.compared, comparison.scene)].enumerated() {
                let dx = sceneOffset.dx + Double(pane) * scene.size.width
                PaneLabel(label).draw(into: &list, paneFrame: Rect(x: dx, y: 0, width: scene.size.width, height: scene.size.height),
                                      avoiding: Self.controlFrames(of: shown, at: time, offsetBy: Vector(dx: dx, dy: sceneOffset.dy)),
                                      measuring: painter)
            }
        }
        if let panel {
            let origin = Vector(dx: sceneOffset.dx + panelOrigin.dx, dy: sceneOffset.dy + panelOrigin.dy)
            let panelList = panel.displayList(feel: feel, height: scene.size.height, trace: gestures.last,
                                              comparedTrace: comparison?.gestures.last, measuring: painter)
            list.append(panelList, offsetBy: origin,
                        clippedTo: Rect(x: origin.dx, y: origin.dy, width: FeelPanel.width, height: scene.size.height))
            if focus.focusedID != nil {
                let offset = sceneOffset
                let moved = elements(at: time).map { element in
                    var moved = element
                    moved.frame = element.frame.offsetBy(dx: offset.dx, dy: offset.dy)
                    return moved
                }
                focus.draw(into: &list, elements: moved, bounds: focusBounds.offsetBy(dx: offset.dx, dy: offset.dy))
            }
        }
        return list
    }

    /// Draws and presents the frame for `time`; `drawn` runs between the two (the start-up's
    /// timeline marks the first frame drawn there).
    func drawFrame(at time: Double, drawn: () -> Void = {}) throws {
        // What became known of images since the last event (a decode finished) shows in this frame.
        scene.measureImages(with: painter)
        comparison?.scene.measureImages(with: painter)
        try painter.paint(displayList(at: time))
        drawn()
        painter.renderer.present()
        observe(at: time)
    }
}

private extension InputEvent {
    /// Whether the input method sent this (its commit or its marked text).
    var comesFromTheInputMethod: Bool {
        switch self {
        case .text, .compose: true
        default: false
        }
    }
}
