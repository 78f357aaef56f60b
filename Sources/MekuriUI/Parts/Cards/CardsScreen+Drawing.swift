import MekuriEngine

extension CardsScreen {
    static let captionStyle = TextStyle(size: 34, weight: .bold)
    static let hintStyle = TextStyle(size: 13)
    /// The dots over the card's picture, white in both appearances as the picture stays.
    static let activeDot = Color.white
    static let inactiveDot = Color(255, 255, 255, alpha: 128)

    /// The cards, their dots, the captions at the swipe's opacities, the hint and the list, in
    /// `palette`; a page's image drawn as `images` (by page index) says it can be.
    func displayList(at time: Double, palette: Palette, images: [ImageStatus?], measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: palette.background)
        let strip = layout.pagerStrip
        let resting = layout.card(offset: 0), next = layout.card(offset: 1)
        // The cards' band: a card turning in depth or curling stays within the cards' height.
        let band = pager.feel.axis == .horizontal ? Rect(x: strip.minX, y: resting.minY, width: strip.width, height: resting.height)
            : Rect(x: resting.minX, y: strip.minY, width: resting.width, height: strip.height)
        list.clipped(to: strip.clipped(to: band)) { list in
            let feel = pager.feel
            let step = abs(feel.axis == .horizontal ? next.minX - resting.minX : next.minY - resting.minY)
            list.appendPages(pager.visiblePages(at: time, pagerLength: feel.pagerLength(of: strip)), feel: feel, resting: resting,
                             step: step, grip: pages.grip, key: "cards.card", background: palette.background,
                             slid: { layout.card(offset: $0.offset) }) { index, frame, _, list in
                guard frame.maxX > 0, frame.minX < layout.pages.maxX else { return }
                drawCard(index, in: frame, palette: palette, image: images.indices.contains(index) ? images[index] : nil, into: &list)
            }
        }
        let current = pager.currentIndex(at: time)
        for index in 0..<pageCount where showsDots && layout.showsDots(count: pageCount) {
            let radius = CardsLayout.dotDiameter / 2
            list.circle(center: layout.dotFrame(index, of: pageCount).center, radius: radius,
                        index == current ? Self.activeDot : Self.inactiveDot)
        }
        for (caption, opacity) in zip(captions, captionOpacities(at: time)) where opacity > 0 && !caption.isEmpty {
            list.fittedText(TextRun(caption, style: Self.captionStyle, color: palette.label.withOpacity(opacity),
                                    frame: layout.captionArea), measuring: text)
        }
        if let hint {
            list.fittedText(TextRun(hint.text(along: pager.feel.axis), style: Self.hintStyle, color: palette.gray, frame: layout.hint),
                            measuring: text)
        }
        drawList(in: layout.list, time: time, palette: palette, text: text, into: &list)
        return list
    }

    static let rowTitleStyle = TextStyle(size: 17, weight: .bold)
    static let rowSubtitleStyle = TextStyle(size: 13)

    /// The places under the cards, scrolled by the list's offset: a thumbnail, the name and the
    /// park of each row in view, with a hairline between rows.
    private func drawList(in frame: Rect, time: Double, palette: Palette, text: any TextMeasuring, into list: inout DisplayList) {
        guard frame.height > 0 else { return }
        let layout = layout
        let rows = layout.rows
        let offset = self.list.scroller.offset(at: time)
        let inset = CardsLayout.rowInset, side = CardsLayout.thumbnailSide
        let across = layout.listInsets.horizontal.inset(frame)
        list.clipped(to: frame) { list in
            list.fill(Rect(x: across.minX + inset, y: frame.minY, width: across.width - inset, height: 1), palette.separator)
            for index in rows.visibleRows(scrolledBy: offset, viewportHeight: frame.height) {
                let landmark = self.rows[index]
                let top = frame.minY - offset + rows.rowTop(index)
                let row = Rect(x: across.minX, y: top, width: across.width, height: rows.rowHeight)
                let thumbnail = Rect(x: row.minX + inset, y: row.center.y - side / 2, width: side, height: side)
                landmark.artwork?.drawThumbnail(in: thumbnail, cornerRadius: CardsLayout.thumbnailCornerRadius,
                                                over: palette.background, into: &list)
                let textLeft = thumbnail.maxX + inset
                let textWidth = max(0, row.maxX - inset - textLeft)
                list.fittedText(TextRun(landmark.title, style: Self.rowTitleStyle, color: palette.label,
                                        frame: Rect(x: textLeft, y: row.minY + CardsLayout.rowTitleTop, width: textWidth,
                                                     height: CardsLayout.rowTitleHeight), alignment: .leading),
                                measuring: text)
                list.fittedText(TextRun(landmark.subtitle ?? "", style: Self.rowSubtitleStyle, color: palette.gray,
                                        frame: Rect(x: textLeft, y: row.minY + CardsLayout.rowSubtitleTop, width: textWidth,
                                                     height: CardsLayout.rowSubtitleHeight), alignment: .leading),
                                measuring: text)
                list.fill(Rect(x: textLeft, y: row.maxY - 1, width: row.maxX - textLeft, height: 1), palette.separator)
            }
        }
        ScrollIndicator.draw(self.list.scroller, in: layout.listInsets.inset(frame), at: time, palette: palette, into: &list)
    }

    /// Card `index` in `frame`: its colour, its drawn picture, its image as its fit says when it
    /// can be drawn.
    private func drawCard(_ index: Int, in frame: Rect, palette: Palette, image status: ImageStatus?, into list: inout DisplayList) {
        guard cards.indices.contains(index) else { return }
        let card = cards[index]
        if let color = card.color { list.fill(frame, color) }
        card.artwork?.draw(in: frame, into: &list)
        guard let image = card.image, case .ready(let width, let height)? = status else {
            if card.color == nil, card.artwork == nil { list.fill(frame, palette.gray5) }
            return
        }
        list.clipped(to: frame) { list in
            list.image(image, in: DeckLayout.imageFrame(for: Size(width: Double(width), height: Double(height)), fit: card.fit,
                                                        in: frame, scrolledBy: 0))
        }
    }
}
