import MekuriEngine
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

    func testTheFocusIsDroppedWhenItsControlGoesAndTheRingIsDrawnAroundIt() {
        var ring = FocusRing()
        ring.advance(through: [element("a")], in: bounds)
        var list = DisplayList()
        ring.draw(into: &list, elements: [element("a")], bounds: bounds)
        XCTAssertEqual(list.commands.count, 4, "four sides")
        XCTAssertEqual(list.commands.first, .fill(Rect(x: 6, y: 6, width: 28, height: 2), Color(0, 122, 255, alpha: 200)))
        ring.validate(against: [element("b")], bounds: bounds)
        XCTAssertNil(ring.focusedID)
    }

    func testThePickerListsEveryScenePicksByRowAndDrawsTheCurrentOneSelected() {
        let picker = ScenePicker(locale: .en)
        XCTAssertEqual(picker.elements(current: .cards).map(\.id),
                       ["picker.weekdays", "picker.tabs", "picker.form", "picker.cards", "picker.pulldown", "picker.feel"])
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
        XCTAssertEqual(SceneKind.builtIn.map(\.name), ["weekdays", "tabs", "form", "cards", "pulldown"])
        XCTAssertEqual(SceneKind.builtIn.map(\.title), ["Weekdays", "Tabs", "Form", "Cards", "Pulldown"])
        for kind in SceneKind.builtIn {
            let scene = kind.makeScene(locale: .ja, size: Size(width: 390, height: 844))
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
        XCTAssertEqual(japanese.elements(current: .weekdays).map(\.label), ["曜日", "タブ", "フォーム", "カード", "プルダウン", "Feel"])
        XCTAssertEqual(ScenePicker(locale: .en).elements(current: .weekdays).map(\.label),
                       ["Weekdays", "Tabs", "Form", "Cards", "Pulldown", "Feel"])
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
        let fills = list.commands.compactMap { command -> Rect? in
            guard case .fill(let rect, _) = command else { return nil }
            return rect
        }
        XCTAssertEqual(fills.count, 4)
        for rect in fills {
            XCTAssertTrue(rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= 390 && rect.maxY <= 844, "\(rect) inside the scene")
        }
        XCTAssertEqual(fills.map(\.minX).min(), 0, "its left edge just inside the scene's")
    }
}
