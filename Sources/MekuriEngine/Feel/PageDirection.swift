/// Which side the next page comes in from.
public enum PageDirection: String, CaseIterable, Equatable, Sendable {
    /// Left to right: the next page comes from the right.
    case ltr
    /// Right to left: the next page comes from the left.
    case rtl
}
