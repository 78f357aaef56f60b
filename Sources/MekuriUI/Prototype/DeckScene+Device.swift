import MekuriEngine

/// A deck in a device's screen: its traits handed on to the part it shows, the colour under the
/// status bar, and what the state says only at times.
extension DeckScene {
    /// Takes `size` and `traits` at `time`: the parts lay out around the device's bars, the
    /// lists keep their offsets (within their new lengths), the pages their page.
    public mutating func resize(to size: Size, traits: ScreenTraits, at time: Double) {
        self.traits = traits
        applyTraitsToParts()
        handle(.resize(size), at: time)
    }

    /// A sheet's `detent`, in the state while the sheet shows; a pager's `transition`, while it is not `slide`.
    public var occasionalStateKeys: [String] {
        let pages = tabBarScreen == nil && pulldownScreen == nil ? [Self.transitionKey] : []
        return (deck.sheet != nil ? [PulldownScreen.detentKey] : []) + pages
    }

    /// The colour under the status bar where the deck knows it: the current page's where the
    /// pages run up under it (a glass strip, or none), the current card's sky, a tab's own
    /// colour at the top of its list (the bar's scroll edge); nil where a bar of the
    /// appearance's colours is under it.
    public func statusBarBackdrop(at time: Double) -> Color? {
        let current = pager.currentIndex(at: time)
        if let cardsScreen {
            guard cardsScreen.cards.indices.contains(current), cardsScreen.layout.card.minY < safeArea.top else { return nil }
            return cardsScreen.cards[current].artwork?.topColor ?? cardsScreen.cards[current].color
        }
        if let tabBarScreen {
            let index = tabBarScreen.selectedIndex, offset = tabBarScreen.lists[index].scroller.offset(at: time)
            guard inner[index] == nil, TabBarLayout.inlineTitleOpacity(scrolledBy: offset) < 1 else { return nil }
            return tabBarScreen.tabs[index].color
        }
        guard formScreen == nil, pulldownScreen == nil else { return nil }
        let layout = layout
        guard layout.pages.minY <= 0, deck.pages.indices.contains(current) else { return nil }
        return deck.pages[current].color ?? palette.background
    }

    /// Hands the screen's traits on to the part the deck shows.
    mutating func applyTraitsToParts() {
        let safeArea = safeArea
        tabBarScreen?.traits = traits
        formScreen?.safeArea = safeArea
        cardsScreen?.safeArea = safeArea
        pulldownScreen?.safeArea = safeArea
        overlay?.safeArea = safeArea
    }

    /// Lays the part the deck shows out again at its size (its safe area changed with a reload).
    mutating func resizeParts(at time: Double) {
        let size = size
        tabBarScreen?.resize(to: size, at: time)
        formScreen?.handle(.resize(size), at: time)
        cardsScreen?.handle(.resize(size), at: time)
        pulldownScreen?.handle(.resize(size), at: time)
        overlay?.handle(.resize(size), at: time)
    }
}
