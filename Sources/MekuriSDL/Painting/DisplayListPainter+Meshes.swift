import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    /// Draws a mesh's triangles in pixels, over its layer's picture when it has one (rasterised
    /// once per key, size and version, as a layer's). A picture that does not fit the layers'
    /// budget is drawn flat in its frame instead, as the layer would be.
    func drawMesh(_ mesh: MeshDrawing, bounds target: PixelRect, offset: Offset, clip: PixelRect?) throws {
        let triangles = TriangleMesh(vertices: mesh.vertices.map { vertex in
            TriangleMesh.Vertex(position: Point(x: (vertex.position.x * scale).rounded() + Double(offset.dx),
                                                y: (vertex.position.y * scale).rounded() + Double(offset.dy)),
                                color: vertex.color, texture: vertex.texture)
        }, indices: mesh.indices)
        guard let layer = mesh.layer else { return renderer.draw(triangles) }
        guard let (picture, contentBounds) = try picture(of: layer, offset: offset) else { return }
        guard let picture else { return try drawDirectly(layer, in: contentBounds, target: target, clip: clip) }
        picture.scalesSmoothly()
        renderer.setClip(clip)
        renderer.draw(triangles, texture: picture)
    }
}
