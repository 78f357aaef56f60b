import MekuriEngine

extension CardsScene {
    static let captionStyle = TextStyle(size: 34, weight: .bold)
    static let hintStyle = TextStyle(size: 13)
    static let hintColor = SystemColor.gray
    static let activeDot = Color.white
    static let inactiveDot = Color(255, 255, 255, alpha: 128)

    /// The line under the caption that says what to do, along the pages' axis.
    private var hint: String {
        guard locale == .ja else { return "Swipe the card or the caption" }
        return pager.feel.axis == .vertical ? "カードか見出しを上下にスワイプ" : "カードか見出しを左右にスワイプ"
    }

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: .white)
        let strip = layout.pagerStrip
        list.clipped(to: strip) { list in
            for page in pager.visiblePages(at: time, pagerLength: pager.feel.pagerLength(of: strip)) {
                let frame = layout.card(offset: page.offset)
                guard frame.maxX > 0, frame.minX < layout.pages.maxX else { continue }
                CardArtwork(page: page.index).draw(in: frame, into: &list)
            }
        }
        let current = pager.currentIndex(at: time)
        for index in 0..<pageCount where layout.showsDots(count: pageCount) {
            let radius = CardsLayout.dotDiameter / 2
            list.circle(center: layout.dotFrame(index, of: pageCount).center, radius: radius,
                        index == current ? Self.activeDot : Self.inactiveDot)
        }
        for (caption, opacity) in zip(Self.captions, captionOpacities(at: time)) where opacity > 0 {
            list.fittedText(TextRun(caption, style: Self.captionStyle, color: Color.black.withOpacity(opacity),
                                    frame: layout.captionArea), measuring: text)
        }
        list.fittedText(TextRun(hint, style: Self.hintStyle, color: Self.hintColor, frame: layout.hint), measuring: text)
        return list
    }
}
