import MekuriEngine

/// An interactive part of a scene, as the hit test and the `elements` script command see it.
public struct Element: Equatable, Sendable {
    /// A stable identifier such as `next` or `dot.3`.
    public var id: String
    /// What kind of control it is: `button`, `pager`…
    public var role: String
    /// The text a person reads on or for it.
    public var label: String
    /// Where it is, in points.
    public var frame: Rect
    /// Whether it reacts to input.
    public var isEnabled: Bool
    /// Whether it is the selected one of its group.
    public var isSelected: Bool

    /// Creates an element.
    public init(id: String, role: String, label: String, frame: Rect, isEnabled: Bool = true, isSelected: Bool = false) {
        self.id = id
        self.role = role
        self.label = label
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
    }

    /// The number after `prefix` in an identifier such as `dot.3`, or nil when `id` is not one.
    public static func index(in id: String, prefix: String) -> Int? {
        id.hasPrefix(prefix) ? Int(id.dropFirst(prefix.count)) : nil
    }

    /// The element as one JSON object: id, role, label, frame `[x,y,w,h]`, enabled, selected.
    public var json: JSONValue {
        .object([
            ("id", .string(id)),
            ("role", .string(role)),
            ("label", .string(label)),
            ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map(JSONValue.number))),
            ("enabled", .bool(isEnabled)),
            ("selected", .bool(isSelected)),
        ])
    }
}
