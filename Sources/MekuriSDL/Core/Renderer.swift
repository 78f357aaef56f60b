internal import CSDL2
import MekuriEngine
import MekuriUI

/// An SDL renderer, destroyed exactly once, that keeps its window or surface alive.
public final class Renderer {
    /// The owned renderer.
    let pointer: OpaquePointer
    /// The window, or the surface and the SDL runtime, the renderer draws with; held so they
    /// outlive the renderer.
    private let target: Any
    /// Whether this is SDL's software renderer.
    public let isSoftware: Bool
    /// How many textures this renderer has made and how many of them exist now; kept by
    /// ``Texture``.
    public internal(set) var textureStatistics = TextureStatistics()

    /// Counts of one renderer's textures (only the thread that draws makes and drops them).
    public struct TextureStatistics: Equatable, Sendable {
        /// How many textures the renderer has made since it was created, dropped ones included.
        public internal(set) var created = 0
        /// How many of them exist now (made and not yet destroyed).
        public internal(set) var live = 0
    }

    /// A renderer for a window: the vsynced accelerated one when it can be had (and `software`
    /// is false), otherwise SDL's software one, with `onFallback` told why when the accelerated
    /// one failed. An accelerated renderer whose OpenGL turns out to be emulated on the CPU is
    /// quietly replaced by the software one. `failAccelerated` makes the accelerated one fail on
    /// purpose, to try the fallback.
    public init(window: Window, software: Bool = false, failAccelerated: Bool = false,
                onFallback: (SDLError) -> Void) throws {
        let accelerated: OpaquePointer? = {
            guard !software else { return nil }
            guard !failAccelerated else {
                onFallback(SDLError(action: "create an accelerated renderer",
                                    reason: "a fault was injected (MEKURI_INJECT_FAULT=renderer)"))
                return nil
            }
            let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            guard let renderer = SDL_CreateRenderer(window.pointer, -1, flags) else {
                onFallback(SDLError.last("create an accelerated renderer"))
                return nil
            }
            if let name = Self.openGLRendererName(), GraphicsHardware.isEmulatedOpenGL(rendererName: name) {
                SDL_DestroyRenderer(renderer)
                return nil
            }
            return renderer
        }()
        if let accelerated {
            pointer = accelerated
            isSoftware = false
        } else {
            // SDL would otherwise back the window's surface with an OpenGL texture, loading the
            // very GL stack the software renderer is chosen to avoid.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            guard let renderer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                throw SDLError.last("create a software renderer")
            }
            pointer = renderer
            isSoftware = true
        }
        target = window
    }

    /// A software renderer drawing into `surface`; it needs no display and gives the same pixels
    /// on every run.
    public init(surface: Surface, runtime: SDLRuntime) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError.last("create a software renderer")
        }
        pointer = renderer
        target = (surface, runtime)
        isSoftware = true
    }

    deinit { SDL_DestroyRenderer(pointer) }

    /// The `GL_RENDERER` string of the current OpenGL context (the accelerated renderer's, just
    /// made), or nil when there is none.
    private static func openGLRendererName() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        return getString(glRenderer).map { String(cString: $0) }
    }

    /// The size of the render target in pixels.
    public var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Fills the whole target (ignoring any clip) with `color`.
    public func clear(_ color: Color) {
        SDL_RenderSetClipRect(pointer, nil)
        setDrawColor(color)
        SDL_RenderClear(pointer)
    }

    /// Fills a rectangle given in pixels, blending by `color`'s alpha.
    ///
    /// The software renderer fills an opaque rectangle's visible part in pieces that start on
    /// cache lines (see ``PixelRect/cacheLineAlignedParts``): the same pixels, at up to half the cost.
    public func fill(_ rect: PixelRect, _ color: Color) {
        // SDL still paints a row or column for an empty rectangle.
        guard rect.width > 0, rect.height > 0 else { return }
        setDrawColor(color)
        let isOpaque = color.alpha == 255
        SDL_SetRenderDrawBlendMode(pointer, isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        guard isSoftware, isOpaque else { return fillRect(rect) }
        let visible = rect.intersection(visibleBounds)
        guard !visible.isEmpty else { return }
        visible.cacheLineAlignedParts.forEach(fillRect)
    }

    /// Fills `rect` with the draw colour as it is set.
    private func fillRect(_ rect: PixelRect) {
        var sdlRect = rect.sdlRect
        SDL_RenderFillRect(pointer, &sdlRect)
    }

    /// The part of the current target drawing reaches: the clip when one is set, else the target.
    private var visibleBounds: PixelRect {
        let size = outputSize
        let target = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        guard SDL_RenderIsClipEnabled(pointer) == SDL_TRUE else { return target }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(pointer, &clip)
        return target.intersection(PixelRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
    }

    /// Copies a texture, or the part of it in `source`, into a rectangle given in pixels.
    public func copy(_ texture: Texture, from source: PixelRect? = nil, to rect: PixelRect) {
        var destination = rect.sdlRect
        guard var part = source?.sdlRect else {
            SDL_RenderCopy(pointer, texture.pointer, nil, &destination)
            return
        }
        SDL_RenderCopy(pointer, texture.pointer, &part, &destination)
    }

    /// The pixels (0xAARRGGBB, row by row) of `rect` of what is drawn so far on the current
    /// target, which must lie inside it; an empty array when the renderer cannot read them.
    public func readPixels(_ rect: PixelRect) -> [UInt32] {
        guard !rect.isEmpty else { return [] }
        var pixels = [UInt32](repeating: 0, count: rect.width * rect.height)
        var area = rect.sdlRect
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(pointer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(rect.width * 4))
        }
        return status == 0 ? pixels : []
    }

    /// Copies a whole texture into a rectangle given in pixels, turned `degrees` clockwise about
    /// the rectangle's centre.
    public func copy(_ texture: Texture, to rect: PixelRect, rotatedBy degrees: Double) {
        var destination = rect.sdlRect
        SDL_RenderCopyEx(pointer, texture.pointer, nil, &destination, degrees, nil, SDL_FLIP_NONE)
    }

    /// Runs `body` drawing into `texture` (made with ``Texture/init(renderer:targetWidth:height:isOpaque:)``)
    /// instead of what it drew into before (the window or surface, or the texture being drawn
    /// when this one is drawn within it), then draws into that again; the caller sets the clip
    /// it wants after.
    public func drawing(into texture: Texture, _ body: () throws -> Void) throws {
        texture.generation += 1
        guard try targeting(texture, body) != nil else {
            throw SDLError.last("draw into a \(texture.width)×\(texture.height) texture")
        }
    }

    /// Every pixel of `texture` (a render target), 0xAARRGGBB row by row; empty when they
    /// cannot be read. The caller sets the clip it wants after.
    public func readPixels(of texture: Texture) -> [UInt32] {
        targeting(texture) { readPixels(PixelRect(x: 0, y: 0, width: texture.width, height: texture.height)) } ?? []
    }

    /// Runs `body` with `texture` as the target, unclipped, then goes back to the target before
    /// (a picture drawn while another is being drawn, a layer within a page's, goes back to that
    /// one); nil when the texture cannot be the target.
    private func targeting<Result>(_ texture: Texture, _ body: () throws -> Result) rethrows -> Result? {
        let previous = SDL_GetRenderTarget(pointer)
        guard SDL_SetRenderTarget(pointer, texture.pointer) == 0 else { return nil }
        defer { SDL_SetRenderTarget(pointer, previous) }
        SDL_RenderSetClipRect(pointer, nil)
        return try body()
    }

    /// Restricts drawing to a rectangle in pixels, or lifts the restriction.
    public func setClip(_ rect: PixelRect?) {
        guard var sdlRect = rect?.sdlRect else {
            SDL_RenderSetClipRect(pointer, nil)
            return
        }
        SDL_RenderSetClipRect(pointer, &sdlRect)
    }

    /// Shows what was drawn (for a window, at the next vertical blank) and, for a surface,
    /// makes sure every pixel has been written.
    public func present() {
        SDL_RenderPresent(pointer)
    }

    private func setDrawColor(_ color: Color) {
        SDL_SetRenderDrawColor(pointer, color.red, color.green, color.blue, color.alpha)
    }
}
