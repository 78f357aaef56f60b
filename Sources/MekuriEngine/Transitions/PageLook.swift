/// How one page in view is drawn in a frame of a transition: its picture laid over the screen,
/// how opaque it is, what it is drawn after, and the shadow it casts on the pages under it.
public struct PageLook: Equatable, Sendable {
    /// The page's index, in `0..<pageCount`.
    public let index: Int
    /// The page's displacement from its resting place, in page steps (see ``Pager/VisiblePage``).
    public let offset: Double
    /// The page's frame at rest, in points: the size its picture is drawn at.
    public let frame: Rect
    /// Where the picture goes.
    public let mesh: PageMesh
    /// How opaque the page is (1: opaque).
    public let opacity: Double
    /// The order of drawing: a page of a higher order covers one of a lower.
    public let order: Double
    /// The shadow the page casts on the pages under it, when it casts one.
    public let shadow: PageShadow?
    /// What the mesh does to the page: how it may be drawn.
    public let shape: Shape

    /// What a transition does to a page's picture.
    public enum Shape: Hashable, Sendable {
        /// Moved, scaled, shaded or faded as a whole (see ``PageMesh/rectangle``).
        case flat
        /// Turned in depth about an axis across the pages, which move along `axis`: every line
        /// of the page across that axis stays a straight line across it, at one depth and one
        /// shade (the cube, coverflow), so it can be drawn as thin slices across, each a scaled copy.
        case turned(along: Axis)
        /// Bent (the curl): its grid mapped triangle by triangle, or each point of the screen
        /// looked up through the projection.
        case curled(CurlProjection)
    }
}

/// A soft shadow: a band darkest along one edge (``start``) fading to nothing at the other (``end``).
public struct PageShadow: Equatable, Sendable {
    /// The dark edge's two ends, in points.
    public let start: (Point, Point)
    /// The clear edge's two ends, in points (across from ``start``'s, in order).
    public let end: (Point, Point)
    /// How dark the dark edge is: the opacity of black there (0…1).
    public let strength: Double

    public static func == (lhs: PageShadow, rhs: PageShadow) -> Bool {
        lhs.start == rhs.start && lhs.end == rhs.end && lhs.strength == rhs.strength
    }
}
