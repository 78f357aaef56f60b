import MekuriEngine

/// Where each part of the deck scene goes for a given size, in points: from the top, the strip
/// of page titles (with `indicator: tabs`), the pages, the captions (with `captions`), and the
/// ``PagerFooter`` (the dots with `indicator: dots`, the bar with 前へ and 次へ with `buttons`).
///
/// In a device's screen the strip sits below the safe area's top and the footer above its
/// bottom, their backgrounds reaching to the screen's edges; the pages run on under the status
/// bar and the home indicator where nothing stands between (the seed's `ignoresSafeArea`), their
/// text kept out of the bars by ``pageInsets``.
public struct DeckLayout {
    static let captionHeight = 56.0
    /// A glass strip's margin from the screen's sides, and its gap from the status bar and from
    /// the content it floats over, in points.
    static let glassMargin = 12.0
    static let glassGap = 6.0

    let deck: Deck
    let feel: Feel
    let tabStrip: Rect
    /// What the strip's background fills: the strip and the screen above it.
    let tabStripBackdrop: Rect
    let pages: Rect
    /// How far the safe area (and a glass strip) reaches into the pages from each edge (zero in
    /// a bare scene): what the pages' text keeps out of.
    let pageInsets: EdgeInsets
    /// Whether the strip is a glass capsule floating over the pages (in a device's screen).
    let isGlass: Bool
    /// The widest the pages' rows grow, centred (an iPad's readable width); nil: the page's width.
    let readableWidth: Double?
    let captionArea: Rect
    let footer: PagerFooter
    /// A page's size: the feel's ``Feel/pageWidth`` of the pages along its axis.
    let pageSize: Size

    init(size: Size, deck: Deck, feel: Feel, traits: ScreenTraits = .bare) {
        let safeArea = traits.safeArea
        self.deck = deck
        self.feel = feel
        let dots = deck.indicator.contains(.dots)
        let footerTop = PagerFooter(size: size, feel: feel, showsDots: dots, buttons: deck.showsButtons, safeArea: safeArea).top
        let stripTop = min(safeArea.top, footerTop)
        let stripRoom = footerTop - stripTop
        let stripHeight = deck.indicator.contains(.tabs) && stripRoom >= ControlMetrics.minimumSide ? min(TitleStrip.height, stripRoom) : 0
        footer = PagerFooter(size: size, feel: feel, contentTop: stripTop + stripHeight, showsDots: dots, buttons: deck.showsButtons,
                             safeArea: safeArea)
        let across = safeArea.horizontal.inset(Rect(x: 0, y: 0, width: size.width, height: size.height))
        isGlass = traits.hasGlassBars && stripHeight > 0
        if isGlass {
            // A capsule floating over the pages, which run on under it and the status bar.
            let span = GlassBar.span(across: across, margin: Self.glassMargin, readableWidth: traits.readableWidth)
            tabStrip = Rect(x: span.x, y: stripTop + Self.glassGap, width: span.width, height: stripHeight)
            tabStripBackdrop = Rect(x: 0, y: 0, width: 0, height: 0)
        } else {
            tabStrip = Rect(x: across.minX, y: stripTop, width: across.width, height: stripHeight)
            tabStripBackdrop = Rect(x: 0, y: 0, width: size.width, height: stripHeight > 0 ? tabStrip.maxY : 0)
        }
        let pagesTop = stripHeight > 0 && !isGlass ? tabStrip.maxY : 0
        let captionHeight = deck.showsCaptions ? min(Self.captionHeight, max(0, footerTop - pagesTop)) : 0
        captionArea = Rect(x: across.minX, y: footerTop - captionHeight, width: across.width, height: captionHeight)
        pages = Rect(x: 0, y: pagesTop, width: size.width, height: max(0, captionArea.minY - pagesTop))
        var insets = safeArea.overlap(of: pages, in: size)
        if isGlass { insets.top = max(insets.top, tabStrip.maxY + Self.glassGap - pages.minY) }
        pageInsets = insets
        readableWidth = traits.readableWidth
        pageSize = feel.pageFrame(offset: 0, in: pages).size
    }

    /// Where `page`'s label and rows go in a page of ``pageSize``: clear of the bars, at most
    /// the readable width.
    func listLayout(of page: Deck.Page) -> PageListLayout {
        PageListLayout(page: page, pageSize: pageSize, insets: pageInsets, readableWidth: readableWidth)
    }

    /// The strip of the pages' `titles` (none without a strip).
    func titleStrip(titles: [String]) -> TitleStrip {
        TitleStrip(frame: tabStrip, titles: tabStrip.height > 0 ? titles : [], feel: feel, backdrop: tabStripBackdrop,
                   isGlass: isGlass)
    }

    /// The frame of the whole image of `page`, `pixelSize` pixels big, in a page framed `frame`
    /// scrolled by `offset` points: as wide as the page (below its top, scrolled), covering it
    /// (cropped) or inside it (letterboxed), as the page's ``Deck/Fit`` says, centred.
    public static func imageFrame(for pixelSize: Size, fit: Deck.Fit, in frame: Rect, scrolledBy offset: Double) -> Rect {
        guard pixelSize.width > 0, pixelSize.height > 0, frame.width > 0, frame.height > 0 else { return frame }
        let widthScale = frame.width / pixelSize.width, heightScale = frame.height / pixelSize.height
        let scale: Double
        switch fit {
        case .width:
            let height = pixelSize.height * widthScale
            let top = height > frame.height ? frame.minY - offset : frame.center.y - height / 2
            return Rect(x: frame.minX, y: top, width: frame.width, height: height)
        case .fill: scale = max(widthScale, heightScale)
        case .fit: scale = min(widthScale, heightScale)
        }
        let size = Size(width: pixelSize.width * scale, height: pixelSize.height * scale)
        return Rect.centered(at: frame.center, size: size)
    }

    /// How tall `page`'s scrolling content is in a page of ``pageSize``: its image's height as
    /// wide as the page with fit `width`, else the page's own.
    func contentHeight(of page: Deck.Page, status: ImageStatus?) -> Double {
        guard page.fit == .width, case .ready(let width, let height)? = status, width > 0 else { return pageSize.height }
        return max(pageSize.height, pageSize.width * Double(height) / Double(width))
    }
}
