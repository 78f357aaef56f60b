import MekuriEngine

extension CardsScreen: ControlsOnScreen {
    /// The cards' controls, back to front: the card, the list under it, the caption, the dots.
    public enum Control: SceneControl {
        /// The card, which pages (`card`).
        case card
        /// The caption under it, which passes drags on to the cards (`caption`).
        case caption
        /// The dot of the card with this index (`dot.0` …).
        case dot(Int)
        /// The list under the cards, which scrolls (`list`).
        case list

        public var id: String {
            switch self {
            case .card: "card"
            case .caption: "caption"
            case .dot(let index): "dot.\(index)"
            case .list: "list"
            }
        }

        public init?(id: String) {
            switch id {
            case "card": self = .card
            case "caption": self = .caption
            case "list": self = .list
            default:
                guard let index = Self.number(in: id, after: "dot.") else { return nil }
                self = .dot(index)
            }
        }
    }

    /// The card's label: the current card's caption, else its page's name.
    private func label(of index: Int) -> String {
        captions[index].isEmpty ? cards[index].name(at: index) : captions[index]
    }

    /// The controls on screen at `time`, back to front; the dots only when they fit the card.
    func controls(at time: Double) -> [ControlElement<Control>] {
        let layout = layout
        let current = pager.currentIndex(at: time)
        guard cards.indices.contains(current) else { return [] }
        var controls = [ControlElement(Control.card, role: .pager, label: label(of: current), frame: layout.card)]
        if layout.list.height > 0 {
            controls.append(ControlElement(.list, role: .list, label: listTitle, frame: layout.list))
        }
        if layout.showsCaption {
            controls.append(ControlElement(.caption, role: .caption, label: label(of: current), frame: layout.captionArea))
        }
        let dots = showsDots && layout.showsDots(count: pageCount) ? Array(cards.indices) : []
        controls += dots.map { index in
            ControlElement(.dot(index), role: .button, label: label(of: index),
                           frame: layout.dotFrame(index, of: pageCount), isSelected: index == current,
                           shape: .circle(diameter: CardsLayout.dotDiameter))
        }
        return controls
    }
}
