import MekuriEngine

/// One interactive part of a scene with its typed control: what hit tests return.
///
/// ``element`` gives the untyped ``Element`` the `elements` script command and the focus ring see.
public struct ControlElement<Control: SceneControl>: Equatable, Sendable {
    /// Which control it is.
    public var control: Control
    /// What kind of control it is.
    public var role: Role
    /// The text a person reads on or for it.
    public var label: String
    /// Where it is, in points.
    public var frame: Rect
    /// Whether it reacts to input.
    public var isEnabled: Bool
    /// Whether it is the selected one of its group.
    public var isSelected: Bool
    /// The shape it shows within its frame, which the focus ring follows.
    public var shape: ElementShape

    /// Creates an element for `control`, of its role's shape unless `shape` says otherwise.
    public init(_ control: Control, role: Role, label: String, frame: Rect, isEnabled: Bool = true,
                isSelected: Bool = false, shape: ElementShape? = nil) {
        self.control = control
        self.role = role
        self.label = label
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.shape = shape ?? role.defaultShape
    }

    /// The same element for a control of another type (a footer's dot as a scene's).
    public func map<Other: SceneControl>(_ transform: (Control) -> Other) -> ControlElement<Other> {
        ControlElement<Other>(transform(control), role: role, label: label, frame: frame,
                              isEnabled: isEnabled, isSelected: isSelected, shape: shape)
    }

    /// The element of a part drawn with its top-left corner at `frame`'s, where it is on screen:
    /// moved there and clipped to `area`; nil when `area` hides it all.
    public func placed(in frame: Rect, clippedTo area: Rect) -> ControlElement? {
        var placed = self
        placed.frame = self.frame.offsetBy(dx: frame.minX, dy: frame.minY).clipped(to: area)
        return placed.frame.width > 0 && placed.frame.height > 0 ? placed : nil
    }

    /// The element with its control's string identifier.
    public var element: Element {
        Element(id: control.id, role: role, label: label, frame: frame, isEnabled: isEnabled, isSelected: isSelected,
                shape: shape)
    }
}
