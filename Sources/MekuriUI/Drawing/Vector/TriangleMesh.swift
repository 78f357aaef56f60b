import MekuriEngine

/// Triangles with a colour at every corner, blended across each triangle: what a gradient or
/// an anti-aliased shape becomes before the renderer draws it (in pixels).
public struct TriangleMesh: Equatable, Sendable {
    /// One corner: where it is and its colour.
    public struct Vertex: Equatable, Sendable {
        /// The position, in pixels.
        public var position: Point
        /// The colour, blended towards the other corners' colours (multiplying a texture's, with one).
        public var color: Color
        /// The point of a texture it shows, in fractions of the texture's width and height (0…1).
        public var texture: Point

        /// A corner at `position` of `color`, showing the texture's point `texture` when drawn with one.
        public init(position: Point, color: Color, texture: Point = .zero) {
            self.position = position
            self.color = color
            self.texture = texture
        }
    }

    /// The corners.
    public private(set) var vertices: [Vertex] = []
    /// Three indices into ``vertices`` per triangle.
    public private(set) var indices: [Int] = []

    /// An empty mesh.
    public init() {}

    /// A mesh of `vertices` and triangles of three indices into them each.
    public init(vertices: [Vertex], indices: [Int]) {
        self.vertices = vertices
        self.indices = indices
    }

    /// How many triangles the mesh has.
    public var triangleCount: Int { indices.count / 3 }

    /// Whether every corner is opaque (so the mesh can be drawn without blending).
    public var isOpaque: Bool { vertices.allSatisfy { $0.color.alpha == 255 } }

    /// Adds corners and returns the index of the first.
    @discardableResult
    mutating func addVertices(_ points: [Point], color: Color) -> Int {
        let first = vertices.count
        vertices.append(contentsOf: points.map { Vertex(position: $0, color: color) })
        return first
    }

    /// Adds a triangle of three corners already added.
    mutating func addTriangle(_ a: Int, _ b: Int, _ c: Int) {
        indices.append(contentsOf: [a, b, c])
    }

    /// Adds the quadrilateral `a b c d` (corners in order around it) as two triangles.
    mutating func addQuad(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
        addTriangle(a, b, c)
        addTriangle(a, c, d)
    }

    /// Adds a band between two rings of corners added in step (`count` each, closed when
    /// `closed`): corner `i` of one joined to corner `i` of the other.
    mutating func addBand(from first: Int, to second: Int, count: Int, closed: Bool) {
        let segments = closed ? count : count - 1
        guard segments > 0 else { return }
        for index in 0..<segments {
            let next = (index + 1) % count
            addQuad(first + index, first + next, second + next, second + index)
        }
    }
}
