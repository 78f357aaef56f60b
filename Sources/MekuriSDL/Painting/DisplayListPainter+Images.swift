import MekuriUI

// The image pipeline (decoding on a background thread, downscaling, a budgeted texture store,
// the headless runner's wait) comes with the deck; until then images are reported as loading
// and drawn as nothing, so the page colour behind them shows.

extension DisplayListPainter: ImageMeasuring {
    public func status(of source: ImageSource) -> ImageStatus {
        .loading
    }

    /// Draws `image` within `clip` once it is decoded.
    func drawImage(_ image: ImageDrawing, offset: Offset, clip: PixelRect) throws {}
}
