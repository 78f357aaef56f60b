import MekuriEngine
import MekuriSystem

/// A deck with `below`: its input, controls, drawing and reports, which go to its ``CardsScreen``
/// instead of the pages.
extension DeckScene {
    /// The cards' control as the deck's: the card, the caption, a dot, the list.
    static func control(_ control: CardsScreen.Control) -> Control {
        switch control {
        case .card: .card
        case .caption: .caption
        case .dot(let index): .footer(.dot(index))
        case .list: .list
        }
    }

    /// The deck's control as the cards', when the cards have such a control.
    static func cardsControl(_ control: Control) -> CardsScreen.Control? {
        switch control {
        case .card: .card
        case .caption: .caption
        case .footer(.dot(let index)): .dot(index)
        case .list: .list
        case .pages, .footer, .tab, .tabBar, .input, .pulldown, .inner, .over: nil
        }
    }

    /// `{"scene":"cards","page":0,"settled":true,"progress":0,"captions":[…],"scrollY":0}`: the card
    /// nearest the centre (the user's own deck adds its `name`), then the cards' fields (see
    /// ``CardsScreen/stateFields(at:)``).
    func cardsState(of screen: CardsScreen, at time: Double) -> JSONValue {
        .object(partStateHead(screen.pager, at: time) + screen.stateFields(at: time) + transitionField(of: screen.pager))
    }

    /// `newDeck`'s cards in place of `old`: the card on show by name, and the list's offset.
    func reloadedCards(of newDeck: Deck, keeping old: CardsScreen?, at time: Double) -> CardsScreen? {
        guard newDeck.isCards else { return nil }
        var screen = CardsScreen(deck: newDeck, size: size, feel: newDeck.feel(over: givenFeel))
        guard let old else { return screen }
        let current = old.pager.targetIndex(at: time)
        let name = old.cards.indices.contains(current) ? old.cards[current].name(at: current) : nil
        let page = name.flatMap(newDeck.index(ofPageNamed:)) ?? min(current, newDeck.pages.count - 1)
        screen.restore(from: .object([("page", .number(Double(max(0, page)))), ("scrollY", .number(old.list.scroller.offset(at: time)))]))
        return screen
    }
}
