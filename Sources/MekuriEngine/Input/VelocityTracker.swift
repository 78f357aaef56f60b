/// Estimates a pointer's velocity from its recent positions.
///
/// The velocity is the displacement between the oldest and the newest sample that lie within
/// `window` seconds of the newest (exactly `window` included), divided by the time between them.
/// A pointer that rested for longer than the window before the newest sample has velocity zero.
/// A sample within ``GestureConstants/boundaryTolerance`` seconds of the window's edge counts as
/// on it, so the same samples count whatever the clock reads (times far from 0 round differently).
public struct VelocityTracker: Equatable, Sendable {
    /// How far back samples count, in seconds.
    public let window: Double
    private var samples: [Sample] = []

    /// One recorded position.
    private struct Sample: Equatable, Sendable {
        var time: Double
        var point: Point
    }

    /// Creates a tracker that looks `window` seconds back.
    public init(window: Double) {
        precondition(window > 0, "a velocity window must be positive")
        self.window = window
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records the pointer at `point` at `time` (times must not decrease).
    public mutating func add(_ point: Point, at time: Double) {
        samples.append(Sample(time: time, point: point))
        let horizon = time - window - GestureConstants.boundaryTolerance
        if let firstRecent = samples.firstIndex(where: { $0.time >= horizon }), firstRecent > 0 {
            samples.removeFirst(firstRecent)
        }
    }

    /// The velocity in points per second over the last `window` seconds.
    public var velocity: Vector {
        guard let oldest = samples.first, let newest = samples.last, newest.time > oldest.time else {
            return .zero
        }
        return (newest.point - oldest.point) / (newest.time - oldest.time)
    }
}
