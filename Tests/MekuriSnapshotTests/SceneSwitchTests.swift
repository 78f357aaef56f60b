import MekuriEngine
import XCTest
import MekuriSystem

/// Switching scenes through the runner keeps every scene as it was left.
final class SceneSwitchTests: XCTestCase {
    func testFormValuesSurviveASceneSwitchAndAResize() throws {
        let harness = try HeadlessHarness(scene: .form)
        try harness.run("""
            click @textfield
            type 日本
            key Escape
            click @next
            wait 400
            click @toggle
            wait 300
            click @next
            wait 400
            click 100 146
            scene weekdays
            click @next
            wait 400
            resize 500 700
            scene form
            """)
        XCTAssertEqual(harness.state.serialized,
                       #"{"scene":"form","page":2,"settled":true,"offset":0,"text":"日本","selection":[2,2],"composition":"","toggle":true,"slider":0.181,"focus":null}"#)
        try harness.run("scene weekdays")
        XCTAssertEqual(harness.state["title"], .string("火"), "the carousel too is as it was left")
        XCTAssertEqual(harness.state["scrollY"], .array(Array(repeating: .number(0), count: 7)))
    }
}
