/// The control the pointer went down on, while the pointer is held, and whether the pointer is
/// still over it: the one type every scene and the scene picker keep a press in.
///
/// A control shows pressed while the pointer is down on it and inside it, and a release
/// activates it only then: dragged off, it shows normal again and a release there does nothing.
/// What "inside" means is the owner's to say (some controls stop counting as pressed once the
/// press turns into a drag of the pages).
public struct PressedControl<Control: Equatable & Sendable>: Equatable, Sendable {
    /// The control the pointer went down on.
    public let control: Control
    /// Whether the pointer is over it now.
    public private(set) var isInside = true

    /// A press that went down on `control`.
    public init(_ control: Control) {
        self.control = control
    }

    /// The pointer moved: `isInside` says whether it is still over the control.
    public mutating func track(isInside: Bool) {
        self.isInside = isInside
    }

    /// The control to draw pressed: the pressed one while the pointer is over it, else nil.
    public var highlighted: Control? {
        isInside ? control : nil
    }
}
