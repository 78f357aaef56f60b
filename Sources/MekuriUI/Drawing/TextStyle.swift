/// How a run of text is set: the size in points and the weight of the bundled font.
public struct TextStyle: Hashable, Sendable {
    /// The weights of the bundled font.
    public enum Weight: Hashable, Sendable, CaseIterable {
        case regular
        case bold
    }

    /// The font size in points.
    public var size: Double
    /// The weight.
    public var weight: Weight

    /// Creates a style.
    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}
