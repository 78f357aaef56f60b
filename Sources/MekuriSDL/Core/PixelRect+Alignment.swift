import MekuriUI

extension PixelRect {
    /// Where a line `width` pixels wide starts when aligned by `alignment` in this rectangle (a
    /// centred line rounds towards the left; a wider line overhangs both sides alike).
    public func lineStart(width: Int, alignment: TextRun.Alignment) -> Int {
        switch alignment {
        case .leading: x
        case .center: x + (self.width - width) / 2
        case .trailing: x + self.width - width
        }
    }
}
