/// How every pager and panel feels, as one value the user sets: where a release goes, how fast
/// a flick is, how long and how springy the settle is, how hard the ends resist, and whether a
/// ring loops.
///
/// The defaults (``standard``) are Mekuri's fixed behaviour before the feel became data, so a
/// default feel changes nothing. Each key's range is in ``Key``; ``setting(_:to:)`` checks it.
/// ``axis`` turns every pager vertical (``pagerLength(of:)``, ``along(_:)``, ``pageFrame(offset:in:)``),
/// and with ``PageDirection/rtl`` ``screenSign`` mirrors a horizontal one.
public struct Feel: Hashable, Sendable {
    /// The release displacement that turns a page, in page widths (0.2; 0.05…0.95).
    public var threshold = 0.2
    /// The release speed that turns a page whatever the distance, in points per second over
    /// ``velocityWindow`` (300; 50…10000); panels flick at it too.
    public var flickSpeed = 300.0
    /// The least travel for a flick, in points (8; 0…200).
    public var flickDistance = 8.0
    /// How far back the release velocity looks, in milliseconds (100; 16…500).
    public var velocityWindow = 100.0
    /// How long every settle takes, pages and panels, in seconds (0.35; 0.1…2).
    public var settleDuration = 0.35
    /// The settle's overshoot, as SwiftUI's `Spring(duration:bounce:)` means it with
    /// ``settleDuration`` as its duration (0: none, today's cubic; 0…0.8): see ``SettleSpring``.
    public var bounce = 0.0
    /// The resistance past an end and past one page, UIKit's rubber-band stiffness (0.55; 0.1…1).
    public var rubberBand = 0.55
    /// A page's width as a fraction of the pager (1; 0.5…1); below 1 the neighbours peek in at
    /// both sides of the centred page.
    public var pageWidth = 1.0
    /// The space between pages, in points (0; 0…100); a page step is a page's width and the gap.
    public var gap = 0.0
    /// The axis the pages move along (horizontal); vertical pages come from below.
    public var axis = Axis.horizontal
    /// Which way the next page comes from (ltr: from the right).
    public var direction = PageDirection.ltr
    /// Whether the weekdays and cards rings wrap (true); the form never does.
    public var loop = true
    /// How the pages look while they move (slide); see ``PageTransition``.
    public var transition = PageTransition.slide
    /// How fast the page under the top one moves with the `parallax` transition, as a fraction
    /// of the top page's speed (0.3; 0…1: 0 stays, 1 slides along).
    public var parallax = 0.3

    /// Today's feel: every key at its default.
    public static let standard = Feel()

    /// The default feel.
    public init() {}
}
