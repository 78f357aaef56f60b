internal import CSDL2
import MekuriUI

/// An SDL texture, destroyed exactly once, that keeps its renderer alive.
///
/// Each texture is counted in its renderer's ``Renderer/textureStatistics`` from its making to
/// its destruction.
public final class Texture {
    /// The owned texture.
    let pointer: OpaquePointer
    /// The renderer that made the texture; held so it outlives the texture.
    public let renderer: Renderer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// How many times the texture has been drawn into or replaced: a copy of its pixels read at
    /// one generation is still right while it stays the same.
    public internal(set) var generation = 0

    /// Uploads a surface's pixels, with alpha blending on.
    public convenience init(renderer: Renderer, surface: Surface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError.last("create a texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.init(owning: texture, renderer: renderer, width: surface.width, height: surface.height)
    }

    /// Takes ownership of `texture`, `width`×`height` pixels, counting it in `renderer`'s statistics.
    private init(owning texture: OpaquePointer, renderer: Renderer, width: Int, height: Int) {
        pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        renderer.textureStatistics.created += 1
        renderer.textureStatistics.live += 1
    }

    /// A texture to draw into (a render target) of `width`×`height` pixels, copied without
    /// blending when `isOpaque`.
    public convenience init(renderer: Renderer, targetWidth width: Int, height: Int, isOpaque: Bool) throws {
        guard let texture = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height)) else {
            throw SDLError.last("create a \(width)×\(height) target texture")
        }
        SDL_SetTextureBlendMode(texture, isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        self.init(owning: texture, renderer: renderer, width: width, height: height)
    }

    /// A texture of `width`×`height` pixels whose contents are replaced from memory (see
    /// ``replace(with:)``), blended by their alpha when drawn.
    public convenience init(renderer: Renderer, streamingWidth width: Int, height: Int) throws {
        guard let texture = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height)) else {
            throw SDLError.last("create a \(width)×\(height) streaming texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.init(owning: texture, renderer: renderer, width: width, height: height)
    }

    /// Replaces every pixel with `pixels` (0xAARRGGBB, row by row, ``width`` × ``height`` of them).
    public func replace(with pixels: [UInt32]) {
        precondition(pixels.count == width * height, "a texture's pixels are width × height")
        pixels.withUnsafeBytes { buffer in
            _ = SDL_UpdateTexture(pointer, nil, buffer.baseAddress, Int32(width * 4))
        }
        generation += 1
    }

    /// Runs `body` with the texture's top-left `width`×`height` pixels (made with
    /// ``init(renderer:streamingWidth:height:)``) to write, 0xAARRGGBB, and the number of pixels
    /// from one row to the next; false, and `body` not run, when the texture cannot be locked.
    @discardableResult
    public func withLockedPixels(width: Int, height: Int, _ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) -> Bool {
        var area = PixelRect(x: 0, y: 0, width: min(width, self.width), height: min(height, self.height)).sdlRect
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(pointer, &area, &pixels, &pitch) == 0, let pixels else { return false }
        body(pixels.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
        SDL_UnlockTexture(pointer)
        generation += 1
        return true
    }

    /// Makes copies to another size blend the nearest pixels linearly (smooth) instead of
    /// taking the nearest one (sharp, blocky).
    public func scalesSmoothly() {
        SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
    }

    /// Makes copies to another size take the nearest pixel (the default): the quickest.
    public func scalesSharply() {
        SDL_SetTextureScaleMode(pointer, SDL_ScaleModeNearest)
    }

    deinit {
        SDL_DestroyTexture(pointer)
        renderer.textureStatistics.live -= 1
    }

    /// Runs `body` with the texture's colours multiplied by `shade` (1: as they are, 0: black)
    /// and blended over what is drawn at `opacity` (1: copied as it is), or, when `multiplies`,
    /// multiplying what is drawn; then puts all of it back.
    public func modulated(shade: Double, opacity: Double, multiplies: Bool = false, _ body: () -> Void) {
        guard shade != 1 || opacity != 1 || multiplies else { return body() }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        var mode = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(pointer, &mode)
        SDL_SetTextureColorMod(pointer, byte(shade), byte(shade), byte(shade))
        if multiplies {
            SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_MOD)
        } else if opacity != 1 {
            SDL_SetTextureAlphaMod(pointer, byte(opacity))
            SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        }
        body()
        SDL_SetTextureColorMod(pointer, 255, 255, 255)
        SDL_SetTextureAlphaMod(pointer, 255)
        SDL_SetTextureBlendMode(pointer, mode)
    }

    /// Multiplies the texture's alpha by `alpha` when drawn (255: as it is). The software
    /// renderer blends unmodulated textures on its fast path, so textures are made in their
    /// colour and only a translucent colour's alpha is applied here.
    public func setOpacity(_ alpha: UInt8) {
        SDL_SetTextureAlphaMod(pointer, alpha)
    }
}
