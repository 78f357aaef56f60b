import MekuriEngine

/// The panel, the sheet and the pushed view of a deck, when their page shows more than a title
/// and a label — a picture, rows, a form or a pager: each shows a ``DeckScene`` of that page in
/// its own part of the screen (under the sheet's bar, under the pushed view's bar, above the
/// panel's grabber), which takes input there once it is fully open and frontmost.
extension DeckScene {
    /// A part of the screen over the deck's: the panel, the sheet, the pushed view.
    public enum OverScreen: String, CaseIterable, Sendable {
        case panel
        case sheet
        case pushed

        /// The sliding panel it is.
        var panel: PulldownScreen.Panel {
            switch self {
            case .panel: .top
            case .sheet: .sheet
            case .pushed: .pushed
            }
        }
    }

    /// The panel, sheet and pushed view over the deck's screen: the overlay's, or the pulldown's.
    var sliding: PulldownScreen? { overlay ?? pulldownScreen }

    /// A scene for each of the panel, the sheet and the pushed view whose page shows more than text.
    func overScreenScenes(feel: Feel, at time: Double) -> [OverScreen: DeckScene] {
        guard let sliding else { return [:] }
        let pages: [(OverScreen, Deck.Page?)] = [(.panel, deck.panel), (.sheet, deck.sheet?.page), (.pushed, deck.push?.page)]
        var scenes: [OverScreen: DeckScene] = [:]
        for case let (part, page?) in pages where page.showsMoreThanText {
            // A page that holds a pager shows that pager itself; any other, as a deck of one page.
            let content = page.pager ?? Deck(source: "", title: page.title ?? "", loop: false, indicator: .none, showsButtons: false,
                                             pages: [page])
            var scene = DeckScene(deck: content, locale: locale, size: sliding.contentFrame(of: part.panel, openness: 1).size)
            scene.apply(feel, at: time)
            scene.appearance = appearance
            scene.isOnRaisedSurface = part == .sheet
            scenes[part] = scene
        }
        return scenes
    }

    /// The part fully open and frontmost that shows a scene of its page, if any.
    func openOverScreen(at time: Double) -> OverScreen? {
        guard let sliding, !overScreens.isEmpty else { return nil }
        for part in [OverScreen.panel, .sheet, .pushed] where sliding.isOpenAndAtRest(part.panel, at: time) {
            return overScreens[part] == nil ? nil : part
        }
        return nil
    }

    /// Input to the scene of the open part's page: a press inside it and the rest of that
    /// press, the wheel, keys, text; false for everything else.
    mutating func handleInOverScreen(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .pointerMove(let point), .pointerUp(let point):
            guard let (part, origin) = overScreenPress else { return false }
            if case .pointerUp = event { overScreenPress = nil }
            let local = point - origin
            overScreens[part]?.handle(event.isPointerUp ? .pointerUp(local) : .pointerMove(local), at: time)
            return true
        case .pointerDown(let point):
            overScreenPress = nil
            guard let part = openOverScreen(at: time), let sliding else { return false }
            let frame = sliding.contentFrame(of: part.panel, at: time)
            // The pushed view's leading edge swipes it back.
            let grabbed = part == .pushed && point.x < frame.minX + PulldownLayout.backEdgeWidth
            guard frame.contains(point), !grabbed else { return false }
            let origin = Vector(dx: frame.minX, dy: frame.minY)
            overScreenPress = (part, origin)
            overScreens[part]?.handle(.pointerDown(point - origin), at: time)
            return true
        case .wheel, .text, .compose, .key:
            // Escape closes the part itself.
            if case .key(.escape, _) = event { return false }
            guard let part = openOverScreen(at: time) else { return false }
            overScreens[part]?.handle(event, at: time)
            return true
        case .resize:
            return false
        }
    }

    /// Gives each part's scene its part's size where it rests or is going (a sheet at `.medium`
    /// half as tall as at `.large`); with `onlyChanged`, only to a part whose size changed.
    mutating func resizeOverScreens(at time: Double, onlyChanged: Bool = false) {
        guard let sliding else { return }
        for part in overScreens.keys {
            let size = sliding.contentFrame(of: part.panel, openness: sliding.layoutOpenness(of: part.panel, at: time)).size
            if onlyChanged, overScreens[part]?.size == size { continue }
            overScreens[part]?.handle(.resize(size), at: time)
        }
    }

    /// Each part's scene drawn as it is at `time`, for the part to show in its place.
    func overScreenLists(at time: Double, measuring text: any TextMeasuring) -> [PulldownScreen.Panel: DisplayList] {
        var lists: [PulldownScreen.Panel: DisplayList] = [:]
        for (part, scene) in overScreens { lists[part.panel] = scene.displayList(at: time, measuring: text) }
        return lists
    }

    /// The open part's scene's controls, where they are on screen (`sheet.list`, `panel.pages`, …).
    func overScreenControls(at time: Double) -> [ControlElement<Control>] {
        guard let part = openOverScreen(at: time), let sliding, let scene = overScreens[part] else { return [] }
        let frame = sliding.contentFrame(of: part.panel, at: time)
        return scene.controls(at: time).compactMap { $0.map { Control.over(part, $0) }.placed(in: frame, clippedTo: frame) }
    }
}

extension InputEvent {
    /// Whether the event is the pointer coming up.
    var isPointerUp: Bool {
        if case .pointerUp = self { return true }
        return false
    }
}

extension Deck.Page {
    /// Whether the page shows more than a title and a label: a picture, rows, a form or a pager.
    public var showsMoreThanText: Bool {
        image != nil || artwork != nil || rows.count > 0 || isForm || hasPager
    }
}
