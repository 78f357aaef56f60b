import MekuriEngine
import MekuriTestSupport
import MekuriUI
import MekuriSystem

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

        // By the parts a scene is made of, so a new scene made of them needs nothing here.
        guard let deck = scene as? DeckScene else { return problems + [mismatch(scene)] }
        if let form = deck.formScreen {
            checkPager(deck.pager)
            for case let (index, value?) in form.values.map(\.sliderValue).enumerated() where !(0...1).contains(value) {
                problems.append("slider \(index): \(value)")
            }
        } else if deck.cardsScreen != nil {
            checkPager(deck.pager)
            checkList(deck.cardsList.scroller, "list")
            let opacities = deck.captionOpacities(at: time)
            if !opacities.allSatisfy({ (0...1).contains($0) }) { problems.append("caption opacities \(opacities)") }
        } else if deck.tabBarScreen != nil {
            for (index, list) in deck.tabLists.enumerated() { checkList(list.scroller, "tab \(index)") }
        } else {
            checkPager(deck.pager)
            for (index, list) in deck.content.lists.enumerated() { checkList(list, "page \(index)") }
        }
        if deck.pulldownScreen != nil {
            checkPanel(deck.topPanel, "panel")
            checkPanel(deck.sheet, "sheet")
            checkPanel(deck.pushed, "pushed view")
        }
        return problems
    }

    /// Whether nothing but a list animates at `time`: its momentum (a coast or a bounce), or its
    /// scroll indicator fading out after it stopped.
    static func onlyListsMove(in scene: any Scene, at time: Double) -> Bool {
        guard scene.isAnimating(at: time) else { return true }
        guard let deck = scene as? DeckScene, deck.formScreen == nil, deck.pulldownScreen == nil else { return false }
        if deck.cardsScreen != nil { return deck.cardsList.scroller.isAnimating(at: time) && deck.pager.isSettled(at: time) }
        if deck.tabBarScreen != nil { return deck.tabLists.contains { $0.scroller.isAnimating(at: time) } }
        return deck.content.lists.contains { $0.isAnimating(at: time) } && deck.pager.isSettled(at: time)
    }

    /// Whether every pager rests exactly on a page at `time`, with nothing held, and every
    /// panel closed, open, or at a detent (the sheet's `.medium`).
    static func pagersRest(in scene: any Scene, at time: Double) -> Bool {
        guard let deck = scene as? DeckScene else { return false }
        if deck.pulldownScreen != nil {
            return [deck.topPanel, deck.sheet, deck.pushed].allSatisfy {
                $0.isSettled(at: time) && $0.openness(at: time) == $0.stop(at: time)
                    && ([0, 1] + $0.detents).contains($0.openness(at: time))
            }
        }
        guard deck.tabBarScreen == nil else { return true }
        let position = deck.pager.position(at: time)
        return deck.pager.isSettled(at: time) && position == position.rounded()
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
