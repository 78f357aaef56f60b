/// Every decision of where a released gesture goes, side by side: the pages' (``PagingRule``),
/// a notched wheel's (``NotchedWheelRule``) and the sliding panels' (``PanelRule``).
///
/// Each rule has its own named constants, so tuning one changes nothing else; what every
/// gesture shares (the click slop, the velocity window) is ``GestureConstants``.

// MARK: - Pages

/// The numbers that decide where a released page drag goes.
///
/// - While dragged the pages follow the pointer 1:1.
/// - On release, a drag of at least ``distanceFraction`` of the page width goes one page in its
///   direction. A shorter drag also goes one page when it was released fast: at least
///   ``flickVelocity`` points per second over the last ``GestureConstants/velocityWindow``
///   seconds, in the same direction, after at least ``flickMinimumDistance`` points. Anything
///   else goes back.
/// - Never more than one page per gesture; the pages always come to rest on a page, within
///   ``settleDuration`` seconds.
/// - A horizontal wheel or trackpad gesture pages like a drag: the pages follow it, at most one
///   page either way, and it is released once the wheel has been quiet for ``wheelQuietSpell``.
public struct PagingRule: Equatable, Sendable {
    /// The fraction of the page width a drag must cover to change page (0.2, exactly 0.2 included).
    public var distanceFraction: Double = 0.2
    /// The release speed, in points per second, that makes a short drag change page (300,
    /// exactly 300 included).
    public var flickVelocity: Double = 300
    /// The distance, in points, a fast drag must cover to count as a flick (8, exactly 8 included).
    public var flickMinimumDistance: Double = 8
    /// How long, in seconds, the pages take to come to rest after a release or a jump (0.35).
    public var settleDuration: Double = 0.35
    /// How long, in seconds, the wheel or trackpad must stay quiet for a scroll gesture to end
    /// (0.15): a trackpad's inertial tail keeps one gesture going, however long it is.
    public var wheelQuietSpell: Double = 0.15

    /// The rule every pager of Mekuri uses.
    public static let standard = PagingRule()

    /// Creates the standard rule.
    public init() {}

    /// How many pages a released drag moves: -1, 0 or +1.
    ///
    /// - Parameters:
    ///   - translation: the pointer's horizontal displacement since the press, in points
    ///     (positive to the right, which brings in the previous page).
    ///   - velocity: the pointer's horizontal velocity at release, in points per second.
    ///   - pageWidth: the width of one page, in points; 0 or less pages only on a flick.
    public func pageStep(translation: Double, velocity: Double, pageWidth: Double) -> Int {
        let direction = translation < 0 ? 1 : -1
        let distance = abs(translation)
        if pageWidth > 0, distance >= distanceFraction * pageWidth {
            return direction
        }
        let isFlick = distance >= flickMinimumDistance
            && abs(velocity) >= flickVelocity
            && velocity.sign == translation.sign
        return isFlick ? direction : 0
    }
}

// MARK: - Notched wheel

/// A gesture made only of a notched wheel's clicks turns one page, as a flick does, however
/// small each click is: the wheel's direction alone decides.
public enum NotchedWheelRule {
    /// How many pages a notched wheel gesture moves: -1, 0 or +1.
    ///
    /// - Parameter translation: the gesture's displacement in points, as a pointer would move
    ///   the pages (negative: towards the next page); 0 moves nothing.
    public static func pageStep(translation: Double) -> Int {
        translation < 0 ? 1 : translation > 0 ? -1 : 0
    }
}

// MARK: - Panels

/// What a sliding panel's release decides: whether it ends open or closed.
public enum PanelRule: Equatable, Sendable {
    /// Released while moving towards open, the panel opens; while moving towards closed, it
    /// closes; held still, it goes back to the state the drag started from. The velocity
    /// given should say which way the pointer was going at the very end
    /// (``DragTracker/latestVelocity``).
    case followsDirection
    /// The panel goes to the other state when flicked away from the state the drag started
    /// from faster than `flickVelocity` points per second (exactly that speed does not count), or
    /// dragged more than `fraction` of its travel away and not flicked back; otherwise it goes back.
    case threshold(fraction: Double, flickVelocity: Double)

    /// The release speed, in points per second, past which a threshold panel's flick decides (300).
    public static let flickVelocity = 300.0
    /// How long, in seconds, a panel takes to come to rest after a release or a programmatic move (0.35).
    public static let settleDuration = 0.35

    /// Whether a release leaves the panel open.
    ///
    /// - Parameters:
    ///   - wasOpen: whether the panel was open or opening when grabbed.
    ///   - openness: the openness at release, 0…1.
    ///   - startOpenness: the openness at the grab, 0…1.
    ///   - velocity: the pointer's velocity towards open at release, in points per second.
    public func opensOnRelease(wasOpen: Bool, openness: Double, startOpenness: Double, velocity: Double) -> Bool {
        switch self {
        case .followsDirection:
            if velocity > 0 { return true }
            if velocity < 0 { return false }
            return wasOpen
        case .threshold(let fraction, let flickVelocity):
            // Distance (in openness) and velocity measured away from the state the drag started from.
            let away = wasOpen ? startOpenness - openness : openness - startOpenness
            let awaySpeed = wasOpen ? -velocity : velocity
            let goesOver = awaySpeed > flickVelocity || (awaySpeed >= -flickVelocity && away > fraction)
            return goesOver ? !wasOpen : wasOpen
        }
    }
}
