extension PixelRect {
    /// The pixels of 32-bit colour in one 64-byte cache line.
    static let pixelsPerCacheLine = 16

    /// The rectangle cut in two at the first cache-line boundary of its rows — counting
    /// ``pixelsPerCacheLine`` pixels a line from the target's left edge — when it does not start
    /// on one: a strip less than a line wide, then the rest, which starts on a line. One piece
    /// when it already starts on a boundary or is too narrow to be worth cutting.
    ///
    /// SDL's software renderer fills wide rows with streaming stores that write whole 16-byte
    /// blocks; started off a cache line, every store straddles two lines and a fill costs up to
    /// twice as much (measured on this machine: weekday pages 6 px from the left edge drew at
    /// 1.7× the cost of pages at the edge). The two pieces cover exactly the same pixels, so
    /// nothing drawn changes. It helps every row when the target's rows are a whole number of
    /// cache lines long (a width divisible by 16), as at 1280 or 2560 pixels.
    var cacheLineAlignedParts: [PixelRect] {
        let line = Self.pixelsPerCacheLine
        let head = (line - x % line) % line
        guard head > 0, width > head + 2 * line else { return [self] }
        return [PixelRect(x: x, y: y, width: head, height: height),
                PixelRect(x: x + head, y: y, width: width - head, height: height)]
    }
}
