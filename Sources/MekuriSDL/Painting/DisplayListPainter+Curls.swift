import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    /// How pages turned in depth (the cube, coverflow) or curled are drawn.
    enum PageShapeDrawing {
        /// As the triangles of their grids over their pictures (`SDL_RenderGeometry`): a graphics card's way.
        case triangles
        /// Turned pages as thin scaled slices, curled ones pixel by pixel through the curl's
        /// projection: the software renderer's way, as it maps each pixel of a triangle with two
        /// 64-bit divisions.
        case slicesAndPixels
    }

    /// Draws a curled page's part out of place, as ``pageShapeDrawing`` says. A picture that
    /// does not fit the layers' budget is drawn flat in its frame instead.
    func drawCurl(_ curl: CurledPicture, bounds target: PixelRect, offset: Offset, clip: PixelRect?) throws {
        guard pageShapeDrawing == .slicesAndPixels else {
            try drawMesh(curl.front, bounds: target, offset: offset, clip: clip)
            if let back = curl.back { try drawMesh(back, bounds: target, offset: offset, clip: clip) }
            return
        }
        guard let (picture, contentBounds) = try picture(of: curl.picture, offset: offset) else { return }
        guard let picture else { return try drawDirectly(curl.picture, in: contentBounds, target: target, clip: clip) }
        let region = pixels(curl.region, offset).intersection(clip.map(target.intersection) ?? target)
        guard !region.isEmpty else { return }
        let source = pixels(of: picture)
        let canvas = try curlCanvas(width: region.width, height: region.height)
        let projection = curl.projection.scaled(by: scale, dx: Double(offset.dx), dy: Double(offset.dy))
        canvas.withLockedPixels(width: region.width, height: region.height) { pixels, pitch in
            CurlRaster.fill(pixels, width: region.width, height: region.height, pitch: pitch, originX: region.x, originY: region.y,
                            projection: projection, picture: source, backWash: curl.backWash)
        }
        renderer.setClip(clip)
        renderer.copy(canvas, from: PixelRect(x: 0, y: 0, width: region.width, height: region.height), to: region)
    }

    /// The pixels of a page's picture, read back once per drawing of it.
    private func pixels(of picture: Texture) -> CurlRaster.Picture {
        if let kept = curlPictures.first(where: { $0.texture === picture && $0.generation == picture.generation }) {
            return kept.pixels
        }
        let read = renderer.readPixels(of: picture)
        let pixels = CurlRaster.Picture(pixels: read.isEmpty ? [UInt32](repeating: 0, count: picture.width * picture.height) : read,
                                        width: picture.width, height: picture.height)
        curlPictures.removeAll { $0.texture == nil || $0.texture === picture }
        if curlPictures.count >= Self.curlPictureLimit { curlPictures.removeFirst() }
        curlPictures.append(CurlPictureCopy(texture: picture, generation: picture.generation, pixels: pixels))
        return pixels
    }

    /// The streaming texture the curl's pixels are written into, at least `width`×`height` pixels.
    private func curlCanvas(width: Int, height: Int) throws -> Texture {
        if let canvas = curlCanvas, canvas.width >= width, canvas.height >= height { return canvas }
        let canvas = try Texture(renderer: renderer, streamingWidth: max(width, curlCanvas?.width ?? 0),
                                 height: max(height, curlCanvas?.height ?? 0))
        curlCanvas = canvas
        return canvas
    }

    /// The most page pictures whose pixels are kept for curls: the curled page and one more.
    static let curlPictureLimit = 2
}

/// A page picture's pixels as read back, while the picture is not drawn again.
struct CurlPictureCopy {
    /// The picture read; gone when the layer cache dropped it.
    weak var texture: Texture?
    /// The picture's ``Texture/generation`` when read.
    let generation: Int
    /// What was read.
    let pixels: CurlRaster.Picture
}
