import MekuriEngine
import MekuriSystem

/// A deck whose pages hold pagers of their own (a page's `pager`): each such page shows a
/// ``DeckScene`` of its pager, as big as a page, and a press on it goes to both pagers until
/// its drag locks to an axis; then ``NestedPaging`` gives the drag to one of them and the other
/// lets go — the inner pager first, at its end the outer one.
extension DeckScene {
    /// A press on a page that holds a pager: the page, where its pager's scene stood, the drag
    /// measured from the press, and the pager that took it once it locked to an axis.
    struct NestedPress: Equatable, Sendable {
        /// The page pressed.
        var page: Int
        /// The page's top-left corner when pressed, in the scene's points.
        var origin: Vector
        /// The pointer since the press, with the outer pager's click slop.
        var tracker: DragTracker
        /// The pager the drag went to; nil while it is still a click.
        var owner: NestedPaging.Owner?

        /// `point` in the pressed page's own coordinates.
        func local(_ point: Point) -> Point {
            point - origin
        }
    }

    /// The size of a page that holds a pager: a tab's page in a tab bar, else a page of the pager.
    var innerPageSize: Size { tabBarScreen?.layout.page.size ?? layout.pageSize }

    /// What a page's pager lays out around in a device's screen: how far the bars over its page
    /// reach into it (a glass strip or tab bar, the status bar, the home indicator), as its own
    /// safe area, and the screen's readable width; none in a bare scene.
    var innerTraits: ScreenTraits {
        guard traits != .bare else { return .bare }
        return ScreenTraits(safeArea: tabBarScreen?.layout.pageInsets ?? layout.pageInsets, readableWidth: traits.readableWidth)
    }

    /// A scene of each page's (or tab's) pager, by index, sized to a page, running `feel` under its own keys.
    func innerScenes(feel: Feel, at time: Double) -> [Int: DeckScene] {
        let size = innerPageSize
        var scenes: [Int: DeckScene] = [:]
        for (index, page) in (tabBarScreen == nil ? deck.pages : deck.tabBar).enumerated() {
            guard let pager = page.pager else { continue }
            var scene = DeckScene(deck: pager, locale: locale, size: size)
            scene.place(in: innerTraits, at: time)
            scene.apply(feel, at: time)
            scene.appearance = appearance
            scenes[index] = scene
        }
        return scenes
    }

    /// The page on show at `time` when it holds a pager and the pages rest on it, and its frame
    /// (the copy nearest the centre, in a short ring that shows a page twice).
    func restingPageWithPager(at time: Double) -> (index: Int, frame: Rect)? {
        let index = pager.currentIndex(at: time)
        let position = pager.position(at: time)
        guard inner[index] != nil, !pager.isMoving(at: time), position == position.rounded(),
              let frame = frame(ofPage: index, at: time) else { return nil }
        return (index, frame)
    }

    /// Where page `index` is on screen at `time`: its copy nearest the centre; nil when not in view.
    func frame(ofPage index: Int, at time: Double) -> Rect? {
        let pages = layout.pages
        let copies = pager.visiblePages(at: time, pagerLength: pager.feel.pagerLength(of: pages)).filter { $0.index == index }
        return copies.min { abs($0.offset) < abs($1.offset) }.map { pager.pageFrame(offset: $0.offset, in: pages) }
    }

    /// Gives page `index`'s pager `event` (in the page's coordinates), taking its trace events as this scene's.
    mutating func forward(_ event: InputEvent, toPage index: Int, at time: Double) {
        inner[index]?.handle(event, at: time)
        traceEvents += inner[index]?.takeTraceEvents() ?? []
    }

    /// Ends a press whose release never came, as a new press does, without a click: the
    /// pages (a tab's list, a form, cards) let go where the pointer was last seen, a held
    /// control is dropped and a form's editing ends.
    mutating func releaseLostPress(at time: Double) {
        press = nil
        content.releaseLostPress(at: time, pageWidth: pageStep)
        tabBarScreen?.selectedList.releaseLostPress(at: time)
        formScreen?.cancelGesture(at: time)
        cardsScreen?.cancelGesture(at: time)
        if let nested = nestedPress {
            nestedPress = nil
            inner[nested.page]?.releaseLostPress(at: time)
        }
    }

    /// Input to a page that holds a pager, and the rest of a press that went down on one;
    /// false for everything else, which the pages take as they always do.
    mutating func handleNested(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .pointerDown(let point):
            if nestedPress != nil { releaseLostPress(at: time) }
            // Only the page the pages rest on passes a press on: a peeking neighbour's, or one
            // caught moving, is the outer pager's; so are the title strip, captions and footer.
            guard let (index, frame) = restingPageWithPager(at: time), frame.clipped(to: layout.pages).contains(point) else {
                return false
            }
            press = nil
            content.releaseLostPress(at: time, pageWidth: pageStep)
            content.press(at: point, time: time)
            var tracker = DragTracker(pager.gestures)
            tracker.press(at: point, time: time)
            let nested = NestedPress(page: index, origin: Vector(dx: frame.minX, dy: frame.minY), tracker: tracker)
            forward(.pointerDown(nested.local(point)), toPage: index, at: time)
            nestedPress = nested
            return true
        case .pointerMove(let point):
            guard var nested = nestedPress else { return false }
            nested.tracker.move(to: point, time: time)
            decideOwner(of: &nested, at: time)
            nestedPress = nested
            if nested.owner != .inner { content.move(to: point, time: time, pageWidth: pageStep) }
            if nested.owner != .outer { forward(.pointerMove(nested.local(point)), toPage: nested.page, at: time) }
            return true
        case .pointerUp(let point):
            guard var nested = nestedPress else { return false }
            // A drag that leaves the slop only at its release is a drag too: one pager's.
            nested.tracker.move(to: point, time: time)
            decideOwner(of: &nested, at: time)
            endNestedPress(nested, at: point, time: time)
            return true
        case .key(let key, _) where pager.feel.pageSteps(for: key) == nil:
            let current = pager.currentIndex(at: time)
            guard let scene = inner[current], scene.pager.feel.pageSteps(for: key) != nil else { return false }
            forward(event, toPage: current, at: time)
            return true
        case .resize:
            // The pressed page moves with the new size: the press ends here.
            if nestedPress != nil { cancelGesture(at: time) }
            return false
        case .key, .wheel, .text, .compose:
            return false
        }
    }

    /// Input to the selected tab's pager, when it has one: a press on its page and the rest of
    /// it, the wheel and the keys; false for the rest, which the tab bar takes.
    mutating func handleInTabsPager(_ event: InputEvent, at time: Double) -> Bool {
        guard let screen = tabBarScreen else { return false }
        // The rest of a press goes to the pager it went down on, whichever tab shows now.
        switch event {
        case .pointerMove(let point):
            guard let nested = nestedPress else { return false }
            forward(.pointerMove(nested.local(point)), toPage: nested.page, at: time)
            return true
        case .pointerUp(let point):
            guard let nested = nestedPress else { return false }
            nestedPress = nil
            forward(.pointerUp(nested.local(point)), toPage: nested.page, at: time)
            return true
        default:
            break
        }
        let index = screen.selectedIndex
        guard inner[index] != nil else { return false }
        let page = screen.layout.page
        switch event {
        case .pointerDown(let point):
            if nestedPress != nil { releaseLostPress(at: time) }
            guard page.contains(point) else { return false }
            press = nil
            tabBarScreen?.selectedList.releaseLostPress(at: time)
            var tracker = DragTracker(pager.gestures)
            tracker.press(at: point, time: time)
            let nested = NestedPress(page: index, origin: Vector(dx: page.minX, dy: page.minY), tracker: tracker, owner: .inner)
            forward(.pointerDown(nested.local(point)), toPage: index, at: time)
            nestedPress = nested
            return true
        case .pointerMove, .pointerUp:
            return false
        case .wheel, .key:
            forward(event, toPage: index, at: time)
            return true
        case .resize:
            if nestedPress != nil { cancelGesture(at: time) }
            return false
        case .text, .compose:
            return false
        }
    }

    /// Gives `nested`'s drag to one pager once it has locked to an axis, the other letting go.
    private mutating func decideOwner(of nested: inout NestedPress, at time: Double) {
        guard nested.owner == nil, let axis = nested.tracker.axis, let scene = inner[nested.page] else { return }
        let owner = NestedPaging.owner(dragAxis: axis, translation: nested.tracker.translation, inner: scene.pager,
                                       innerHeld: scene.content.isPressed, outer: pager, at: time)
        nested.owner = owner
        switch owner {
        case .inner: content.cancel(at: time)
        case .outer: inner[nested.page]?.cancelGesture(at: time)
        }
    }

    /// Ends `nested` with the pointer up at `point`: the pager that took the drag is let go; a
    /// click goes to both (the inner pager's dots and buttons, the outer's peeking neighbours).
    private mutating func endNestedPress(_ nested: NestedPress, at point: Point, time: Double) {
        nestedPress = nil
        if nested.owner != .inner { content.release(at: point, time: time, pageWidth: pageStep, pagesIn: layout.pages) }
        if nested.owner != .outer { forward(.pointerUp(nested.local(point)), toPage: nested.page, at: time) }
    }

    /// Gives every page's pager the size of a page and the bars over it.
    ///
    /// - Complexity: O(*n*) in the pages with pagers; done when the size or the feel changes.
    mutating func resizeInnerScenes(at time: Double) {
        let size = innerPageSize, traits = innerTraits
        inner.updateEach { $0.resize(to: size, traits: traits, at: time) }
    }

    /// The controls of the pager on the page nearest the centre, where they are on screen.
    func innerControls(at time: Double) -> [ControlElement<Control>] {
        let index = pager.currentIndex(at: time)
        guard let frame = frame(ofPage: index, at: time) else { return [] }
        return controls(ofPagerOn: index, in: frame, clippedTo: layout.pages, at: time)
    }

    /// The controls of page (or tab) `index`'s pager drawn in `frame`, where they are on screen
    /// inside `area`; none that `area` hides.
    func controls(ofPagerOn index: Int, in frame: Rect, clippedTo area: Rect, at time: Double) -> [ControlElement<Control>] {
        guard let scene = inner[index] else { return [] }
        return scene.controls(at: time).compactMap { $0.map { Control.inner(index, $0) }.placed(in: frame, clippedTo: area) }
    }

    /// Page (or tab) `index`'s pager drawn in `frame` over `background`, clipped to `area`.
    func drawPager(onPage index: Int, in frame: Rect, clippedTo area: Rect, background: Color, at time: Double,
                   text: any TextMeasuring, into list: inout DisplayList) {
        guard let scene = inner[index] else { return }
        list.fill(frame.clipped(to: area), background)
        list.append(scene.displayList(at: time, measuring: text), placedIn: frame, within: area)
    }

    /// One `{"id","page","offset"}` per pager, outermost first: this one as `id`, then each
    /// page's pager as `pager.N` (N its page's index) inside it.
    func pagerEntries(id: String, at time: Double) -> [JSONValue] {
        let own = JSONValue.object([
            ("id", .string(id)), ("page", .number(Double(pager.currentIndex(at: time)))), ("offset", .number(pagesOffset(at: time))),
        ])
        let prefix = id == Self.outerPagerID ? "" : "\(id)."
        return [own] + inner.keys.sorted().flatMap { index in
            inner[index]?.pagerEntries(id: "\(prefix)pager.\(index)", at: time) ?? []
        }
    }

    /// The id of a deck's own pager in `state`'s `pagers`, as its element's.
    static let outerPagerID = "pages"

    /// `newDeck`'s pagers in place of `old`, each on the page it showed when its page still
    /// holds a pager, else on its first.
    func reloadedInnerScenes(keeping old: [Int: DeckScene], at time: Double) -> [Int: DeckScene] {
        var scenes = innerScenes(feel: givenFeel, at: time)
        for (index, scene) in old {
            guard let count = scenes[index]?.pageCount, count > 0 else { continue }
            scenes[index]?.content.rest(on: min(scene.pager.targetIndex(at: time), count - 1), listOffsets: [])
        }
        return scenes
    }
}

extension Dictionary where Value == DeckScene {
    /// Does `body` to every scene in place: each page's pager, each part's page.
    mutating func updateEach(_ body: (inout DeckScene) -> Void) {
        for key in keys { body(&self[key]!) }
    }
}
