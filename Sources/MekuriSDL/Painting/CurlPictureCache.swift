import MekuriUI

/// What drawing curls pixel by pixel keeps between frames: copies of the pictures of the pages
/// curled lately, read back once per drawing of each, and the streaming texture the curl is
/// filled into; all of it let go once ``framesKeptWithoutCurl`` frames in a row drew no curl (a
/// swipe's pages resting a moment between two turns keep it).
final class CurlPictureCache {
    /// A page picture's pixels as read back, while the picture is not drawn again.
    private struct Copy {
        /// The picture read; gone when the layer cache dropped it.
        weak var texture: Texture?
        /// The picture's ``Texture/generation`` when read.
        let generation: Int
        /// What was read.
        let pixels: CurlRaster.Picture
    }

    /// The most pictures kept: the curled page and one more (two panes side by side).
    static let limit = 2
    /// How many frames in a row without a curl the copies and the canvas outlive: two seconds at 60 frames/s.
    static let framesKeptWithoutCurl = 120

    private let renderer: Renderer
    private var copies: [Copy] = []
    /// The streaming texture a curl's pixels are written into, grown as needed.
    private var canvas: Texture?
    /// Whether this frame drew a curl.
    private var isUsedThisFrame = false
    /// How many frames in a row drew no curl.
    private var framesWithoutCurl = 0
    /// How many pictures have been read back, for tests: once per drawing of a picture.
    private(set) var readCount = 0

    init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Whether anything is kept: a picture's copy or the canvas.
    var isHoldingMemory: Bool { !copies.isEmpty || canvas != nil }

    /// Starts a frame.
    func beginFrame() { isUsedThisFrame = false }

    /// Ends a frame: the ``framesKeptWithoutCurl``-th in a row that drew no curl lets go of the
    /// copies and the canvas.
    func endFrame() {
        framesWithoutCurl = isUsedThisFrame ? 0 : framesWithoutCurl + 1
        guard framesWithoutCurl >= Self.framesKeptWithoutCurl else { return }
        copies.removeAll()
        canvas = nil
    }

    /// The pixels of `picture`, read back when it was drawn since they were last read; nil
    /// when they cannot be read.
    func pixels(of picture: Texture) -> CurlRaster.Picture? {
        isUsedThisFrame = true
        if let kept = copies.first(where: { $0.texture === picture && $0.generation == picture.generation }) {
            return kept.pixels
        }
        let read = renderer.readPixels(of: picture)
        guard read.count == picture.width * picture.height, !read.isEmpty else { return nil }
        readCount += 1
        let pixels = CurlRaster.Picture(pixels: read, width: picture.width, height: picture.height)
        copies.removeAll { $0.texture == nil || $0.texture === picture }
        if copies.count >= Self.limit { copies.removeFirst() }
        copies.append(Copy(texture: picture, generation: picture.generation, pixels: pixels))
        return pixels
    }

    /// The streaming texture to fill, at least `width`×`height` pixels.
    func canvas(width: Int, height: Int) throws -> Texture {
        isUsedThisFrame = true
        if let canvas, canvas.width >= width, canvas.height >= height { return canvas }
        let grown = try Texture(renderer: renderer, streamingWidth: max(width, canvas?.width ?? 0),
                                height: max(height, canvas?.height ?? 0))
        canvas = grown
        return grown
    }
}
