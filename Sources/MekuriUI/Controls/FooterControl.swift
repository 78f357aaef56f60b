/// The controls of a ``PagerFooter``: a page's dot, and the prev and next buttons.
public enum FooterControl: SceneControl {
    /// The dot of the page with this index (`dot.3`).
    case dot(Int)
    /// 前へ (Prev), at the leading end of the bar (`prev`).
    case prev
    /// 次へ (Next), at the trailing end of the bar (`next`).
    case next

    public var id: String {
        switch self {
        case .dot(let index): "dot.\(index)"
        case .prev: "prev"
        case .next: "next"
        }
    }

    public init?(id: String) {
        switch id {
        case "prev": self = .prev
        case "next": self = .next
        default:
            guard let index = Self.number(in: id, after: "dot.") else { return nil }
            self = .dot(index)
        }
    }

    /// How many pages the button moves (-1 for prev, +1 for next), or nil for a dot.
    var step: Int? {
        switch self {
        case .prev: -1
        case .next: 1
        case .dot: nil
        }
    }
}
