import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// The fuzz test's checker finds what it is there to find.
final class SceneInvariantsTests: XCTestCase {
    /// A scene whose state and elements are whatever the test says.
    private struct FakeScene: Scene {
        /// Controls named by any string.
        struct Control: SceneControl {
            var id: String
            init(id: String) { self.id = id }
        }

        let kind = SceneKind.weekdays
        let size = Size(width: 100, height: 100)
        var appearance = Appearance.light
        var stateValue: JSONValue
        var elementList: [ControlElement<Control>]

        mutating func handle(_ event: InputEvent, at time: Double) {}
        mutating func cancelGesture(at time: Double) {}
        func isSettled(at time: Double) -> Bool { true }
        func isAnimating(at time: Double) -> Bool { false }
        func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList { DisplayList() }
        func controls(at time: Double) -> [ControlElement<Control>] { elementList }
        func state(at time: Double) -> JSONValue { stateValue }
        func signals(at time: Double) -> SceneSignals { SceneSignals(isSettled: true) }
        mutating func activate(_ control: Control, at time: Double) -> Bool { false }
    }

    private let fine = ControlElement(FakeScene.Control(id: "a"), role: .button, label: "",
                                      frame: Rect(x: 0, y: 0, width: 10, height: 10))

    func testItReportsNonFiniteNumbersBadFramesAndDuplicateIds() {
        let nan = FakeScene(stateValue: .object([("offset", .array([.number(1), .number(.nan)]))]), elementList: [fine])
        XCTAssertTrue(SceneInvariants.violations(of: nan, at: 0).contains { $0.contains("state has nan") })
        let badFrame = FakeScene(stateValue: .object([]),
                                 elementList: [ControlElement(FakeScene.Control(id: "b"), role: .button, label: "",
                                                              frame: Rect(x: .infinity, y: 0, width: 1, height: 1))])
        XCTAssertTrue(SceneInvariants.violations(of: badFrame, at: 0).contains { $0.contains("element b has frame") })
        let twice = FakeScene(stateValue: .object([]), elementList: [fine, fine])
        XCTAssertTrue(SceneInvariants.violations(of: twice, at: 0).contains("duplicate element ids"))
        XCTAssertTrue(SceneInvariants.violations(of: twice, at: 0).contains("a FakeScene calls itself the weekdays scene"),
                      "a scene whose invariants it cannot check is a failure, not a pass")
    }

    func testAPagerHeldBetweenPagesIsNotAtRestAndARealSceneAtRestHasNoViolation() {
        var scene = DeckScene.weekdays(locale: .ja, size: Size(width: 390, height: 844))
        XCTAssertEqual(SceneInvariants.violations(of: scene, at: 0), [])
        scene.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 400)), at: 0.1)
        XCTAssertFalse(SceneInvariants.pagersRest(in: scene, at: 5), "held half-way")
    }
}
