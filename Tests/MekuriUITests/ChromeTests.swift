import MekuriEngine
import MekuriUI
import XCTest

/// The window chrome: the scene picker and the keyboard focus ring.
final class ChromeTests: XCTestCase {
    private let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    private func element(_ id: String, role: String = "button", x: Double = 10, enabled: Bool = true) -> Element {
        Element(id: id, role: role, label: id, frame: Rect(x: x, y: 10, width: 20, height: 20), isEnabled: enabled)
    }

    func testTabVisitsEnabledControlsInViewInOrderAndWrapsBothWays() {
        let elements = [
            element("a"), element("pages", role: "pager"), element("off", enabled: false),
            element("away", x: 500), element("b", role: "toggle"), element("c", role: "slider"),
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
        let picker = ScenePicker()
        XCTAssertEqual(picker.elements(current: "cards").map(\.id),
                       ["picker.weekdays", "picker.tabs", "picker.form", "picker.cards", "picker.pulldown"])
        XCTAssertEqual(picker.elements(current: "cards").filter(\.isSelected).map(\.id), ["picker.cards"])
        for element in picker.elements(current: "weekdays") {
            XCTAssertEqual(picker.scene(at: element.frame.center).map(ScenePicker.id(of:)), element.id)
        }
        XCTAssertNil(picker.scene(at: Point(x: 80, y: 20)), "the heading is no row")
    }

    func testTheCatalogTitlesAreTheScenesOwn() throws {
        for (name, title) in SceneCatalog.entries {
            let scene = try XCTUnwrap(SceneCatalog.makeScene(named: name, locale: .ja, size: Size(width: 390, height: 844)))
            XCTAssertEqual(scene.name, name)
            XCTAssertEqual(scene.title, title)
        }
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
}

/// What each scene saves on quit and takes back on start.
final class SavedStateTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    private func roundTrip(_ scene: any Scene, at time: Double) throws -> any Scene {
        var fresh = try XCTUnwrap(SceneCatalog.makeScene(named: scene.name, locale: .ja, size: size))
        fresh.restore(from: scene.savedState(at: time))
        return fresh
    }

    func testWeekdaysKeepTheirPageAndEveryListsPlace() throws {
        var scene = WeekdaysScene(locale: .ja, size: size)
        scene.handle(.wheel(Vector(dx: 0, dy: -400)), at: 0)
        scene.handle(.key(.left), at: 1)
        let restored = try roundTrip(scene, at: 2)
        XCTAssertEqual(restored.state(at: 0).serialized,
                       #"{"scene":"weekdays","page":6,"title":"日","settled":true,"offset":0,"scrollY":[400,0,0,0,0,0,0]}"#)
    }

    func testTheFormKeepsItsPageAndValuesAndCardsAndTabsTheirs() throws {
        var form = FormScene(locale: .ja, size: size)
        form.handle(.pointerDown(try XCTUnwrap(form.element(withID: "textfield", time: 0)).frame.center), at: 0)
        form.handle(.pointerUp(try XCTUnwrap(form.element(withID: "textfield", time: 0)).frame.center), at: 0)
        form.handle(.text("めくり"), at: 0)
        form.handle(.key(.escape), at: 0)
        form.handle(.key(.right), at: 0)
        XCTAssertEqual(try roundTrip(form, at: 1).state(at: 0).serialized,
                       #"{"scene":"form","page":1,"settled":true,"offset":0,"text":"めくり","toggle":false,"slider":0.5,"focus":null}"#)

        var cards = CardsScene(locale: .ja, size: size)
        cards.handle(.key(.left), at: 0)
        XCTAssertEqual(try roundTrip(cards, at: 0.1).state(at: 0)["page"], .number(2), "the page it was heading for")

        var tabs = TabsScene(size: size)
        tabs.handle(.wheel(Vector(dx: 0, dy: -80)), at: 0)
        XCTAssertEqual(try roundTrip(tabs, at: 1).state(at: 0)["scrollY"]?.serialized, #"{"first":80,"second":0}"#)
    }

    func testFieldsThatAreMissingOfTheWrongTypeOrOutOfRangeAreIgnored() {
        var form = FormScene(locale: .ja, size: size)
        form.restore(from: .object([("page", .number(7)), ("text", .number(3)), ("toggle", .string("yes")),
                                    ("slider", .number(2))]))
        XCTAssertEqual(form.state(at: 0).serialized, FormScene(locale: .ja, size: size).state(at: 0).serialized)
        var weekdays = WeekdaysScene(locale: .ja, size: size)
        weekdays.restore(from: .object([("page", .number(2.5)), ("scrollY", .string("no"))]))
        weekdays.restore(from: .object([("page", .number(3)), ("scrollY", .array([.number(.infinity), .number(-50), .number(99999)]))]))
        XCTAssertEqual(weekdays.state(at: 0)["scrollY"]?.serialized, "[0,0,3717,0,0,0,0]", "clamped into each list (its maximum offset)")
    }
}
