import MekuriEngine

/// Where each part of the weekday carousel goes for a given size, in points.
///
/// From the top: the strip of weekday tabs, the pages, and the ``PagerFooter`` (dots, and the bar
/// with 前へ and 次へ; with vertical pages the dots stand in a column over the pages' trailing
/// edge). Inside a page, a list: the label block, then the rows. A scene too short for the tab
/// strip's controls (see ``ControlMetrics``) leaves the strip out.
struct WeekdaysLayout {
    /// The label block's share of the page height.
    static let labelBlockShare = 0.6
    static let rowCount = 100
    static let rowHeight = 40.0
    static let rowInset = 16.0

    let tabStrip: Rect
    let pages: Rect
    /// A page's size: the feel's ``Feel/pageWidth`` of the pages along its axis.
    let pageSize: Size
    let footer: PagerFooter
    /// The height of the huge label at the top of each list.
    let labelBlockHeight: Double
    /// The feel, whose direction lays the tabs out (月 at the right with rtl).
    let feel: Feel

    init(size: Size, feel: Feel = .standard) {
        self.feel = feel
        let footerTop = PagerFooter(size: size, feel: feel).top
        let stripHeight = footerTop >= ControlMetrics.minimumSide ? min(TitleStrip.height, footerTop) : 0
        footer = PagerFooter(size: size, feel: feel, contentTop: stripHeight)
        tabStrip = Rect(x: 0, y: 0, width: size.width, height: stripHeight)
        pages = Rect(x: 0, y: stripHeight, width: size.width, height: footerTop - stripHeight)
        pageSize = feel.pageFrame(offset: 0, in: pages).size
        labelBlockHeight = (pageSize.height * Self.labelBlockShare).rounded()
    }

    /// A page's list: the label block, then the rows.
    var rows: RowStack { RowStack(count: Self.rowCount, rowHeight: Self.rowHeight, top: labelBlockHeight) }

    /// The strip of weekday tabs in `locale`.
    func titleStrip(locale: AppLocale) -> TitleStrip {
        TitleStrip(frame: tabStrip, titles: Weekday.allCases.map { $0.title(in: locale) }, feel: feel)
    }
}
