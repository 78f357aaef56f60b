import MekuriSDL
import XCTest

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
}
