import MekuriEngine

/// Keyboard focus across a scene's controls: Tab and Shift+Tab move a visible ring from one
/// control to the next, in the order the scene lists its elements.
///
/// The focus is kept by element id, so it follows its control as pages slide. Only enabled
/// controls whose centre is inside the scene take the focus (a control on a page out of view
/// does not). The ring shows once Tab is pressed and hides when the pointer goes down.
public struct FocusRing: Equatable, Sendable {
    /// How strongly the ring shows the tint, out of 255.
    static let alpha = 200.0
    static let thickness = 2.0
    static let gap = 2.0

    /// The id of the focused element, if any.
    public private(set) var focusedID: String?
    /// Light or dark: the ring is the appearance's tint.
    public var appearance = Appearance.default
    /// The ring's colour: the tint, slightly see-through.
    var color: Color { appearance.palette.tint.withOpacity(Self.alpha / 255) }

    /// Creates a ring with nothing focused.
    public init() {}

    /// The elements of `elements` that can take the focus inside `bounds`, in order.
    public static func focusable(_ elements: [Element], in bounds: Rect) -> [Element] {
        elements.filter { $0.isEnabled && $0.role.isFocusable && bounds.contains($0.frame.center) }
    }

    /// Moves the focus to the next focusable element after the focused one in `elements` (the
    /// previous one with `backwards`), wrapping around; from nothing, to the first (or last).
    /// The focused element need not be focusable itself any more (a button that just disabled
    /// itself): the ring moves on from where it is.
    public mutating func advance(through elements: [Element], in bounds: Rect, backwards: Bool = false) {
        let candidates = Set(Self.focusable(elements, in: bounds).map(\.id))
        guard !candidates.isEmpty else { return focusedID = nil }
        let order = backwards ? Array(elements.reversed()) : elements
        let start = order.firstIndex { $0.id == focusedID }.map { $0 + 1 } ?? 0
        let rotated = order[start...] + order[..<start]
        focusedID = rotated.first { candidates.contains($0.id) }?.id
    }

    /// Puts the focus on the element with id `id` (the field being typed in, when Tab leaves it).
    public mutating func focus(on id: String) {
        focusedID = id
    }

    /// Drops the focus.
    public mutating func clear() {
        focusedID = nil
    }

    /// The focused element among `elements`, when it is still focusable inside `bounds`.
    public func focused(in elements: [Element], bounds: Rect) -> Element? {
        Self.focusable(elements, in: bounds).first { $0.id == focusedID }
    }

    /// Drops a focus whose element is gone (one that is only disabled keeps its place, unshown).
    public mutating func validate(against elements: [Element], bounds: Rect) {
        if let focusedID, !elements.contains(where: { $0.id == focusedID }) { self.focusedID = nil }
    }

    /// Draws the ring around the focused element, if there is one, following its shape (rounded
    /// for buttons and fields, a circle for a dot) and kept inside `bounds` (a control at the
    /// scene's edge has its ring drawn just inside the edge, not cut off by it).
    public func draw(into list: inout DisplayList, elements: [Element], bounds: Rect) {
        guard let element = focused(in: elements, bounds: bounds) else { return }
        let outer = Self.ringFrame(around: element.shape.visibleFrame(in: element.frame), within: bounds)
        let line = outer.insetBy(dx: Self.thickness / 2, dy: Self.thickness / 2)
        let radius = element.shape.cornerRadius(outsideBy: Self.gap + Self.thickness / 2)
        list.stroke(Outline.roundedRect(line, radius: radius), closed: true, width: Self.thickness, color)
    }

    /// The ring's outer frame around a control framed `frame`: a gap and the ring's thickness
    /// outside it, each edge kept within `bounds`.
    static func ringFrame(around frame: Rect, within bounds: Rect) -> Rect {
        let grown = frame.insetBy(dx: -(gap + thickness), dy: -(gap + thickness))
        let minX = max(grown.minX, bounds.minX), minY = max(grown.minY, bounds.minY)
        let maxX = min(grown.maxX, bounds.maxX), maxY = min(grown.maxY, bounds.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
