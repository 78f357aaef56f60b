import MekuriEngine

extension DeckScene {
    /// The palette of what is drawn over a page of its own colour: the light one, as page
    /// colours are light content in both appearances (the weekdays' pastels); over a page
    /// without one, the appearance's.
    func palette(over page: Deck.Page) -> Palette {
        page.color == nil ? palette : .light
    }

    /// List page `index` (see ``Deck/Page/isList``) in `frame`: its colour, then its list
    /// scrolled to its own offset — the label block (its label at the deck's one label size,
    /// left out when none fits) and the rows in view — and its scroll indicator.
    func drawListPage(_ index: Int, in frame: Rect, time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        let page = deck.pages[index]
        let layout = PageListLayout(page: page, pageSize: self.layout.pageSize)
        let scroller = content.lists[index]
        let offset = scroller.offset(at: time)
        let over = palette(over: page)
        list.fill(frame, page.color ?? palette.background)
        if let label = page.label, let size = labelSize(measuring: text) {
            let block = Rect(x: frame.minX, y: frame.minY - offset, width: frame.width, height: layout.labelBlockHeight)
            if block.maxY > frame.minY {
                list.text(TextRun(label, style: TextStyle(size: size, weight: .bold), color: over.label, frame: block))
            }
        }
        let rows = layout.rows
        for row in rows.visibleRows(scrolledBy: offset, viewportHeight: frame.height) {
            let rowFrame = Rect(x: frame.minX, y: frame.minY - offset + rows.rowTop(row), width: frame.width,
                                height: rows.rowHeight)
            drawRow(page.rows.row(row, pageTitle: page.title), in: rowFrame, metrics: layout.metrics,
                    background: page.color ?? palette.background, palette: over, text: text, into: &list)
        }
        ScrollIndicator.draw(scroller, in: frame, at: time, palette: over, into: &list)
    }

    /// One row in `frame`: its text inset from the leading edge (fitted: smaller or shortened
    /// when long), or with details its thumbnail, title and subtitle; its hairline when the
    /// style has them. `background` is what the thumbnail's corners are cut against.
    private func drawRow(_ row: Deck.Row, in frame: Rect, metrics: PageListLayout.RowMetrics, background: Color,
                         palette: Palette, text: any TextMeasuring, into list: inout DisplayList) {
        typealias Metrics = PageListLayout.RowMetrics
        let inset = PageListLayout.rowInset
        guard metrics.hasDetails else {
            list.fittedText(TextRun(row.title, style: metrics.style, color: palette.label,
                                    frame: Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - 2 * inset),
                                                height: frame.height), alignment: .leading), measuring: text)
            if metrics.hasSeparators {
                list.hairline(insideBottomOf: Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - inset),
                                                   height: frame.height), palette.separator)
            }
            return
        }
        var textLeft = frame.minX + inset
        if let image = row.image {
            let side = Metrics.thumbnailSide
            let thumbnail = Rect(x: textLeft, y: frame.center.y - side / 2, width: side, height: side)
            drawThumbnail(image, in: thumbnail, background: background, into: &list)
            textLeft = thumbnail.maxX + inset
        }
        let width = max(0, frame.maxX - inset - textLeft)
        // A title without a subtitle sits in the middle of its row, beside the thumbnail's centre.
        let titleFrame = row.subtitle == nil
            ? Rect(x: textLeft, y: frame.minY, width: width, height: frame.height)
            : Rect(x: textLeft, y: frame.minY + Metrics.titleTop, width: width, height: Metrics.titleHeight)
        list.fittedText(TextRun(row.title, style: metrics.style, color: palette.label, frame: titleFrame, alignment: .leading),
                        measuring: text)
        if let subtitle = row.subtitle {
            list.fittedText(TextRun(subtitle, style: Metrics.subtitleStyle, color: palette.gray,
                                    frame: Rect(x: textLeft, y: frame.minY + Metrics.subtitleTop, width: width,
                                                height: Metrics.subtitleHeight), alignment: .leading), measuring: text)
        }
        list.fill(Rect(x: textLeft, y: frame.maxY - 1, width: max(0, frame.maxX - textLeft), height: 1), palette.separator)
    }

    /// A row's thumbnail: the image covering the square, its corners rounded against
    /// `background`; the page's grey until its size is known (or when it cannot be read).
    private func drawThumbnail(_ image: ImageSource, in frame: Rect, background: Color, into list: inout DisplayList) {
        if case .ready(let width, let height)? = thumbnailStatuses[image.path] {
            list.clipped(to: frame) { list in
                list.image(image, in: DeckLayout.imageFrame(for: Size(width: Double(width), height: Double(height)), fit: .fill,
                                                            in: frame, scrolledBy: 0))
            }
        } else {
            list.fill(frame, palette.gray5)
        }
        list.cornerMasks(of: frame, radius: PageListLayout.RowMetrics.thumbnailCornerRadius, background)
    }

    /// The one size every page's label is drawn at (see ``PageListLayout/labelSize(of:pageSize:measuring:)``),
    /// measured as a frame is drawn — as the weekdays always did, so a run that draws no text
    /// never opens the text library.
    ///
    /// - Complexity: O(*n*) in the deck's distinct labels, each size a lookup in the painter's cache.
    func labelSize(measuring text: any TextMeasuring) -> Double? {
        PageListLayout.labelSize(of: labels, pageSize: layout.pageSize, measuring: text)
    }
}
