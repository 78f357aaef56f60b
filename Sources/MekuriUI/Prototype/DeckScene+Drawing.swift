import MekuriEngine

extension DeckScene {
    /// The title over a page of the deck's own colour: black, as the colour is the deck's and
    /// stays in both appearances (a page without one is drawn in the palette's grey, under its label colour).
    static let titleOverColor = Color.black
    static let titleStyle = TextStyle(size: 34, weight: .bold)
    static let captionStyle = TextStyle(size: 17)
    static let errorTitleStyle = TextStyle(size: 17, weight: .bold)
    static let errorStyle = TextStyle(size: 13)
    static let errorCard = Color(255, 255, 255, alpha: 230)
    static let errorColor = Color(255, 59, 48)
    static let cardInset = 24.0
    static let cardHeight = 96.0

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let screen = screenDisplayList(at: time, measuring: text)
        return overlay?.displayList(at: time, palette: palette, root: screen, contents: overScreenLists(at: time, measuring: text),
                                    measuring: text) ?? screen
    }

    /// The deck's own screen, under any overlay.
    private func screenDisplayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        if let tabBarScreen { return tabBarDisplayList(of: tabBarScreen, at: time, text: text) }
        if let formScreen { return formScreen.displayList(at: time, palette: palette, measuring: text) }
        if let cardsScreen { return cardsScreen.displayList(at: time, palette: palette, images: imageStatuses, measuring: text) }
        if let pulldownScreen {
            return pulldownScreen.displayList(at: time, palette: palette, contents: overScreenLists(at: time, measuring: text), measuring: text)
        }
        let layout = layout
        var list = DisplayList(background: palette.background)
        let pages = layout.pages
        if pages.width > 0, pages.height > 0 {
            list.clipped(to: pages) { list in
                let feel = pager.feel
                list.appendPages(pager.visiblePages(at: time, pagerLength: feel.pagerLength(of: pages)), feel: feel,
                                 resting: feel.pageFrame(offset: 0, in: pages), step: pageStep, grip: content.grip, key: "deck.page",
                                 background: palette.background, slid: { pager.pageFrame(offset: $0.offset, in: pages) }) { index, frame, _, list in
                    drawPage(index, in: frame, time: time, text: text, into: &list)
                }
            }
        }
        layout.titleStrip(titles: pageTitles).draw(into: &list, current: pager.currentIndex(at: time), pager: pager, at: time, palette: palette, text: text)
        drawCaptions(in: layout.captionArea, time: time, text: text, into: &list)
        layout.footer.draw(into: &list, count: deck.indicator.contains(.dots) ? pageCount : 0, current: pager.currentIndex(at: time),
                           prevEnabled: pager.canStep(by: -1, at: time), nextEnabled: pager.canStep(by: 1, at: time),
                           pressed: pressedFooterControl, locale: locale, palette: palette, text: text)
        return list
    }

    /// The footer button held down with the pointer over it, drawn faded.
    private var pressedFooterControl: FooterControl? {
        guard case .footer(let control)? = press?.highlighted else { return nil }
        return control
    }

    /// Page `index` in `frame`: its colour, then its image as its fit says (scrolled by its own
    /// list), its title as a big label when it has no image, or an error card naming the file
    /// when the image cannot be drawn.
    private func drawPage(_ index: Int, in frame: Rect, time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        guard deck.pages.indices.contains(index) else { return }
        let page = deck.pages[index]
        if page.isList { return drawListPage(index, in: frame, time: time, text: text, into: &list) }
        if inner[index] != nil {
            return drawPager(onPage: index, in: frame, clippedTo: layout.pages, background: page.color ?? palette.background,
                             at: time, text: text, into: &list)
        }
        // Behind a page with no colour of its own, and a placeholder while its image is read: grey.
        list.fill(frame, page.color ?? palette.gray5)
        page.artwork?.draw(in: frame, into: &list)
        let scroller = content.lists[index]
        guard let image = page.image else {
            if let title = page.title {
                list.fittedText(TextRun(title, style: Self.titleStyle, color: page.color == nil ? palette.label : Self.titleOverColor, frame: layout.pageInsets.inset(frame).insetBy(dx: 16, dy: 16)),
                                measuring: text)
            }
            return
        }
        switch imageStatuses[index] {
        case .ready(let width, let height)?:
            list.clipped(to: frame) { list in
                list.image(image, in: DeckLayout.imageFrame(for: Size(width: Double(width), height: Double(height)), fit: page.fit,
                                                            in: frame, scrolledBy: scroller.offset(at: time)))
            }
            ScrollIndicator.draw(scroller, in: frame, at: time, palette: palette, into: &list)
        case .failed(let reason)?:
            drawErrorCard(file: image.fileName, reason: reason, in: frame, text: text, into: &list)
        case .loading?, nil:
            break
        }
    }

    /// A card in the middle of the page saying which file cannot be shown and why.
    private func drawErrorCard(file: String, reason: String, in frame: Rect, text: any TextMeasuring,
                               into list: inout DisplayList) {
        let card = Rect(x: frame.minX + Self.cardInset, y: frame.center.y - Self.cardHeight / 2,
                        width: max(0, frame.width - 2 * Self.cardInset), height: Self.cardHeight)
        guard card.width > 0 else { return }
        list.roundedRect(card, radius: 12, Self.errorCard)
        let inner = card.insetBy(dx: 16, dy: 12)
        list.fittedText(TextRun(file, style: Self.errorTitleStyle, color: .black,
                                frame: Rect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.height / 2)),
                        measuring: text)
        list.fittedText(TextRun(reason, style: Self.errorStyle, color: Self.errorColor,
                                frame: Rect(x: inner.minX, y: inner.center.y, width: inner.width, height: inner.height / 2)),
                        measuring: text)
    }

    /// Each page's caption at the opacity the swipe gives it: the current page's fading out as its
    /// neighbour's in the direction of travel fades in (as the cards' captions do).
    private func drawCaptions(in area: Rect, time: Double, text: any TextMeasuring, into list: inout DisplayList) {
        guard area.height > 0 else { return }
        let progress = pager.progress(at: time)
        // Only the page nearest the centre and its neighbours can show their captions.
        let nearby = Set([-1, 0, 1].map { pager.wrappedIndex(progress.index + $0) })
        for index in nearby.sorted() where deck.pages.indices.contains(index) {
            guard let caption = deck.pages[index].caption else { continue }
            let opacity = progress.visibility(of: index, pageCount: pageCount, wraps: pager.wraps)
            guard opacity > 0 else { continue }
            list.fittedText(TextRun(caption, style: Self.captionStyle, color: palette.label.withOpacity(opacity), frame: area),
                            measuring: text)
        }
    }
}
