import CSDL2
import MekuriUI

/// An SDL texture, destroyed exactly once, that keeps its renderer alive.
public final class Texture {
    /// The owned texture.
    let pointer: OpaquePointer
    /// The renderer that made the texture; held so it outlives the texture.
    public let renderer: Renderer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// Uploads a surface's pixels, with alpha blending on.
    public init(renderer: Renderer, surface: Surface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError.last("create a texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        pointer = texture
        self.renderer = renderer
        width = surface.width
        height = surface.height
    }

    deinit { SDL_DestroyTexture(pointer) }

    /// Multiplies the texture's white by `color` (and its alpha by `color`'s) when drawn.
    public func tint(_ color: Color) {
        SDL_SetTextureColorMod(pointer, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(pointer, color.alpha)
    }
}
