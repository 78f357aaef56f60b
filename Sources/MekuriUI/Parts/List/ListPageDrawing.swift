import MekuriEngine

/// How a list page (a page with a `label` or `rows`, see ``Deck/Page/isList``) is drawn in a
/// frame, by any part that shows one: a pager's page, a tab.
struct ListPageDrawing {
    /// The page.
    let page: Deck.Page
    /// Where its label and rows go.
    let layout: PageListLayout
    /// The scene's palette: what a page without a colour of its own is drawn in.
    let palette: Palette
    /// The one size every label of the part is drawn at; nil: labels are left out.
    let labelSize: Double?
    /// What is known of the rows' thumbnails, by path.
    let thumbnailStatuses: [String: ImageStatus]

    /// The palette of what is drawn over a page of its own colour: the light one, as page
    /// colours are light content in both appearances (the weekdays' pastels); over a page
    /// without one, the scene's.
    var over: Palette { page.color == nil ? palette : .light }

    /// The page in `frame`: its colour, then its list scrolled by `scroller` — the label block
    /// (left out when it has no label size) and the rows in view — and its scroll indicator.
    func draw(in frame: Rect, scroller: Scroller, at time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        let offset = scroller.offset(at: time)
        let over = over
        list.fill(frame, page.color ?? palette.background)
        if let label = page.label, let labelSize {
            let block = layout.labelBlock(in: frame, scrolledBy: offset)
            if block.maxY > frame.minY {
                list.text(TextRun(label, style: TextStyle(size: labelSize, weight: .bold), color: over.label, frame: block))
            }
        }
        let rows = layout.rows
        let across = layout.rowArea(in: frame)
        for row in rows.visibleRows(scrolledBy: offset, viewportHeight: frame.height) {
            let rowFrame = Rect(x: across.minX, y: frame.minY - offset + rows.rowTop(row), width: across.width,
                                height: rows.rowHeight)
            drawRow(page.rows.row(row, pageTitle: page.title), in: rowFrame, text: text, into: &list)
        }
        ScrollIndicator.draw(scroller, in: layout.insets.inset(frame), at: time, palette: over, into: &list)
    }

    /// One row in `frame`: its text inset from the leading edge (fitted: smaller or shortened
    /// when long), or with details its thumbnail, title and subtitle; its hairline when the
    /// style has them.
    private func drawRow(_ row: Deck.Row, in frame: Rect, text: any TextMeasuring, into list: inout DisplayList) {
        typealias Metrics = PageListLayout.RowMetrics
        let metrics = layout.metrics
        let over = over
        let inset = PageListLayout.rowInset
        guard metrics.hasDetails else {
            list.fittedText(TextRun(row.title, style: metrics.style, color: over.label,
                                    frame: Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - 2 * inset),
                                                height: frame.height), alignment: .leading), measuring: text)
            if metrics.hasSeparators {
                list.hairline(insideBottomOf: Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - inset),
                                                   height: frame.height), over.separator)
            }
            return
        }
        var textLeft = frame.minX + inset
        if let image = row.image {
            let side = Metrics.thumbnailSide
            let thumbnail = Rect(x: textLeft, y: frame.center.y - side / 2, width: side, height: side)
            drawThumbnail(image, in: thumbnail, into: &list)
            textLeft = thumbnail.maxX + inset
        }
        let width = max(0, frame.maxX - inset - textLeft)
        // A title without a subtitle sits in the middle of its row, beside the thumbnail's centre.
        let titleFrame = row.subtitle == nil
            ? Rect(x: textLeft, y: frame.minY, width: width, height: frame.height)
            : Rect(x: textLeft, y: frame.minY + Metrics.titleTop, width: width, height: Metrics.titleHeight)
        list.fittedText(TextRun(row.title, style: metrics.style, color: over.label, frame: titleFrame, alignment: .leading),
                        measuring: text)
        if let subtitle = row.subtitle {
            list.fittedText(TextRun(subtitle, style: Metrics.subtitleStyle, color: over.gray,
                                    frame: Rect(x: textLeft, y: frame.minY + Metrics.subtitleTop, width: width,
                                                height: Metrics.subtitleHeight), alignment: .leading), measuring: text)
        }
        list.fill(Rect(x: textLeft, y: frame.maxY - 1, width: max(0, frame.maxX - textLeft), height: 1), over.separator)
    }

    /// A row's thumbnail: the image covering the square, its corners rounded against the
    /// page's colour; the scene's grey until its size is known (or when it cannot be read).
    private func drawThumbnail(_ image: ImageSource, in frame: Rect, into list: inout DisplayList) {
        if case .ready(let width, let height)? = thumbnailStatuses[image.path] {
            list.clipped(to: frame) { list in
                list.image(image, in: DeckLayout.imageFrame(for: Size(width: Double(width), height: Double(height)), fit: .fill,
                                                            in: frame, scrolledBy: 0))
            }
        } else {
            list.fill(frame, palette.gray5)
        }
        list.cornerMasks(of: frame, radius: PageListLayout.RowMetrics.thumbnailCornerRadius, page.color ?? palette.background)
    }
}
