import MekuriEngine

extension TriangleMesh {
    /// The polygon inside `points` filled with `color`, its edges anti-aliased by a rim
    /// `feather` wide (centred on the edge) fading to transparent.
    public static func polygon(_ points: [Point], _ color: Color, feather: Double) -> TriangleMesh {
        let outline = Outline(points, closed: true).outwardWound
        guard outline.points.count > 2 else { return TriangleMesh() }
        var mesh = TriangleMesh()
        let solid = mesh.addVertices(outline.offset(by: -feather / 2).points, color: color)
        for (a, b, c) in EarClipping.triangles(of: outline) {
            mesh.addTriangle(solid + a, solid + b, solid + c)
        }
        let faded = mesh.addVertices(outline.offset(by: feather / 2).points, color: color.withOpacity(0))
        mesh.addBand(from: solid, to: faded, count: outline.points.count, closed: true)
        return mesh
    }

    /// A line `width` wide along `points` (joined back to the first when `closed`), in `color`,
    /// its sides anti-aliased by rims `feather` wide fading to transparent.
    public static func stroke(_ points: [Point], closed: Bool, width: Double, _ color: Color,
                              feather: Double) -> TriangleMesh {
        let outline = Outline(points, closed: closed).outwardWound
        let count = outline.points.count
        guard count > 1 else { return TriangleMesh() }
        let halfSolid = max(0, width - feather) / 2, halfOuter = halfSolid + feather
        var mesh = TriangleMesh()
        let outerFade = mesh.addVertices(outline.offset(by: halfOuter).points, color: color.withOpacity(0))
        let outer = mesh.addVertices(outline.offset(by: halfSolid).points, color: color)
        let inner = mesh.addVertices(outline.offset(by: -halfSolid).points, color: color)
        let innerFade = mesh.addVertices(outline.offset(by: -halfOuter).points, color: color.withOpacity(0))
        mesh.addBand(from: outerFade, to: outer, count: count, closed: closed)
        mesh.addBand(from: outer, to: inner, count: count, closed: closed)
        mesh.addBand(from: inner, to: innerFade, count: count, closed: closed)
        return mesh
    }
}
