import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// What each scene saves on quit and takes back on start.
final class SavedStateTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    /// A new scene of `scene`'s kind, restored from what `scene` saves at `time`.
    private func roundTrip<S: Scene>(_ scene: S, at time: Double) throws -> S {
        var fresh = try XCTUnwrap(scene.kind.makeShippedScene(locale: .ja, size: size) as? S)
        fresh.restore(from: scene.savedState(at: time))
        return fresh
    }

    func testWeekdaysKeepTheirPageAndEveryListsPlace() throws {
        var scene = DeckScene.weekdays(locale: .ja, size: size)
        scene.handle(.wheel(Vector(dx: 0, dy: -400)), at: 0)
        scene.handle(.key(.left), at: 1)
        let restored = try roundTrip(scene, at: 2)
        XCTAssertEqual(restored.state(at: 0).serialized,
                       #"{"scene":"weekdays","page":6,"title":"日","settled":true,"offset":0,"scrollY":[400,0,0,0,0,0,0]}"#)
    }

    func testTheFormKeepsItsPageAndValuesAndCardsAndTabsTheirs() throws {
        var form = DeckScene.form(size: size)
        try form.click(.textField, at: 0)
        form.handle(.text("めくり"), at: 0)
        form.handle(.key(.escape), at: 0)
        form.handle(.key(.right), at: 0)
        XCTAssertEqual(try roundTrip(form, at: 1).state(at: 0).serialized,
                       #"{"scene":"form","page":1,"settled":true,"offset":0,"text":"めくり","selection":[3,3],"composition":"","toggle":false,"slider":0.5,"focus":null}"#)

        var cards = DeckScene.cards(size: size)
        cards.handle(.key(.left), at: 0)
        XCTAssertEqual(try roundTrip(cards, at: 0.1).pager.currentIndex(at: 0), 2, "the page it was heading for")

        var tabs = DeckScene.tabs(size: size)
        tabs.handle(.wheel(Vector(dx: 0, dy: -80)), at: 0)
        XCTAssertEqual(try roundTrip(tabs, at: 1).tabLists.map { $0.scroller.offset(at: 0) }, [80, 0])
    }

    func testFieldsThatAreMissingOfTheWrongTypeOrOutOfRangeAreIgnored() {
        var form = DeckScene.form(size: size)
        form.restore(from: .object([("page", .number(7)), ("text", .number(3)), ("toggle", .string("yes")),
                                    ("slider", .number(2))]))
        XCTAssertEqual(form.state(at: 0).serialized, DeckScene.form(size: size).state(at: 0).serialized)
        var weekdays = DeckScene.weekdays(locale: .ja, size: size)
        weekdays.restore(from: .object([("page", .number(2.5)), ("scrollY", .string("no"))]))
        weekdays.restore(from: .object([("page", .number(3)), ("scrollY", .array([.number(.infinity), .number(-50), .number(99999)]))]))
        XCTAssertEqual(weekdays.listOffsets(at: 0), [0, 0, 3717, 0, 0, 0, 0], "clamped into each list (its maximum offset)")
    }
}
