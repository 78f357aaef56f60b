import MekuriEngine
import MekuriUI

extension DeckScene {
    /// The cards scene as the app makes it from `Assets/Prototypes/cards.json`, on its first card.
    public static func cards(locale: AppLocale = .ja, size: Size) -> DeckScene {
        DeckScene(deck: BuiltInPrototypes.shipped(locale)[.cards] ?? .missing, locale: locale, size: size)
    }

    /// The opacity of each card's caption at `time` (none without cards).
    public func captionOpacities(at time: Double) -> [Double] {
        cardsScreen?.captionOpacities(at: time) ?? []
    }

    /// The list under the cards (an empty one without cards).
    public var cardsList: ScrollInteraction {
        cardsScreen?.list ?? ScrollInteraction(scroller: Scroller())
    }
}
