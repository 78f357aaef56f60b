import MekuriEngine

/// The part of a curled page not lying in place (see ``PageLook/Shape/curled(_:)``), drawn the
/// way the renderer draws quicker: as triangles over the page's picture and over its back (a
/// washed picture of its own), or pixel by pixel over ``region`` through ``projection``.
public struct CurledPicture: Hashable, Sendable {
    /// The page's picture; its frame is where the page lies at rest.
    public var picture: Layer
    /// The front's triangles over ``picture``.
    public var front: MeshDrawing
    /// The back's triangles over the picture washed with white, when any of the back shows.
    public var back: MeshDrawing?
    /// What each point of the screen shows of the page.
    public var projection: CurlProjection
    /// The part of the screen the triangles cover, widened by the cylinder's bulge between them, in points.
    public var region: Rect
    /// How light the page's back is: the opacity of the white over its picture.
    public var backWash: Double

    /// The same curl moved by `offset`.
    func offsetBy(_ offset: Vector) -> CurledPicture {
        var moved = self
        moved.picture.frame = picture.frame.offsetBy(dx: offset.dx, dy: offset.dy)
        moved.front = front.offsetBy(offset)
        moved.back = back?.offsetBy(offset)
        moved.projection = projection.offsetBy(offset)
        moved.region = region.offsetBy(dx: offset.dx, dy: offset.dy)
        return moved
    }
}
