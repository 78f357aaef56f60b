/// The vertical scroll position of one list, moved by drags, momentum, wheels and keys.
///
/// The state is the *offset*: how far, in points, the content is scrolled up from its top
/// (0 shows the top; ``maxOffset`` shows the bottom). While held, the offset follows the
/// pointer 1:1, with rubber-band resistance past either end; otherwise it rests or moves along a
/// ``Motion``, so it is a pure function of time.
public struct Scroller: Equatable, Sendable {
    /// The numbers behind the motion.
    public var physics: ScrollPhysics
    /// The height of everything in the list, in points.
    public private(set) var contentHeight: Double
    /// The height of the visible part, in points.
    public private(set) var viewportHeight: Double

    private var heldOrRestingOffset = 0.0
    private var motion: ScrollMotion?
    private var grabOffset: Double?
    /// Whether held content has moved since the grab: only then does its indicator show.
    private var hasMovedSinceGrab = false
    /// When the content last moved or was let go, for the indicator.
    private var lastActivity = -Double.infinity

    /// Creates a list scrolled to the top.
    public init(contentHeight: Double = 0, viewportHeight: Double = 0, physics: ScrollPhysics = .standard) {
        self.physics = physics
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
    }

    // MARK: Reading

    /// The largest resting offset: the content's bottom at the viewport's bottom.
    public var maxOffset: Double { max(0, contentHeight - viewportHeight) }

    /// Whether the pointer holds the content.
    public var isHeld: Bool { grabOffset != nil }

    /// The offset at `time`.
    public func offset(at time: Double) -> Double {
        motion?.value(at: time) ?? heldOrRestingOffset
    }

    /// Whether the content is at rest at `time`: not held and not moving.
    public func isSettled(at time: Double) -> Bool {
        !isHeld && (motion?.isFinished(at: time) ?? true)
    }

    /// How visible the scroll indicator is at `time`: 1 while the content moves (held content
    /// once it has moved, as on iOS: a press alone, or a drag handed on to the pages, shows
    /// none), then fading to 0.
    public func indicatorOpacity(at time: Double) -> Double {
        guard isSettled(at: time) || (isHeld && !hasMovedSinceGrab) else { return 1 }
        let stopped = max(lastActivity, motion?.endTime ?? -.infinity)
        let fading = time - stopped - physics.indicatorLinger
        return min(1, max(0, 1 - fading / physics.indicatorFade))
    }

    /// Whether anything about the list, the indicator included, changes after `time` without
    /// input. Held content changes only with the pointer, so only an indicator still fading from
    /// before the grab animates while it has not moved.
    public func isAnimating(at time: Double) -> Bool {
        if isHeld { return !hasMovedSinceGrab && indicatorOpacity(at: time) > 0 }
        return !isSettled(at: time) || indicatorOpacity(at: time) > 0
    }

    // MARK: Layout

    /// Sets the content and viewport heights, keeping the offset within the new range (held
    /// content keeps following the pointer, its rubber band measured on the new viewport).
    public mutating func setSize(contentHeight: Double, viewportHeight: Double, at time: Double) {
        guard contentHeight != self.contentHeight || viewportHeight != self.viewportHeight else { return }
        let current = offset(at: time)
        let raw = unbounded(current)
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        guard !isHeld else {
            heldOrRestingOffset = bounded(raw)
            return
        }
        motion = nil
        heldOrRestingOffset = min(max(current, 0), maxOffset)
    }

    /// Puts the content at rest at `offset`, kept within `0...maxOffset`, with nothing held or
    /// moving and the indicator hidden: a list restored as it was left.
    public mutating func rest(at offset: Double) {
        guard offset.isFinite else { return }
        motion = nil
        grabOffset = nil
        heldOrRestingOffset = min(max(offset, 0), maxOffset)
    }

    // MARK: Pointer

    /// Takes hold of the content where it is at `time`, stopping any motion.
    public mutating func grab(at time: Double) {
        heldOrRestingOffset = offset(at: time)
        if let motion, !motion.isFinished(at: time) { lastActivity = time }
        motion = nil
        grabOffset = unbounded(heldOrRestingOffset)
        hasMovedSinceGrab = false
    }

    /// Moves held content to follow a pointer displaced by `translation` points downwards since
    /// the grab.
    public mutating func drag(translation: Double) {
        guard let grabOffset else { return }
        hold(at: bounded(grabOffset - translation))
    }

    /// Moves held content to follow a pointer displaced by `translation` points downwards since
    /// the grab, as far as its ends allow (or, grabbed past an end, no further out than it was),
    /// and returns what it could not take: the rest of the translation, to hand on to what holds
    /// the list (iOS's nested scrolling). Negative: the pointer went on upwards past the bottom;
    /// positive: downwards past the top; 0 while the list takes it all.
    public mutating func drag(handingOnPastEnds translation: Double) -> Double {
        guard let grabOffset else { return translation }
        let raw = grabOffset - translation
        let within = min(max(raw, min(0, grabOffset)), max(maxOffset, grabOffset))
        hold(at: bounded(within))
        return within - raw
    }

    /// Holds the content at `offset`, noting whether it has moved since the grab.
    private mutating func hold(at offset: Double) {
        if offset != heldOrRestingOffset { hasMovedSinceGrab = true }
        heldOrRestingOffset = offset
    }

    /// Lets go of held content, which coasts on at the pointer's `velocity` (points per second,
    /// downwards positive) or springs back inside its ends.
    public mutating func release(velocity: Double, at time: Double) {
        guard let grabbed = grabOffset else { return }
        grabOffset = nil
        if heldOrRestingOffset != grabbed { lastActivity = time }
        let clamped = min(max(velocity, -physics.maximumVelocity), physics.maximumVelocity)
        let contentVelocity = abs(clamped) >= physics.momentumThreshold ? -clamped : 0
        let start = heldOrRestingOffset
        if start < 0 || start > maxOffset {
            motion = .springBack(springBack(from: start, velocity: contentVelocity, at: time))
        } else if contentVelocity != 0 {
            motion = coast(from: start, velocity: contentVelocity, at: time)
        }
        heldOrRestingOffset = motion?.value(at: .infinity) ?? start
    }

    // MARK: Programmatic moves

    /// Glides by `delta` points (positive: further down the content), as a wheel or key does.
    ///
    /// Glides started while one is under way add up from its target. Ignored while held.
    public mutating func scroll(by delta: Double, at time: Double) {
        guard !isHeld else { return }
        let base: Double
        if case .glide(let glide)? = motion, !glide.isFinished(at: time) {
            base = glide.to
        } else {
            base = offset(at: time)
        }
        scroll(to: base + delta, at: time)
    }

    /// Glides to `offset` (clamped to the content), as Home, End and tap-to-top do.
    public mutating func scroll(to offset: Double, at time: Double) {
        guard !isHeld else { return }
        let target = min(max(offset, 0), maxOffset)
        let current = self.offset(at: time)
        guard target != current else {
            // Already there (tap-to-top at the top, Home at the top): nothing moves, so the
            // indicator does not flash.
            motion = nil
            heldOrRestingOffset = target
            return
        }
        lastActivity = time
        let glide = SettleCurve(from: current, to: target, velocity: motion?.velocity(at: time) ?? 0,
                                startTime: time, duration: physics.glideDuration)
        motion = .glide(glide)
        heldOrRestingOffset = target
    }

    /// Glides to the top.
    public mutating func scrollToTop(at time: Double) {
        scroll(to: 0, at: time)
    }

    // MARK: Internals

    private func bounded(_ raw: Double) -> Double {
        physics.rubberBand.bounded(raw, within: 0...maxOffset, dimension: viewportHeight)
    }

    /// The raw offset that ``bounded(_:)`` shows as `shown`.
    private func unbounded(_ shown: Double) -> Double {
        physics.rubberBand.unbounded(shown, within: 0...maxOffset, dimension: viewportHeight)
    }

    private func springBack(from start: Double, velocity: Double, at time: Double) -> SpringBackCurve {
        SpringBackCurve(from: start, to: start < 0 ? 0 : maxOffset, velocity: velocity,
                        startTime: time, omega: physics.springOmega)
    }

    /// Momentum from inside the content; if it would run past an end, it springs back from there.
    private func coast(from start: Double, velocity: Double, at time: Double) -> ScrollMotion {
        let friction = DecelerationCurve(from: start, velocity: velocity, startTime: time,
                                         rate: physics.decelerationRate, stopSpeed: physics.stopSpeed)
        let edge = velocity < 0 ? 0 : maxOffset
        guard let hit = friction.time(reaching: edge) else { return .coast(friction, bounce: nil) }
        let bounce = SpringBackCurve(from: edge, to: edge, velocity: friction.velocity(at: hit),
                                     startTime: hit, omega: physics.springOmega)
        return .coast(friction, bounce: bounce)
    }
}

/// The ways a list moves on its own.
enum ScrollMotion: Equatable, Sendable {
    /// Coasting under friction, handing over to a bounce at an end if it reaches one.
    case coast(DecelerationCurve, bounce: SpringBackCurve?)
    /// Springing back inside the ends.
    case springBack(SpringBackCurve)
    /// Gliding to a target (wheel, keys, tap-to-top).
    case glide(SettleCurve)

    /// The segment in charge at `time`: a coast's bounce once it has started, otherwise the one.
    private func segment(at time: Double) -> any Motion {
        switch self {
        case .coast(_, let bounce?) where time >= bounce.startTime: return bounce
        case .coast(let friction, _): return friction
        case .springBack(let spring): return spring
        case .glide(let glide): return glide
        }
    }

    func value(at time: Double) -> Double { segment(at: time).value(at: time) }
    func velocity(at time: Double) -> Double { segment(at: time).velocity(at: time) }
    var endTime: Double { segment(at: .infinity).endTime }
    func isFinished(at time: Double) -> Bool { time >= endTime }
}
