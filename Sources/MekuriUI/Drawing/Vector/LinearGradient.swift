import MekuriEngine

/// A linear gradient across a rectangle: colours at fractions of its height or width, blended
/// smoothly in between (no bands).
public struct LinearGradient: Hashable, Sendable {
    /// The direction the colours change along.
    public enum Axis: Hashable, Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// One colour at a fraction (0…1) of the way along the axis.
    public struct Stop: Hashable, Sendable {
        /// How far along the axis, from 0 (top or left) to 1 (bottom or right).
        public var location: Double
        /// The colour there.
        public var color: Color

        /// Creates a stop of `color` at `location`.
        public init(_ location: Double, _ color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The stops, in increasing location.
    public var stops: [Stop]
    /// The direction the colours change along.
    public var axis: Axis

    /// A gradient through `stops` (sorted by location here) along `axis`.
    public init(stops: [Stop], axis: Axis = .vertical) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.axis = axis
    }

    /// A gradient from `start` to `end` along `axis`.
    public init(from start: Color, to end: Color, axis: Axis = .vertical) {
        self.init(stops: [Stop(0, start), Stop(1, end)], axis: axis)
    }

    /// The stops clamped to 0…1 and extended to both ends with the first and last colours, so
    /// they cover the whole rectangle.
    public var coveringStops: [Stop] {
        guard let first = stops.first, let last = stops.last else { return [] }
        var covering = stops.map { Stop(min(1, max(0, $0.location)), $0.color) }
        if covering[0].location > 0 { covering.insert(Stop(0, first.color), at: 0) }
        if covering[covering.count - 1].location < 1 { covering.append(Stop(1, last.color)) }
        return covering
    }

    /// Whether every colour is opaque.
    public var isOpaque: Bool { stops.allSatisfy { $0.color.alpha == 255 } }
}
