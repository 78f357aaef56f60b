/// Scene time as a pure function of wall time and the rate changes made so far: the time the
/// window hands its scenes, slowed (slow motion), stopped (pause) or stepped a frame at a time.
///
/// Only time-driven motion slows. While the pointer is held (``hold(_:at:)``) scene time runs at
/// full rate whatever the chosen rate, and slows again only after the release: the pager measures
/// a release's velocity from event times, so a real 300 pt/s flick made in slow motion reaches it
/// as 300 pt/s, not as 1200 pt/s, and the release decides exactly as it would at full speed; the
/// pages follow the pointer 1:1 as ever. What the release starts (the settle) then plays at the
/// chosen rate. A pause likewise lets a held gesture run at full rate and freezes what follows.
/// A wheel or trackpad gesture is held the same way (``holdForWheel(at:quietSpell:)``): from each
/// of its events until the quiet spell that ends it has passed, so its velocity and its end are
/// measured on real times too.
///
/// The clock keeps an anchor (a wall time and the scene time it maps to) and moves it at every
/// change, so scene time never jumps at a change of rate.
public struct SceneClock: Equatable, Sendable {
    /// The rate time-driven motion plays at when not paused: 1 for full speed, ¼ for slow motion.
    public private(set) var rate: Double
    /// Whether time-driven motion is stopped.
    public private(set) var isPaused = false
    /// Whether the pointer is held: scene time then runs at full rate.
    public private(set) var isHeld = false
    /// The wall time until which a wheel gesture runs scene time at full rate (nil: none).
    private var wheelHeldUntil: Double?
    /// The slowed rate ``toggleSlowMotion(at:)`` switches to.
    public let slowRate: Double
    /// The wall time of the anchor, in seconds.
    private var anchorWall: Double
    /// The scene time at ``anchorWall``.
    private var anchorScene: Double

    /// A clock for `--slow N` at wall time `wall`: slowed to 1/N from the start when N > 1 (and S
    /// then toggles between full speed and 1/N); at full speed when N is 1 or not given.
    public init(slowMotion factor: Double?, at wall: Double) {
        guard let factor, factor > 1 else {
            self.init(at: wall)
            return
        }
        self.init(rate: 1 / factor, slowRate: 1 / factor, at: wall)
    }

    /// The duration one step moves a paused clock on: a frame at 60 Hz.
    public static let stepDuration = 1.0 / 60
    /// Slow motion's rate unless told otherwise.
    public static let standardSlowRate = 0.25

    /// A clock whose scene time is `wall` at wall time `wall`, running at `rate` (1: full speed),
    /// toggling between full speed and `slowRate`.
    public init(rate: Double = 1, slowRate: Double = SceneClock.standardSlowRate, at wall: Double = 0) {
        precondition(rate > 0 && slowRate > 0, "a scene clock runs forwards")
        self.rate = rate
        self.slowRate = slowRate
        anchorWall = wall
        anchorScene = wall
    }

    /// How fast scene time runs against wall time at wall time `wall`: 1 while held (by the
    /// pointer or a wheel gesture), 0 while paused, else ``rate``.
    public func rate(at wall: Double) -> Double {
        if let until = wheelHeldUntil, wall <= until { return 1 }
        return rateOutsideWheelGestures
    }

    /// The rate when no wheel gesture holds time: 1 while the pointer is held, 0 while paused, else ``rate``.
    private var rateOutsideWheelGestures: Double { isHeld ? 1 : isPaused ? 0 : rate }

    /// Whether time-driven motion runs slower than wall time (and not stopped).
    public var isSlow: Bool { rate < 1 }

    /// The scene time at wall time `wall`.
    public func sceneTime(at wall: Double) -> Double {
        guard let until = wheelHeldUntil, wall > until else { return anchorScene + (wall - anchorWall) * rate(at: wall) }
        return sceneTimeAtWheelEnd(until) + (wall - until) * rateOutsideWheelGestures
    }

    /// The scene time at `until`, the end of a wheel gesture's hold (full rate since the anchor).
    private func sceneTimeAtWheelEnd(_ until: Double) -> Double { anchorScene + (until - anchorWall) }

    /// The wall time at which scene time reaches `scene`, or nil when it never does (paused).
    public func wallTime(atScene scene: Double) -> Double? {
        var (wall, start) = (anchorWall, anchorScene)
        if let until = wheelHeldUntil {
            let end = sceneTimeAtWheelEnd(until)
            if scene <= end { return anchorWall + max(0, scene - anchorScene) }
            (wall, start) = (until, end)
        }
        let rate = rateOutsideWheelGestures
        guard rate > 0 else { return nil }
        return wall + max(0, scene - start) / rate
    }

    /// Switches between full speed and ``slowRate`` from wall time `wall`.
    public mutating func toggleSlowMotion(at wall: Double) {
        change(at: wall) { $0.rate = $0.rate < 1 ? 1 : $0.slowRate }
    }

    /// Stops time-driven motion from wall time `wall`, or lets it run again.
    public mutating func togglePause(at wall: Double) {
        change(at: wall) { $0.isPaused.toggle() }
    }

    /// Moves scene time on by exactly ``stepDuration``, at wall time `wall`; only while time stands
    /// still there (paused, and held neither by the pointer nor by a wheel gesture).
    public mutating func step(at wall: Double) {
        guard rate(at: wall) == 0 else { return }
        anchorScene += Self.stepDuration
    }

    /// Marks the pointer held (or released) from wall time `wall`, the time of the press or the
    /// release: a held gesture runs at full rate.
    public mutating func hold(_ held: Bool, at wall: Double) {
        change(at: wall) { $0.isHeld = held }
    }

    /// Holds scene time at full rate from a wheel or trackpad event at wall time `wall` until
    /// `quietSpell` later, when the wheel gesture ends if no other event comes.
    public mutating func holdForWheel(at wall: Double, quietSpell: Double = PagingRule.standard.wheelQuietSpell) {
        change(at: wall) { $0.wheelHeldUntil = wall + quietSpell }
    }

    /// Applies `update` at wall time `wall`, moving the anchor there first.
    private mutating func change(at wall: Double, _ update: (inout SceneClock) -> Void) {
        anchorScene = sceneTime(at: wall)
        anchorWall = wall
        if let until = wheelHeldUntil, until <= wall { wheelHeldUntil = nil }
        update(&self)
    }
}
