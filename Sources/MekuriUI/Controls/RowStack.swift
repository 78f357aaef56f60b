import MekuriEngine

/// Equally tall rows stacked in a list's content below a header, and which of them show.
struct RowStack {
    /// How many rows there are.
    let count: Int
    /// The height of each row, in points.
    let rowHeight: Double
    /// Where the first row starts in the content, in points (the height of what is above it).
    let top: Double

    /// The height of the content: the header and every row.
    var contentHeight: Double { top + Double(count) * rowHeight }

    /// The content position of row `index`'s top edge.
    func rowTop(_ index: Int) -> Double { top + Double(index) * rowHeight }

    /// The rows that show in a viewport `viewportHeight` tall over content scrolled by `offset`.
    func visibleRows(scrolledBy offset: Double, viewportHeight: Double) -> Range<Int> {
        let first = max(0, Int(((offset - top) / rowHeight).rounded(.down)))
        let last = min(count, Int(((offset + viewportHeight - top) / rowHeight).rounded(.up)))
        return first..<max(first, last)
    }
}
