import Foundation
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// The window chrome: the scene picker and the keyboard focus ring.
final class ChromeTests: XCTestCase {
    private let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    private func element(_ id: String, role: Role = .button, x: Double = 10, enabled: Bool = true) -> Element {
        Element(id: id, role: role, label: id, frame: Rect(x: x, y: 10, width: 20, height: 20), isEnabled: enabled)
    }

    func testTabVisitsEnabledControlsInViewInOrderAndWrapsBothWays() {
        let elements = [
            element("a"), element("pages", role: .pager), element("off", enabled: false),
            element("away", x: 500), element("b", role: .toggle), element("c", role: .slider),
        ]
        var ring = FocusRing()
        var visited: [String?] = []
        for _ in 0..<4 {
            ring.advance(through: elements, in: bounds)
            visited.append(ring.focusedID)
        }
        XCTAssertEqual(visited, ["a", "b", "c", "a"])
        ring.advance(through: elements, in: bounds, backwards: true)
        XCTAssertEqual(ring.focusedID, "c")
    }

    func testTheFocusIsDroppedWhenItsControlGoesAndTheRingIsDrawnAroundIt() throws {
        var ring = FocusRing()
        ring.advance(through: [element("a")], in: bounds)
        var list = DisplayList()
        ring.draw(into: &list, elements: [element("a")], bounds: bounds)
        let ring2 = try XCTUnwrap(ChromeTests.strokes(in: list).first)
        XCTAssertEqual(ChromeTests.strokes(in: list).count, 1, "one closed line")
        XCTAssertEqual(ring2.width, 2)
        XCTAssertEqual(ring2.color, Color(0, 122, 255, alpha: 200))
        // The button is 20×20 at (10, 10): the line's middle runs 3 pt outside it (a 2 pt gap, half the line).
        XCTAssertEqual(ring2.points.map(\.x).min()!, 7, accuracy: 1e-9)
        XCTAssertEqual(ring2.points.map(\.y).max()!, 33, accuracy: 1e-9)
        ring.validate(against: [element("b")], bounds: bounds)
        XCTAssertNil(ring.focusedID)
    }

    func testThePickerListsEveryScenePicksByRowAndDrawsTheCurrentOneSelected() {
        let picker = ScenePicker(locale: .en)
        // A row per built-in scene, in the code's order, then the Feel row.
        XCTAssertEqual(picker.elements(current: .cards).map(\.id),
                       SceneKind.builtIn.map { "picker.\($0.name)" } + ["picker.feel"])
        XCTAssertEqual(picker.elements(current: .cards).filter(\.isSelected).map(\.id), ["picker.cards"])
        for element in picker.elements(current: .weekdays).dropLast() {
            XCTAssertEqual(picker.scene(at: element.frame.center).map(ScenePicker.id(of:)), element.id)
        }
        let feelRow = picker.elements(current: .weekdays, showsFeel: true).last!
        XCTAssertEqual(picker.row(at: feelRow.frame.center), .feel, "the Feel row under the scenes")
        XCTAssertTrue(feelRow.isSelected)
        XCTAssertNil(picker.scene(at: Point(x: 80, y: 20)), "the heading is no row")
    }

    func testEverySceneKindMakesItsOwnSceneNumberedInOrder() {
        XCTAssertEqual(SceneKind.builtIn.first, .default, "the default scene is listed first")
        XCTAssertEqual(Set(SceneKind.builtIn.map(\.title)).count, SceneKind.builtIn.count, "every scene its own title")
        for kind in SceneKind.builtIn {
            let scene = kind.makeShippedScene(locale: .ja, size: Size(width: 390, height: 844))
            XCTAssertEqual(scene.kind, kind)
            XCTAssertEqual(scene.size, Size(width: 390, height: 844))
            XCTAssertEqual(SceneKind(number: kind.number), kind)
        }
        XCTAssertNil(SceneKind(number: 0))
        XCTAssertEqual(SceneKind(number: 6), .deck, "the deck's key follows the built-in scenes' (offered only with --deck)")
        XCTAssertNil(SceneKind(number: SceneKind.allCases.count + 1), "keys past the last scene switch to nothing")
        XCTAssertEqual(SceneKind.offered(hasDeck: false), SceneKind.builtIn)
        XCTAssertEqual(SceneKind.offered(hasDeck: true).last, .deck)
    }

    func testASceneListIsMovedBesideTheChromeAndClippedToItsPlace() {
        var scene = DisplayList(background: .black)
        scene.circle(center: Point(x: 5, y: 5), radius: 2, .white)
        scene.text(TextRun("x", style: TextStyle(size: 10), color: .white, frame: Rect(x: 1, y: 2, width: 3, height: 4)))
        var window = DisplayList()
        let place = Rect(x: 168, y: 0, width: 100, height: 100)
        window.append(scene, offsetBy: Vector(dx: 168, dy: 0), clippedTo: place)
        XCTAssertEqual(window.commands, [
            .pushClip(place), .fill(place, .black),
            .circle(center: Point(x: 173, y: 5), radius: 2, .white),
            .text(TextRun("x", style: TextStyle(size: 10), color: .white, frame: Rect(x: 169, y: 2, width: 3, height: 4))),
            .popClip,
        ])
    }

    func testThePickerSpeaksTheLocalesLanguage() {
        let japanese = ScenePicker(locale: .ja)
        XCTAssertEqual(japanese.elements(current: .weekdays).map(\.label),
                       SceneKind.builtIn.map { $0.pickerTitle(in: .ja) } + ["Feel"])
        XCTAssertEqual(SceneKind.weekdays.pickerTitle(in: .ja), "曜日")
        XCTAssertEqual(ScenePicker(locale: .en).elements(current: .weekdays).map(\.label),
                       SceneKind.builtIn.map(\.title) + ["Feel"])
        func texts(_ picker: ScenePicker) -> [String] {
            var list = DisplayList()
            picker.draw(into: &list, height: 844, current: .weekdays, pressed: nil, showsFeel: false)
            return list.commands.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
        }
        XCTAssertTrue(texts(japanese).contains("めくり · キー 1–5"))
        XCTAssertFalse(texts(japanese).contains { $0.contains("keys") }, "no English under --locale ja")
        XCTAssertTrue(texts(ScenePicker(locale: .en)).contains("Turning pages · keys 1–5"))
        XCTAssertEqual(SceneKind.weekdays.title, "Weekdays", "the window title keeps its form in both")
    }
}

extension ChromeTests {
    func testTheFocusRingStaysInsideTheScene() {
        var ring = FocusRing()
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let tab = Element(id: "tab.0", role: .tab, label: "月", frame: Rect(x: 0, y: 0, width: 55.7, height: 44))
        ring.advance(through: [tab], in: bounds)
        var list = DisplayList()
        ring.draw(into: &list, elements: [tab], bounds: bounds)
        let points = ChromeTests.strokes(in: list).flatMap(\.points)
        XCTAssertFalse(points.isEmpty)
        // The line is 2 pt wide: its middle at least 1 pt inside the scene keeps all of it inside.
        for point in points {
            XCTAssertTrue(point.x >= 1 && point.y >= 1 && point.x <= 389 && point.y <= 843, "\(point) inside the scene")
        }
        XCTAssertEqual(points.map(\.x).min()!, 1, accuracy: 1e-9, "its left edge just inside the scene's")
    }

    /// The strokes in `list`: their points, widths and colours.
    static func strokes(in list: DisplayList) -> [(points: [Point], width: Double, color: Color)] {
        list.commands.compactMap { command in
            guard case .stroke(let points, true, let width, let color) = command else { return nil }
            return (points, width, color)
        }
    }

    func testTheFocusRingIsACircleAroundADotAndRoundedAroundAButton() throws {
        var ring = FocusRing()
        // A page dot: 8 pt across in an 18×36 hit area.
        let dot = Element(id: "dot.0", role: .button, label: "月", frame: Rect(x: 100, y: 700, width: 18, height: 36),
                          shape: .circle(diameter: 8))
        ring.advance(through: [dot], in: bounds)
        var list = DisplayList()
        ring.draw(into: &list, elements: [dot], bounds: bounds)
        let circle = try XCTUnwrap(ChromeTests.strokes(in: list).first).points
        XCTAssertGreaterThan(circle.count, 16)
        for point in circle {
            // The line's middle: the dot's radius (4), the gap (2) and half the line (1) from its centre.
            XCTAssertEqual(hypot(point.x - 109, point.y - 718), 7, accuracy: 1e-6, "\(point) on a circle round the dot")
        }

        let button = Element(id: "next", role: .button, label: "次へ", frame: Rect(x: 200, y: 790, width: 96, height: 44))
        ring.advance(through: [button], in: bounds)
        list = DisplayList()
        ring.draw(into: &list, elements: [button], bounds: bounds)
        let rounded = try XCTUnwrap(ChromeTests.strokes(in: list).first).points
        let corner = Point(x: 197, y: 787)
        let nearest = rounded.map { hypot($0.x - corner.x, $0.y - corner.y) }.min()!
        // Corners rounded by 8 + 3 pt: the line passes (√2 − 1) × 11 ≈ 4.6 pt from where a square corner would be.
        XCTAssertEqual(nearest, (2.0.squareRoot() - 1) * 11, accuracy: 0.15, "the arc as points")
        XCTAssertEqual(rounded.map(\.x).min()!, 197, accuracy: 1e-9)
        XCTAssertEqual(rounded.map(\.x).max()!, 299, accuracy: 1e-9)
    }

    func testARoundedOutlineHasNoEdgeOfZeroLength() {
        let capsule = Outline.roundedRect(Rect(x: 0, y: 0, width: 60, height: 20), radius: .infinity)
        for (index, point) in capsule.enumerated() {
            XCTAssertNotEqual(point, capsule[(index + 1) % capsule.count], "points \(index) and the next")
        }
        XCTAssertEqual(Outline.roundedRect(Rect(x: 0, y: 0, width: 60, height: 20), radius: 0).count, 4, "square corners")
    }
}
