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
        /// Whether the point lies where the page at rest has it, as drawn (a curl's flat part):
        /// such parts can be copied rather than mapped.
        public var isInPlace = false

        public init(position: Point, texture: Point, shade: Double, depth: Double, isInPlace: Bool = false) {
            self.position = position
            self.texture = texture
            self.shade = shade
            self.depth = depth
            self.isInPlace = isInPlace
        }
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

    /// The grid's cells across (along the picture's width) and down.
    public let columns: Int, rows: Int
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
        self.columns = columns
        self.rows = rows
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

    /// The index of the grid's corner in `column` and `row`.
    public func vertexIndex(column: Int, row: Int) -> Int { row * (columns + 1) + column }

    /// Whether cell (`column`, `row`) lies in place, its four corners where the page at rest has them.
    public func isCellInPlace(column: Int, row: Int) -> Bool {
        let topLeft = vertexIndex(column: column, row: row), bottomLeft = vertexIndex(column: column, row: row + 1)
        return vertices[topLeft].isInPlace && vertices[topLeft + 1].isInPlace
            && vertices[bottomLeft].isInPlace && vertices[bottomLeft + 1].isInPlace
    }

    /// The rectangle a one-cell mesh fills when its picture is only moved and scaled, upright
    /// and evenly shaded (a slide, a parallax, a scale); nil otherwise.
    public var rectangle: Rect? {
        guard columns == 1, rows == 1, vertices.count == 4 else { return nil }
        let (topLeft, topRight, bottomLeft, bottomRight) = (vertices[0], vertices[1], vertices[2], vertices[3])
        guard topLeft.position.y == topRight.position.y, bottomLeft.position.y == bottomRight.position.y,
              topLeft.position.x == bottomLeft.position.x, topRight.position.x == bottomRight.position.x,
              topRight.position.x > topLeft.position.x, bottomLeft.position.y > topLeft.position.y,
              vertices.allSatisfy({ $0.shade == topLeft.shade })
        else { return nil }
        return Rect(x: topLeft.position.x, y: topLeft.position.y, width: topRight.position.x - topLeft.position.x,
                    height: bottomLeft.position.y - topLeft.position.y)
    }
}
