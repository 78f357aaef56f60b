/// Estimates a pointer's velocity from its recent positions.
///
/// The velocity is the displacement between the oldest and the newest sample that lie within
/// `window` seconds of the newest, divided by the time between them. A pointer that rested
/// for longer than the window before the newest sample has velocity zero.
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
        let horizon = time - window
        if let firstRecent = samples.firstIndex(where: { $0.time >= horizon }), firstRecent > 0 {
            samples.removeFirst(firstRecent)
        }
    }

    /// The velocity of the pointer's last movement, in points per second: which way it was going
    /// at the very end. Zero when it has rested where it is for longer than `stillness` seconds.
    ///
    /// The last movement runs to the first sample at the pointer's current place from the last
    /// sample taken before it, so a release reported at the place of the last move still tells
    /// which way that move went, and moves stamped with the same time (a burst of events read
    /// in one go) count from before the burst.
    public func latestVelocity(stillness: Double = 0.05) -> Vector {
        guard let newest = samples.last,
              let moved = samples.lastIndex(where: { $0.point != newest.point }) else { return .zero }
        let arrival = samples[moved + 1]
        guard newest.time - arrival.time <= stillness,
              let departure = samples[...moved].last(where: { $0.time < arrival.time }) else { return .zero }
        return (arrival.point - departure.point) / (arrival.time - departure.time)
    }

    /// The velocity in points per second over the last `window` seconds.
    public var velocity: Vector {
        guard let oldest = samples.first, let newest = samples.last, newest.time > oldest.time else {
            return .zero
        }
        return (newest.point - oldest.point) / (newest.time - oldest.time)
    }
}
