import MekuriEngine
@testable import MekuriUI
import XCTest

/// The geometry of gradients and shapes before any pixel: the meshes, the triangulation of
/// polygons that are not convex, and the offset outlines that anti-alias their edges.
final class VectorGeometryTests: XCTestCase {
    /// Half the cross product: the signed area of a triangle.
    private func area(_ a: Point, _ b: Point, _ c: Point) -> Double {
        ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2
    }

    func testAGradientMeshHasAStripBetweenEveryPairOfStopsAndCoversTheRectangle() {
        let gradient = LinearGradient(stops: [.init(0.25, .black), .init(0.75, .white)])
        let mesh = TriangleMesh.gradient(gradient, in: Rect(x: 10, y: 100, width: 50, height: 200))
        XCTAssertEqual(mesh.triangleCount, 6, "stops at 0 and 1 added: three strips")
        XCTAssertEqual(mesh.vertices.map(\.position.y), [100, 100, 150, 150, 250, 250, 300, 300])
        XCTAssertEqual(mesh.vertices.map(\.color), [.black, .black, .black, .black, .white, .white, .white, .white])
        XCTAssertTrue(mesh.isOpaque)
    }

    func testAHorizontalGradientRunsLeftToRight() {
        let mesh = TriangleMesh.gradient(LinearGradient(from: .black, to: .white, axis: .horizontal),
                                         in: Rect(x: 0, y: 0, width: 40, height: 10))
        XCTAssertEqual(Set(mesh.vertices.filter { $0.color == .white }.map(\.position.x)), [40])
        XCTAssertEqual(Set(mesh.vertices.filter { $0.color == .black }.map(\.position.x)), [0])
    }

    func testANonConvexPolygonIsCutIntoTrianglesCoveringItsAreaOnce() {
        // An L, wound either way.
        let shape = [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 10), Point(x: 10, y: 10),
                     Point(x: 10, y: 40), Point(x: 0, y: 40)]
        for points in [shape, shape.reversed()] {
            let outline = Outline(points, closed: true).outwardWound
            let triangles = EarClipping.triangles(of: outline)
            XCTAssertEqual(triangles.count, 4)
            let areas = triangles.map { area(outline.points[$0.0], outline.points[$0.1], outline.points[$0.2]) }
            XCTAssertTrue(areas.allSatisfy { $0 > 0 }, "every triangle wound like the outline")
            XCTAssertEqual(areas.reduce(0, +), 30 * 10 + 10 * 30, accuracy: 1e-9)
        }
    }

    func testAnOffsetSquareGrowsByTheDistanceOnEverySide() {
        let square = Outline([Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0)],
                             closed: true).outwardWound
        let grown = square.offset(by: 1)
        XCTAssertEqual(Set(grown.points.map(\.x)), [-1, 11])
        XCTAssertEqual(Set(grown.points.map(\.y)), [-1, 11])
        XCTAssertEqual(Set(square.offset(by: -1).points.map(\.x)), [1, 9])
    }

    func testAPolygonMeshFadesToTransparentAcrossItsRim() {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let mesh = TriangleMesh.polygon(square, .black, feather: 1)
        let solid = mesh.vertices.filter { $0.color.alpha == 255 }.map(\.position)
        let faded = mesh.vertices.filter { $0.color.alpha == 0 }.map(\.position)
        XCTAssertEqual(Set(solid.map(\.x)), [0.5, 9.5], "solid half a pixel inside the edge")
        XCTAssertEqual(Set(faded.map(\.x)), [-0.5, 10.5], "transparent half a pixel outside")
        XCTAssertEqual(mesh.triangleCount, 2 + 4 * 2, "two inside, two per edge of rim")
        XCTAssertFalse(mesh.isOpaque)
    }

    func testTooFewPointsMakeNoShape() {
        XCTAssertEqual(TriangleMesh.polygon([Point(x: 0, y: 0), Point(x: 5, y: 5)], .black, feather: 1).triangleCount, 0)
        XCTAssertEqual(TriangleMesh.stroke([Point(x: 0, y: 0)], closed: false, width: 2, .black, feather: 1).triangleCount, 0)
    }
}
