import MekuriEngine
import MekuriSystem

extension DeckScene {
    public func isSettled(at time: Double) -> Bool {
        content.isSettled(at: time) && press == nil && tabBarScreen?.isSettled(at: time) != false
            && formScreen?.isSettled(at: time) != false && cardsScreen?.isSettled(at: time) != false
            && pulldownScreen?.isSettled(at: time) != false
            && nestedPress == nil && inner.values.allSatisfy { $0.isSettled(at: time) } && overlay?.isSettled(at: time) != false
            && overScreenPress == nil && overScreens.values.allSatisfy { $0.isSettled(at: time) }
    }

    public func isAnimating(at time: Double) -> Bool {
        content.isAnimating(at: time) || tabBarScreen?.isAnimating(at: time) == true
            || formScreen?.isAnimating(at: time) == true || cardsScreen?.isAnimating(at: time) == true
            || pulldownScreen?.isAnimating(at: time) == true
            || inner.values.contains { $0.isAnimating(at: time) } || overlay?.isAnimating(at: time) == true
            || overScreens.values.contains { $0.isAnimating(at: time) }
    }

    /// `{"scene":"deck","page":0,"name":"home.png","settled":true,"offset":0,"scrollY":[0,0]}`:
    /// the page nearest the centre, its name (the image's file name, or the title of a page
    /// without one), whether everything is at rest, the pages' offset in points, and each
    /// page's scroll position in points from its top, the first page first (as the weekdays');
    /// with pages that hold pagers, `pagers` too (see ``pagerEntries(id:at:)``).
    public func state(at time: Double) -> JSONValue {
        let screen = screenState(at: time)
        guard let overlay, case .object(let fields) = screen else { return screen }
        return .object(fields + overlay.overlayFields(at: time))
    }

    /// The state of the deck's own screen, without an overlay's fields.
    private func screenState(at time: Double) -> JSONValue {
        if let tabBarScreen { return tabBarState(of: tabBarScreen, at: time) }
        if let formScreen { return formState(of: formScreen, at: time) }
        if let cardsScreen { return cardsState(of: cardsScreen, at: time) }
        if let pulldownScreen { return pulldownState(of: pulldownScreen, at: time) }
        var fields: [(String, JSONValue)] = [
            ("scene", .string(name)),
            ("page", .number(Double(pager.currentIndex(at: time)))),
            (deck.role.pageField, .string(currentName(at: time))),
            ("settled", .bool(isSettled(at: time))),
            ("offset", .number(pagesOffset(at: time))),
            ("scrollY", .array(listOffsets(at: time).map(JSONValue.number))),
        ]
        fields += transitionField(of: pager)
        if !inner.isEmpty { fields.append(("pagers", .array(pagerEntries(id: Self.outerPagerID, at: time)))) }
        return .object(fields)
    }

    /// How far the pages are from resting on the current one at `time`, in points along the
    /// feel's axis (negative: dragged towards the next).
    public func pagesOffset(at time: Double) -> Double {
        pager.offset(at: time, pageWidth: pageStep)
    }

    /// Each page's scroll position at `time`, in points from its top, the first page first.
    public func listOffsets(at time: Double) -> [Double] {
        content.lists.map { $0.offset(at: time) }
    }

    /// A tab bar's: only whether it is settled; a pulldown's: its panel, sheet and pushed view.
    public func signals(at time: Double) -> SceneSignals {
        let screen = screenSignals(at: time)
        return overlay?.overlaid(screen, at: time) ?? screen
    }

    /// The signals of the deck's own screen, without an overlay's.
    private func screenSignals(at time: Double) -> SceneSignals {
        guard tabBarScreen == nil else { return SceneSignals(isSettled: isSettled(at: time)) }
        if let pulldownScreen { return pulldownScreen.signals(at: time) }
        if let formScreen {
            return SceneSignals(isSettled: isSettled(at: time),
                                pages: .init(page: formScreen.pager.currentIndex(at: time), displacement: formScreen.pagesOffset(at: time)))
        }
        if let cardsScreen {
            return SceneSignals(isSettled: isSettled(at: time),
                                pages: .init(page: cardsScreen.pager.currentIndex(at: time), displacement: cardsScreen.pager.progress(at: time).value))
        }
        return SceneSignals(isSettled: isSettled(at: time),
                     pages: .init(page: pager.currentIndex(at: time), title: currentName(at: time),
                                  displacement: pagesOffset(at: time)))
    }

    public mutating func takeTraceEvents() -> [TraceEvent] {
        defer { traceEvents = [] }
        return traceEvents
    }

    /// The deck (its path), the page on show by name, and each page's scroll position by name:
    /// what a restart with the same deck puts back. A built-in scene's: the page by number and
    /// every page's scroll position, the first page's first.
    public func savedState(at time: Double) -> JSONValue {
        if let tabBarScreen { return tabBarSavedState(of: tabBarScreen, at: time) }
        if let formScreen { return partSavedState(formScreen.savedFields(at: time)) }
        if let cardsScreen { return partSavedState(cardsScreen.savedFields(at: time)) }
        if let pulldownScreen { return partSavedState(pulldownScreen.savedFields(at: time)) }
        let index = pager.targetIndex(at: time)
        guard deck.role == .own else {
            return .object([
                ("page", .number(Double(index))),
                ("scrollY", .array(listOffsets(at: time).map(JSONValue.number))),
            ])
        }
        let offsets = deck.pages.indices.map { index in
            (deck.pages[index].name(at: index), JSONValue.number(content.lists[index].offset(at: time)))
        }
        return .object([
            ("deck", .string(deck.source)),
            ("page", .string(deck.pages.indices.contains(index) ? deck.pages[index].name(at: index) : "")),
            ("scrollY", .object(offsets.filter { $0.1 != .number(0) })),
        ])
    }

    /// Puts back what ``savedState(at:)`` saved, only when it was saved with the same deck.
    public mutating func restore(from saved: JSONValue) {
        guard tabBarScreen == nil else { return restoreTabBar(from: saved) }
        guard formScreen == nil, cardsScreen == nil, pulldownScreen == nil else {
            guard partMayRestore(saved) else { return }
            formScreen?.restore(from: saved)
            cardsScreen?.restore(from: saved)
            pulldownScreen?.restore(from: saved)
            return
        }
        guard deck.role == .own else { return restoreByNumber(from: saved) }
        guard isSaved(withThisDeck: saved) else { return }
        let page = saved["page"]?.string.flatMap(deck.index(ofPageNamed:)) ?? 0
        let offsets = deck.pages.indices.map { index in saved["scrollY"]?[deck.pages[index].name(at: index)]?.number ?? 0 }
        content.rest(on: page, listOffsets: [])
        restLists(at: offsets)
        press = nil
        nestedPress = nil
    }

    /// The deck's pager, page step and page names, for the feel lab.
    public var pagedContent: PagedContent? {
        guard tabBarScreen == nil, pulldownScreen == nil else { return nil }
        if let formScreen { return formScreen.pagedContent }
        if let cardsScreen { return cardsScreen.pagedContent }
        return PagedContent(pager: pager, pageStep: pageStep, titles: pageTitles)
    }
}

extension DeckScene {
    /// Whether `saved` names this deck's file, as the user's own deck's saved state does.
    func isSaved(withThisDeck saved: JSONValue) -> Bool {
        saved["deck"]?.string == deck.source && !deck.source.isEmpty
    }

    /// The fields a part's `state` starts with: the scene, the page nearest the centre of
    /// `pager` (the user's own deck adds its `name`) and whether everything is settled.
    func partStateHead(_ pager: Pager, at time: Double) -> [(String, JSONValue)] {
        let current = pager.currentIndex(at: time)
        var fields: [(String, JSONValue)] = [("scene", .string(name)), ("page", .number(Double(current)))]
        if deck.role == .own, deck.pages.indices.contains(current) {
            fields.append((deck.role.pageField, .string(deck.pages[current].name(at: current))))
        }
        return fields + [("settled", .bool(isSettled(at: time)))]
    }

    /// `transition`, the name of how `pager`'s pages look while they move, when it is not `slide`
    /// (a state without it is as it was before transitions).
    func transitionField(of pager: Pager) -> [(String, JSONValue)] {
        pager.feel.transition == .slide ? [] : [(Self.transitionKey, .string(pager.feel.transition.rawValue))]
    }

    /// The state's key of the transition.
    static let transitionKey = "transition"

    /// A part's saved `fields`, the user's own deck's path first.
    func partSavedState(_ fields: [(String, JSONValue)]) -> JSONValue {
        .object(deck.role == .own ? [("deck", .string(deck.source))] + fields : fields)
    }

    /// Whether a part may put back `saved`: a built-in scene's always, the user's own only
    /// when saved with the same deck.
    func partMayRestore(_ saved: JSONValue) -> Bool {
        deck.role != .own || isSaved(withThisDeck: saved)
    }

    /// Puts back a built-in scene's saved page number and scroll positions, each left as it is
    /// when missing or out of range.
    private mutating func restoreByNumber(from saved: JSONValue) {
        var page = pager.targetIndex(at: 0)
        if let number = saved["page"]?.integer, deck.pages.indices.contains(number) { page = number }
        let offsets = (saved["scrollY"]?.array ?? []).enumerated().map { index, value in
            value.number ?? content.lists[min(index, content.lists.count - 1)].offset(at: 0)
        }
        content.rest(on: page, listOffsets: offsets)
        press = nil
    }
}
