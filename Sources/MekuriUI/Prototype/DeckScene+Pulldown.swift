import MekuriEngine
import MekuriSystem

/// A deck with a `push` (the pulldown's layout): its input, controls, drawing and reports, which
/// go to its ``PulldownScreen`` instead of the pages.
extension DeckScene {
    /// The pulldown's control as the deck's: a tab as a tab bar's, the rest as themselves.
    static func control(_ control: PulldownScreen.Control) -> Control {
        if case .tabBar(let id) = control { return .tabBar(id) }
        return .pulldown(control)
    }

    /// The deck's control as the pulldown's, when the pulldown has such a control.
    static func pulldownControl(_ control: Control) -> PulldownScreen.Control? {
        switch control {
        case .pulldown(let control): control
        case .tabBar(let id): .tabBar(id)
        case .pages, .card, .caption, .footer, .list, .tab, .input, .inner, .over: nil
        }
    }

    /// `{"scene":"pulldown","panel":"closed","panelY":-844,"modal":false,"pushed":false,"tab":"a"}`
    /// (see ``PulldownScreen/stateFields(at:)``).
    func pulldownState(of screen: PulldownScreen, at time: Double) -> JSONValue {
        .object([("scene", .string(name))] + screen.stateFields(at: time))
    }

    /// `newDeck`'s pulldown in place of `old`: the selected tab is kept by its id; the panels start closed.
    func reloadedPulldown(of newDeck: Deck, keeping old: PulldownScreen?, at time: Double) -> PulldownScreen? {
        guard newDeck.isPulldown else { return nil }
        var screen = reloadedSlidingScreen(of: newDeck, at: time)
        if let old { screen.restore(from: .object(old.savedFields(at: time))) }
        return screen
    }
}
