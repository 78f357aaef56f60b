import XCTest
@testable import MekuriUI
import MekuriSDL
import MekuriEngine

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

extension TabsSnapshotTests {
    func testTheLargeTitleCollapsesIntoTheInlineTitleAsTheListScrolls() throws {
        XCTAssertEqual(TabBarLayout.inlineTitleOpacity(scrolledBy: 0), 0)
        XCTAssertEqual(TabBarLayout.inlineTitleOpacity(scrolledBy: 26), 0, "none while half the large title shows")
        XCTAssertEqual(TabBarLayout.inlineTitleOpacity(scrolledBy: 39), 0.5)
        XCTAssertEqual(TabBarLayout.inlineTitleOpacity(scrolledBy: 300), 1)
        let harness = try HeadlessHarness(scene: .tabs, locale: .en)
        // The bar's middle, where the inline title goes: plain at rest, text once scrolled.
        func darkPixelsInTheBar(_ frame: Surface) -> Int {
            frame.argbPixels(x: 170..<220, y: 10..<42).filter { ($0 & 0xFF) < 0x80 }.count
        }
        let atRest = try harness.run("wait 0")
        XCTAssertEqual(darkPixelsInTheBar(atRest), 0, "no inline title over the large one")
        XCTAssertGreaterThan(atRest.argbPixels(x: 16..<80, y: 60..<90).filter { ($0 & 0xFF) < 0x80 }.count, 50,
                             "the large title, at the leading edge under the bar")
        let scrolled = try harness.run("wheel 0 -300\nwait 1200")
        XCTAssertGreaterThan(darkPixelsInTheBar(scrolled), 20, "the inline title once the large one went under the bar")
    }
}
