import MekuriEngine
import MekuriSystem

/// An interactive part of a scene as scripts, the `elements` command and the focus ring see it:
/// its control's string identifier (see ``SceneControl``) rather than the control itself.
public struct Element: Equatable, Sendable {
    /// A stable identifier such as `next` or `dot.3`.
    public var id: String
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

    /// Creates an element, of its role's shape unless `shape` says otherwise.
    public init(id: String, role: Role, label: String, frame: Rect, isEnabled: Bool = true, isSelected: Bool = false, shape: ElementShape? = nil) {
        self.id = id
        self.role = role
        self.label = label
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.shape = shape ?? role.defaultShape
    }

    /// The element as one JSON object: id, role, label, frame `[x,y,w,h]`, enabled, selected.
    public var json: JSONValue {
        .object([
            ("id", .string(id)),
            ("role", .string(role.rawValue)),
            ("label", .string(label)),
            ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map(JSONValue.number))),
            ("enabled", .bool(isEnabled)),
            ("selected", .bool(isSelected)),
        ])
    }
}
