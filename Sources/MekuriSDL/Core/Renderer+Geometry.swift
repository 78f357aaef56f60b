internal import CSDL2
import MekuriUI

extension Renderer {
    /// Draws `mesh` (positions in pixels) with `SDL_RenderGeometry`, its corners' colours
    /// blended across each triangle and, unless every corner is opaque, over what is drawn.
    public func draw(_ mesh: TriangleMesh) {
        guard mesh.triangleCount > 0 else { return }
        SDL_SetRenderDrawBlendMode(pointer, mesh.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        renderGeometry(mesh, texture: nil)
    }

    /// Draws `mesh` (positions in pixels) over `texture`, each corner showing its texture point
    /// with the texture's colours multiplied by the corner's, blended over what is drawn unless
    /// every corner is opaque; the texture keeps its own blending for later copies.
    public func draw(_ mesh: TriangleMesh, texture: Texture) {
        guard mesh.triangleCount > 0 else { return }
        var mode = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(texture.pointer, &mode)
        SDL_SetTextureBlendMode(texture.pointer, mesh.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        defer { SDL_SetTextureBlendMode(texture.pointer, mode) }
        renderGeometry(mesh, texture: texture.pointer)
    }

    /// Hands `mesh`'s corners and triangles to `SDL_RenderGeometry`.
    private func renderGeometry(_ mesh: TriangleMesh, texture: OpaquePointer?) {
        let vertices = mesh.vertices.map { vertex in
            SDL_Vertex(position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)),
                       color: SDL_Color(r: vertex.color.red, g: vertex.color.green, b: vertex.color.blue,
                                        a: vertex.color.alpha),
                       tex_coord: SDL_FPoint(x: Float(vertex.texture.x), y: Float(vertex.texture.y)))
        }
        let indices = mesh.indices.map { Int32($0) }
        SDL_RenderGeometry(pointer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }
}
