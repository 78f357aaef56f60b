import MekuriEngine

extension Outline {
    /// The points around `rect` with its corners rounded by `radius` (at most half its shorter
    /// side; square corners at 0), clockwise from the top-left corner, no two in a row equal.
    public static func roundedRect(_ rect: Rect, radius: Double) -> [Point] {
        let radius = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard radius > 0 else {
            return [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                    Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        }
        // Each corner's arc centre and the angle its quarter turn starts at (y grows downwards).
        let corners: [(center: Point, start: Double)] = [
            (Point(x: rect.minX + radius, y: rect.minY + radius), .pi),
            (Point(x: rect.maxX - radius, y: rect.minY + radius), 1.5 * .pi),
            (Point(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (Point(x: rect.minX + radius, y: rect.maxY - radius), 0.5 * .pi),
        ]
        let points = corners.flatMap { Arc(center: $0.center, radius: radius, from: $0.start, to: $0.start + .pi / 2).points }
        // A capsule's arcs meet end to start: keep one of each pair, so no edge has zero length.
        return points.enumerated().compactMap { index, point in
            point == points[(index + 1) % points.count] ? nil : point
        }
    }
}
