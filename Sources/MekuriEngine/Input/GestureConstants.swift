/// The numbers every pointer gesture shares, whatever decides where its release goes: how far a
/// press may wander and still be a click, and how far back a release velocity is measured.
///
/// They are apart from ``PagingRule`` and ``PanelRule`` on purpose: changing where a page or a
/// panel goes on release changes nothing about what counts as a click.
public struct GestureConstants: Equatable, Sendable {
    /// How far, in points, a press may move and still be a click (4).
    public var clickSlop: Double = 4
    /// How far back, in seconds, a release velocity is measured (0.1).
    public var velocityWindow: Double = 0.1

    /// How close to a boundary a value counts as on it, so that floating-point rounding (of a
    /// clock far from 0, say) never decides: a billionth (of a second, of a page width, relative
    /// for speeds).
    public static let boundaryTolerance = 1e-9

    /// The constants Mekuri uses everywhere.
    public static let standard = GestureConstants()

    /// Creates the standard constants.
    public init() {}
}
