import MekuriEngine

/// Where the parts of a list page (a page with a `label` or `rows`) go, in points from the top
/// of its content: the label block (the page's height × ``labelBlockShare``, as a weekday's),
/// then the rows, each as tall as its ``Deck/RowStyle`` makes it.
struct PageListLayout {
    /// The label block's share of the page's height.
    static let labelBlockShare = 0.6
    /// How far a row's content is inset from the page's sides.
    static let rowInset = 16.0
    /// The room kept around the label inside its block.
    static let labelMargin = 16.0
    /// The largest size of the label, and the size labels are measured at to find one that fits.
    static let labelLimit = 200.0
    static let labelReferenceSize = 100.0

    /// A row's height and text, by style; rows with a subtitle or an image are the taller ones.
    struct RowMetrics {
        let height: Double
        let style: TextStyle
        /// Whether a hairline runs under each row (and over the first).
        let hasSeparators: Bool
        /// Whether rows show a thumbnail and a subtitle, the title above it in bold.
        let hasDetails: Bool

        static let large = RowMetrics(height: 40, style: TextStyle(size: 24), hasSeparators: false, hasDetails: false)
        static let list = RowMetrics(height: 44, style: TextStyle(size: 17), hasSeparators: true, hasDetails: false)
        static let detailed = RowMetrics(height: 64, style: TextStyle(size: 17, weight: .bold), hasSeparators: true, hasDetails: true)

        /// The subtitle's style and a detailed row's parts: the thumbnail's side and corners, and where
        /// the title and subtitle lines start below the row's top and how tall each is.
        static let subtitleStyle = TextStyle(size: 13)
        static let thumbnailSide = 44.0
        static let thumbnailCornerRadius = 8.0
        static let titleTop = 10.0
        static let titleHeight = 24.0
        static let subtitleTop = 34.0
        static let subtitleHeight = 20.0
    }

    /// The page.
    let page: Deck.Page
    /// A page's size.
    let pageSize: Size
    /// How far the bars over the page reach into it (a device's status bar, its home indicator,
    /// its sides in landscape): the label and the rows start below the top one, the content
    /// scrolls on past the bottom one, and the rows' text keeps clear of the sides.
    var insets = EdgeInsets.zero
    /// The widest the rows grow, centred in the page (an iPad's readable width); nil: the page's width.
    var readableWidth: Double?

    /// Where the rows go across a page framed `frame`: clear of the sides, at most
    /// ``readableWidth`` wide, centred.
    func rowArea(in frame: Rect) -> Rect {
        let across = insets.horizontal.inset(frame)
        guard let readableWidth, across.width > readableWidth else { return across }
        return Rect(x: across.center.x - readableWidth / 2, y: across.minY, width: readableWidth, height: across.height)
    }

    /// The height of the block holding the page's label: none without one.
    var labelBlockHeight: Double {
        page.label == nil ? 0 : Self.labelBlockHeight(pageHeight: pageSize.height, insets: insets)
    }

    /// The label block's share of what the bars leave of a page `pageHeight` tall.
    static func labelBlockHeight(pageHeight: Double, insets: EdgeInsets) -> Double {
        (max(0, pageHeight - insets.top - insets.bottom) * labelBlockShare).rounded()
    }

    /// The label block in a page framed `frame` scrolled by `offset`: below the top bar, clear of the sides.
    func labelBlock(in frame: Rect, scrolledBy offset: Double) -> Rect {
        Rect(x: frame.minX + insets.left, y: frame.minY - offset + insets.top,
             width: max(0, frame.width - insets.left - insets.right), height: labelBlockHeight)
    }

    /// How the page's rows are drawn.
    var metrics: RowMetrics {
        switch page.rowStyle {
        case .large: .large
        case .list: page.rows.hasDetails ? .detailed : .list
        }
    }

    /// The rows under the label block.
    var rows: RowStack {
        RowStack(count: page.rows.count, rowHeight: metrics.height, top: insets.top + labelBlockHeight)
    }

    /// How tall the page's content is: the label block and every row, and the room under the
    /// bottom bar, at least the page.
    var contentHeight: Double { max(pageSize.height, rows.contentHeight + insets.bottom) }

    /// The largest label size, up to ``labelLimit``, at which every one of `labels` fits a
    /// label block of a page of `pageSize` with a margin: one size for every page, as the
    /// weekdays' 月 … 日. Nil when that is under the smallest size text is drawn at (the label
    /// is left out); the limit when there is nothing to measure.
    ///
    /// - Complexity: O(*n*) measurements in the number of labels.
    static func labelSize(of labels: [String], pageSize: Size, insets: EdgeInsets = .zero,
                          measuring text: any TextMeasuring) -> Double? {
        let reference = TextStyle(size: labelReferenceSize, weight: .bold)
        let widest = labels.map { text.size(of: $0, style: reference) }
            .reduce(Size(width: 0, height: 0)) { Size(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        let block = Rect(x: 0, y: 0, width: max(0, pageSize.width - insets.left - insets.right),
                         height: labelBlockHeight(pageHeight: pageSize.height, insets: insets))
        let room = block.insetBy(dx: labelMargin, dy: labelMargin)
        guard widest.width > 0, widest.height > 0 else { return labelLimit }
        let fit = labelReferenceSize * min(room.width / widest.width, room.height / widest.height)
        let size = min(labelLimit, fit.rounded(.down))
        return size >= TextFitting.smallestSize ? size : nil
    }
}
