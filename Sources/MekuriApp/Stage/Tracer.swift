import MekuriUI
import MekuriSystem

/// Writes `--trace` lines: one JSON object per thing that happened, stamped with the time.
///
/// Scenes announce what only they can tell (``TraceEvent``); the tracer adds what it sees change
/// in their ``SceneSignals`` between observations, which come after every input event and every
/// frame:
///
/// - `settled`: a scene with pages came to rest (`page`, and `title` when the scene has one);
/// - `panelOpened` / `panelClosed`: the pulldown panel came to rest open or closed;
/// - `sheetShown` / `sheetHidden`, `pushShown` / `pushHidden`: the sheet or pushed view was sent
///   in or out;
/// - `sceneSwitched`, from the stage.
final class Tracer {
    private let write: (String) -> Void
    /// The signals at the last observation, to compare the next one with.
    private var last: SceneSignals?
    /// Whether the pages have left their page since they last rested.
    private var pagesMoved = false
    /// Where the pulldown panel last rested.
    private var restingPanel: SceneSignals.PanelPosition?

    /// A tracer handing each line to `write`.
    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Takes `signals` as the new baseline without reporting anything (a new scene on show).
    func reset(to signals: SceneSignals) {
        last = signals
        pagesMoved = false
        restingPanel = signals.panel
    }

    /// Reports the events `scene` announced and those its signals show since the last observation.
    func observe(_ scene: inout any Scene, at time: Double) {
        for event in scene.takeTraceEvents() {
            emit(event, at: time)
        }
        let signals = scene.signals(at: time)
        guard let last else { return reset(to: signals) }
        self.last = signals
        for event in changes(from: last, to: signals, in: scene.kind) {
            emit(event, at: time)
        }
    }

    /// Writes one event at `time`.
    func emit(_ event: TraceEvent, at time: Double) {
        var members: [(String, JSONValue)] = [("t", .number(time)), ("event", .string(event.name))]
        if case .object(let fields) = event.fields { members += fields }
        write(JSONValue.object(members).serialized)
    }

    /// The events a change of signals from `old` to `new` in a scene of `kind` stands for.
    private func changes(from old: SceneSignals, to new: SceneSignals, in kind: SceneKind) -> [TraceEvent] {
        var events: [TraceEvent] = []
        let scene: (String, JSONValue) = ("scene", .string(kind.name))
        // Pages: settled once they come to rest after moving (a click on a tab moves nothing).
        if let pages = new.pages {
            if old.pages?.page != pages.page || pages.isDisplaced { pagesMoved = true }
            if pagesMoved, new.isSettled {
                var fields = [scene, ("page", JSONValue.number(Double(pages.page)))]
                if let title = pages.title { fields.append(("title", .string(title))) }
                events.append(TraceEvent("settled", fields: fields))
                pagesMoved = false
            }
        }
        // The top panel: reported when it comes to rest in the other state.
        if let panel = new.panel, panel != .moving, panel != restingPanel {
            restingPanel = panel
            events.append(TraceEvent(panel == .open ? "panelOpened" : "panelClosed", fields: [scene]))
        }
        // The sheet and the pushed view: reported when sent in or out.
        if let shown = new.isSheetShown, shown != old.isSheetShown {
            events.append(TraceEvent(shown ? "sheetShown" : "sheetHidden", fields: [scene]))
        }
        if let pushed = new.isViewPushed, pushed != old.isViewPushed {
            events.append(TraceEvent(pushed ? "pushShown" : "pushHidden", fields: [scene]))
        }
        return events
    }
}
