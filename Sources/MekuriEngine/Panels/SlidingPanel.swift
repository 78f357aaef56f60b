/// A panel that slides between closed and open along one axis: it follows a drag 1:1, decides
/// on release where it goes, and moves there as a function of time.
///
/// Its state is one number, the *openness*: 0 closed, 1 open, anything between while held or
/// moving. The sheets, pushed views and pull-down panels of the `pulldown` scene are each one
/// of these; the scene maps openness to a frame. Every motion is a ``SettleCurve`` (with the
/// feel's bounce, a ``SettleSpring`` that overshoots and returns) that starts from where the
/// panel is at the speed it has, so opening, closing and grabbing can interrupt
/// each other at any frame without a jump.
public struct SlidingPanel: Equatable, Sendable {
    /// The distance in points between closed and open.
    public private(set) var travel: Double
    /// What a release decides.
    public let rule: PanelRule
    /// How long a motion to rest takes, in seconds; a motion already under way keeps its own.
    public var duration: Double
    /// The release speed, in points per second, that makes a release a flick (exactly that included).
    public var flickVelocity = PanelRule.flickVelocity
    /// The settle's overshoot, SwiftUI's bounce (0: today's cubic, no overshoot); a motion already
    /// under way keeps its own.
    public var bounce = 0.0
    /// The opennesses between closed and open the panel also rests at, in increasing order (a
    /// sheet's `.medium` detent); opening goes to the first. Empty: closed or open only.
    public var detents: [Double] = [] {
        didSet { detents = detents.filter { $0 > 0 && $0 < 1 }.sorted() }
    }

    /// The openness: at rest or held, or moving towards closed or open.
    private var motion = SettlingValue(0)
    /// Where the pointer took hold, while it holds.
    private var grab: Grab?

    /// The openness at the grab, whether the panel was open or opening then, and how far a drag
    /// may take it: closed to open, or to where a bounce's overshoot was caught past them.
    private struct Grab: Equatable, Sendable {
        var openness: Double
        var wasOpen: Bool
        var reach: ClosedRange<Double>
        /// Where the panel rested or was going when grabbed: where a cancelled hold puts it back.
        var destination: Double
    }

    /// Creates a closed panel.
    public init(travel: Double, rule: PanelRule, duration: Double = PanelRule.settleDuration) {
        self.travel = travel
        self.rule = rule
        self.duration = duration
    }

    /// Takes the settle duration, bounce and flick speed of `feel` (the panel keeps its own distance
    /// rule); a motion under way finishes as it started, the next one uses them.
    public mutating func apply(_ feel: Feel) {
        duration = feel.settleDuration
        flickVelocity = feel.flickSpeed
        bounce = feel.bounce
    }

    // MARK: Reading

    /// The openness at `time`: 0 closed, 1 open.
    public func openness(at time: Double) -> Double {
        motion.value(at: time)
    }

    /// Whether the pointer holds the panel.
    public var isHeld: Bool { grab != nil }

    /// Whether the panel is open or on its way to open (while held: whether it was when grabbed).
    public var isOpenOrOpening: Bool {
        if let grab { return grab.wasOpen }
        return motion.destination > 0
    }

    /// Where the panel rests or is going (while held: the stop nearest to where it is): 0, a
    /// detent, or 1.
    public func stop(at time: Double) -> Double {
        isHeld ? nearestStop(to: openness(at: time)) : motion.destination
    }

    /// Where the panel rests or is going, and while held where it rested or was going when
    /// grabbed: what its content is laid out for, which a drag does not change until it lets go.
    public var restingStop: Double { grab?.destination ?? motion.destination }

    /// Takes `newDetents` in place of the detents (their container was resized): a panel resting
    /// at or going to a detent rests at or goes to the one at the same place in the new list.
    public mutating func replaceDetents(_ newDetents: [Double], at time: Double) {
        let old = detents
        detents = newDetents
        guard let index = old.firstIndex(of: restingStop), detents.indices.contains(index), detents[index] != old[index] else { return }
        if var grab {
            grab.destination = detents[index]
            self.grab = grab
        } else if motion.isMoving(at: time) {
            move(to: detents[index], velocity: nil, at: time)
        } else {
            motion.rest(at: detents[index])
        }
    }

    /// Every place the panel rests at: closed, the detents, open.
    private var stops: [Double] { [0] + detents + [1] }

    /// The stop nearest to `openness`.
    private func nearestStop(to openness: Double) -> Double {
        stops.min { abs($0 - openness) < abs($1 - openness) } ?? 0
    }

    /// Whether the panel moves on its own at `time`.
    public func isMoving(at time: Double) -> Bool {
        motion.isMoving(at: time)
    }

    /// Whether the panel rests fully open or fully closed at `time`.
    public func isSettled(at time: Double) -> Bool {
        !isHeld && !isMoving(at: time)
    }

    /// Changes the travel (the panel's container was resized), keeping the openness; a held
    /// panel goes on following the pointer, displaced `translation` points towards open since
    /// the grab, 1:1 from where it is.
    public mutating func setTravel(_ newTravel: Double, translation: Double = 0) {
        travel = newTravel
        guard var grab, newTravel > 0 else { return }
        grab.openness = motion.restingValue - translation / newTravel
        self.grab = grab
    }

    // MARK: Programmatic moves

    /// Starts opening at `time` from wherever the panel is, to its first detent (open without
    /// one). Ignored while held.
    public mutating func open(at time: Double) {
        guard !isHeld else { return }
        move(to: detents.first ?? 1, velocity: nil, at: time)
    }

    /// Starts closing at `time` from wherever the panel is. Ignored while held.
    public mutating func close(at time: Double) {
        guard !isHeld else { return }
        move(to: 0, velocity: nil, at: time)
    }

    // MARK: Pointer

    /// Takes hold of the panel where it is at `time`, stopping any motion without a jump.
    public mutating func grab(at time: Double) {
        let openness = openness(at: time)
        let wasOpen = isOpenOrOpening
        let destination = motion.destination
        motion.rest(at: openness)
        grab = Grab(openness: openness, wasOpen: wasOpen, reach: min(0, openness)...max(1, openness), destination: destination)
    }

    /// Moves the held panel with a pointer displaced `translation` points towards open since the
    /// grab; it stops at closed and at open (or, caught in a bounce's overshoot past one of them,
    /// where it was caught).
    public mutating func drag(translation: Double) {
        guard let grab, travel > 0 else { return }
        motion.rest(at: min(grab.reach.upperBound, max(grab.reach.lowerBound, grab.openness + translation / travel)))
    }

    /// Lets go of the panel and puts it back at once in the state it was in when grabbed (open
    /// or closed), as if the press had never been (the scene was switched away mid-gesture).
    public mutating func cancelHold() {
        guard let grab else { return }
        self.grab = nil
        motion.rest(at: detents.isEmpty ? (grab.wasOpen ? 1 : 0) : grab.destination)
    }

    /// Lets go of the panel and sends it to rest where the rule says.
    ///
    /// - Parameters:
    ///   - translation: the pointer's displacement towards open since the grab, in points.
    ///   - velocity: the pointer's velocity towards open at release, in points per second.
    ///   - time: the time of the release.
    public mutating func release(translation: Double, velocity: Double, at time: Double) {
        guard let grab else { return }
        drag(translation: translation)
        self.grab = nil
        let speed = travel > 0 ? velocity / travel : 0
        guard detents.isEmpty else {
            return move(to: stopOnRelease(from: motion.restingValue, velocity: velocity), velocity: speed, at: time)
        }
        let opens = rule.opensOnRelease(wasOpen: grab.wasOpen, openness: motion.restingValue,
                                        startOpenness: grab.openness, translation: translation, velocity: velocity,
                                        flickVelocity: flickVelocity)
        move(to: opens ? 1 : 0, velocity: speed, at: time)
    }

    /// Where a panel with detents goes when let go at `openness` moving at `velocity` (points
    /// per second towards open): a flick (at least ``flickVelocity``) to the next stop its way,
    /// otherwise the nearest stop, as a sheet settles between `.medium` and `.large`.
    public func stopOnRelease(from openness: Double, velocity: Double) -> Double {
        guard abs(velocity) >= flickVelocity else { return nearestStop(to: openness) }
        let margin = 1e-9
        return velocity > 0 ? stops.first { $0 > openness + margin } ?? 1 : stops.last { $0 < openness - margin } ?? 0
    }

    // MARK: Internals

    private mutating func move(to target: Double, velocity: Double?, at time: Double) {
        motion.move(to: target, velocity: velocity, duration: duration, bounce: bounce, at: time)
    }
}
