import MekuriEngine

/// The iOS back chevron "‹": two strokes meeting at a point on the left, as a filled outline
/// at any size.
public struct BackChevron: Equatable, Sendable {
    /// The box the chevron's centre line spans: its point at the middle of the left edge, its
    /// ends at the right corners.
    public var frame: Rect
    /// How thick the strokes are.
    public var lineWidth: Double

    /// The chevron spanning `frame` with strokes `lineWidth` thick.
    public init(frame: Rect, lineWidth: Double) {
        self.frame = frame
        self.lineWidth = lineWidth
    }

    /// The outline of the two strokes: the outer edge from the top end round the point to the
    /// bottom end, then the inner edge back.
    public var outline: [Point] {
        let centerLine = Outline([Point(x: frame.maxX, y: frame.minY), Point(x: frame.minX, y: frame.center.y),
                                  Point(x: frame.maxX, y: frame.maxY)], closed: false)
        let outer = centerLine.offset(by: lineWidth / 2).points
        let inner = centerLine.offset(by: -lineWidth / 2).points
        return outer + inner.reversed()
    }

    /// Appends the chevron, filled in `color`.
    public func fill(_ color: Color, into list: inout DisplayList) {
        list.polygon(outline, color)
    }
}
