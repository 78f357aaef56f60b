import MekuriEngine

/// Where the parts of a ``CardsScreen`` go in a screen of a given size.
///
/// Each page is as wide as the scene. Its card keeps a 4:3 aspect: as wide as the page when the
/// scene is tall enough, otherwise as tall as the room above the caption allows, centred. The
/// caption area sits right under the card and the hint line under the caption, each cut at the
/// scene's bottom edge; dots that do not fit the card, and a caption area too short to click
/// (see ``ControlMetrics``), are left out.
///
/// With vertical pages (the feel's ``Feel/axis``) the cards page within the card's own frame,
/// the ``slot``: the card's height is the page, the dots stand in a column at its trailing edge,
/// and the caption stays below it.
struct CardsLayout {
    static let captionHeight = 72.0
    static let hintHeight = 32.0
    static let dotDiameter = 8.0
    static let dotPitch = 16.0
    static let dotInset = 16.0
    /// How far a dot's clickable frame reaches past its pitch across the row, each side.
    static let dotHitMargin = 6.0
    static let aspect = 4.0 / 3.0

    /// The scene's size.
    let size: Size
    /// The feel, for the pages' width and the gap between them.
    var feel = Feel.standard
    /// How many rows the list under the cards has.
    var rowCount = 0
    /// Whether the captions and the hint line take their room (none without).
    var hasCaptions = true, hasHint = true
    /// The device's safe area (zero in a bare scene): the card runs under the status bar, as
    /// the Landmarks screen's picture does, and the list's rows keep clear of the home
    /// indicator and the sides.
    var safeArea = EdgeInsets.zero

    /// How far the safe area reaches into the list from each edge.
    var listInsets: EdgeInsets { safeArea.overlap(of: list, in: size) }

    /// The caption area's height, 0 without captions.
    private var captionRoom: Double { hasCaptions ? Self.captionHeight : 0 }
    /// The hint line's height, 0 without a hint.
    private var hintRoom: Double { hasHint ? Self.hintHeight : 0 }

    /// The distance from one page to the next, in points: a page's length along the feel's axis
    /// and the feel's gap.
    var pageStep: Double { feel.pageStep(in: pagerStrip) }

    /// The strip the pages slide in: the card row plus the caption (drags on the card or the
    /// caption page; in a window wider than 4:3 allows, the margins beside the card do not).
    var pages: Rect { Rect(x: 0, y: 0, width: size.width, height: captionArea.maxY) }

    /// The strip the pager lays its pages out in and clips them to: ``pages`` across the scene,
    /// or the ``slot`` with vertical pages.
    var pagerStrip: Rect { feel.axis == .vertical ? slot : pages }

    /// The card as wide as the scene or as the room above the caption allows, centred: with
    /// vertical pages, the frame the cards page in.
    var slot: Rect { cardFrame(width: size.width) }

    /// The card on the page at rest, in scene points: as wide as the page (the feel's
    /// ``Feel/pageWidth`` of the scene) or as the room allows, centred; with vertical pages, the
    /// slot's width and the feel's page length of its height.
    var card: Rect {
        switch feel.axis {
        case .horizontal: cardFrame(width: feel.pageLength(pagerLength: size.width))
        case .vertical: feel.pageFrame(offset: 0, in: slot)
        }
    }

    /// A 4:3 card at most `width` wide, and no taller than the room above the caption allows,
    /// centred at the top of the scene.
    private func cardFrame(width: Double) -> Rect {
        let room = max(0, size.height - safeArea.bottom - captionRoom - hintRoom)
        let width = max(0, min(width, room * Self.aspect))
        return Rect(x: (size.width - width) / 2, y: 0, width: width, height: width / Self.aspect)
    }

    /// The card of a page `offset` page steps from its resting place.
    func card(offset: Double) -> Rect {
        switch feel.axis {
        case .horizontal: card.offsetBy(dx: offset * feel.screenSign * pageStep, dy: 0)
        case .vertical: feel.pageFrame(offset: offset, in: slot)
        }
    }

    /// The card shown by a page framed `page` in the ``pagerStrip``.
    func card(inPage page: Rect) -> Rect {
        switch feel.axis {
        case .horizontal: card.offsetBy(dx: page.minX - feel.pageFrame(offset: 0, in: pages).minX, dy: 0)
        case .vertical: page
        }
    }

    /// The caption area under the card, as wide as the scene.
    var captionArea: Rect {
        let top = feel.axis == .vertical ? slot.maxY : card.maxY
        return Rect(x: 0, y: top, width: size.width, height: min(captionRoom, max(0, size.height - top)))
    }

    /// Whether the caption area is big enough to show as a control.
    var showsCaption: Bool { captionArea.isAtLeast(ControlMetrics.minimumSide) }

    /// The hint line under the caption.
    var hint: Rect {
        let top = captionArea.maxY
        return Rect(x: 0, y: top, width: size.width, height: min(hintRoom, max(0, size.height - top)))
    }

    /// The list under the hint line, to the scene's bottom: the rest of the Landmarks screen.
    var list: Rect {
        let top = hint.maxY
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    }

    /// The list's rows: a thumbnail, a title and a subtitle each.
    var rows: RowStack { RowStack(count: rowCount, rowHeight: Self.rowHeight, top: 0) }

    /// How tall the list's content is: its rows, and the room under the home indicator.
    var listContentHeight: Double { rows.contentHeight + listInsets.bottom }
    static let rowHeight = 64.0
    static let rowInset = 16.0
    static let thumbnailSide = 44.0
    static let thumbnailCornerRadius = 8.0
    /// A row's title and subtitle: how far below the row's top each starts, and how tall each is.
    static let rowTitleTop = 10.0
    static let rowTitleHeight = 24.0
    static let rowSubtitleTop = 34.0
    static let rowSubtitleHeight = 20.0

    /// Whether `count` dots fit inside the card.
    func showsDots(count: Int) -> Bool {
        card.contains(dotFrame(0, of: count)) && card.contains(dotFrame(count - 1, of: count))
    }

    /// The clickable frame of dot `index` of `count`, in a row over the card's bottom-trailing corner
    /// (bottom-left, the first dot at the right, with rtl); with vertical pages, in a column
    /// centred on the card's trailing edge, the first at the top.
    func dotFrame(_ index: Int, of count: Int) -> Rect {
        let card = card
        let reach = Self.dotPitch + 2 * Self.dotHitMargin
        switch feel.axis {
        case .horizontal:
            let x = card.maxX - Self.dotInset - Double(count - index) * Self.dotPitch
            return feel.placed(Rect(x: x, y: card.maxY - Self.dotInset - Self.dotPitch / 2 - Self.dotHitMargin,
                                    width: Self.dotPitch, height: reach), in: card)
        case .vertical:
            let y = card.center.y + (Double(index) - Double(count) / 2) * Self.dotPitch
            return feel.placed(Rect(x: card.maxX - Self.dotInset - Self.dotPitch / 2 - Self.dotHitMargin, y: y,
                                    width: reach, height: Self.dotPitch), in: card)
        }
    }
}
