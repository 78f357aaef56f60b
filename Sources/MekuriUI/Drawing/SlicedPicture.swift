import MekuriEngine

/// A layer's picture drawn as thin slices, each a part of the picture scaled into a rectangle:
/// a page turned in depth about an axis across it (see ``PageLook/Shape/turned(along:)``), whose every
/// line across stays a straight line, drawn as copies rather than mapped pixel by pixel.
public struct SlicedPicture: Hashable, Sendable {
    /// One slice: where in the picture, where on the screen.
    public struct Slice: Hashable, Sendable {
        /// The part of the picture, in fractions of its width and height (0…1).
        public var source: Rect
        /// Where it goes, in points.
        public var destination: Rect
    }

    /// The picture; its frame is where it would lie flat.
    public var layer: Layer
    /// The slices, drawn in order.
    public var slices: [Slice]
    /// How bright the slices are copied: 1 as drawn, 0 black.
    public var shade: Double
    /// The same page as the triangles of its grid, for a renderer that maps triangles quickly
    /// (a graphics card); nil when the slices are all there is (a shadow's ramp).
    public var mesh: MeshDrawing?

    /// The same slices moved by `offset`.
    func offsetBy(_ offset: Vector) -> SlicedPicture {
        var moved = self
        moved.layer.frame = layer.frame.offsetBy(dx: offset.dx, dy: offset.dy)
        moved.mesh = mesh?.offsetBy(offset)
        moved.slices = slices.map { Slice(source: $0.source, destination: $0.destination.offsetBy(dx: offset.dx, dy: offset.dy)) }
        return moved
    }
}
