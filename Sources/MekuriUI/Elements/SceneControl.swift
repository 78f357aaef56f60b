/// The interactive parts of one scene as a type: what its hit test returns and what its input
/// routing switches over, so that the compiler checks every case.
///
/// The string identifiers that scripts (`click @dot.3`), the `elements` command and the focus
/// ring use are made by ``id`` and parsed by ``init(id:)``, in this one place per scene.
public protocol SceneControl: Hashable, Sendable {
    /// The stable identifier, such as `next` or `dot.3`.
    var id: String { get }
    /// The control whose identifier is `id`, or nil when the scene has none.
    init?(id: String)
}

extension SceneControl {
    /// What follows `prefix` in `id` (`b` in `tabbar.b` for prefix `tabbar.`), or nil when `id`
    /// does not start with it.
    static func suffix(of id: String, after prefix: String) -> String? {
        id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : nil
    }

    /// The number in an identifier of the form `prefix` + number (`dot.3` for prefix `dot.`),
    /// or nil when `id` is not one; the number is written as the control writes it (`dot.03` and
    /// `dot.+3` are not `dot.3`).
    static func number(in id: String, after prefix: String) -> Int? {
        guard let digits = suffix(of: id, after: prefix), let number = Int(digits), String(number) == digits else {
            return nil
        }
        return number
    }

    /// The control whose identifier is exactly `id`: nil for an id that would parse to a control
    /// written otherwise.
    public static func exactly(_ id: String) -> Self? {
        Self(id: id).flatMap { $0.id == id ? $0 : nil }
    }
}
