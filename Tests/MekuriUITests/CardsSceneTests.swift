import MekuriEngine
import MekuriUI
import XCTest

/// The cards prototype (`Assets/Prototypes/cards.json`), as `--scene cards` runs it.
final class CardsSceneTests: XCTestCase {
    private let size = Size(width: 390, height: 844)

    private func makeScene() -> DeckScene { .cards(size: size) }

    func testStartsWithTheDocumentedState() {
        XCTAssertEqual(makeScene().state(at: 0).serialized,
                       #"{"scene":"cards","page":0,"settled":true,"progress":0,"captions":[{"text":"AAA","opacity":1},{"text":"BBB","opacity":0},{"text":"CCC","opacity":0}],"scrollY":0}"#)
    }

    func testTheCardIsAsWideAsTheWindowWithAFourToThreeAspect() throws {
        let card = try XCTUnwrap(makeScene().element(for: .card, at: 0)).frame
        XCTAssertEqual(card, Rect(x: 0, y: 0, width: 390, height: 292.5))
        let caption = try XCTUnwrap(makeScene().element(for: .caption, at: 0)).frame
        XCTAssertEqual(caption.minY, card.maxY, "the caption area is right under the card")
        for index in 0..<3 {
            let dot = try XCTUnwrap(makeScene().element(for: .footer(.dot(index)), at: 0)).frame
            XCTAssertTrue(card.contains(dot.center), "dot \(index) sits over the card")
            XCTAssertGreaterThan(dot.center.x, card.center.x, "trailing")
            XCTAssertGreaterThan(dot.center.y, card.center.y, "bottom")
        }
    }

    func testHalfWayThroughADragBothCaptionsShowAtAboutHalf() throws {
        var scene = makeScene()
        let end = scene.drag(from: try scene.center(of: .card), by: Vector(dx: -190, dy: 0), frames: 19, release: false)
        let opacities = scene.captionOpacities(at: end)
        XCTAssertEqual(opacities[0], 1 - 190 / 390, accuracy: 1e-9)
        XCTAssertEqual(opacities[1], 190 / 390, accuracy: 1e-9)
        XCTAssertEqual(opacities[2], 0)
    }

    func testADragThatStartsOnTheCaptionMovesTheCards() throws {
        var scene = makeScene()
        let end = scene.drag(from: try scene.center(of: .caption), by: Vector(dx: -120, dy: 0), frames: 12)
        XCTAssertEqual(scene.pager.targetIndex(at: end), 1)
        XCTAssertEqual(scene.pager.currentIndex(at: end + 1), 1)
    }

    func testCaptionsCrossFadeContinuouslyWhileSettlingAndAcrossTheSeam() throws {
        var scene = makeScene()
        // Back from AAA: through the seam to CCC.
        let end = scene.drag(from: try scene.center(of: .card), by: Vector(dx: 100, dy: 0), frames: 10)
        var previous = scene.captionOpacities(at: end)
        XCTAssertGreaterThan(previous[2], 0.2, "CCC fades in as AAA goes")
        for frame in 1...30 {
            let now = scene.captionOpacities(at: end + Double(frame) / 60)
            XCTAssertEqual(now.reduce(0, +), 1, accuracy: 1e-9, "frame \(frame): the two add up to one")
            XCTAssertEqual(now[1], 0, "BBB never shows")
            XCTAssertLessThan(abs(now[0] - previous[0]), 0.15, "frame \(frame): no jump")
            previous = now
        }
        XCTAssertEqual(scene.captionOpacities(at: end + 1), [0, 0, 1])
        XCTAssertEqual(scene.pager.currentIndex(at: end + 1), 2)
    }

    func testADotClickAndArrowKeysMoveTheCardsAndTheCaptionsFollow() throws {
        var scene = makeScene()
        let dot = try scene.center(of: .footer(.dot(2)))
        scene.click(at: dot, time: 0)
        let midway = scene.captionOpacities(at: 0.1)
        XCTAssertGreaterThan(midway[0] + midway[1], 0.99, "AAA → CCC, the third dot: forward through BBB")
        XCTAssertEqual(midway[2], 0, "not back through the seam")
        XCTAssertEqual(scene.captionOpacities(at: 1), [0, 0, 1])
        scene.handle(.key(.right), at: 1)
        XCTAssertEqual(scene.captionOpacities(at: 2), [1, 0, 0], "CCC → AAA")
    }

    func testAVerticalDragDoesNotPage() throws {
        var scene = makeScene()
        let start = try scene.center(of: .card)
        scene.handle(.pointerDown(start), at: 0)
        scene.handle(.pointerMove(Point(x: start.x - 10, y: start.y + 80)), at: 0.1)
        scene.handle(.pointerMove(Point(x: start.x - 30, y: start.y + 160)), at: 0.2)
        scene.handle(.pointerUp(Point(x: start.x - 30, y: start.y + 160)), at: 0.2)
        XCTAssertEqual(scene.pager.position(at: 0.2), 0)
        XCTAssertTrue(scene.isSettled(at: 0.2))
    }
}

extension CardsSceneTests {
    func testAPressThatNeverEndedDoesNotPageWhenTheNextOneComes() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 300, y: 200)), at: 0)
        scene.handle(.pointerMove(Point(x: 290, y: 200)), at: 0.1)
        scene.click(at: Point(x: 20, y: 600), time: 0.2)
        XCTAssertEqual(scene.pager.currentIndex(at: 1), 0)
    }

    func testAHorizontalWheelGesturePagesOnce() {
        var scene = makeScene()
        for frame in 0..<40 {
            scene.handle(.wheel(Vector(dx: 30, dy: 0)), at: Double(frame) / 60)
        }
        XCTAssertEqual(scene.pager.currentIndex(at: 2), 1, "1200 pt of scrolling, one page")
    }

    func testAResizeMidDragKeepsTheFractionalPageAndRestsAligned() {
        var scene = makeScene()
        scene.handle(.pointerDown(Point(x: 300, y: 200)), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 200)), at: 0.1)
        let before = scene.pager.position(at: 0.1)
        scene.handle(.resize(Size(width: 600, height: 700)), at: 0.15)
        scene.handle(.pointerMove(Point(x: 200, y: 200)), at: 0.2)
        XCTAssertEqual(scene.pager.position(at: 0.2), before, accuracy: 1e-12)
        scene.handle(.pointerUp(Point(x: 190, y: 200)), at: 0.3)
        XCTAssertEqual(scene.pager.position(at: 1.5).rounded(), scene.pager.position(at: 1.5))
    }
}

extension CardsSceneTests {
    func testTheListUnderTheCardsScrollsByAVerticalDragAndAHorizontalDragThereMovesNothing() throws {
        var scene = makeScene()
        let list = try XCTUnwrap(scene.element(for: .list, at: 0)).frame
        XCTAssertEqual(scene.control(at: Point(x: 195, y: list.minY + 40), time: 0)?.control, .list, "the list under the cards is hit")
        XCTAssertEqual(scene.control(at: Point(x: 195, y: 100), time: 0)?.control, .card)
        scene.drag(from: Point(x: 195, y: list.minY + 300), by: Vector(dx: 0, dy: -150), frames: 10, hold: 0.3)
        XCTAssertEqual(scene.state(at: 5)["scrollY"], .number(150), "scrolled 1:1")
        scene.drag(from: Point(x: 300, y: list.minY + 100), by: Vector(dx: -200, dy: 0), frames: 10, at: 6, hold: 0.3)
        XCTAssertEqual(scene.state(at: 10)["page"], .number(0), "a horizontal drag on the list does not page")
        XCTAssertEqual(scene.state(at: 10)["scrollY"], .number(150))
        scene.drag(from: Point(x: 300, y: 150), by: Vector(dx: -200, dy: 0), frames: 10, at: 11, hold: 0.3)
        XCTAssertEqual(scene.state(at: 15)["page"], .number(1), "on the card it pages")
    }
}
