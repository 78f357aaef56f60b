import MekuriSDL
import XCTest
import MekuriSystem

/// The `pulldown` scene at rest and half-way through each of its transitions.
final class PulldownSnapshotTests: XCTestCase {
    private static let panelGrey: UInt32 = 0xFF8E_8E93

    func testAtRest() throws {
        let harness = try HeadlessHarness(scene: .pulldown)
        try assertSnapshot(try harness.run("wait 100"), named: "pulldown-rest")
    }

    func testThePanelHalfPulledDown() throws {
        let harness = try HeadlessHarness(scene: .pulldown)
        let frame = try harness.run("""
            down 195 10
            move 195 200
            move 195 432
            """)
        XCTAssertEqual(harness.state.serialized,
                       #"{"scene":"pulldown","panel":"moving","panelY":-422,"modal":false,"pushed":false,"tab":"a"}"#)
        try assertSnapshot(frame, named: "pulldown-panel-half")
        XCTAssertEqual(frame.argbPixels(x: 5..<6, y: 0..<422), Array(repeating: Self.panelGrey, count: 422),
                       "the panel covers the top half")
        XCTAssertNotEqual(frame.argbPixels(x: 5..<6, y: 423..<424), [Self.panelGrey], "and no more")
    }

    func testTheSheetHalfRaised() throws {
        let harness = try HeadlessHarness(scene: .pulldown)
        // The sheet takes 350 ms on a symmetric curve: after 175 ms it is about half-way up.
        let frame = try harness.run("""
            click @modal.show
            wait 175
            """)
        XCTAssertEqual(harness.state["modal"], .bool(true))
        try assertSnapshot(frame, named: "pulldown-sheet-half")
    }

    func testAPushHalfWayBackFromTheLeftEdge() throws {
        let harness = try HeadlessHarness(scene: .pulldown)
        let frame = try harness.run("""
            click @push.show
            wait 500
            down 8 300
            move 100 300
            move 203 300
            """)
        XCTAssertEqual(harness.state["pushed"], .bool(true), "still held")
        try assertSnapshot(frame, named: "pulldown-push-half")
    }

    func testTheLargeTitleCollapsingAsTheRootViewsListIsPulledUp() throws {
        let harness = try HeadlessHarness(scene: .pulldown, locale: .en)
        // Beside the titles in the inline bar (91…135): the root view's white at rest, the bar's
        // grey coming in as the large title goes under it.
        func besideTheTitles(_ frame: Surface) -> UInt32 { frame.argbPixels(x: 330..<331, y: 110..<111)[0] }
        let white: UInt32 = 0xFFFF_FFFF
        let atRest = try harness.run("wait 0")
        XCTAssertEqual(besideTheTitles(atRest), white, "no bar over the large title at rest")
        // 100 pt up: the list about 46 pt up, the large title gone up under the bar.
        let frame = try harness.run("""
            down 200 180
            move 200 160
            move 200 80
            """)
        try assertSnapshot(frame, named: "pulldown-large-title-collapsing")
        XCTAssertNotEqual(besideTheTitles(frame), white, "the bar fading in")
        XCTAssertGreaterThan(frame.argbPixels(x: 150..<240, y: 100..<126).filter { ($0 & 0xFF) < 0x80 }.count, 20,
                             "the inline title, centred")
        let back = try harness.run("up 200 80\nwait 1000")
        XCTAssertEqual(back.argbPixels(x: 0..<390, y: 0..<844), atRest.argbPixels(x: 0..<390, y: 0..<844),
                       "sprung back to the top, as it was at rest")
    }
}
