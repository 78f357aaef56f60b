import MekuriEngine

extension DisplayList {
    /// How light the back of a curled page is: the opacity of the white washed over its picture.
    static let pageBackWash = 0.6

    /// Appends a page as `look` lays it out (see ``PageTransition/looks(of:in:feel:grip:)``): first
    /// the shadow it casts on what is drawn before, then its picture — `page`, drawn at the page's
    /// resting frame in this list's coordinates — as a layer keyed `key` and what it draws, laid
    /// over its mesh, then a white wash over the triangles that show the page's back. The
    /// picture is made again only when what `page` draws changes.
    public mutating func append(_ look: PageLook, picture page: DisplayList, key: String) {
        if let shadow = look.shadow, shadow.strength > 0 { appendShadow(shadow) }
        let origin = Vector(dx: -look.frame.minX, dy: -look.frame.minY)
        var content = DisplayList(background: page.background)
        content.commands = page.commands.map { $0.offsetBy(origin) }
        // Keyed by what it draws: a page is drawn once per change, and the same page in two
        // panes side by side, or a page of another pager at the same index, never takes turns
        // redrawing one picture.
        let layer = Layer(key: "\(key)#\(content.hashValue)", frame: look.frame, content: content)
        let alpha = UInt8((min(max(look.opacity, 0), 1) * 255).rounded())
        let vertices = look.mesh.vertices.map { vertex in
            let level = UInt8((min(max(vertex.shade, 0), 1) * 255).rounded())
            return MeshDrawing.Vertex(position: vertex.position, texture: vertex.texture, color: Color(level, level, level, alpha: alpha))
        }
        let triangles = look.mesh.triangles
        commands.append(.mesh(MeshDrawing(layer: layer, vertices: vertices,
                                          indices: triangles.flatMap { [$0.corners.0, $0.corners.1, $0.corners.2] })))
        let back = triangles.filter(\.showsBack)
        guard !back.isEmpty else { return }
        let wash = Color.white.withOpacity(Self.pageBackWash * look.opacity)
        commands.append(.mesh(MeshDrawing(vertices: look.mesh.vertices.map { MeshDrawing.Vertex(position: $0.position, color: wash) },
                                          indices: back.flatMap { [$0.corners.0, $0.corners.1, $0.corners.2] })))
    }

    /// A band of black fading from `shadow.strength` at its start to nothing at its end.
    private mutating func appendShadow(_ shadow: PageShadow) {
        let dark = Color.black.withOpacity(shadow.strength), clear = Color.black.withOpacity(0)
        commands.append(.mesh(MeshDrawing(vertices: [
            MeshDrawing.Vertex(position: shadow.start.0, color: dark), MeshDrawing.Vertex(position: shadow.start.1, color: dark),
            MeshDrawing.Vertex(position: shadow.end.1, color: clear), MeshDrawing.Vertex(position: shadow.end.0, color: clear),
        ], indices: [0, 1, 2, 0, 2, 3])))
    }
}
