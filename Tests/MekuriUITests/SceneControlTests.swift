import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// Each scene's controls and their string identifiers, made and parsed in one place.
final class SceneControlTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    /// Every element's id parses back to the control it was made from, and nothing else is one
    /// of the scene's ids (a prototype's tab ids are its file's: `tabbar.z` parses, but is not the tabs').
    private func assertIDsRoundTrip<S: Scene>(_ scene: S, file: StaticString = #filePath, line: UInt = #line) {
        let controls = scene.controls(at: 0)
        XCTAssertFalse(controls.isEmpty, file: file, line: line)
        for element in controls {
            XCTAssertEqual(S.Control(id: element.control.id), element.control, element.control.id, file: file, line: line)
        }
        XCTAssertEqual(Set(controls.map(\.control.id)).count, controls.count, "ids are unique", file: file, line: line)
        for bad in ["", "dot.", "dot.x", "dot.03", "dot.+1", "tab.-0", "tab.", "tabbar.", "tabbar.z", "nothing"] {
            XCTAssertFalse(scene.isControlID(bad), bad, file: file, line: line)
            XCTAssertNil(scene.element(withID: bad, time: 0), bad, file: file, line: line)
        }
    }

    func testEverySceneMakesAndParsesItsOwnIdentifiers() {
        assertIDsRoundTrip(DeckScene.weekdays(locale: .ja, size: size))
        assertIDsRoundTrip(DeckScene.tabs(size: size))
        assertIDsRoundTrip(DeckScene.form(size: size))
        assertIDsRoundTrip(DeckScene.cards(size: size))
        var pulldown = DeckScene.pulldown(size: size)
        assertIDsRoundTrip(pulldown)
        XCTAssertTrue(pulldown.activate(.pulldown(.pushShow), at: 0))
        XCTAssertTrue(pulldown.activate(.pulldown(.modalShow), at: 1))
        XCTAssertEqual(pulldown.elements(at: 2).map(\.id), ["modal.close", "panel"], "the sheet's own controls")
        assertIDsRoundTrip(pulldown)
    }

    func testTheHitTestReturnsTheTypedControlFrontmostFirst() throws {
        let scene = DeckScene.weekdays(locale: .ja, size: size)
        let next = try XCTUnwrap(scene.element(for: .footer(.next), at: 0)).frame
        XCTAssertEqual(scene.control(at: next.center, time: 0)?.control, .footer(.next))
        XCTAssertEqual(scene.control(at: Point(x: 195, y: 300), time: 0)?.control, .pages)
        XCTAssertNil(scene.control(at: Point(x: -10, y: -10), time: 0))
        XCTAssertEqual(scene.element(withID: "tab.3", time: 0)?.label, "木", "scripts still speak in ids")
        XCTAssertNil(scene.element(withID: "tab.9", time: 0), "an id the scene parses but does not show")
        XCTAssertFalse(scene.isControlID("tab.9"), "nor has: the weekdays are 7 pages")
        XCTAssertFalse(scene.isControlID("list"), "a tab bar's list, not a pager's")
        let tabs = DeckScene.tabs(size: size)
        XCTAssertTrue(tabs.isControlID("tabbar.second"))
        XCTAssertFalse(tabs.isControlID("tabbar.third"), "the tabs' file has two tabs")
        XCTAssertFalse(tabs.isControlID("pages"), "a tab bar has no pager of its own")
    }

    func testRolesDecideWhatTakesTheFocus() {
        XCTAssertEqual(Role.allCases.filter(\.isFocusable), [.button, .tab, .textfield, .toggle, .slider])
    }
}
