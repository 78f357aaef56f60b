import MekuriEngine
import MekuriSystem

/// One screen of Mekuri: it takes input events and turns its state into a display list.
///
/// A scene is a value whose state changes only in ``handle(_:at:)``; everything it shows is a
/// function of that state and the time, so the window and the headless runner, which only
/// differ in their clocks, show the same frames. Its interactive parts are a ``Control`` type:
/// hit tests return one and routing switches over it; only scripts and the focus ring speak in
/// the controls' string identifiers, through ``activate(elementID:at:)`` and
/// ``adjust(elementID:by:at:)``.
public protocol Scene {
    /// The scene's controls.
    associatedtype Control: SceneControl

    /// Which scene this is: its name and title.
    var kind: SceneKind { get }
    /// The scene's size in points.
    var size: Size { get }
    /// What the scene lays out around: the device screen's safe area, its glass bars and
    /// readable width (see ``ScreenTraits``); ``ScreenTraits/bare`` in a bare scene.
    var traits: ScreenTraits { get }
    /// Light or dark: the system colours the scene is drawn in (see ``Palette``).
    var appearance: Appearance { get set }

    /// Reacts to one input event that happened at `time`.
    mutating func handle(_ event: InputEvent, at time: Double)
    /// The colour of what lies under a device's status bar at `time` when the scene knows it
    /// (a page of its own colour running up under it), which the bar's ink is chosen against;
    /// nil: the appearance's background.
    func statusBarBackdrop(at time: Double) -> Color?
    /// Takes a new size and traits at `time` (a device turned, a scene put in a device's
    /// screen), as a ``InputEvent/resize(_:)`` does the size alone.
    mutating func resize(to size: Size, traits: ScreenTraits, at time: Double)
    /// The pointer was taken away in the middle of a gesture (the scene is switched away): what
    /// it held goes back at once to where the gesture found it (pages to their reference page, a
    /// panel to the state it was in), nothing is activated, and a release later does nothing.
    mutating func cancelGesture(at time: Double)
    /// Takes `feel` from `time` on: every pager and panel of the scene settles, flicks and
    /// resists as it says (see ``Pager/apply(_:at:)``); a scene with neither ignores it.
    mutating func apply(_ feel: Feel, at time: Double)
    /// Whether nothing is held or moving at `time`, as the `settled` field of the state says.
    func isSettled(at time: Double) -> Bool
    /// Whether anything on screen changes after `time` without further input (a moving page, a
    /// fading scroll indicator): the window keeps drawing frames while this holds.
    func isAnimating(at time: Double) -> Bool
    /// What the scene shows at `time`.
    func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList
    /// The next time after `time` at which the picture changes on its own though nothing is
    /// animating (a caret blinks), or nil: the window sleeps until then or the next event.
    func nextWakeUp(after time: Double) -> Double?
    /// Where text being typed goes at `time` (the focused field, for the input method's window),
    /// or nil when nothing takes text.
    func textInputFrame(at time: Double) -> Rect?
    /// The interactive parts at `time`, back to front, from the scene's layout.
    ///
    /// - Complexity: O(*n*) in the number of controls; made anew on every call.
    func controls(at time: Double) -> [ControlElement<Control>]
    /// Whether `id` names one of the scene's controls (on screen or not), as its controls write
    /// their ids; by default, any id a ``Control`` reads.
    func isControlID(_ id: String) -> Bool
    /// The state at `time`, as reported by the `state` script command.
    func state(at time: Double) -> JSONValue
    /// The keys the state has only at times (a sheet's `detent` while it shows), which a script
    /// may check though the state at the start lacks them.
    var occasionalStateKeys: [String] { get }
    /// What `--trace` reports on when it changes (see ``SceneSignals``).
    func signals(at time: Double) -> SceneSignals
    /// Hands over, and forgets, the events announced since the last call (see ``TraceEvent``).
    mutating func takeTraceEvents() -> [TraceEvent]
    /// What survives a restart (pages, scroll positions, values), as the app saves it on quit.
    func savedState(at time: Double) -> JSONValue
    /// Takes back what ``savedState(at:)`` gave; a field that is missing, of the wrong type or
    /// out of range leaves its part as it is (a scroll offset is kept within its list).
    mutating func restore(from saved: JSONValue)
    /// Activates the enabled control `control` as a click on it would, whatever the pages are
    /// doing (Space or Return on the focused control); returns false when it is disabled or
    /// nothing a click activates.
    mutating func activate(_ control: Control, at time: Double) -> Bool
    /// The text a copy (Ctrl+C, Cmd+C) takes at `time`: the selection in the field being edited,
    /// or nil when nothing is selected.
    func selectedText(at time: Double) -> String?
    /// Whether an input method's composition is unfinished in the scene's field.
    var isComposingText: Bool { get }
    /// The input method went away (the window lost the keyboard focus): an unfinished
    /// composition is committed as typed, so it is neither lost nor left stuck.
    mutating func commitComposition()
    /// Measures, with the fonts the scene is drawn in, the text its input depends on (where a
    /// click in a field puts the caret, how far the field scrolls); the stage calls it after
    /// every event, before the next one and before drawing.
    mutating func measureText(with text: any TextMeasuring)
    /// Moves `control` (a slider) `steps` steps, as the arrow keys do when it has the keyboard
    /// focus; returns false when it is nothing adjustable.
    mutating func adjust(_ control: Control, by steps: Int, at time: Double) -> Bool
    /// The scene's pages as the feel lab reads them, or nil for a scene without a pager.
    var pagedContent: PagedContent? { get }
    /// Takes what `images` knows of the image files the scene draws (their sizes, a failure),
    /// which its layout depends on; the stage calls it after every event and before drawing,
    /// as ``measureText(with:)``.
    mutating func measureImages(with images: any ImageMeasuring)
    /// The image files the scene could not show, and why, as last measured.
    var imageProblems: [(source: ImageSource, reason: String)] { get }
}

extension Scene {
    /// None: a scene that does not lay out around a device's bars ignores them.
    public var traits: ScreenTraits { .bare }

    /// None: every key is in the state at every time.
    public var occasionalStateKeys: [String] { [] }

    /// Unknown: the appearance's background.
    public func statusBarBackdrop(at time: Double) -> Color? { nil }

    /// Puts a scene just made in a screen of `traits` at its own size (nothing for a bare screen).
    public mutating func place(in traits: ScreenTraits, at time: Double) {
        if traits != .bare { resize(to: size, traits: traits, at: time) }
    }

    /// The size alone, for a scene that does not lay out around a device's bars.
    public mutating func resize(to size: Size, traits: ScreenTraits, at time: Double) {
        handle(.resize(size), at: time)
    }

    /// The name used on the command line, such as `weekdays`.
    public var name: String { kind.name }

    /// The name in the window title, such as `Weekdays`.
    public var title: String { kind.title }

    /// The system colours of the scene's ``appearance``.
    public var palette: Palette { appearance.palette }

    public mutating func apply(_ feel: Feel, at time: Double) {}

    public func nextWakeUp(after time: Double) -> Double? { nil }

    public func textInputFrame(at time: Double) -> Rect? { nil }

    public mutating func takeTraceEvents() -> [TraceEvent] { [] }

    public mutating func adjust(_ control: Control, by steps: Int, at time: Double) -> Bool { false }
    /// None: the scene has no pager.
    public var pagedContent: PagedContent? { nil }
    /// Nothing: the scene draws no image files.
    public mutating func measureImages(with images: any ImageMeasuring) {}
    /// None: the scene draws no image files.
    public var imageProblems: [(source: ImageSource, reason: String)] { [] }

    public func selectedText(at time: Double) -> String? { nil }

    public var isComposingText: Bool { false }

    public mutating func commitComposition() {}

    public mutating func measureText(with text: any TextMeasuring) {}

    public func savedState(at time: Double) -> JSONValue { .object([]) }

    public mutating func restore(from saved: JSONValue) {}

    /// The interactive elements at `time`, back to front, with their controls' identifiers.
    public func elements(at time: Double) -> [Element] {
        controls(at: time).map(\.element)
    }

    /// The frontmost control, enabled or not, under `point` at `time`: the hit test.
    ///
    /// - Complexity: O(*n*) in the number of controls.
    public func control(at point: Point, time: Double) -> ControlElement<Control>? {
        controls(at: time).last { $0.frame.contains(point) }
    }

    /// `control` as it is at `time`, or nil when it is not on screen (a sheet's button while
    /// the sheet is down).
    public func element(for control: Control, at time: Double) -> ControlElement<Control>? {
        controls(at: time).first { $0.control == control }
    }

    /// Whether `id` names one of the scene's controls (on screen or not), as its controls write
    /// their ids.
    public func isControlID(_ id: String) -> Bool {
        Control.exactly(id) != nil
    }

    /// The element with identifier `id` at `time`, for scripts (`click @ID`).
    public func element(withID id: String, time: Double) -> Element? {
        guard let control = Control.exactly(id) else { return nil }
        return element(for: control, at: time)?.element
    }

    /// `press` with the pointer moved to `point`: pressed while the pointer is still over its
    /// control at `time`.
    public func tracked(_ press: PressedControl<Control>?, at point: Point, time: Double) -> PressedControl<Control>? {
        guard var press else { return nil }
        press.track(isInside: element(for: press.control, at: time)?.frame.contains(point) ?? false)
        return press
    }

    /// Whether `control` is on screen and enabled at `time`.
    public func isEnabled(_ control: Control, at time: Double) -> Bool {
        element(for: control, at: time)?.isEnabled == true
    }

    /// Activates the control with identifier `id` (see ``activate(_:at:)``); false when the
    /// scene has no such control.
    public mutating func activate(elementID id: String, at time: Double) -> Bool {
        guard let control = Control.exactly(id) else { return false }
        return activate(control, at: time)
    }

    /// Adjusts the control with identifier `id` (see ``adjust(_:by:at:)``); false when the
    /// scene has no such control.
    public mutating func adjust(elementID id: String, by steps: Int, at time: Double) -> Bool {
        guard let control = Control.exactly(id) else { return false }
        return adjust(control, by: steps, at: time)
    }
}
