/// A page's picture laid over the screen as a grid of triangles: where each corner of the grid
/// goes (in points), which point of the picture it shows, and how bright and opaque it is there.
///
/// A flat page needs two triangles; a page in perspective or bent (the cube, coverflow, the
/// curl) a fine grid, since a renderer maps a picture onto a triangle without perspective.
public struct PageMesh: Equatable, Sendable {
    /// One corner of the grid.
    public struct Vertex: Equatable, Sendable {
        /// Where it goes on the screen, in points.
        public var position: Point
        /// The point of the page's picture it shows, in fractions of the picture's width and height (0…1).
        public var texture: Point
        /// How bright the picture is there: 1 as drawn, 0 black.
        public var shade: Double
        /// How far it stands from the viewer beyond the screen, in points (0: on the screen; negative:
        /// nearer): what the triangles are drawn in order of.
        public var depth: Double
    }

    /// Three corners of the grid, and which side of the page faces the viewer.
    public struct Triangle: Equatable, Sendable {
        /// Indices into ``PageMesh/vertices``.
        public var corners: (Int, Int, Int)
        /// Whether the viewer sees the back of the page here (a curl turned over).
        public var showsBack: Bool

        public static func == (lhs: Triangle, rhs: Triangle) -> Bool {
            lhs.corners == rhs.corners && lhs.showsBack == rhs.showsBack
        }
    }

    /// The grid's corners, row by row.
    public internal(set) var vertices: [Vertex]
    /// The triangles, farthest first (drawn in this order, the nearest covers the rest).
    public internal(set) var triangles: [Triangle]

    /// A grid of `columns`×`rows` cells over the picture whose corner at texture point (u, v)
    /// goes where `place` says; each cell is two triangles, facing as their corners' positions
    /// turn (a cell whose corners turn the other way round on screen shows the page's back).
    ///
    /// - Complexity: O(`columns` × `rows` × log(`columns` × `rows`)): the triangles are sorted by depth.
    public init(columns: Int, rows: Int, place: (Point) -> Vertex) {
        let columns = max(1, columns), rows = max(1, rows)
        var vertices: [Vertex] = []
        vertices.reserveCapacity((columns + 1) * (rows + 1))
        for row in 0...rows {
            for column in 0...columns {
                vertices.append(place(Point(x: Double(column) / Double(columns), y: Double(row) / Double(rows))))
            }
        }
        var triangles: [(triangle: Triangle, depth: Double)] = []
        triangles.reserveCapacity(2 * columns * rows)
        func index(_ column: Int, _ row: Int) -> Int { row * (columns + 1) + column }
        for row in 0..<rows {
            for column in 0..<columns {
                let topLeft = index(column, row), topRight = index(column + 1, row)
                let bottomLeft = index(column, row + 1), bottomRight = index(column + 1, row + 1)
                for corners in [(topLeft, topRight, bottomRight), (topLeft, bottomRight, bottomLeft)] {
                    let (a, b, c) = (vertices[corners.0], vertices[corners.1], vertices[corners.2])
                    let turn = (b.position - a.position).cross(c.position - a.position)
                    let depth = (a.depth + b.depth + c.depth) / 3
                    // Texture corners turn clockwise on screen (y down): a positive cross product.
                    triangles.append((Triangle(corners: corners, showsBack: turn < 0), depth))
                }
            }
        }
        // Farthest first; equal depths keep the grid's order, so a flat page draws as laid out.
        self.vertices = vertices
        self.triangles = triangles.enumerated()
            .sorted { $0.element.depth != $1.element.depth ? $0.element.depth > $1.element.depth : $0.offset < $1.offset }
            .map(\.element.triangle)
    }

    /// Whether any triangle shows the page's back.
    public var showsBack: Bool { triangles.contains(where: \.showsBack) }
}
