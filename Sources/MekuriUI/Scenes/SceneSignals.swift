import MekuriSystem
/// What a scene shows at one moment that `--trace` reports when it changes, as typed values:
/// the tracer compares two of these, never the `state` JSON.
///
/// Each part is nil in a scene that has no such thing (the `tabs` scene has no pages).
public struct SceneSignals: Equatable, Sendable {
    /// The pages: which one is nearest the centre and whether they are off it.
    public struct Pages: Equatable, Sendable {
        /// The index of the page nearest the centre.
        public var page: Int
        /// Its label, in scenes whose pages have one the trace names (`weekdays`).
        public var title: String?
        /// Whether the pages stand away from that page's resting place (dragged or moving) by as
        /// much as the `state` line shows: a displacement it prints as 0 counts as none.
        public var isDisplaced: Bool

        /// Creates the pages' signal from the page nearest the centre and the pages'
        /// `displacement` from it, in the unit the scene's `state` reports it in.
        public init(page: Int, title: String? = nil, displacement: Double) {
            self.page = page
            self.title = title
            isDisplaced = (displacement * JSONValue.stepsPerUnit).rounded() != 0
        }
    }

    /// Where a panel pulled from an edge is.
    public enum PanelPosition: String, Equatable, Sendable {
        /// At rest, closed.
        case closed
        /// At rest, open.
        case open
        /// Held or moving.
        case moving
    }

    /// Whether nothing in the scene is held or moving (the `settled` of the state).
    public var isSettled: Bool
    /// The pages, in scenes that page.
    public var pages: Pages?
    /// The top panel, in scenes that have one.
    public var panel: PanelPosition?
    /// Whether the modal sheet is shown or on its way in, in scenes that have one.
    public var isSheetShown: Bool?
    /// Whether a view is pushed or on its way in, in scenes that push one.
    public var isViewPushed: Bool?

    /// Creates the signals of a scene.
    public init(isSettled: Bool, pages: Pages? = nil, panel: PanelPosition? = nil,
                isSheetShown: Bool? = nil, isViewPushed: Bool? = nil) {
        self.isSettled = isSettled
        self.pages = pages
        self.panel = panel
        self.isSheetShown = isSheetShown
        self.isViewPushed = isViewPushed
    }
}
