import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriUI

/// Measures text with the bundled fonts at one pixel per point, as the headless runner's painter
/// does, and says where the painter puts a run's text.
final class BundledFontText: TextMeasuring {
    private let runtime: SDLRuntime
    private let fonts: FontLibrary

    /// Opens the bundled fonts, found from this source file.
    init() throws {
        runtime = try SDLRuntime(video: false)
        fonts = try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                runtime: runtime)
    }

    func size(of text: String, style: TextStyle) -> Size {
        let pixels = pixelSize(of: text, style: style)
        return Size(width: Double(pixels.width), height: Double(pixels.height))
    }

    func caretStops(of text: String, style: TextStyle) -> [Double] {
        fonts.caretStops(of: text, weight: style.weight, pixelSize: FontLibrary.pixelSize(of: style, scale: 1)).map(Double.init)
    }

    /// The advance width and line height of `text` in `style`, in whole pixels.
    private func pixelSize(of text: String, style: TextStyle) -> (width: Int, height: Int) {
        fonts.size(of: text, weight: style.weight, pixelSize: FontLibrary.pixelSize(of: style, scale: 1))
    }

    /// The pixels `run`'s text covers as ``DisplayListPainter`` places it: aligned in its frame
    /// horizontally and centred vertically, as wide as its advance and as tall as its line.
    func drawnBox(of run: TextRun) -> PixelRect {
        let measured = pixelSize(of: run.text, style: run.style)
        let frame = PixelRect(run.frame, scale: 1)
        let x = frame.lineStart(width: measured.width, alignment: run.alignment)
        let y = frame.y + (frame.height - measured.height) / 2
        return PixelRect(x: x, y: y, width: measured.width, height: measured.height)
    }
}
