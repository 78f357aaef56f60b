import MekuriEngine
import MekuriTestSupport
import MekuriUI

/// What must hold in every scene after every event: indices in range, every number finite,
/// every offset and scroll position within its bounds. Returns what is broken, if anything.
enum SceneInvariants {
    /// `bounces`: whether a feel with a bounce may have been in force, so panels may overshoot.
    static func violations(of scene: any Scene, at time: Double, bounces: Bool = false) -> [String] {
        var problems: [String] = []
        let state = scene.state(at: time)
        if let bad = firstNonFinite(in: state) { problems.append("state has \(bad): \(state.serialized)") }
        let elements = scene.elements(at: time)
        for element in elements where ![element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].allSatisfy(\.isFinite) {
            problems.append("element \(element.id) has frame \(element.frame)")
        }
        if Set(elements.map(\.id)).count != elements.count { problems.append("duplicate element ids") }

        func checkPager(_ pager: Pager) {
            let position = pager.position(at: time)
            if !position.isFinite { problems.append("pager position \(position)") }
            // A rubber band never shows more than one page past either end.
            if !pager.wraps, !(-1...Double(pager.pageCount)).contains(position) {
                problems.append("pager position \(position) beyond a rubber band's reach")
            }
            let progress = pager.progress(at: time).value
            if !progress.isFinite || abs(progress) > (pager.wraps ? 0.5 : 1) { problems.append("progress \(progress)") }
        }
        func checkList(_ scroller: Scroller, _ name: String) {
            let offset = scroller.offset(at: time)
            let reach = scroller.physics.maximumOverscroll(viewportHeight: scroller.viewportHeight)
            if !offset.isFinite || offset < -reach || offset > scroller.maxOffset + reach {
                problems.append("\(name) offset \(offset) outside -\(reach)…\(scroller.maxOffset)+\(reach)")
            }
        }
        func checkPanel(_ panel: SlidingPanel, _ name: String) {
            let openness = panel.openness(at: time)
            // Without a bounce a panel stays between closed and open; a bounce overshoots by
            // under 0.6 of the distance, so even caught in an overshoot and thrown again and again
            // it stays within 1.5 travels of them.
            let bounds = bounces ? -1.5...2.5 : 0...1
            if !bounds.contains(openness) { problems.append("\(name) openness \(openness)") }
        }

        // One case per kind, so a new scene does not compile here until it has its invariants.
        switch scene.kind {
        case .weekdays:
            guard let weekdays = scene as? DeckScene else { return problems + [mismatch(scene)] }
            checkPager(weekdays.pager)
            for (index, list) in weekdays.content.lists.enumerated() { checkList(list, "list \(index)") }
        case .form:
            guard let form = scene as? DeckScene else { return problems + [mismatch(scene)] }
            checkPager(form.pager)
            guard let screen = form.formScreen else { return problems + ["the form prototype has no form"] }
            for case let (index, value?) in screen.values.map(\.sliderValue).enumerated() where !(0...1).contains(value) {
                problems.append("slider \(index): \(value)")
            }
        case .cards:
            guard let cards = scene as? DeckScene, cards.cardsScreen != nil else { return problems + [mismatch(scene)] }
            checkPager(cards.pager)
            checkList(cards.cardsList.scroller, "list")
            let opacities = cards.captionOpacities(at: time)
            if !opacities.allSatisfy({ (0...1).contains($0) }) { problems.append("caption opacities \(opacities)") }
        case .tabs:
            guard let tabs = scene as? DeckScene, tabs.tabBarScreen != nil else { return problems + [mismatch(scene)] }
            for (index, list) in tabs.tabLists.enumerated() { checkList(list.scroller, "tab \(index)") }
        case .pulldown:
            guard let pulldown = scene as? DeckScene, pulldown.pulldownScreen != nil else { return problems + [mismatch(scene)] }
            checkPanel(pulldown.topPanel, "panel")
            checkPanel(pulldown.sheet, "sheet")
            checkPanel(pulldown.pushed, "pushed view")
        case .deck:
            guard let deck = scene as? DeckScene else { return problems + [mismatch(scene)] }
            checkPager(deck.pager)
            for (index, list) in deck.content.lists.enumerated() { checkList(list, "page \(index)") }
        }
        return problems
    }

    /// Whether nothing but a list animates at `time`: its momentum (a coast or a bounce), or its
    /// scroll indicator fading out after it stopped.
    static func onlyListsMove(in scene: any Scene, at time: Double) -> Bool {
        guard scene.isAnimating(at: time) else { return true }
        switch scene.kind {
        case .weekdays:
            guard let weekdays = scene as? DeckScene else { return false }
            return weekdays.content.lists.contains { $0.isAnimating(at: time) } && weekdays.pager.isSettled(at: time)
        case .deck:
            guard let deck = scene as? DeckScene else { return false }
            return deck.content.lists.contains { $0.isAnimating(at: time) } && deck.pager.isSettled(at: time)
        case .tabs:
            guard let tabs = scene as? DeckScene else { return false }
            return tabs.tabLists.contains { $0.scroller.isAnimating(at: time) }
        case .cards:
            guard let cards = scene as? DeckScene else { return false }
            return cards.cardsList.scroller.isAnimating(at: time) && cards.pager.isSettled(at: time)
        case .form, .pulldown:
            return false
        }
    }

    /// Whether every pager rests exactly on a page at `time`, with nothing held.
    static func pagersRest(in scene: any Scene, at time: Double) -> Bool {
        let pagers: [Pager]
        switch scene.kind {
        case .weekdays:
            guard let weekdays = scene as? DeckScene else { return false }
            pagers = [weekdays.pager]
        case .form:
            guard let form = scene as? DeckScene else { return false }
            pagers = [form.pager]
        case .cards:
            guard let cards = scene as? DeckScene else { return false }
            pagers = [cards.pager]
        case .deck:
            guard let deck = scene as? DeckScene else { return false }
            pagers = [deck.pager]
        case .tabs:
            pagers = []
        case .pulldown:
            guard let pulldown = scene as? DeckScene, pulldown.pulldownScreen != nil else { return false }
            // Each rests closed, open, or at a detent (the sheet's `.medium`).
            return [pulldown.topPanel, pulldown.sheet, pulldown.pushed].allSatisfy {
                $0.isSettled(at: time) && $0.openness(at: time) == $0.stop(at: time)
                    && ([0, 1] + $0.detents).contains($0.openness(at: time))
            }
        }
        return pagers.allSatisfy { pager in
            let position = pager.position(at: time)
            return pager.isSettled(at: time) && position == position.rounded()
        }
    }

    /// The problem of a scene whose kind says one type and whose value is another.
    private static func mismatch(_ scene: any Scene) -> String {
        "a \(type(of: scene)) calls itself the \(scene.kind.name) scene"
    }

    private static func firstNonFinite(in value: JSONValue) -> String? {
        switch value {
        case .number(let number): return number.isFinite ? nil : "\(number)"
        case .array(let values): return values.lazy.compactMap(firstNonFinite).first
        case .object(let members): return members.lazy.compactMap { firstNonFinite(in: $0.1) }.first
        default: return nil
        }
    }
}
