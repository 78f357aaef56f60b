import MekuriEngine

extension CardsScene {
    /// The cards scene's controls, back to front: the card, the caption, the dots.
    public enum Control: SceneControl {
        /// The card, which pages (`card`).
        case card
        /// The caption under it, which passes drags on to the cards (`caption`).
        case caption
        /// The dot of the card with this index (`dot.0` … `dot.2`).
        case dot(Int)
        /// The list of places under the cards, which scrolls (`list`).
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

    public func controls(at time: Double) -> [ControlElement<Control>] {
        let layout = layout
        let current = pager.currentIndex(at: time)
        var controls = [ControlElement(Control.card, role: .pager, label: Self.captions[current], frame: layout.card)]
        if layout.list.height > 0 {
            controls.append(ControlElement(.list, role: .list, label: "Landmarks", frame: layout.list))
        }
        if layout.showsCaption {
            controls.append(ControlElement(.caption, role: .caption, label: Self.captions[current], frame: layout.captionArea))
        }
        let dots = layout.showsDots(count: pageCount) ? Array(Self.captions.indices) : []
        controls += dots.map { index in
            ControlElement(.dot(index), role: .button, label: Self.captions[index],
                           frame: layout.dotFrame(index, of: pageCount), isSelected: index == current,
                           shape: .circle(diameter: CardsLayout.dotDiameter))
        }
        return controls
    }
}
