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

    /// Copies a sliced picture's slices, each from its part of the layer's picture (rasterised
    /// once per key, size and version) scaled into its rectangle, at the picture's shade; or,
    /// when ``pageShapeDrawing`` says triangles, draws its mesh instead. A picture that does
    /// not fit the layers' budget is drawn flat in its frame instead.
    func drawSlices(_ sliced: SlicedPicture, bounds target: PixelRect, offset: Offset, clip: PixelRect?) throws {
        if pageShapeDrawing == .triangles, let mesh = sliced.mesh { return try drawMesh(mesh, bounds: target, offset: offset, clip: clip) }
        guard let (picture, contentBounds) = try picture(of: sliced.layer, offset: offset) else { return }
        guard let picture else { return try drawDirectly(sliced.layer, in: contentBounds, target: target, clip: clip) }
        picture.scalesSharply()
        renderer.setClip(clip)
        let (width, height) = (Double(picture.width), Double(picture.height))
        picture.modulated(shade: sliced.shade, opacity: 1, multiplies: sliced.layer.multiplies) {
            for slice in sliced.slices {
                let destination = pixels(slice.destination, offset)
                guard !destination.isEmpty else { continue }
                let left = Int((slice.source.minX * width).rounded()), top = Int((slice.source.minY * height).rounded())
                let source = PixelRect(x: left, y: top, width: max(1, Int((slice.source.maxX * width).rounded()) - left),
                                       height: max(1, Int((slice.source.maxY * height).rounded()) - top))
                renderer.copy(picture, from: source, to: destination)
            }
        }
    }
}
