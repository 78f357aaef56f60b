import MekuriEngine

extension TriangleMesh {
    /// A rectangle filled with `gradient`: one strip of two triangles between each pair of
    /// stops, its colours blended by the renderer pixel by pixel.
    public static func gradient(_ gradient: LinearGradient, in rect: Rect) -> TriangleMesh {
        var mesh = TriangleMesh()
        let stops = gradient.coveringStops
        var previousEdge: Int?
        for stop in stops {
            let edge: [Point]
            switch gradient.axis {
            case .vertical:
                let y = rect.minY + stop.location * rect.height
                edge = [Point(x: rect.minX, y: y), Point(x: rect.maxX, y: y)]
            case .horizontal:
                let x = rect.minX + stop.location * rect.width
                edge = [Point(x: x, y: rect.maxY), Point(x: x, y: rect.minY)]
            }
            let current = mesh.addVertices(edge, color: stop.color)
            if let previousEdge { mesh.addQuad(previousEdge, previousEdge + 1, current + 1, current) }
            previousEdge = current
        }
        return mesh
    }
}
