import MekuriEngine

/// One screen of Mekuri: it takes input events and turns its state into a display list.
///
/// A scene is a value whose state changes only in ``handle(_:at:)``; everything it shows is a
/// function of that state and the time, so the window and the headless runner, which only
/// differ in their clocks, show the same frames.
public protocol Scene {
    /// The name used on the command line, such as `weekdays`.
    var name: String { get }
    /// The name in the window title, such as `Weekdays`.
    var title: String { get }
    /// The scene's size in points.
    var size: Size { get }

    /// Reacts to one input event that happened at `time`.
    mutating func handle(_ event: InputEvent, at time: Double)
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
    /// The interactive elements at `time`, back to front.
    func elements(at time: Double) -> [Element]
    /// The state at `time`, as reported by the `state` script command.
    func state(at time: Double) -> JSONValue
    /// Hands over, and forgets, the events announced since the last call (see ``TraceEvent``).
    mutating func takeTraceEvents() -> [TraceEvent]
    /// What survives a restart (pages, scroll positions, values), as the app saves it on quit.
    func savedState(at time: Double) -> JSONValue
    /// Takes back what ``savedState(at:)`` gave; a field that is missing, of the wrong type or
    /// out of range leaves its part as it is (a scroll offset is kept within its list).
    mutating func restore(from saved: JSONValue)
    /// Activates the enabled control `id` as a click on it would, whatever the pages are doing
    /// (Space or Return on the focused control); returns false when it is no such control.
    mutating func activate(_ id: String, at time: Double) -> Bool
    /// Moves the control with id `id` (a slider) `steps` steps, as the arrow keys do when it has
    /// the keyboard focus; returns false when `id` is nothing adjustable.
    mutating func adjust(_ id: String, by steps: Int, at time: Double) -> Bool
}

extension Scene {
    public func nextWakeUp(after time: Double) -> Double? { nil }

    public func textInputFrame(at time: Double) -> Rect? { nil }

    public mutating func takeTraceEvents() -> [TraceEvent] { [] }

    public mutating func adjust(_ id: String, by steps: Int, at time: Double) -> Bool { false }

    public mutating func activate(_ id: String, at time: Double) -> Bool { false }

    public func savedState(at time: Double) -> JSONValue { .object([]) }

    public mutating func restore(from saved: JSONValue) {}

    /// The frontmost enabled-or-not element under `point` at `time`.
    public func element(at point: Point, time: Double) -> Element? {
        elements(at: time).last { $0.frame.contains(point) }
    }

    /// The element with identifier `id` at `time`.
    public func element(withID id: String, time: Double) -> Element? {
        elements(at: time).first { $0.id == id }
    }
}
