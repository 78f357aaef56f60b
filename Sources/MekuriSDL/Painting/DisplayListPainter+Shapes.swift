import MekuriEngine
import MekuriUI

extension DisplayListPainter {
    /// How wide the fading rim of a shape's edges is, in pixels: one pixel, the edge's coverage.
    static let edgeFeather = 1.0

    /// Fills `rect` (in points) with `gradient`.
    func drawGradient(_ rect: Rect, _ gradient: LinearGradient, offset: Offset) {
        let area = pixels(rect, offset)
        guard !area.isEmpty else { return }
        let bounds = Rect(x: Double(area.x), y: Double(area.y), width: Double(area.width), height: Double(area.height))
        renderer.draw(.gradient(gradient, in: bounds))
    }

    /// Fills the polygon inside `points` (in points), anti-aliased.
    func drawPolygon(_ points: [Point], _ color: Color, offset: Offset) {
        renderer.draw(.polygon(points.map { pixelPoint($0, offset) }, color, feather: Self.edgeFeather))
    }

    /// Draws a line `width` points wide along `points`, anti-aliased.
    func drawStroke(_ points: [Point], closed: Bool, width: Double, _ color: Color, offset: Offset) {
        renderer.draw(.stroke(points.map { pixelPoint($0, offset) }, closed: closed, width: width * scale, color,
                              feather: Self.edgeFeather))
    }

    /// Where `point` (in points) falls in pixels, moved by `offset`.
    private func pixelPoint(_ point: Point, _ offset: Offset) -> Point {
        Point(x: point.x * scale + Double(offset.dx), y: point.y * scale + Double(offset.dy))
    }
}
