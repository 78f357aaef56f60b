/// Every decision of where a released gesture goes, side by side: the pages' (``PagingRule``),
/// a notched wheel's (``NotchedWheelRule``) and the sliding panels' (``PanelRule``).
///
/// Each rule has its own named constants, so tuning one changes nothing else; what every
/// gesture shares (the click slop, the velocity window) is ``GestureConstants``. The numbers a
/// user tunes come from a ``Feel`` (``Feel/pagingRule``); the defaults are the standard feel's.

// MARK: - Pages

/// Where released pages go, decided by what is on screen and by a flick's direction.
///
/// - The *reference page* is the page nearest the pages when the press began: the one they
///   rested on, or the one nearest where the press caught them.
/// - The *displacement* is where the pages are on screen relative to the reference page, in
///   page widths of the current size (positive towards the next page): a resize or a catch
///   needs no special case.
/// - Released fast — at least ``flickVelocity`` (exactly that included) after at least
///   ``flickMinimumDistance`` of travel — the pages go to the next page in the release
///   velocity's direction from where they are: a flick back from +0.3 returns to the reference
///   page, a flick forward from +0.1 goes one on.
/// - Released slower, a displacement of at least ``distanceFraction`` (exactly that included)
///   goes one page that way; less goes back.
/// - Never more than one page from the reference page; the pages always come to rest on a page,
///   within ``settleDuration`` seconds.
/// - Boundaries are exact whatever the time: values within ``GestureConstants/boundaryTolerance``
///   of a boundary count as on it, so floating-point rounding of the clock never decides.
public struct PagingRule: Equatable, Sendable {
    /// The fraction of the page width a slow release must be displaced by to change page (0.2,
    /// the standard feel's `threshold`).
    public var distanceFraction: Double = Feel.standard.threshold
    /// The release speed, in points per second, that makes a release a flick (300, `flickSpeed`).
    public var flickVelocity: Double = Feel.standard.flickSpeed
    /// The travel, in points, a flick needs since the press (8, `flickDistance`).
    public var flickMinimumDistance: Double = Feel.standard.flickDistance
    /// How long, in seconds, the pages take to come to rest after a release or a jump (0.35,
    /// `settleDuration`).
    public var settleDuration: Double = Feel.standard.settleDuration
    /// How long, in seconds, the wheel or trackpad must stay quiet for a scroll gesture to end
    /// (0.15): a trackpad's inertial tail keeps one gesture going, however long it is.
    public var wheelQuietSpell: Double = 0.15

    /// The rule every pager of Mekuri uses.
    public static let standard = PagingRule()

    /// Creates the standard rule.
    public init() {}

    /// Which page, relative to the reference page, released pages go to: -1, 0 or +1.
    ///
    /// - Parameters:
    ///   - displacement: where the pages are relative to the reference page, in page widths
    ///     (positive: towards the next page).
    ///   - velocity: the pointer's horizontal velocity at release, in points per second
    ///     (negative: to the left, which brings in the next page).
    ///   - travel: how far the pointer moved along the pages since the press, in points.
    public func pageStep(displacement: Double, velocity: Double, travel: Double) -> Int {
        decision(displacement: displacement, velocity: velocity, travel: travel).step
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
///
/// Released fast — at least the flick velocity (the feel's `flickSpeed`, 300 by default) along the panel's axis over the last velocity
/// window, exactly that included — the velocity's direction decides, for every panel. Released
/// slower, the case decides.
public enum PanelRule: Equatable, Sendable {
    /// Released slowly, the panel goes the way the whole gesture went: released further towards
    /// open than it was pressed, it opens; further towards closed, it closes; where it was
    /// pressed, it stays as it was. A pause or a jitter at the end never flips it.
    case followsDirection
    /// Released slowly, the panel goes to the other state when dragged more than `fraction` of
    /// its travel away from the state the drag started from; otherwise it goes back.
    case threshold(fraction: Double)

    /// The release speed, in points per second, at which a panel's release is a flick by
    /// default (300, the standard feel's `flickSpeed`).
    public static let flickVelocity = Feel.standard.flickSpeed
    /// How long, in seconds, a panel takes to come to rest after a release or a programmatic move,
    /// by default (0.35, the standard feel's `settleDuration`).
    public static let settleDuration = Feel.standard.settleDuration

    /// Whether a release leaves the panel open.
    ///
    /// - Parameters:
    ///   - wasOpen: whether the panel was open or opening when grabbed.
    ///   - openness: the openness at release, 0…1.
    ///   - startOpenness: the openness at the grab, 0…1.
    ///   - translation: the pointer's displacement towards open since the grab, in points.
    ///   - velocity: the pointer's velocity towards open at release, in points per second.
    ///   - flickVelocity: the release speed, in points per second, that makes a flick (exactly
    ///     that included).
    public func opensOnRelease(wasOpen: Bool, openness: Double, startOpenness: Double, translation: Double,
                               velocity: Double, flickVelocity: Double = PanelRule.flickVelocity) -> Bool {
        if abs(velocity) >= flickVelocity * (1 - GestureConstants.boundaryTolerance) { return velocity > 0 }
        switch self {
        case .followsDirection:
            if translation > 0 { return true }
            if translation < 0 { return false }
            return wasOpen
        case .threshold(let fraction):
            // The distance (in openness) away from the state the drag started from.
            let away = wasOpen ? startOpenness - openness : openness - startOpenness
            return away > fraction ? !wasOpen : wasOpen
        }
    }
}
