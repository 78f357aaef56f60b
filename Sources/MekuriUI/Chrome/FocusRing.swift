import MekuriEngine

/// Keyboard focus across a scene's controls: Tab and Shift+Tab move a visible ring from one
/// control to the next, in the order the scene lists its elements.
///
/// The focus is kept by element id, so it follows its control as pages slide. Only enabled
/// controls whose centre is inside the scene take the focus (a control on a page out of view
/// does not). The ring shows once Tab is pressed and hides when the pointer goes down.
public struct FocusRing: Equatable, Sendable {
    /// The element roles that take the focus.
    public static let focusableRoles: Set<String> = ["button", "tab", "toggle", "textfield", "slider"]
    static let color = Color(0, 122, 255, alpha: 200)
    static let thickness = 2.0
    static let gap = 2.0

    /// The id of the focused element, if any.
    public private(set) var focusedID: String?

    /// Creates a ring with nothing focused.
    public init() {}

    /// The elements of `elements` that can take the focus inside `bounds`, in order.
    public static func focusable(_ elements: [Element], in bounds: Rect) -> [Element] {
        elements.filter { $0.isEnabled && focusableRoles.contains($0.role) && bounds.contains($0.frame.center) }
    }

    /// Moves the focus to the next focusable element (the previous one with `backwards`),
    /// wrapping around; from nothing, to the first (or last).
    public mutating func advance(through elements: [Element], in bounds: Rect, backwards: Bool = false) {
        let candidates = Self.focusable(elements, in: bounds)
        guard !candidates.isEmpty else { return focusedID = nil }
        let step = backwards ? -1 : 1
        if let current = candidates.firstIndex(where: { $0.id == focusedID }) {
            focusedID = candidates[(current + step).wrapped(modulo: candidates.count)].id
        } else {
            focusedID = (backwards ? candidates.last : candidates.first)?.id
        }
    }

    /// Drops the focus.
    public mutating func clear() {
        focusedID = nil
    }

    /// The focused element among `elements`, when it is still focusable inside `bounds`.
    public func focused(in elements: [Element], bounds: Rect) -> Element? {
        Self.focusable(elements, in: bounds).first { $0.id == focusedID }
    }

    /// Drops a focus whose element is gone or can no longer take the focus.
    public mutating func validate(against elements: [Element], bounds: Rect) {
        if focusedID != nil, focused(in: elements, bounds: bounds) == nil { focusedID = nil }
    }

    /// Draws the ring around the focused element, if there is one.
    public func draw(into list: inout DisplayList, elements: [Element], bounds: Rect) {
        guard let element = focused(in: elements, bounds: bounds) else { return }
        let outer = element.frame.insetBy(dx: -(Self.gap + Self.thickness), dy: -(Self.gap + Self.thickness))
        let t = Self.thickness
        list.fill(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: t), Self.color)
        list.fill(Rect(x: outer.minX, y: outer.maxY - t, width: outer.width, height: t), Self.color)
        list.fill(Rect(x: outer.minX, y: outer.minY + t, width: t, height: outer.height - 2 * t), Self.color)
        list.fill(Rect(x: outer.maxX - t, y: outer.minY + t, width: t, height: outer.height - 2 * t), Self.color)
    }
}
