import XCTest

/// The `tabs` scene on each tab.
final class TabsSnapshotTests: XCTestCase {
    func testFirstTabAtRest() throws {
        let harness = try HeadlessHarness(scene: .tabs)
        try assertSnapshot(try harness.run("wait 100"), named: "tabs-first")
    }

    func testSecondTabScrolled() throws {
        let harness = try HeadlessHarness(scene: .tabs)
        let frame = try harness.run("""
            click @tabbar.second
            wheel 0 -300
            wait 1200
            """)
        XCTAssertEqual(harness.state.serialized,
                       #"{"scene":"tabs","tab":"second","scrollY":{"first":0,"second":300},"settled":true}"#)
        try assertSnapshot(frame, named: "tabs-second-scrolled")
    }
}
