import MekuriEngine

/// A pane of iOS 26's Liquid Glass: what is drawn under its frame so far is blurred, tinted and
/// cut to its rounded shape, every frame, so content moving under it moves inside it, softened.
/// A bright rim is drawn over it by the caller (see ``DisplayList/glass(_:cornerRadius:tint:rim:)``).
public struct GlassPane: Hashable, Sendable {
    /// Where the pane is, in points.
    public var frame: Rect
    /// Its corners' radius, in points (half its height: a capsule).
    public var cornerRadius: Double
    /// The colour laid over the blurred backdrop, its opacity how much of it shows.
    public var tint: Color
    /// How far the blur spreads, in points (the radius of the box blur run three times).
    public var blurRadius: Double

    /// The radius of the blur iOS's glass bars show, in points.
    public static let standardBlurRadius = 6.0

    public init(frame: Rect, cornerRadius: Double, tint: Color, blurRadius: Double = standardBlurRadius) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.tint = tint
        self.blurRadius = blurRadius
    }
}
