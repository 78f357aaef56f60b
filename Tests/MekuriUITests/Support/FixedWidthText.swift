import MekuriEngine
import MekuriUI

/// Measures every character as a square of the font size: enough for layout tests without SDL
/// (the idea of Flutter's Ahem test font).
struct FixedWidthText: TextMeasuring {
    func size(of text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * style.size, height: style.size * 1.5)
    }

    func caretStops(of text: String, style: TextStyle) -> [Double] {
        (0...text.count).map { Double($0) * style.size }
    }
}
