import MekuriEngine
@testable import MekuriUI
import XCTest

/// The icons drawn as paths: the crescent moon lies on its disc and outside its bite, and the
/// back chevron points left.
final class IconShapeTests: XCTestCase {
    private func distance(_ a: Point, _ b: Point) -> Double { (a - b).length }

    func testTheCrescentRunsAlongItsDiscAndItsBiteOnly() {
        let moon = CrescentMoon(center: Point(x: 50, y: 50), radius: 20)
        let bite = Point(x: 50 + 20 * CrescentMoon.biteDistance * cos(CrescentMoon.biteAngle),
                         y: 50 + 20 * CrescentMoon.biteDistance * sin(CrescentMoon.biteAngle))
        let outline = moon.outline
        XCTAssertGreaterThan(outline.count, 40, "round enough at 2×")
        for point in outline {
            XCTAssertLessThanOrEqual(distance(point, moon.center), 20 + 1e-9, "never beyond the disc")
            XCTAssertGreaterThanOrEqual(distance(point, bite), 20 * CrescentMoon.biteRadius - 1e-9, "never in the bite")
        }
        // The lower left of the disc is solid moon; the upper right is bitten away.
        XCTAssertTrue(outline.contains { distance($0, Point(x: 50 - 20 / 2.0.squareRoot(), y: 50 + 20 / 2.0.squareRoot())) < 1 })
        XCTAssertFalse(outline.contains { distance($0, Point(x: 50 + 20 / 2.0.squareRoot(), y: 50 - 20 / 2.0.squareRoot())) < 1 })
        let share = Outline(outline, closed: true).outwardWound.doubleSignedArea / 2 / (Double.pi * 400)
        XCTAssertEqual(share, 0.55, accuracy: 0.05, "the bite takes nearly half the disc")
    }

    func testTheOutlinedMoonIsAStrokeInsideTheFilledOnesEdge() {
        var outlined = DisplayList(), filled = DisplayList()
        let moon = CrescentMoon(center: Point(x: 0, y: 0), radius: 11)
        moon.stroke(lineWidth: 2, .black, into: &outlined)
        moon.fill(.black, into: &filled)
        guard case .stroke(let points, true, 2, .black) = outlined.commands.first,
              case .polygon(let filledPoints, .black) = filled.commands.first else {
            return XCTFail("a closed stroke and a polygon: \(outlined.commands) \(filled.commands)")
        }
        XCTAssertEqual(points.map { distance($0, .zero) }.max()!, 10, accuracy: 1e-9, "half the line inside the edge")
        XCTAssertEqual(filledPoints.map { distance($0, .zero) }.max()!, 11, accuracy: 1e-9)
    }

    func testTheBackChevronPointsLeftWithStrokesOfItsWidth() {
        let chevron = Chevron(frame: Rect(x: 10, y: 0, width: 9, height: 16), lineWidth: 2)
        let outline = chevron.outline
        XCTAssertEqual(outline.count, 6)
        XCTAssertEqual(outline.map(\.x).min()!, 10 - 1 / sin(atan2(8, 9)), accuracy: 1e-9, "the mitred point")
        let leftmost = outline.min { $0.x < $1.x }!
        XCTAssertEqual(leftmost.y, 8, accuracy: 1e-9, "the point at mid-height")
        // The two ends are cut square across their strokes, a line width long.
        XCTAssertEqual(distance(outline[0], outline[5]), 2, accuracy: 1e-9)
        XCTAssertEqual(distance(outline[2], outline[3]), 2, accuracy: 1e-9)
    }

    func testAChevronPointingRightIsTheMirrorOfTheBackChevron() {
        let frame = Rect(x: 10, y: 0, width: 9, height: 16)
        let back = Chevron(frame: frame, lineWidth: 2).outline
        let forward = Chevron(frame: frame, lineWidth: 2, pointing: .right).outline
        XCTAssertEqual(forward.map(\.x).max()!, 19 + 1 / sin(atan2(8, 9)), accuracy: 1e-9, "the mitred point at the right")
        XCTAssertEqual(forward.max { $0.x < $1.x }!.y, 8, accuracy: 1e-9, "at mid-height")
        for point in forward {
            let mirrored = back.contains { abs(2 * frame.center.x - $0.x - point.x) < 1e-9 && abs($0.y - point.y) < 1e-9 }
            XCTAssertTrue(mirrored, "\(point) mirrors a point of the back chevron")
        }
    }
}
