import MekuriSDL
import XCTest

/// The `cards` scene at rest and with the pointer held half-way to the next card.
final class CardsSnapshotTests: XCTestCase {
    func testFirstCardAtRest() throws {
        let harness = try HeadlessHarness(scene: .cards)
        try assertSnapshot(try harness.run("wait 100"), named: "cards-first")
    }

    func testTheMeadowSkyIsASmoothGradientNotBands() throws {
        let frame = try HeadlessHarness(scene: .cards).run("wait 100")
        // Down the left edge of the first card, from its top to just above the hills (y 147).
        let sky = frame.argbPixels(x: 8..<9, y: 0..<140)
        XCTAssertGreaterThan(Set(sky).count, 60, "a new colour every two or three pixels, not every 12")
        XCTAssertEqual(sky, sky.sorted { $0 & 0xFF_0000 < $1 & 0xFF_0000 }, "red only grows downwards")
    }

    func testCaptionsHalfWayThroughADrag() throws {
        let harness = try HeadlessHarness(scene: .cards)
        // Held 195 pt (half a card) to the left, from the caption: AAA and BBB both at 50%.
        let frame = try harness.run("""
            down 300 330
            move 250 330
            move 180 330
            move 105 330
            """)
        XCTAssertEqual(harness.state.serialized,
                       #"{"scene":"cards","page":1,"settled":false,"progress":-0.5,"captions":[{"text":"AAA","opacity":0.5},{"text":"BBB","opacity":0.5},{"text":"CCC","opacity":0}],"scrollY":0}"#)
        try assertSnapshot(frame, named: "cards-captions-half")
        // The two captions are drawn over each other, each half opaque: the ink is grey, not black.
        let caption = frame.argbPixels(x: 120..<270, y: 300..<360)
        XCTAssertFalse(caption.contains(0xFF00_0000), "no caption is fully opaque")
        XCTAssertTrue(caption.contains { $0 & 0xFF != 0xFF && $0 & 0xFF < 0xA0 }, "both are visible")
    }
}
