internal import CSDL2
import MekuriUI

extension Renderer {
    /// Draws `mesh` (positions in pixels) with `SDL_RenderGeometry`, its corners' colours
    /// blended across each triangle and, unless every corner is opaque, over what is drawn.
    public func draw(_ mesh: TriangleMesh) {
        guard mesh.triangleCount > 0 else { return }
        let vertices = mesh.vertices.map { vertex in
            SDL_Vertex(position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)),
                       color: SDL_Color(r: vertex.color.red, g: vertex.color.green, b: vertex.color.blue,
                                        a: vertex.color.alpha),
                       tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let indices = mesh.indices.map { Int32($0) }
        SDL_SetRenderDrawBlendMode(pointer, mesh.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(pointer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }
}
