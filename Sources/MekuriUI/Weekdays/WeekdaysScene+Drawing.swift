import MekuriEngine

extension WeekdaysScene {
    /// The largest size of a page's huge weekday label, in points.
    static let labelLimit = 200.0
    /// The room kept around the label inside its block, in points.
    static let labelMargin = 16.0
    /// The size the labels are measured at to find the size that fits, in points.
    static let labelReferenceSize = 100.0
    static let rowStyle = TextStyle(size: 24)
    /// The text over a page: its pastel colour stays in both appearances, and so does the black
    /// text on it.
    static let pageTextColor = Color.black
    /// The palette of what is drawn over a page (its scroll indicator): the light one, as the
    /// pastel pages are light content in both appearances.
    static let pagePalette = Palette.light

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        let palette = palette
        var list = DisplayList(background: palette.background)
        drawPages(into: &list, layout: layout, time: time, text: text)
        drawTabStrip(into: &list, layout: layout, time: time, text: text)
        layout.footer.draw(into: &list, count: Self.dayCount, current: pager.currentIndex(at: time),
                           prevEnabled: pager.canStep(by: -1, at: time), nextEnabled: pager.canStep(by: 1, at: time),
                           pressed: pressedFooterControl, locale: locale, palette: palette, text: text)
        return list
    }

    /// The footer button held down with the pointer over it, drawn faded.
    private var pressedFooterControl: FooterControl? {
        guard case .footer(let control)? = press?.highlighted else { return nil }
        return control
    }

    private func drawPages(into list: inout DisplayList, layout: WeekdaysLayout, time: Double, text: any TextMeasuring) {
        let pages = layout.pages
        guard pages.width > 0, pages.height > 0 else { return }
        let labelSize = labelSize(layout: layout, text: text)
        let labelStyle = labelSize.map { TextStyle(size: $0, weight: .bold) }
        let rowWidth = layout.pageSize.width - 2 * WeekdaysLayout.rowInset
        let widestRow = Weekday.allCases.map { "\($0.title(in: locale))\(WeekdaysLayout.rowCount - 1)" }
        let rowRoom = Size(width: rowWidth, height: WeekdaysLayout.rowHeight)
        let rowsFit = widestRow.allSatisfy { TextFitting.fits(text.size(of: $0, style: Self.rowStyle), in: rowRoom) }
        list.clipped(to: pages) { list in
            for page in pager.visiblePages(at: time, pagerLength: pager.feel.pagerLength(of: pages)) {
                drawPage(Weekday(page: page.index), in: pager.pageFrame(offset: page.offset, in: pages),
                         layout: layout, labelStyle: labelStyle, rowsFit: rowsFit, time: time, text: text, into: &list)
            }
        }
    }

    /// One weekday's page: its colour, then its list scrolled to its own offset; the label is
    /// left out when no size fits (`labelStyle` nil), and rows are fitted one by one unless
    /// every row fits at its size (`rowsFit`).
    private func drawPage(_ day: Weekday, in frame: Rect, layout: WeekdaysLayout, labelStyle: TextStyle?, rowsFit: Bool,
                          time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        let scroller = content.lists[day.rawValue]
        let offset = scroller.offset(at: time)
        list.fill(frame, day.background)
        let labelBlock = Rect(x: frame.minX, y: frame.minY - offset, width: frame.width, height: layout.labelBlockHeight)
        if let labelStyle, labelBlock.maxY > frame.minY {
            list.text(TextRun(day.title(in: locale), style: labelStyle, color: Self.pageTextColor, frame: labelBlock))
        }
        let rowWidth = frame.width - 2 * WeekdaysLayout.rowInset
        let rows = layout.rows
        for row in rows.visibleRows(scrolledBy: offset, viewportHeight: frame.height) {
            let y = frame.minY - offset + rows.rowTop(row)
            let run = TextRun("\(day.title(in: locale))\(row)", style: Self.rowStyle, color: Self.pageTextColor,
                              frame: Rect(x: frame.minX + WeekdaysLayout.rowInset, y: y,
                                          width: max(0, rowWidth), height: WeekdaysLayout.rowHeight),
                              alignment: .leading)
            if rowsFit { list.text(run) } else { list.fittedText(run, measuring: text) }
        }
        ScrollIndicator.draw(scroller, in: frame, at: time, palette: Self.pagePalette, into: &list)
    }

    /// The largest label size, up to 200 pt, at which every weekday label fits inside the label
    /// block with a margin; all seven pages use the same size. Nil when that is under the
    /// smallest size text is drawn at: the label is left out.
    private func labelSize(layout: WeekdaysLayout, text: any TextMeasuring) -> Double? {
        let reference = TextStyle(size: Self.labelReferenceSize, weight: .bold)
        let widest = Weekday.allCases.map { text.size(of: $0.title(in: locale), style: reference) }
            .reduce(Size(width: 0, height: 0)) { Size(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        let block = Rect(x: 0, y: 0, width: layout.pageSize.width,
                         height: layout.labelBlockHeight)
        let room = block.insetBy(dx: Self.labelMargin, dy: Self.labelMargin)
        guard widest.width > 0, widest.height > 0 else { return Self.labelLimit }
        let fit = Self.labelReferenceSize * min(room.width / widest.width, room.height / widest.height)
        let size = min(Self.labelLimit, fit.rounded(.down))
        return size >= TextFitting.smallestSize ? size : nil
    }

    /// The weekday tabs, with an indicator that follows the pager's progress continuously and
    /// wraps from 日 to 月 across the seam (see ``TitleStrip``).
    private func drawTabStrip(into list: inout DisplayList, layout: WeekdaysLayout, time: Double, text: any TextMeasuring) {
        layout.titleStrip(locale: locale).draw(into: &list, current: pager.currentIndex(at: time), pager: pager, at: time, palette: palette, text: text)
    }
}
