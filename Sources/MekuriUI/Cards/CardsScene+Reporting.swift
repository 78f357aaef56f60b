import MekuriEngine

extension CardsScene {
    public func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time) && list.scroller.isSettled(at: time)
    }

    public func isAnimating(at time: Double) -> Bool {
        pager.isMoving(at: time) || list.scroller.isAnimating(at: time)
    }

    /// The card nearest the centre; the swipe progress says whether the cards are off it.
    public func signals(at time: Double) -> SceneSignals {
        SceneSignals(isSettled: isSettled(at: time),
                     pages: .init(page: pager.currentIndex(at: time), displacement: pager.progress(at: time).value))
    }

    /// The card the pages rest on or head for, and how far the list is scrolled.
    public func savedState(at time: Double) -> JSONValue {
        .object([("page", .number(Double(pager.targetIndex(at: time)))), ("scrollY", .number(list.scroller.offset(at: time)))])
    }

    /// `{"scene":"cards","page":0,"settled":true,"progress":0,"captions":[{"text":"AAA","opacity":1},…],"scrollY":0}`:
    /// the list's offset in points last.
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
            ("scrollY", .number(list.scroller.offset(at: time))),
        ])
    }
}

extension CardsScene {
    /// The cards' pager, page step and captions, for the feel lab.
    public var pagedContent: PagedContent? {
        PagedContent(pager: pager, pageStep: layout.pageStep, titles: Self.captions)
    }
}
