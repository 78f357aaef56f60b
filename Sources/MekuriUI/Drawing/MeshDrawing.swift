import MekuriEngine

/// Triangles drawn in points with a colour at every corner, blended across each triangle, over
/// a layer's picture when there is one (each corner then shows a point of the picture, its
/// colour multiplying it): how a page turns in perspective or curls (see ``PageTransition``).
public struct MeshDrawing: Hashable, Sendable {
    /// One corner.
    public struct Vertex: Hashable, Sendable {
        /// Where it goes, in points.
        public var position: Point
        /// The point of the picture it shows, in fractions of its width and height (0…1).
        public var texture: Point
        /// Its colour: the colour drawn without a picture, what multiplies the picture with one.
        public var color: Color

        public init(position: Point, texture: Point = .zero, color: Color) {
            self.position = position
            self.texture = texture
            self.color = color
        }
    }

    /// The picture the triangles show, when they show one; its frame is where it would lie flat.
    public var layer: Layer?
    /// The corners.
    public var vertices: [Vertex]
    /// Three indices into ``vertices`` per triangle, drawn in order.
    public var indices: [Int]

    public init(layer: Layer? = nil, vertices: [Vertex], indices: [Int]) {
        self.layer = layer
        self.vertices = vertices
        self.indices = indices
    }

    /// The same mesh moved by `offset`.
    func offsetBy(_ offset: Vector) -> MeshDrawing {
        var moved = self
        if let frame = layer?.frame { moved.layer?.frame = frame.offsetBy(dx: offset.dx, dy: offset.dy) }
        moved.vertices = vertices.map { vertex in
            var vertex = vertex
            vertex.position = vertex.position + offset
            return vertex
        }
        return moved
    }
}
