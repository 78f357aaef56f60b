import MekuriEngine
import MekuriSystem

extension CardsScreen {
    /// Whether the cards and the list are at rest at `time`.
    func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time) && list.scroller.isSettled(at: time)
    }

    /// Whether the cards or the list move at `time`.
    func isAnimating(at time: Double) -> Bool {
        pager.isMoving(at: time) || list.scroller.isAnimating(at: time)
    }

    /// The card the pages rest on or head for, and how far the list is scrolled.
    func savedFields(at time: Double) -> [(String, JSONValue)] {
        [("page", .number(Double(pager.targetIndex(at: time)))), ("scrollY", .number(list.scroller.offset(at: time)))]
    }

    /// `"progress":0,"captions":[{"text":"AAA","opacity":1},…],"scrollY":0`: the swipe's progress,
    /// each caption's opacity, the list's offset in points last.
    func stateFields(at time: Double) -> [(String, JSONValue)] {
        let captions = zip(self.captions, captionOpacities(at: time)).map { caption, opacity in
            JSONValue.object([("text", .string(caption)), ("opacity", .number(opacity))])
        }
        return [
            ("progress", .number(pager.progress(at: time).value)),
            ("captions", .array(captions)),
            ("scrollY", .number(list.scroller.offset(at: time))),
        ]
    }

    /// The cards' pager, page step and captions, for the feel lab.
    var pagedContent: PagedContent {
        PagedContent(pager: pager, pageStep: layout.pageStep, titles: cards.indices.map { captions[$0].isEmpty ? cards[$0].name(at: $0) : captions[$0] })
    }
}
