import MekuriEngine

extension DisplayList {
    /// Appends a page as `look` lays it out (see ``PageTransition/looks(of:in:feel:grip:)``): the
    /// shadow it casts on what is drawn before it, then its picture — `page`, drawn at the page's
    /// resting frame in this list's coordinates — as a layer keyed `key` and what it draws:
    /// copied when only moved, scaled, shaded or faded; in slices when turned in depth; over its
    /// grid when curled (see ``appendCurled(_:projection:picture:backKey:)``). The picture is made again only when
    /// what `page` draws changes.
    public mutating func append(_ look: PageLook, picture page: DisplayList, key: String) {
        if let shadow = look.shadow, shadow.strength > 0 { appendShadow(shadow, within: look.frame) }
        let origin = Vector(dx: -look.frame.minX, dy: -look.frame.minY)
        var content = DisplayList(background: page.background)
        content.commands = page.commands.map { $0.offsetBy(origin) }
        // Keyed by what it draws, after its family (see `LayerTextureCache`): a page is drawn
        // once per change, and the same page in two panes side by side, or a page of another
        // pager at the same index, never takes turns redrawing one picture.
        let version = content.hashValue
        let layer = Layer(key: "\(key)#\(version)", frame: look.frame, content: content)
        switch look.shape {
        case .flat:
            guard let rectangle = look.mesh.rectangle else { return appendMapped(look, picture: layer) }
            var copied = layer
            copied.frame = rectangle
            copied.contentSize = look.frame.size
            copied.shade = look.mesh.vertices[0].shade
            copied.opacity = look.opacity
            commands.append(.layer(copied))
        case .turned(let axis):
            var sliced = Self.slices(of: look, along: axis, picture: layer)
            sliced.mesh = Self.mapped(look, picture: layer)
            commands.append(.slices(sliced))
        case .curled(let projection):
            appendCurled(look, projection: projection, picture: layer, backKey: "\(key).back#\(version)")
        }
    }

    /// Appends `look`'s grid over `picture`, every triangle mapped, at the look's shades and opacity.
    mutating func appendMapped(_ look: PageLook, picture: Layer) {
        commands.append(.mesh(Self.mapped(look, picture: picture)))
    }

    /// `look`'s grid over `picture`, its `triangles` (all of them when nil) mapped, at the look's shades and opacity.
    static func mapped(_ look: PageLook, picture: Layer, triangles: [PageMesh.Triangle]? = nil) -> MeshDrawing {
        let vertices = look.mesh.vertices.map { vertex in
            MeshDrawing.Vertex(position: vertex.position, texture: vertex.texture,
                               color: Color.black.interpolated(to: .white, fraction: vertex.shade).withOpacity(look.opacity))
        }
        return MeshDrawing(layer: picture, vertices: vertices,
                           indices: (triangles ?? look.mesh.triangles).flatMap { [$0.corners.0, $0.corners.1, $0.corners.2] })
    }
}
