/// Estimates a pointer's velocity from its recent positions.
///
/// The velocity is the displacement between the oldest and the newest sample that lie within
/// `window` seconds of the newest, divided by the time between them. A pointer that rested
/// for longer than the window before the newest sample has velocity zero.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public let window: Double
    private var samples: [(time: Double, point: Point)] = []

    /// Creates a tracker that looks `window` seconds back.
    public init(window: Double) {
        precondition(window > 0, "a velocity window must be positive")
        self.window = window
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records the pointer at `point` at `time` (times must not decrease).
    public mutating func add(_ point: Point, at time: Double) {
        samples.append((time, point))
        let horizon = time - window
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
