import MekuriEngine

/// Cuts a simple polygon (convex or not, without holes or crossing edges) into triangles by
/// clipping its ears one by one.
enum EarClipping {
    /// Triples of indices into `outline`'s points (wound outward), covering the polygon once.
    static func triangles(of outline: Outline) -> [(Int, Int, Int)] {
        let points = outline.points
        var remaining = Array(points.indices)
        var triangles: [(Int, Int, Int)] = []
        var index = 0, missesInARow = 0
        while remaining.count > 3, missesInARow < remaining.count {
            let count = remaining.count
            let (a, b, c) = (remaining[(index + count - 1) % count], remaining[index % count],
                             remaining[(index + 1) % count])
            if isEar(a, b, c, remaining: remaining, points: points) {
                triangles.append((a, b, c))
                remaining.remove(at: index % count)
                missesInARow = 0
            } else {
                index += 1
                missesInARow += 1
            }
            index %= remaining.count
        }
        if remaining.count == 3 { triangles.append((remaining[0], remaining[1], remaining[2])) }
        return triangles
    }

    /// Whether the corner `b` between `a` and `c` turns the polygon's way and no other corner
    /// lies inside the triangle they make.
    private static func isEar(_ a: Int, _ b: Int, _ c: Int, remaining: [Int], points: [Point]) -> Bool {
        guard cross(points[a], points[b], points[c]) > 0 else { return false }
        return !remaining.contains { other in
            other != a && other != b && other != c
                && contains(points[other], triangle: (points[a], points[b], points[c]))
        }
    }

    /// The z of the cross product of `b - a` and `c - b`: positive where an outward-wound outline
    /// turns convexly.
    private static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b - a).cross(c - b)
    }

    /// Whether `point` lies inside or on the triangle (wound like the polygon).
    private static func contains(_ point: Point, triangle: (Point, Point, Point)) -> Bool {
        let (a, b, c) = triangle
        return cross(a, b, point) >= 0 && cross(b, c, point) >= 0 && cross(c, a, point) >= 0
    }
}
