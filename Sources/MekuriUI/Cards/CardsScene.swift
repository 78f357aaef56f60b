import MekuriEngine

/// Three picture cards that loop, with captions that cross-fade as the cards are swiped.
///
/// The cards come from one wrapping ``Pager``. Below them, the captions AAA, BBB and CCC share
/// one place: each caption's opacity is read off the pager's ``PagerProgress`` in every frame,
/// so the current caption fades out exactly as its neighbour in the direction of travel fades
/// in — while dragging, while settling after a release or a dot click, and across the seam
/// (CCC into AAA). The caption area lets drags through to the cards, as the write-up's does.
public struct CardsScene: Scene {
    public let name = "cards"
    public let title = "Cards"
    public private(set) var size: Size

    /// The language of the hint line.
    public let locale: AppLocale
    /// The cards.
    public private(set) var pages = PagerInteraction(pager: Pager(pageCount: CardArtwork.allCases.count, wraps: true))
    /// The dot the pointer went down on and whether the pointer is still over it, while held.
    private var pressedDot: (index: Int, inside: Bool)?

    /// The captions, one per card.
    static let captions = ["AAA", "BBB", "CCC"]
    static let captionStyle = TextStyle(size: 34, weight: .bold)
    static let hintStyle = TextStyle(size: 13)
    static let hintColor = SystemColor.gray
    static let activeDot = Color.white
    static let inactiveDot = Color(255, 255, 255, alpha: 128)

    /// Creates the scene on the first card.
    public init(locale: AppLocale, size: Size) {
        self.locale = locale
        self.size = size
    }

    /// The pager behind the cards.
    public var pager: Pager { pages.pager }

    private var layout: CardsLayout { CardsLayout(size: size) }
    private var pageCount: Int { Self.captions.count }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let pageWidth = layout.pages.width
        switch event {
        case .pointerDown(let point):
            pages.cancel(at: time, pageWidth: pageWidth)
            pressedDot = nil
            guard let hit = element(at: point, time: time), hit.isEnabled else { return }
            if let index = Element.index(in: hit.id, prefix: "dot.") { pressedDot = (index, true) }
            // The card, the caption and the dots all take drags; a click on a dot shows its card.
            pages.press(at: point, time: time)
        case .pointerMove(let point):
            pages.move(to: point, time: time, pageWidth: pageWidth)
            if let dot = pressedDot {
                pressedDot = (dot.index, !pages.isDragging && layout.dotFrame(dot.index, of: pageCount).contains(point))
            }
        case .pointerUp(let point):
            let wasClick = pages.release(at: point, time: time, pageWidth: pageWidth)
            if let dot = pressedDot, dot.inside, wasClick, layout.dotFrame(dot.index, of: pageCount).contains(point) {
                pages.show(index: dot.index, at: time)
            }
            pressedDot = nil
        case .key(.left):
            pages.step(by: -1, at: time)
        case .key(.right):
            pages.step(by: 1, at: time)
        case .wheel(let delta, let isDiscrete):
            pages.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        case .resize(let newSize):
            size = newSize
            pages.resize(pageWidth: layout.pages.width)
        case .key, .text, .compose:
            break
        }
    }

    @discardableResult
    public mutating func activate(_ id: String, at time: Double) -> Bool {
        guard element(withID: id, time: time)?.isEnabled == true,
              let index = Element.index(in: id, prefix: "dot."), (0..<pageCount).contains(index) else { return false }
        pages.show(index: index, at: time)
        return true
    }

    // MARK: Output

    public func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time)
    }

    public func isAnimating(at time: Double) -> Bool {
        pager.isMoving(at: time)
    }

    /// The opacity of each caption at `time`: 1 − |p| for the current card's, |p| for the
    /// neighbour's in the direction of travel, 0 for the rest.
    public func captionOpacities(at time: Double) -> [Double] {
        let progress = pager.progress(at: time)
        return Self.captions.indices.map { progress.visibility(of: $0, pageCount: pageCount, wraps: true) }
    }

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: .white)
        list.clipped(to: layout.pages) { list in
            for page in pager.visiblePages(at: time) {
                let frame = layout.card.offsetBy(dx: page.offset * layout.pages.width, dy: 0)
                guard frame.maxX > 0, frame.minX < layout.pages.maxX else { continue }
                CardArtwork(rawValue: page.index)!.draw(in: frame, into: &list)
            }
        }
        let current = pager.currentIndex(at: time)
        for index in 0..<pageCount {
            let radius = CardsLayout.dotDiameter / 2
            list.circle(center: layout.dotFrame(index, of: pageCount).center, radius: radius,
                        index == current ? Self.activeDot : Self.inactiveDot)
        }
        for (caption, opacity) in zip(Self.captions, captionOpacities(at: time)) where opacity > 0 {
            list.text(TextRun(caption, style: Self.captionStyle, color: Color.black.withOpacity(opacity),
                              frame: layout.captionArea))
        }
        let hint = locale == .ja ? "カードか見出しを左右にスワイプ" : "Swipe the card or the caption"
        list.text(TextRun(hint, style: Self.hintStyle, color: Self.hintColor, frame: layout.hint))
        return list
    }

    public func elements(at time: Double) -> [Element] {
        let layout = layout
        let current = pager.currentIndex(at: time)
        var elements = [
            Element(id: "card", role: "pager", label: Self.captions[current], frame: layout.card),
            Element(id: "caption", role: "caption", label: Self.captions[current], frame: layout.captionArea),
        ]
        elements += Self.captions.indices.map { index in
            Element(id: "dot.\(index)", role: "button", label: Self.captions[index],
                    frame: layout.dotFrame(index, of: pageCount), isSelected: index == current)
        }
        return elements
    }

    /// The card the pages rest on or head for.
    public func savedState(at time: Double) -> JSONValue {
        .object([("page", .number(Double(pager.targetIndex(at: time))))])
    }

    public mutating func restore(from saved: JSONValue) {
        guard let page = saved["page"]?.integer, (0..<pageCount).contains(page) else { return }
        pages.rest(on: page)
        pressedDot = nil
    }

    public func state(at time: Double) -> JSONValue {
        let progress = pager.progress(at: time)
        let captions = zip(Self.captions, captionOpacities(at: time)).map { caption, opacity in
            JSONValue.object([("text", .string(caption)), ("opacity", .number(opacity))])
        }
        return .object([
            ("scene", .string(name)),
            ("page", .number(Double(pager.currentIndex(at: time)))),
            ("settled", .bool(isSettled(at: time))),
            ("progress", .number(progress.value)),
            ("captions", .array(captions)),
        ])
    }
}
