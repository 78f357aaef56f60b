import MekuriEngine

/// Three picture cards that loop, with captions that cross-fade as the cards are swiped.
///
/// The cards come from one wrapping ``Pager``. Below them, the captions AAA, BBB and CCC share
/// one place: each caption's opacity is read off the pager's ``PagerProgress`` in every frame,
/// so the current caption fades out exactly as its neighbour in the direction of travel fades
/// in — while dragging, while settling after a release or a dot click, and across the seam
/// (CCC into AAA). The caption area lets drags through to the cards, as the write-up's does.
public struct CardsScene: Scene {
    public let kind = SceneKind.cards
    public private(set) var size: Size
    /// Light or dark: the system colours the scene is drawn in.
    public var appearance = Appearance.default

    /// The language of the hint line.
    public let locale: AppLocale
    /// The cards.
    public private(set) var pages = PagerInteraction(pager: Pager(pageCount: CardArtwork.allCases.count, wraps: true))
    /// The dot the pointer went down on, while held; it stops counting once the press pages.
    var press: PressedControl<Control>?
    /// The list of places under the cards, scrolled by vertical drags, the wheel and keys.
    public private(set) var list = ScrollInteraction(scroller: Scroller())

    /// The captions, one per card.
    static let captions = ["AAA", "BBB", "CCC"]

    /// Creates the scene on the first card.
    public init(locale: AppLocale, size: Size) {
        self.locale = locale
        self.size = size
        resizeList(at: 0)
    }

    /// Gives the list its content and viewport heights for the current size.
    private mutating func resizeList(at time: Double) {
        list.scroller.setSize(contentHeight: CardsLayout.rows.contentHeight, viewportHeight: layout.list.height, at: time)
    }

    /// The pager behind the cards.
    public var pager: Pager { pages.pager }

    var layout: CardsLayout { CardsLayout(size: size, feel: pager.feel) }
    var pageCount: Int { Self.captions.count }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let layout = layout
        let pageWidth = layout.pageStep
        switch event {
        case .pointerDown(let point):
            pages.releaseLostPress(at: time, pageWidth: pageWidth)
            list.releaseLostPress(at: time)
            press = nil
            // The list takes vertical drags (a horizontal one there moves nothing).
            if control(at: point, time: time)?.control == .list {
                list.press(at: point, time: time)
                return
            }
            // A peeking neighbour's card takes drags and clicks too.
            if control(at: point, time: time) == nil, neighbourSteps(at: point, time: time) != 0 {
                pages.press(at: point, time: time)
                return
            }
            guard let hit = control(at: point, time: time), hit.isEnabled else { return }
            if case .dot = hit.control { press = PressedControl(hit.control) }
            // The card, the caption and the dots all take drags; a click on a dot shows its card.
            pages.press(at: point, time: time)
        case .pointerMove(let point):
            list.move(to: point, time: time)
            pages.move(to: point, time: time, pageWidth: pageWidth)
            if case .dot(let index)? = press?.control {
                let isInside = !pages.isDragging && layout.dotFrame(index, of: pageCount).contains(point)
                press?.track(isInside: isInside)
            }
        case .pointerUp(let point):
            list.release(at: point, time: time)
            let steps = neighbourSteps(at: point, time: time)
            let wasClick = pages.release(at: point, time: time, pageWidth: pageWidth)
            if wasClick, steps != 0 {
                // A click on a peeking neighbour's card goes to it.
                pages.step(by: steps, at: time)
            } else if let press, case .dot(let index) = press.control, press.isInside, wasClick,
               layout.dotFrame(index, of: pageCount).contains(point) {
                pages.show(index: index, at: time)
            }
            press = nil
        case .key(let key, _):
            guard let steps = pager.feel.pageSteps(for: key) else {
                list.scroller.scroll(for: key, lineHeight: CardsLayout.rows.rowHeight, at: time)
                return
            }
            // A key during a drag wins: the press ends here and its release shows no dot's card.
            press = nil
            pages.step(by: steps, at: time)
        case .wheel(let delta, let isDiscrete):
            // Along the pages' axis it pages; otherwise it scrolls the list.
            if pager.feel.wheelTranslation(delta) != nil {
                pages.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
            } else {
                list.scroller.scroll(by: -delta.dy, at: time)
            }
        case .resize(let newSize):
            size = newSize
            pages.resize(pageWidth: self.layout.pageStep)
            resizeList(at: time)
        case .text, .compose:
            break
        }
    }

    /// How many pages on from the current card the card in view under `point` is: ±1 on a
    /// peeking neighbour's card, 0 on the current card or beside every card.
    func neighbourSteps(at point: Point, time: Double) -> Int {
        let layout = layout
        return pager.pageSteps(toPageAt: point, in: layout.pagerStrip, at: time) { layout.card(inPage: $0) } ?? 0
    }

    public mutating func cancelGesture(at time: Double) {
        press = nil
        list.cancel(at: time)
        pages.cancel(at: time)
    }

    @discardableResult
    public mutating func activate(_ control: Control, at time: Double) -> Bool {
        guard case .dot(let index) = control, isEnabled(control, at: time), (0..<pageCount).contains(index) else {
            return false
        }
        pages.show(index: index, at: time)
        return true
    }

    /// The opacity of each caption at `time`: 1 − |p| for the current card's, |p| for the
    /// neighbour's in the direction of travel, 0 for the rest.
    public func captionOpacities(at time: Double) -> [Double] {
        let progress = pager.progress(at: time)
        return Self.captions.indices.map { progress.visibility(of: $0, pageCount: pageCount, wraps: pager.wraps) }
    }

    public mutating func apply(_ feel: Feel, at time: Double) {
        pages.apply(feel, at: time)
    }

    // MARK: Saved state

    public mutating func restore(from saved: JSONValue) {
        if let offset = saved["scrollY"]?.number { list.scroller.rest(at: offset) }
        guard let page = saved["page"]?.integer, (0..<pageCount).contains(page) else { return }
        pages.rest(on: page)
        press = nil
    }
}
