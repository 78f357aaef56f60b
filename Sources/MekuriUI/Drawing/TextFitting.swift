import MekuriEngine

/// Fits a line of text into its frame as the backend will draw it: as it is when it fits, else
/// at a smaller size (down to ``minimumSize(of:)``), else shortened with an ellipsis at that
/// size, else left out, so no text is ever cut mid-glyph or drawn over its neighbours.
///
/// Text fits when its advance width and its line height are within the frame's whole points.
enum TextFitting {
    /// The smallest share of its size a style shrinks to before it is shortened.
    static let minimumScale = 0.7
    /// The smallest size, in points, any text shrinks to.
    static let smallestSize = 9.0
    /// What ends a shortened text.
    static let ellipsis = "…"

    /// The size `style` shrinks to at most: 70% of its size, rounded down, and never under 9 pt.
    static func minimumSize(of style: TextStyle) -> Double {
        max(smallestSize, (style.size * minimumScale).rounded(.down))
    }

    /// Whether text `measured` big fits `room`.
    static func fits(_ measured: Size, in room: Size) -> Bool {
        measured.width <= room.width.rounded(.down) && measured.height <= room.height.rounded(.down)
    }

    /// The largest size, from `style`'s own down to its minimum, at which every one of `texts`
    /// fits `room` (in `style`'s weight, and in bold when `bold` is also drawn), or nil when
    /// none does: one size for a row of labels, so equal tabs keep equal text.
    static func commonSize(of texts: [String], style: TextStyle, alsoBold bold: Bool = false, in room: Size,
                           measuring text: any TextMeasuring) -> Double? {
        let weights = bold ? [style.weight, .bold] : [style.weight]
        func widest(at size: Double) -> Size {
            var widest = Size(width: 0, height: 0)
            for string in texts {
                for weight in weights {
                    let measured = text.size(of: string, style: TextStyle(size: size, weight: weight))
                    widest = Size(width: max(widest.width, measured.width), height: max(widest.height, measured.height))
                }
            }
            return widest
        }
        return largestSize(from: style.size, down: minimumSize(of: style), in: room, measure: widest)
    }

    /// `run` fitted to its frame (see ``TextFitting``), or nil when not even one character and
    /// the ellipsis fit at the minimum size.
    static func fitted(_ run: TextRun, measuring text: any TextMeasuring) -> TextRun? {
        let room = run.frame.size
        guard !run.text.isEmpty else { return run }
        let minimum = minimumSize(of: run.style)
        func measure(at size: Double) -> Size { text.size(of: run.text, style: TextStyle(size: size, weight: run.style.weight)) }
        if let size = largestSize(from: run.style.size, down: minimum, in: room, measure: measure) {
            var fitted = run
            fitted.style.size = size
            return fitted
        }
        var shortened = run
        shortened.style.size = min(minimum, run.style.size)
        let characters = Array(run.text)
        /// The first `count` characters, without whitespace at their end, and the ellipsis; nil when nothing is left.
        func shortenedText(keeping count: Int) -> String? {
            var kept = characters[..<count]
            while kept.last?.isWhitespace == true { kept.removeLast() }
            return kept.isEmpty ? nil : String(kept) + ellipsis
        }
        func fitsShortened(keeping count: Int) -> Bool {
            guard let candidate = shortenedText(keeping: count) else { return false }
            return fits(text.size(of: candidate, style: shortened.style), in: room)
        }
        // A longer start never draws narrower, so the longest start that fits is found by
        // halving: O(log n) measures instead of one for each character cut (a 2,000-character
        // title took seconds a frame).
        guard let count = largestCount(upTo: characters.count - 1, where: fitsShortened) else { return nil }
        shortened.text = shortenedText(keeping: count)!
        return shortened
    }

    /// The largest count in 1...`limit` that `fits` accepts, given that it accepts every count
    /// below one it accepts; nil when it accepts none.
    ///
    /// - Complexity: O(log `limit`) calls of `fits`.
    static func largestCount(upTo limit: Int, where fits: (Int) -> Bool) -> Int? {
        var low = 0, high = limit  // `low` fits (0 standing for none); everything above `high` does not.
        while low < high {
            let middle = low + (high - low + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low > 0 ? low : nil
    }

    /// The largest whole size from `size` down to `minimum` at which `measure` fits `room`:
    /// `size` itself when it fits, else from a guess scaled by how much too big it is, a point
    /// at a time up while the next size still fits, or down until one does.
    private static func largestSize(from size: Double, down minimum: Double, in room: Size,
                                    measure: (Double) -> Size) -> Double? {
        let measured = measure(size)
        if fits(measured, in: room) { return size }
        guard measured.width > 0, measured.height > 0, room.width > 0, room.height > 0 else { return nil }
        let ratio = min(room.width.rounded(.down) / measured.width, room.height.rounded(.down) / measured.height)
        var candidate = max(minimum, min(size - 1, (size * ratio).rounded(.down)))
        if fits(measure(candidate), in: room) {
            while candidate + 1 < size, fits(measure(candidate + 1), in: room) { candidate += 1 }
            return candidate
        }
        while candidate - 1 >= minimum {
            candidate -= 1
            if fits(measure(candidate), in: room) { return candidate }
        }
        return nil
    }
}

extension DisplayList {
    /// Appends `run` fitted to its frame by ``TextFitting``: smaller or shortened when it does
    /// not fit, left out when even that does not.
    mutating func fittedText(_ run: TextRun, measuring text: any TextMeasuring) {
        if let fitted = TextFitting.fitted(run, measuring: text) { self.text(fitted) }
    }
}
