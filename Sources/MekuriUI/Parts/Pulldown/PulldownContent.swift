import MekuriEngine

/// What a pulldown's file gives its screen to show: the root view's title, the sheet and its
/// button, the pushed view and its row, and the panel; nil for a part the file leaves out.
struct PulldownContent: Equatable, Sendable {
    /// The root view's large title: the deck's `title`.
    let rootTitle: String
    /// The sheet (its `title` large in its middle, its `color` else the elevated background) and its button.
    let sheet: Deck.Opener?
    /// The pushed view (its `title` in its bar, its `label` under it, its `color` else the
    /// background) and its row.
    let push: Deck.Opener?
    /// The panel (its `label` in its middle, its `color` else grey).
    let panel: Deck.Page?
    /// Whether the panel and the sheet lie over the deck's own screen (a file without `push`)
    /// rather than over the pulldown's root view and tab bar.
    let isOverlay: Bool

    init(deck: Deck) {
        rootTitle = deck.title
        sheet = deck.sheet
        push = deck.push
        panel = deck.panel
        isOverlay = !deck.isPulldown
    }
}

extension Deck.Page {
    /// What a tab of the pulldown's bar shows in the tab area: its label, else its title.
    var tabContent: String { label ?? title ?? "" }
}
