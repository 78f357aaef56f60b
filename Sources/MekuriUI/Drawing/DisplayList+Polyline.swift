import MekuriEngine

extension DisplayList {
    /// Appends a line through `points` as steps of filled rectangles `thickness` thick: along to
    /// each point, then up or down to it (fine enough at a sample per frame).
    public mutating func polyline(_ points: [Point], thickness: Double, _ color: Color) {
        var previous: Point?
        for here in points {
            if let previous {
                fill(Rect(x: previous.x, y: previous.y - thickness / 2, width: max(thickness / 2, here.x - previous.x),
                          height: thickness), color)
                fill(Rect(x: here.x - thickness / 2, y: min(previous.y, here.y), width: thickness,
                          height: abs(here.y - previous.y)), color)
            }
            previous = here
        }
    }
}
