import MekuriUI

extension DisplayListPainter: ImageMeasuring {
    /// Whether images are read and decoded at once, on the drawing thread, before the frame that
    /// shows them (the headless runner and the benchmark: every run gives the same pixels),
    /// instead of on a background thread while the page colour shows (the window).
    public var waitsForImages: Bool {
        get { images.waitsForImages }
        set { images.waitsForImages = newValue }
    }

    /// Called, on a background thread, each time an image has been read or decoded there: the
    /// window wakes its loop with it (`painter.onImageReady = { waker.wake() }`) to draw again.
    public var onImageReady: (@Sendable () -> Void)? {
        get { images.onImageReady }
        set { images.onImageReady = newValue }
    }

    public func status(of source: ImageSource) -> ImageStatus {
        images.status(of: source)
    }

    /// Copies `image`'s texture, shrunk to its frame's pixels, within `clip`; nothing while it
    /// loads or when it cannot be read. Images near the clip but out of it are decoded, not
    /// drawn, so the next page is ready when a swipe brings it in.
    func drawImage(_ image: ImageDrawing, offset: Offset, clip: PixelRect) throws {
        let bounds = sizedPixels(image.frame, offset)
        let ahead = Self.imageReadAhead
        let reach = PixelRect(x: clip.x - ahead * clip.width, y: clip.y - ahead * clip.height,
                              width: (1 + 2 * ahead) * clip.width, height: (1 + 2 * ahead) * clip.height)
        guard !bounds.isEmpty, !bounds.intersection(reach).isEmpty,
              let texture = try images.texture(for: image.source, width: bounds.width, height: bounds.height),
              !bounds.intersection(clip).isEmpty else { return }
        renderer.copy(texture, to: bounds)
    }

    /// How far beyond the clip, in clip widths and heights, images are read and decoded before
    /// they show: a page's neighbours.
    static let imageReadAhead = 1
}
