import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    /// Draws a curled page's part out of place, as ``pageShapeDrawing`` says: pixel by pixel, or
    /// as triangles (also when the page's picture cannot be read back or the canvas locked). A
    /// picture that does not fit the layers' budget is drawn flat in its frame instead.
    func drawCurl(_ curl: CurledPicture, bounds target: PixelRect, offset: Offset, clip: PixelRect?) throws {
        func asTriangles() throws {
            try drawMesh(curl.front, bounds: target, offset: offset, clip: clip)
            if let back = curl.back { try drawMesh(back, bounds: target, offset: offset, clip: clip) }
        }
        guard pageShapeDrawing == .slicesAndPixels else { return try asTriangles() }
        guard let (picture, contentBounds) = try picture(of: curl.picture, offset: offset) else { return }
        guard let picture else { return try drawDirectly(curl.picture, in: contentBounds, target: target, clip: clip) }
        let region = pixels(curl.region, offset).intersection(clip.map(target.intersection) ?? target)
        guard !region.isEmpty else { return }
        guard let source = curlPictures.pixels(of: picture) else { return try asTriangles() }
        let canvas = try curlPictures.canvas(width: region.width, height: region.height)
        let projection = curl.projection.scaled(by: scale, dx: Double(offset.dx), dy: Double(offset.dy))
        let filled = canvas.withLockedPixels(width: region.width, height: region.height) { pixels, pitch in
            CurlRaster.fill(pixels, width: region.width, height: region.height, pitch: pitch, originX: region.x, originY: region.y,
                            projection: projection, picture: source, backWash: curl.backWash)
        }
        guard filled else { return try asTriangles() }
        renderer.setClip(clip)
        renderer.copy(canvas, from: PixelRect(x: 0, y: 0, width: region.width, height: region.height), to: region)
    }
}
