import MekuriUI

extension FontLibrary {
    /// Where a caret stands before each grapheme cluster of `text` and after the last, in pixels
    /// from the line's start: `text.count + 1` values, rising, the last one the text's width.
    ///
    /// Each piece is measured prefix by prefix as it is drawn, so a stop falls exactly between
    /// two glyphs on screen.
    ///
    /// When the bundled font can't be read, every stop is 0.
    ///
    /// - Complexity: O(*n* · *k*) for *n* clusters in pieces of at most *k* clusters (see
    ///   ``maxPieceClusters``); the last few answers are kept.
    public func caretStops(of text: String, weight: TextStyle.Weight, pixelSize: Int) -> [Int] {
        let key = ShapeKey(text: text, weight: weight, pixelSize: max(1, pixelSize))
        if let known = stops.value(for: key) { return known }
        guard let shaped = try? shape(text, weight: weight, pixelSize: pixelSize) else {
            return Array(repeating: 0, count: text.count + 1)
        }
        var result = [0]
        result.reserveCapacity(text.count + 1)
        for piece in shaped.pieces {
            let clusters = Array(piece.text)
            switch piece.source {
            case .missing:
                let advance = piece.width / max(1, clusters.count)
                for index in 1...clusters.count { result.append(piece.x + advance * index) }
            case .font(let fontKey):
                guard let font = try? font(fontKey) else { return Array(repeating: 0, count: text.count + 1) }
                var prefix = ""
                for (index, cluster) in clusters.enumerated() {
                    prefix.append(cluster)
                    let width = index == clusters.count - 1 ? piece.width
                        : Int((Double(font.size(of: prefix).width) * piece.scale).rounded())
                    result.append(max(result[result.count - 1], piece.x + min(width, piece.width)))
                }
            }
        }
        stops.insert(result, for: key)
        return result
    }
}
