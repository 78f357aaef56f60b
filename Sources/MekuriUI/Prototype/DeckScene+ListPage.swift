import MekuriEngine

extension DeckScene {
    /// List page `index` (see ``Deck/Page/isList``) in `frame`, scrolled to its own offset, its
    /// label at the deck's one label size.
    func drawListPage(_ index: Int, in frame: Rect, time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        let page = deck.pages[index]
        ListPageDrawing(page: page, layout: layout.listLayout(of: page), palette: palette,
                        labelSize: labelSize(measuring: text), thumbnailStatuses: thumbnailStatuses)
            .draw(in: frame, scroller: content.lists[index], at: time, text: text, into: &list)
    }

    /// The one size every page's label is drawn at (see ``PageListLayout/labelSize(of:pageSize:measuring:)``),
    /// measured as a frame is drawn — as the weekdays always did, so a run that draws no text
    /// never opens the text library.
    ///
    /// - Complexity: O(*n*) in the deck's distinct labels, each size a lookup in the painter's cache.
    func labelSize(measuring text: any TextMeasuring) -> Double? {
        let layout = layout
        return PageListLayout.labelSize(of: labels, pageSize: layout.pageSize, insets: layout.pageInsets, measuring: text)
    }
}
