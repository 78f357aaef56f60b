import MekuriEngine

extension WeekdaysScene {
    /// The largest size of a page's huge weekday label, in points.
    static let labelLimit = 200.0
    /// The room kept around the label inside its block, in points.
    static let labelMargin = 16.0
    /// The size the labels are measured at to find the size that fits, in points.
    static let labelReferenceSize = 100.0
    /// How far the tab indicator is inset from each side of its tab, in points.
    static let tabIndicatorInset = 6.0
    static let stripColor = SystemColor.bar
    static let hairline = PagerFooter.hairline
    static let inactiveTab = SystemColor.gray
    static let tabStyle = TextStyle(size: 17)
    static let selectedTabStyle = TextStyle(size: 17, weight: .bold)
    static let rowStyle = TextStyle(size: 24)

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: .white)
        drawPages(into: &list, layout: layout, time: time, text: text)
        drawTabStrip(into: &list, layout: layout, time: time, text: text)
        layout.footer.draw(into: &list, count: Self.dayCount, current: pager.currentIndex(at: time),
                           prevEnabled: pager.canStep(by: -1, at: time), nextEnabled: pager.canStep(by: 1, at: time),
                           pressed: pressedFooterControl, locale: locale, text: text)
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
            list.text(TextRun(day.title(in: locale), style: labelStyle, color: .black, frame: labelBlock))
        }
        let rowWidth = frame.width - 2 * WeekdaysLayout.rowInset
        let rows = layout.rows
        for row in rows.visibleRows(scrolledBy: offset, viewportHeight: frame.height) {
            let y = frame.minY - offset + rows.rowTop(row)
            let run = TextRun("\(day.title(in: locale))\(row)", style: Self.rowStyle, color: .black,
                              frame: Rect(x: frame.minX + WeekdaysLayout.rowInset, y: y,
                                          width: max(0, rowWidth), height: WeekdaysLayout.rowHeight),
                              alignment: .leading)
            if rowsFit { list.text(run) } else { list.fittedText(run, measuring: text) }
        }
        ScrollIndicator.draw(scroller, in: frame, at: time, into: &list)
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
    /// wraps from 日 to 月 across the seam. Every label is set at the one size at which the widest
    /// fits its tab (selected, in bold), or shortened at the smallest size when none does.
    private func drawTabStrip(into list: inout DisplayList, layout: WeekdaysLayout, time: Double, text: any TextMeasuring) {
        let strip = layout.tabStrip
        guard strip.height > 0, layout.showsTabs(count: Self.dayCount) else { return }
        list.fill(strip, Self.stripColor)
        list.hairline(insideBottomOf: strip, Self.hairline)
        let current = pager.currentIndex(at: time)
        let titles = Weekday.allCases.map { $0.title(in: locale) }
        let room = layout.tabLabelRoom(count: Self.dayCount)
        let size = TextFitting.commonSize(of: titles, style: Self.tabStyle, alsoBold: true, in: room, measuring: text)
        for day in Weekday.allCases {
            let isCurrent = day.rawValue == current
            var style = isCurrent ? Self.selectedTabStyle : Self.tabStyle
            style.size = size ?? TextFitting.minimumSize(of: Self.tabStyle)
            let frame = layout.tabFrame(day.rawValue, of: Self.dayCount)
            let run = TextRun(day.title(in: locale), style: style, color: isCurrent ? .black : Self.inactiveTab, frame: frame)
            if size != nil {
                list.text(run)
            } else if var shortened = TextFitting.fitted(TextRun(run.text, style: style, color: run.color,
                                                                 frame: Rect.centered(at: frame.center, size: room)),
                                                         measuring: text) {
                shortened.frame = frame
                list.text(shortened)
            }
        }
        let tabWidth = strip.width / Double(Self.dayCount)
        let progress = pager.progress(at: time)
        let ring = Double(Self.dayCount)
        let along = Double(progress.index) + progress.value
        // A ring that does not loop stops its indicator at the ends, as its pages stop.
        let wrapped = pager.wraps ? along.wrapped(modulo: ring) : min(max(along, 0), ring - 1)
        let inset = Self.tabIndicatorInset
        list.clipped(to: strip) { list in
            for turn in [0.0, -ring] {
                let x = strip.minX + (wrapped + turn) * tabWidth + inset
                list.fill(layout.feel.placed(Rect(x: x, y: strip.maxY - WeekdaysLayout.tabIndicatorHeight,
                                                  width: tabWidth - 2 * inset, height: WeekdaysLayout.tabIndicatorHeight),
                                             in: strip),
                          PagerFooter.activeDot)
            }
        }
    }
}
