import MekuriEngine

/// Where each part of the weekday carousel goes for a given size, in points.
///
/// From the top: the strip of weekday tabs, the pages, the row of dots, and the bar with
/// 前へ and 次へ. Inside a page, a list: the label block, then the rows.
struct WeekdaysLayout {
    static let tabStripHeight = 44.0
    static let tabIndicatorHeight = 3.0
    static let barHeight = 56.0
    static let dotsHeight = 36.0
    static let dotDiameter = 8.0
    static let dotPitch = 18.0
    static let buttonSize = Size(width: 96, height: 44)
    static let buttonInset = 8.0
    /// The label block's share of the page height.
    static let labelBlockShare = 0.6
    static let rowCount = 100
    static let rowHeight = 40.0
    static let rowInset = 16.0

    let tabStrip: Rect
    let pages: Rect
    let dotsRow: Rect
    let bar: Rect
    /// The height of the huge label at the top of each list.
    let labelBlockHeight: Double

    init(size: Size) {
        let barTop = max(0, size.height - Self.barHeight)
        let dotsTop = max(0, barTop - Self.dotsHeight)
        let stripHeight = min(Self.tabStripHeight, dotsTop)
        tabStrip = Rect(x: 0, y: 0, width: size.width, height: stripHeight)
        pages = Rect(x: 0, y: stripHeight, width: size.width, height: dotsTop - stripHeight)
        dotsRow = Rect(x: 0, y: dotsTop, width: size.width, height: barTop - dotsTop)
        bar = Rect(x: 0, y: barTop, width: size.width, height: size.height - barTop)
        labelBlockHeight = (pages.height * Self.labelBlockShare).rounded()
    }

    /// A page's list: the label block, then the rows.
    var rows: RowStack { RowStack(count: Self.rowCount, rowHeight: Self.rowHeight, top: labelBlockHeight) }

    /// The frame of tab `index` of `count` in the strip.
    func tabFrame(_ index: Int, of count: Int) -> Rect {
        let width = tabStrip.width / Double(count)
        return Rect(x: tabStrip.minX + Double(index) * width, y: tabStrip.minY, width: width, height: tabStrip.height)
    }

    /// The clickable frame of dot `index` of `count`, centred in the dots row.
    func dotFrame(_ index: Int, of count: Int) -> Rect {
        let rowWidth = Double(count) * Self.dotPitch
        let x = dotsRow.center.x - rowWidth / 2 + Double(index) * Self.dotPitch
        return Rect(x: x, y: dotsRow.minY, width: Self.dotPitch, height: dotsRow.height)
    }

    /// The frame of the button at the leading (prev) or trailing (next) end of the bar.
    func buttonFrame(trailing: Bool) -> Rect {
        let x = trailing ? bar.maxX - Self.buttonInset - Self.buttonSize.width : bar.minX + Self.buttonInset
        return Rect(x: x, y: bar.center.y - Self.buttonSize.height / 2,
                    width: Self.buttonSize.width, height: Self.buttonSize.height)
    }
}
