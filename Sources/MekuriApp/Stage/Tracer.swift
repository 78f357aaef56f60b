import MekuriUI

/// Writes `--trace` lines: one JSON object per thing that happened, stamped with the time.
///
/// Scenes announce what only they can tell (``TraceEvent``); the tracer adds what it sees change
/// in their state between observations, which come after every input event and every frame:
///
/// - `settled`: a scene with pages came to rest (`page`, and `title` when the scene has one);
/// - `panelOpened` / `panelClosed`: the pulldown panel came to rest open or closed;
/// - `sheetShown` / `sheetHidden`, `pushShown` / `pushHidden`: the sheet or pushed view was sent
///   in or out;
/// - `sceneSwitched`, from the stage.
final class Tracer {
    private let write: (String) -> Void
    /// The state at the last observation, to compare the next one with.
    private var last: JSONValue?
    /// Whether the pages have left their page since they last rested.
    private var pagesMoved = false
    /// The pulldown panel's last state at rest.
    private var restingPanel: JSONValue?

    /// A tracer handing each line to `write`.
    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Takes `state` as the new baseline without reporting anything (a new scene on show).
    func reset(to state: JSONValue) {
        last = state
        pagesMoved = false
        restingPanel = state["panel"]
    }

    /// Reports the events `scene` announced and those its state shows since the last observation.
    func observe(_ scene: inout any Scene, at time: Double) {
        for event in scene.takeTraceEvents() {
            emit(event, at: time)
        }
        let state = scene.state(at: time)
        guard let last else { return reset(to: state) }
        self.last = state
        for event in changes(from: last, to: state) {
            emit(event, at: time)
        }
    }

    /// Writes one event at `time`.
    func emit(_ event: TraceEvent, at time: Double) {
        var members: [(String, JSONValue)] = [("t", .number(time)), ("event", .string(event.name))]
        if case .object(let fields) = event.fields { members += fields }
        write(JSONValue.object(members).serialized)
    }

    /// The events a change of state from `old` to `new` stands for.
    private func changes(from old: JSONValue, to new: JSONValue) -> [TraceEvent] {
        var events: [TraceEvent] = []
        let scene = new["scene"] ?? .null
        // Pages: settled once they come to rest after moving (a click on a tab moves nothing).
        let displacement = new["offset"] ?? new["progress"]
        if old["page"] != new["page"] || (displacement != nil && displacement != .number(0)) {
            pagesMoved = true
        }
        if pagesMoved, new["settled"] == .bool(true), let page = new["page"] {
            var fields: [(String, JSONValue)] = [("scene", scene), ("page", page)]
            if let title = new["title"] { fields.append(("title", title)) }
            events.append(TraceEvent("settled", fields: fields))
            pagesMoved = false
        }
        // The top panel: reported when it comes to rest in the other state.
        if let panel = new["panel"], panel != .string("moving"), panel != restingPanel {
            restingPanel = panel
            events.append(TraceEvent(panel == .string("open") ? "panelOpened" : "panelClosed", fields: [("scene", scene)]))
        }
        // The sheet and the pushed view: reported when sent in or out.
        for (key, shown, hidden) in [("modal", "sheetShown", "sheetHidden"), ("pushed", "pushShown", "pushHidden")] {
            guard let value = new[key], value != old[key] else { continue }
            events.append(TraceEvent(value == .bool(true) ? shown : hidden, fields: [("scene", scene)]))
        }
        return events
    }
}
