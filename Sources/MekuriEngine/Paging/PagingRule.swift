/// The numbers that decide where a released page drag goes, in one place.
///
/// - While dragged the pages follow the pointer 1:1.
/// - On release, a drag of at least ``distanceFraction`` of the page width goes one page in its
///   direction. A shorter drag also goes one page when it was released fast: at least
///   ``flickVelocity`` points per second over the last ``velocityWindow`` seconds, in the same
///   direction, after at least ``flickMinimumDistance`` points. Anything else goes back.
/// - Never more than one page per gesture; the pages always come to rest on a page, within
///   ``settleDuration`` seconds.
/// - A press and release that moves less than ``clickSlop`` points is a click, not a drag.
/// - A horizontal wheel or trackpad gesture pages like a drag: the pages follow it, at most one
///   page either way, and it is released once the wheel has been quiet for ``wheelQuietSpell``.
public struct PagingRule: Equatable, Sendable {
    /// The fraction of the page width a drag must cover to change page (0.2).
    public var distanceFraction: Double = 0.2
    /// The release speed, in points per second, that makes a short drag change page (300).
    public var flickVelocity: Double = 300
    /// The distance, in points, a fast drag must cover to count as a flick (8).
    public var flickMinimumDistance: Double = 8
    /// How far back, in seconds, the release velocity is measured (0.1).
    public var velocityWindow: Double = 0.1
    /// How far, in points, a press may move and still be a click (4).
    public var clickSlop: Double = 4
    /// How long, in seconds, the pages take to come to rest after a release or a jump (0.35).
    public var settleDuration: Double = 0.35
    /// How long, in seconds, the wheel or trackpad must stay quiet for a scroll gesture to end
    /// (0.15): a trackpad's inertial tail keeps one gesture going, however long it is.
    public var wheelQuietSpell: Double = 0.15

    /// The rule Mekuri uses everywhere.
    public static let standard = PagingRule()

    /// Creates the standard rule.
    public init() {}

    /// How many pages a released drag moves: -1, 0 or +1.
    ///
    /// - Parameters:
    ///   - translation: the pointer's horizontal displacement since the press, in points
    ///     (positive to the right, which brings in the previous page).
    ///   - velocity: the pointer's horizontal velocity at release, in points per second.
    ///   - pageWidth: the width of one page, in points.
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
