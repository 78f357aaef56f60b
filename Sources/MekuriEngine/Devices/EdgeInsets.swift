/// Distances in from each edge of a rectangle, in points: a safe area's insets.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The part of `rect` inside the insets (empty, never negative, when they overlap).
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top,
             width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
    }
}

extension EdgeInsets {
    /// Whether every inset is 0: a bare scene's safe area.
    public var isZero: Bool { self == .zero }

    /// The left and right insets alone: what keeps a bar's contents clear of the sides in
    /// landscape while its background runs on under them.
    public var horizontal: EdgeInsets { EdgeInsets(left: left, right: right) }

    /// How far the insets of a screen of `size` reach into `rect` from each of its edges (0
    /// where the rect stays clear of them): the content insets a part framed `rect` keeps its
    /// text and controls out of, as a scroll view does under the bars.
    /// Each is at most the rect's height or width.
    public func overlap(of rect: Rect, in size: Size) -> EdgeInsets {
        func within(_ inset: Double, _ length: Double) -> Double { min(max(0, inset), length) }
        return EdgeInsets(top: within(top - rect.minY, rect.height), left: within(left - rect.minX, rect.width),
                          bottom: within(rect.maxY - (size.height - bottom), rect.height),
                          right: within(rect.maxX - (size.width - right), rect.width))
    }
}
