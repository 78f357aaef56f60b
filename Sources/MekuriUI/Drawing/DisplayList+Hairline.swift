import MekuriEngine

extension DisplayList {
    /// The thickness of a separator line, in points.
    public static let hairlineWidth = 1.0

    /// Appends a separator line along the inside of `rect`'s bottom edge, as wide as `rect`.
    public mutating func hairline(insideBottomOf rect: Rect, _ color: Color) {
        fill(Rect(x: rect.minX, y: rect.maxY - Self.hairlineWidth, width: rect.width, height: Self.hairlineWidth), color)
    }

    /// Appends a separator line along the inside of `rect`'s top edge, as wide as `rect`.
    public mutating func hairline(insideTopOf rect: Rect, _ color: Color) {
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: Self.hairlineWidth), color)
    }

    /// Appends a separator line just below `rect`, from `x` to `rect`'s trailing edge plus `overhang`.
    public mutating func hairline(below rect: Rect, from x: Double? = nil, overhang: Double = 0, _ color: Color) {
        let start = x ?? rect.minX
        fill(Rect(x: start, y: rect.maxY, width: rect.maxX + overhang - start, height: Self.hairlineWidth), color)
    }
}
