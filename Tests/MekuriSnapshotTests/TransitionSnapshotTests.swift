import MekuriEngine
import MekuriSDL
import MekuriUI
import XCTest
import MekuriSystem

/// Every transition drawn at 25 %, 50 % and 75 % of a drag, forward (月 towards 火) and back
/// (月 towards 日, across the seam), on the weekdays at 400 × 700: the same state as a slide
/// (plus `transition`), each picture a golden image.
final class TransitionSnapshotTests: XCTestCase {
    private let size = Size(width: 400, height: 700)
    private let sunday: UInt32 = 0xFFD7_A9EF, monday: UInt32 = 0xFFFF_9D98, tuesday: UInt32 = 0xFFFF_CA80

    /// Checks that `harness`'s state is `sliding`'s with `"transition": transition` after it (a
    /// slide's has none).
    private func assertStateIsASlides(_ harness: HeadlessHarness, _ sliding: HeadlessHarness, plus transition: PageTransition,
                                      _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard case .object(var fields) = harness.state else { return XCTFail("no state", file: file, line: line) }
        if transition != .slide {
            XCTAssertEqual(fields.last?.0, "transition", message, file: file, line: line)
            XCTAssertEqual(fields.removeLast().1, .string(transition.rawValue), message, file: file, line: line)
        }
        XCTAssertEqual(JSONValue.object(fields), sliding.state, message, file: file, line: line)
    }

    /// The frames of a drag held at 25, 50 and 75 % of a page, `forward` or back, under
    /// `transition`, each with the same state as a slide's (plus `transition`).
    private func frames(_ transition: PageTransition, forward: Bool) throws -> (HeadlessHarness, [Surface]) {
        let harness = try HeadlessHarness(size: size), sliding = try HeadlessHarness(size: size)
        let (start, sign) = forward ? (390, -1) : (10, 1)
        let grab = "down \(start) 500\nmove \(start + sign * 10) 500"
        try harness.run("set transition \(transition.rawValue)\n" + grab)
        try sliding.run(grab)
        var frames: [Surface] = []
        for quarter in 1...3 {
            let move = "move \(start + sign * quarter * 100) 500"
            // The runner draws every frame into one surface: each is kept as a copy.
            let frame = try harness.run(move)
            frames.append(try Surface(width: frame.width, height: frame.height, argbPixels: frame.argbPixels))
            try sliding.run(move)
            assertStateIsASlides(harness, sliding, plus: transition, "\(transition) \(quarter)/4")
        }
        return (harness, frames)
    }

    /// Every transition's six frames match their goldens, and the drag's release still pages by the rule.
    func testEveryTransitionAtAQuarterAHalfAndThreeQuartersOfADragBothWays() throws {
        for transition in PageTransition.allCases {
            for forward in [true, false] {
                let (harness, frames) = try frames(transition, forward: forward)
                for (quarter, frame) in zip([25, 50, 75], frames) {
                    try assertSnapshot(frame, named: "transition-\(transition.rawValue)-\(forward ? "forward" : "back")-\(quarter)")
                }
                try harness.run("up \(forward ? 90 : 310) 500\nwait 600")
                XCTAssertEqual(harness.state["page"], .number(forward ? 1 : 6), "\(transition): 75 % pages")
                XCTAssertEqual(harness.state["settled"], .bool(true))
            }
        }
    }

    /// The cards (the card curls or turns within the cards' band, the list below untouched) and
    /// the form (its controls where they rest on each page) half-way to their second page.
    func testTheCardsAndTheFormTakeTheTransitionToo() throws {
        for (scene, transition, y) in [(SceneKind.cards, PageTransition.curl, 150), (.cards, .cube, 150), (.form, .cube, 300),
                                       (.form, .curl, 500)] {
            let harness = try HeadlessHarness(scene: scene), sliding = try HeadlessHarness(scene: scene)
            let drag = "down 380 \(y)\nmove 370 \(y)\nmove 185 \(y)"
            let frame = try harness.run("set transition \(transition.rawValue)\n" + drag)
            try sliding.run(drag)
            assertStateIsASlides(harness, sliding, plus: transition, "\(scene) \(transition)")
            try assertSnapshot(frame, named: "transition-\(scene.name)-\(transition.rawValue)-half-way")
        }
    }

    /// A deck whose own feel says `curl` (and one saying `cube`) half-way to its second page,
    /// its title strip following as with a slide.
    func testADeckTakesTheTransitionItsOwnFeelSays() throws {
        for transition in [PageTransition.curl, .cube] {
            var deck = DeckSnapshotTests.colours
            try deck.feel.set(.transition, to: .word(transition.rawValue))
            let harness = try HeadlessHarness(scene: .deck, locale: .en, deck: deck)
            let sliding = try HeadlessHarness(scene: .deck, locale: .en, deck: DeckSnapshotTests.colours)
            let drag = "down 380 400\nmove 370 400\nmove 185 400"
            let frame = try harness.run(drag)
            try sliding.run(drag)
            assertStateIsASlides(harness, sliding, plus: transition, "deck \(transition)")
            try assertSnapshot(frame, named: "transition-deck-\(transition.rawValue)-half-way")
        }
    }

    /// With neighbours peeking at rest (`pageWidth` 0.8), every transition shows them as a
    /// slide does until the pages move.
    func testPeekingNeighboursShowAtRestWhateverTheTransition() throws {
        let sliding = try HeadlessHarness(size: size)
        let expected = try sliding.run("set pageWidth 0.8\nwait 16").argbPixels
        for transition in PageTransition.allCases where transition != .slide {
            let harness = try HeadlessHarness(size: size)
            let frame = try harness.run("set pageWidth 0.8\nset transition \(transition.rawValue)\nwait 16")
            XCTAssertEqual(frame.argbPixels, expected, "\(transition)")
        }
    }

    func testFadeHalfWayIsAnEvenMixOfTheTwoPagesInPlace() throws {
        let (_, frames) = try frames(.fade, forward: true)
        let mixed = frames[1].pixel(380, 420)
        for shift in [16, 8, 0] {
            let expected = ((monday >> shift & 0xFF) + (tuesday >> shift & 0xFF)) / 2
            XCTAssertEqual(Double(mixed >> shift & 0xFF), Double(expected), accuracy: 2, String(mixed, radix: 16))
        }
    }

    /// How far apart two colours are: the sum of their red, green and blue differences.
    private func distance(_ a: UInt32, _ b: UInt32) -> Int {
        [16, 8, 0].reduce(0) { $0 + abs(Int(a >> $1 & 0xFF) - Int(b >> $1 & 0xFF)) }
    }

    func testTheCurlRevealsTheNextPageAtTheLowerCornerFirstAndShowsThePagesBackLighter() throws {
        let (_, frames) = try frames(.curl, forward: true)
        // Held low on the page: at a quarter the lower right corner shows 火 (in the curl's
        // shadow), the upper right corner is still 月.
        let lower = frames[0].pixel(395, 590), upper = frames[0].pixel(395, 50)
        XCTAssertLessThan(distance(lower, tuesday), distance(lower, monday), String(lower, radix: 16))
        XCTAssertLessThan(distance(upper, monday), distance(upper, tuesday), String(upper, radix: 16))
        // At three quarters the spine side shows the page's back: 月's pink washed lighter.
        let back = frames[2].pixel(20, 560)
        XCTAssertGreaterThan(back >> 8 & 0xFF, (monday >> 8 & 0xFF) + 40, "lighter than the front: \(String(back, radix: 16))")
        XCTAssertGreaterThan(back & 0xFF, (monday & 0xFF) + 40)
        XCTAssertEqual(frames[2].pixel(395, 100), tuesday, "火 uncovered")
    }

    func testTheCurlBackFromTheLeftEdgeBringsThePreviousPageOverTheCurrentOne() throws {
        let (_, frames) = try frames(.curl, forward: false)
        // 日 curls back over 月 from the spine: at a quarter the right of the page is still 月,
        // at three quarters the spine is 日, flat.
        XCTAssertEqual(frames[0].pixel(395, 100), monday)
        XCTAssertEqual(frames[2].pixel(5, 300), sunday, "日 lies flat at the spine")
    }
}
