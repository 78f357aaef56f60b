import MekuriEngine

/// The iOS chevron: "‹" for Back, "›" for a row that leads on (a disclosure indicator), as two
/// strokes meeting at a point, filled as one outline at any size.
public struct Chevron: Equatable, Sendable {
    /// Which way the point faces.
    public enum Direction: Equatable, Sendable {
        /// "‹", the back button's.
        case left
        /// "›", a disclosure indicator's.
        case right
    }

    /// The box the chevron's centre line spans: its point at the middle of one side, its ends at
    /// the other side's corners.
    public var frame: Rect
    /// How thick the strokes are.
    public var lineWidth: Double
    /// Which way the point faces.
    public var direction: Direction

    /// The chevron spanning `frame` with strokes `lineWidth` thick, pointing `direction`.
    public init(frame: Rect, lineWidth: Double, pointing direction: Direction = .left) {
        self.frame = frame
        self.lineWidth = lineWidth
        self.direction = direction
    }

    /// The outline of the two strokes: the outer edge from the top end round the point to the
    /// bottom end, then the inner edge back.
    public var outline: [Point] {
        let (tip, ends) = direction == .left ? (frame.minX, frame.maxX) : (frame.maxX, frame.minX)
        let centerLine = Outline([Point(x: ends, y: frame.minY), Point(x: tip, y: frame.center.y),
                                  Point(x: ends, y: frame.maxY)], closed: false)
        let outer = centerLine.offset(by: lineWidth / 2).points
        let inner = centerLine.offset(by: -lineWidth / 2).points
        return outer + inner.reversed()
    }

    /// Appends the chevron, filled in `color`.
    public func fill(_ color: Color, into list: inout DisplayList) {
        list.polygon(outline, color)
    }
}
