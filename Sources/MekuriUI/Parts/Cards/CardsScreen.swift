import MekuriEngine
import MekuriSystem

/// A deck's pages as cards over a list (a file with `below`): one 4:3 card per page on a
/// ``Pager``, their dots over the card, the captions cross-fading as the cards are swiped, a hint
/// line, and the `below` page's rows in a list that scrolls under them.
///
/// Below the cards, the captions share one place: each caption's opacity is read off the pager's
/// ``PagerProgress`` in every frame, so the current caption fades out exactly as its neighbour in
/// the direction of travel fades in — while dragging, while settling after a release or a dot
/// click, and across the seam. The caption area lets drags through to the cards, as the
/// write-up's does.
public struct CardsScreen: Equatable, Sendable {
    /// The screen's size, in points.
    public internal(set) var size: Size
    /// The cards' pages, each with its picture and caption.
    public let cards: [Deck.Page]
    /// Each card's caption, "" for one without.
    public let captions: [String]
    /// The line under the captions, if any.
    let hint: Deck.Hint?
    /// Whether the captions show under the cards.
    let showsCaptions: Bool
    /// Whether the dots show over the card.
    let showsDots: Bool
    /// The list under the cards: its rows and its name.
    let rows: [Deck.Row]
    let listTitle: String
    /// The cards.
    public internal(set) var pages: PagerInteraction
    /// The dot the pointer went down on, while held; it stops counting once the press pages.
    var press: PressedControl<Control>?
    /// The device's safe area the list keeps clear of (zero in a bare scene); set before a resize.
    var safeArea = EdgeInsets.zero
    /// The list under the cards, scrolled by vertical drags, the wheel and keys.
    public internal(set) var list = ScrollInteraction(scroller: Scroller())

    /// The cards of `deck` (which has ``Deck/below``) on the first, paged by `feel`, the list at its top.
    init(deck: Deck, size: Size, feel: Feel) {
        self.size = size
        cards = deck.pages
        captions = deck.pages.map { $0.caption ?? "" }
        hint = deck.hint
        showsCaptions = deck.showsCaptions
        showsDots = deck.indicator.contains(.dots)
        if case .items(let items) = deck.below?.rows { rows = items } else { rows = [] }
        listTitle = deck.below?.title ?? ""
        pages = PagerInteraction(pager: Pager(pageCount: max(1, deck.pages.count), wraps: deck.loop != false, feel: feel))
        resizeList(at: 0)
    }

    /// Gives the list its content and viewport heights for the current size.
    private mutating func resizeList(at time: Double) {
        let layout = layout
        list.scroller.setSize(contentHeight: layout.listContentHeight, viewportHeight: layout.list.height, at: time)
    }

    /// The pager behind the cards.
    public var pager: Pager { pages.pager }

    var layout: CardsLayout {
        CardsLayout(size: size, feel: pager.feel, rowCount: rows.count, hasCaptions: showsCaptions, hasHint: hint != nil,
                    safeArea: safeArea)
    }
    var pageCount: Int { cards.count }

    // MARK: Input

    /// Handles `event` at `time`: the cards page, the list scrolls, a dot shows its card.
    mutating func handle(_ event: InputEvent, at time: Double) {
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
                list.scroller.scroll(for: key, lineHeight: layout.rows.rowHeight, at: time)
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

    /// Ends the gesture under way as if it had never started.
    mutating func cancelGesture(at time: Double) {
        press = nil
        list.cancel(at: time)
        pages.cancel(at: time)
    }

    /// Does what a click on `control` does: a dot shows its card.
    @discardableResult
    mutating func activate(_ control: Control, at time: Double) -> Bool {
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
        return captions.indices.map { progress.visibility(of: $0, pageCount: pageCount, wraps: pager.wraps) }
    }

    /// Pages the cards with `feel` from `time` on.
    mutating func apply(_ feel: Feel, at time: Double) {
        pages.apply(feel, at: time)
    }

    // MARK: Saved state

    /// Puts back the card and the list's offset of ``savedFields(at:)``, each left as it is when
    /// missing or out of range.
    mutating func restore(from saved: JSONValue) {
        if let offset = saved["scrollY"]?.number { list.scroller.rest(at: offset) }
        guard let page = saved["page"]?.integer, (0..<pageCount).contains(page) else { return }
        pages.rest(on: page)
        press = nil
    }
}
