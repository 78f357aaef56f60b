import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    public func size(of text: String, style: TextStyle) -> Size {
        let measured = fonts.size(of: text, weight: style.weight, pixelSize: FontLibrary.pixelSize(of: style, scale: scale))
        return Size(width: Double(measured.width) / scale, height: Double(measured.height) / scale)
    }

    public func caretStops(of text: String, style: TextStyle) -> [Double] {
        fonts.caretStops(of: text, weight: style.weight, pixelSize: FontLibrary.pixelSize(of: style, scale: scale))
            .map { Double($0) / scale }
    }

    /// Draws a run's pieces that reach into `visible`, each from its font (a box for a
    /// character no font has), moved by `offset`; pieces out of view are not rasterised, so
    /// text of any length draws.
    func drawText(_ run: TextRun, offset: Offset, visible: PixelRect) throws {
        let pixelSize = FontLibrary.pixelSize(of: run.style, scale: scale)
        let shaped = try fonts.shape(run.text, weight: run.style.weight, pixelSize: pixelSize)
        let frame = pixels(run.frame, offset)
        let x = frame.lineStart(width: shaped.width, alignment: run.alignment)
        let y = frame.y + (frame.height - shaped.height) / 2
        for piece in shaped.pieces where x + piece.x + piece.width > visible.x && x + piece.x < visible.x + visible.width {
            switch piece.source {
            case .missing:
                drawMissingBoxes(piece, at: (x + piece.x, y + shaped.ascent), pixelSize: pixelSize, color: run.color)
            case .font(let key):
                guard let texture = try textCache.texture(for: piece, font: key, color: run.color) else { continue }
                texture.setOpacity(run.color.alpha)
                renderer.copy(texture, to: PixelRect(x: x + piece.x, y: y + piece.y, width: texture.width, height: texture.height))
            }
        }
    }

    /// One outlined box per character of a missing piece, standing on the baseline at `origin`.
    private func drawMissingBoxes(_ piece: ShapedText.Piece, at origin: (x: Int, baseline: Int), pixelSize: Int,
                                  color: Color) {
        let em = Double(pixelSize)
        let advance = piece.width / max(1, piece.text.count)
        let inset = max(1, Int((em * FontLibrary.missingInset).rounded()))
        let height = max(2, Int((em * FontLibrary.missingHeight).rounded()))
        let stroke = max(1, pixelSize / Self.missingStrokeDivisor)
        for index in 0..<piece.text.count {
            let box = PixelRect(x: origin.x + index * advance + inset, y: origin.baseline - height,
                                width: max(2, advance - 2 * inset), height: height)
            renderer.fill(PixelRect(x: box.x, y: box.y, width: box.width, height: stroke), color)
            renderer.fill(PixelRect(x: box.x, y: box.y + box.height - stroke, width: box.width, height: stroke), color)
            renderer.fill(PixelRect(x: box.x, y: box.y, width: stroke, height: box.height), color)
            renderer.fill(PixelRect(x: box.x + box.width - stroke, y: box.y, width: stroke, height: box.height), color)
        }
    }

    /// A missing character's box is outlined one pixel thick per this many pixels of text size.
    static let missingStrokeDivisor = 16
}
