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
                guard let inner = try? stops(within: piece, font: fontKey) else {
                    return Array(repeating: 0, count: text.count + 1)
                }
                for stop in inner { result.append(max(result[result.count - 1], piece.x + stop)) }
            }
        }
        stops.insert(result, for: key)
        return result
    }

    /// The stops after each character of a piece, from its start, in pixels (its last one the
    /// piece's width): measured prefix by prefix once per piece text and font.
    private func stops(within piece: ShapedText.Piece, font fontKey: FontKey) throws -> [Int] {
        let pieceKey = PieceKey(text: piece.text, font: fontKey)
        if let known = pieceStops.value(for: pieceKey) { return known }
        let font = try font(fontKey)
        let clusters = Array(piece.text)
        var prefix = ""
        var inner: [Int] = []
        inner.reserveCapacity(clusters.count)
        for (index, cluster) in clusters.enumerated() {
            prefix.append(cluster)
            let width = index == clusters.count - 1 ? piece.width
                : Int((Double(font.size(of: prefix).width) * piece.scale).rounded())
            inner.append(min(width, piece.width))
        }
        pieceStops.insert(inner, for: pieceKey)
        return inner
    }
}
