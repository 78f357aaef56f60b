/// A number that rests where it is put, or moves along a ``SettleMotion`` (today's cubic, or a
/// spring with a bounce) to a target and rests there: the common core of ``Pager`` (a position
/// in pages) and ``SlidingPanel`` (an openness).
///
/// It is a pure function of time: while a motion runs the value is read off it, and the motion
/// may even start in the future (the value waits where it starts).
struct SettlingValue: Equatable, Sendable {
    /// The value at rest, or the target of the running motion.
    private(set) var restingValue: Double
    /// The motion to the target, when there is one (it may already have finished).
    private(set) var curve: SettleMotion?

    /// A value at rest at `value`.
    init(_ value: Double) {
        restingValue = value
    }

    /// The value at `time`.
    func value(at time: Double) -> Double {
        curve?.value(at: time) ?? restingValue
    }

    /// The rate of change at `time`, per second.
    func velocity(at time: Double) -> Double {
        curve?.velocity(at: time) ?? 0
    }

    /// Whether the value moves on its own at `time`.
    func isMoving(at time: Double) -> Bool {
        !(curve?.isFinished(at: time) ?? true)
    }

    /// Where the value rests or is heading.
    var destination: Double { curve?.to ?? restingValue }

    /// Puts the value at rest at `value`, stopping any motion.
    mutating func rest(at value: Double) {
        curve = nil
        restingValue = value
    }

    /// Starts a motion from the value at `time` to `target` lasting `duration`, at `velocity`
    /// (per second) or, when nil, the speed it has; already there, it just rests. `bounce` 0
    /// moves along the cubic ``SettleCurve``, above 0 along a ``SettleSpring``.
    mutating func move(to target: Double, velocity: Double?, duration: Double, bounce: Double = 0, at time: Double) {
        let from = value(at: time)
        let startVelocity = velocity ?? self.velocity(at: time)
        guard from != target else { return rest(at: target) }
        follow(SettleMotion(from: from, to: target, velocity: startVelocity, startTime: time, duration: duration,
                            bounce: bounce))
    }

    /// Moves along `curve` from now on (it may start later: the value waits at its start).
    mutating func follow(_ curve: SettleMotion) {
        self.curve = curve
        restingValue = curve.to
    }

    /// Moves along the cubic `curve` from now on.
    mutating func follow(_ curve: SettleCurve) {
        follow(.curve(curve))
    }

    /// Drops a motion that has finished by `time`; returns whether there was one.
    @discardableResult
    mutating func dropFinishedMotion(at time: Double) -> Bool {
        guard let finished = curve, finished.isFinished(at: time) else { return false }
        rest(at: finished.to)
        return true
    }
}
