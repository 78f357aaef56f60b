import MekuriEngine

extension DisplayList {
    /// Appends a rectangle filled with a smooth linear gradient.
    public mutating func fill(_ rect: Rect, _ gradient: LinearGradient) {
        commands.append(.linearGradient(rect, gradient))
    }

    /// Appends the polygon inside `points`, filled and anti-aliased.
    public mutating func polygon(_ points: [Point], _ color: Color) {
        commands.append(.polygon(points, color))
    }

    /// Appends a line `width` wide along `points` (back to the first when `closed`), anti-aliased.
    public mutating func stroke(_ points: [Point], closed: Bool, width: Double, _ color: Color) {
        commands.append(.stroke(points, closed: closed, width: width, color))
    }
}
