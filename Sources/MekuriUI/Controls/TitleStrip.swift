import MekuriEngine

/// A strip of page titles over a pager, one equal tab per page, whose indicator follows the
/// pages' swipe progress continuously (across a ring's seam too): the weekdays' 月 … 日 and a
/// deck's page titles, drawn by the same code.
///
/// Every label is set at the one size at which the widest fits its tab (the current one in
/// bold), or shortened at the smallest size when none does; tabs too small to click (see
/// ``ControlMetrics``) are left out. Laid out in the feel's direction (the first tab at the
/// right with rtl).
struct TitleStrip {
    static let height = 44.0
    static let indicatorHeight = 3.0
    /// How far the indicator is inset from each side of its tab, in points.
    static let indicatorInset = 6.0
    /// How far a tab's label keeps from each side of its tab, so neighbouring labels never touch.
    static let labelInset = 2.0
    static let style = TextStyle(size: 17)
    static let selectedStyle = TextStyle(size: 17, weight: .bold)

    /// The strip.
    let frame: Rect
    /// One title per page.
    let titles: [String]
    /// The feel, whose direction lays the tabs out.
    let feel: Feel
    /// What the strip's background fills: the strip, and in a device's screen the status bar's
    /// room above it too.
    var backdrop: Rect
    /// Whether the strip is a Liquid Glass capsule over the pages, its selected tab on a pill,
    /// rather than an opaque bar with an indicator line.
    var isGlass = false

    init(frame: Rect, titles: [String], feel: Feel, backdrop: Rect? = nil, isGlass: Bool = false) {
        self.frame = frame
        self.titles = titles
        self.feel = feel
        self.backdrop = backdrop ?? frame
        self.isGlass = isGlass
    }


    /// The frame of tab `index`.
    func tabFrame(_ index: Int) -> Rect {
        feel.placed(frame.column(index, of: titles.count), in: frame)
    }

    /// Whether the tabs are big enough to show.
    var showsTabs: Bool {
        !titles.isEmpty && tabFrame(0).isAtLeast(ControlMetrics.minimumSide)
    }

    /// The room a tab's label has: its tab less an inset at each side.
    var labelRoom: Size {
        tabFrame(0).insetBy(dx: Self.labelInset, dy: 0).size
    }

    /// Draws the strip with `current` selected and the indicator at `progress` of `pager`, in
    /// `palette`'s colours.
    func draw(into list: inout DisplayList, current: Int, pager: Pager, at time: Double, palette: Palette,
              text: any TextMeasuring) {
        guard frame.height > 0, showsTabs else { return }
        if isGlass {
            GlassBar.drawCapsule(frame, palette: palette, into: &list)
            drawIndicator(into: &list, pager: pager, at: time, palette: palette)
        } else {
            list.fill(backdrop, palette.bar)
            list.hairline(insideBottomOf: backdrop, palette.footerHairline)
        }
        let room = labelRoom
        let size = TextFitting.commonSize(of: titles, style: Self.style, alsoBold: true, in: room, measuring: text)
        for (index, title) in titles.enumerated() {
            let isCurrent = index == current
            var style = isCurrent ? Self.selectedStyle : Self.style
            style.size = size ?? TextFitting.minimumSize(of: Self.style)
            let tab = tabFrame(index)
            let run = TextRun(title, style: style, color: isCurrent ? palette.label : palette.gray, frame: tab)
            if size != nil {
                list.text(run)
            } else if var shortened = TextFitting.fitted(TextRun(run.text, style: style, color: run.color,
                                                                 frame: Rect.centered(at: tab.center, size: room)),
                                                         measuring: text) {
                shortened.frame = tab
                list.text(shortened)
            }
        }
        if !isGlass { drawIndicator(into: &list, pager: pager, at: time, palette: palette) }
    }

    /// The indicator at `progress` of `pager`: a line under the tab, or on glass a pill behind it
    /// (drawn before the labels); across a ring's seam, half at each end.
    private func drawIndicator(into list: inout DisplayList, pager: Pager, at time: Double, palette: Palette) {
        let count = Double(titles.count)
        let tabWidth = frame.width / count
        let progress = pager.progress(at: time)
        let along = Double(progress.index) + progress.value
        // A ring that does not loop stops its indicator at the ends, as its pages stop.
        let wrapped = pager.wraps ? along.wrapped(modulo: count) : min(max(along, 0), count - 1)
        let inset = Self.indicatorInset
        list.clipped(to: frame) { list in
            for turn in [0.0, -count] {
                let x = frame.minX + (wrapped + turn) * tabWidth + inset
                if isGlass {
                    let tab = Rect(x: frame.minX + (wrapped + turn) * tabWidth, y: frame.minY, width: tabWidth, height: frame.height)
                    GlassBar.drawPill(behind: feel.placed(tab, in: frame), palette: palette, into: &list)
                } else {
                    list.fill(feel.placed(Rect(x: x, y: frame.maxY - Self.indicatorHeight,
                                               width: tabWidth - 2 * inset, height: Self.indicatorHeight), in: frame),
                              palette.currentDot)
                }
            }
        }
    }
}
