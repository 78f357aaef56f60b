import MekuriEngine

extension DisplayList {
    /// The widest slice of a turned page, in points: narrow enough that its straight edges
    /// stand for the page's slanting ones within a fraction of a pixel.
    static let sliceWidth = 2.0

    /// A page turned in depth as pages move along `axis` (see ``PageLook/Shape/turned(along:)``)
    /// as slices across that axis: each cell of its
    /// grid along the axis cut into slices at most ``sliceWidth`` long, each copied from its
    /// part of `picture` into the rectangle between its cell's edges. A cell turned away from
    /// the viewer (its edges the other way round) is left out.
    static func slices(of look: PageLook, along axis: Axis, picture: Layer) -> SlicedPicture {
        let mesh = look.mesh
        // The lines across the axis: the grid's columns of corners with horizontal pages, its rows with vertical ones.
        let isHorizontal = axis == .horizontal
        let lines = isHorizontal ? mesh.columns : mesh.rows
        let last = isHorizontal ? mesh.rows : mesh.columns
        func ends(_ line: Int) -> (start: PageMesh.Vertex, end: PageMesh.Vertex) {
            isHorizontal ? (mesh.vertices[mesh.vertexIndex(column: line, row: 0)], mesh.vertices[mesh.vertexIndex(column: line, row: last)])
                : (mesh.vertices[mesh.vertexIndex(column: 0, row: line)], mesh.vertices[mesh.vertexIndex(column: last, row: line)])
        }
        func along(_ point: Point) -> Double { isHorizontal ? point.x : point.y }
        func across(_ point: Point) -> Double { isHorizontal ? point.y : point.x }
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        var slices: [SlicedPicture.Slice] = []
        for line in 0..<lines {
            let (a, b) = (ends(line), ends(line + 1))
            let (from, to) = (along(a.start.position), along(b.start.position))
            guard to > from else { continue }
            let count = Int(((to - from) / sliceWidth).rounded(.up))
            for index in 0..<count {
                let (t0, t1) = (Double(index) / Double(count), Double(index + 1) / Double(count))
                let middle = (t0 + t1) / 2
                let near = lerp(across(a.start.position), across(b.start.position), middle)
                let far = lerp(across(a.end.position), across(b.end.position), middle)
                let (u0, u1) = (lerp(along(a.start.texture), along(b.start.texture), t0), lerp(along(a.start.texture), along(b.start.texture), t1))
                let (start, end) = (lerp(from, to, t0), lerp(from, to, t1))
                slices.append(isHorizontal
                    ? .init(source: Rect(x: u0, y: 0, width: u1 - u0, height: 1), destination: Rect(x: start, y: near, width: end - start, height: far - near))
                    : .init(source: Rect(x: 0, y: u0, width: 1, height: u1 - u0), destination: Rect(x: near, y: start, width: far - near, height: end - start)))
            }
        }
        return SlicedPicture(layer: picture, slices: slices, shade: mesh.vertices.first?.shade ?? 1)
    }
}
