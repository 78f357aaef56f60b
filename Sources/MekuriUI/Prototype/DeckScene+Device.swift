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

    /// A sheet's `detent`, in the state while the sheet shows.
    public var occasionalStateKeys: [String] {
        deck.sheet != nil ? [PulldownScreen.detentKey] : []
    }

    /// The current page's colour where the pages run up under the status bar (a glass strip, or
    /// none); nil where a bar or a part's own screen is under it.
    public func statusBarBackdrop(at time: Double) -> Color? {
        guard tabBarScreen == nil, formScreen == nil, cardsScreen == nil, pulldownScreen == nil else { return nil }
        let layout = layout
        guard layout.pages.minY <= 0, deck.pages.indices.contains(pager.currentIndex(at: time)) else { return nil }
        return deck.pages[pager.currentIndex(at: time)].color ?? palette.background
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
