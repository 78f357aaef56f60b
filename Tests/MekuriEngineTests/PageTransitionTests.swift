import MekuriEngine
import XCTest

/// Each transition's looks on plain numbers: where the pages' corners go, which page is on top,
/// how opaque and bright they are, at rest and part of the way to the next page.
final class PageTransitionTests: XCTestCase {
    private let strip = Rect(x: 0, y: 100, width: 400, height: 600)

    private func feel(_ transition: PageTransition, axis: Axis = .horizontal, direction: PageDirection = .ltr) -> Feel {
        var feel = Feel.standard
        feel.transition = transition
        feel.axis = axis
        feel.direction = direction
        return feel
    }

    /// The pages in view a fraction `progress` of the way from page 0 to page 1.
    private func pages(towardsNext progress: Double) -> [Pager.VisiblePage] {
        var pager = Pager(pageCount: 7, wraps: true)
        pager.grab(at: 0)
        pager.drag(translation: -progress * 400, pageWidth: 400)
        return pager.visiblePages(at: 0)
    }

    private func looks(_ transition: PageTransition, progress: Double, grip: Double = 0.5, feel: Feel? = nil) -> [PageLook] {
        transition.looks(of: pages(towardsNext: progress), in: strip, feel: feel ?? self.feel(transition), grip: grip)
    }

    /// The smallest rectangle around a look's corners on screen.
    private func bounds(_ look: PageLook) -> Rect {
        let xs = look.mesh.vertices.map(\.position.x), ys = look.mesh.vertices.map(\.position.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private func assertEqual(_ rect: Rect, _ expected: Rect, accuracy: Double = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(rect.minX, expected.minX, accuracy: accuracy, "minX", file: file, line: line)
        XCTAssertEqual(rect.minY, expected.minY, accuracy: accuracy, "minY", file: file, line: line)
        XCTAssertEqual(rect.width, expected.width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(rect.height, expected.height, accuracy: accuracy, "height", file: file, line: line)
    }

    func testEveryTransitionShowsAPageAtRestFlatWhereItLies() {
        for transition in PageTransition.allCases {
            let looks = transition.looks(of: [Pager.VisiblePage(index: 2, offset: 0)], in: strip, feel: feel(transition))
            XCTAssertEqual(looks.count, 1, "\(transition)")
            assertEqual(bounds(looks[0]), strip)
            XCTAssertEqual(looks[0].opacity, 1, "\(transition)")
            XCTAssertTrue(looks[0].mesh.vertices.allSatisfy { $0.shade == 1 }, "\(transition)")
            XCTAssertFalse(looks[0].mesh.showsBack, "\(transition)")
        }
    }

    func testSlideMovesBothPagesByTheDrag() {
        let looks = looks(.slide, progress: 0.25)
        XCTAssertEqual(looks.map(\.index), [0, 1])
        assertEqual(bounds(looks[0]), Rect(x: -100, y: 100, width: 400, height: 600))
        assertEqual(bounds(looks[1]), Rect(x: 300, y: 100, width: 400, height: 600))
    }

    func testParallaxMovesThePageUnderneathAtItsFractionAndDimsIt() {
        var feel = feel(.parallax)
        feel.parallax = 0.5
        let looks = looks(.parallax, progress: 0.4, feel: feel)
        XCTAssertEqual(looks.map(\.index), [0, 1], "the coming page is on top")
        assertEqual(bounds(looks[0]), Rect(x: -80, y: 100, width: 400, height: 600))
        assertEqual(bounds(looks[1]), Rect(x: 240, y: 100, width: 400, height: 600))
        XCTAssertEqual(looks[0].mesh.vertices[0].shade, 0.88, accuracy: 1e-9)
        XCTAssertEqual(looks[1].mesh.vertices[0].shade, 1)
    }

    func testFadeKeepsThePagesInPlaceAndDissolvesTheNearerOverTheFarther() {
        let looks = looks(.fade, progress: 0.3)
        XCTAssertEqual(looks.map(\.index), [1, 0], "the current page, nearer, on top")
        for look in looks { assertEqual(bounds(look), strip) }
        XCTAssertEqual(looks[0].opacity, 1)
        XCTAssertEqual(looks[1].opacity, 0.7, accuracy: 1e-9)
        let past = self.looks(.fade, progress: 0.6)
        XCTAssertEqual(past.map(\.index), [0, 1])
        XCTAssertEqual(past[1].opacity, 0.6, accuracy: 1e-9)
    }

    func testScaleShrinksAndDimsTheLeavingPageUnderTheComingOne() {
        let looks = looks(.scale, progress: 0.5)
        XCTAssertEqual(looks.map(\.index), [0, 1])
        assertEqual(bounds(looks[0]), Rect(x: 10, y: 115, width: 380, height: 570))
        XCTAssertEqual(looks[0].mesh.vertices[0].shade, 0.85, accuracy: 1e-9)
        assertEqual(bounds(looks[1]), Rect(x: 200, y: 100, width: 400, height: 600))
    }

    func testStackSlidesTheTopPageOffAndTheNextRisesFromUnderIt() {
        let looks = looks(.stack, progress: 0.5)
        XCTAssertEqual(looks.map(\.index), [1, 0])
        assertEqual(bounds(looks[0]), Rect(x: 10, y: 115, width: 380, height: 570))
        assertEqual(bounds(looks[1]), Rect(x: -200, y: 100, width: 400, height: 600))
    }

    func testTheCubeHalfWayShowsTwoEqualFacesMeetingInTheMiddleWithinThePagesHeight() {
        let looks = looks(.cube, progress: 0.5)
        XCTAssertEqual(looks.count, 2)
        let (leaving, coming) = (bounds(looks.first { $0.index == 0 }!), bounds(looks.first { $0.index == 1 }!))
        XCTAssertEqual(leaving.maxX, 200, accuracy: 1e-6, "the faces meet at the centre")
        XCTAssertEqual(coming.minX, 200, accuracy: 1e-6)
        XCTAssertEqual(leaving.width, coming.width, accuracy: 1e-6)
        XCTAssertEqual(leaving.height, 600, accuracy: 1e-6, "the nearest edge keeps the pages' height")
        XCTAssertLessThan(leaving.width, 400 / 2.squareRoot() + 1e-6)
        XCTAssertLessThan(looks[0].mesh.vertices[0].shade, 1)
    }

    func testTheCubesComingFaceIsNotSeenUntilItTurnsTowardsTheViewer() {
        let early = looks(.cube, progress: 0.02).first { $0.index == 1 }!
        XCTAssertTrue(early.mesh.triangles.isEmpty, "its outside still faces away")
        let later = looks(.cube, progress: 0.25).first { $0.index == 1 }!
        XCTAssertEqual(later.mesh.triangles.count, 2 * PageTransition.perspectiveGrid.columns * PageTransition.perspectiveGrid.rows)
        XCTAssertFalse(later.mesh.showsBack)
    }

    func testCoverflowTurnsTheNeighboursTowardsTheMiddleAndSetsThemBack() {
        let looks = looks(.coverflow, progress: 0.25)
        let coming = looks.first { $0.index == 1 }!
        XCTAssertEqual(looks.last?.index, 0, "the page nearer the middle on top")
        let columns = PageTransition.perspectiveGrid.columns
        // The outer edge stands nearer the viewer than the inner one: taller on screen.
        let inner = coming.mesh.vertices[0], outer = coming.mesh.vertices[columns]
        let innerHeight = coming.mesh.vertices[coming.mesh.vertices.count - 1 - columns].position.y - inner.position.y
        let outerHeight = coming.mesh.vertices[coming.mesh.vertices.count - 1].position.y - outer.position.y
        XCTAssertGreaterThan(outerHeight, innerHeight)
        XCTAssertLessThan(bounds(coming).width, 400)
    }

    func testEachTransitionSaysHowItsPagesMayBeDrawn() {
        for transition in [PageTransition.slide, .parallax, .fade, .scale, .stack] {
            XCTAssertEqual(Set(looks(transition, progress: 0.3).map(\.shape)), [.flat], "\(transition)")
            XCTAssertTrue(looks(transition, progress: 0.3).allSatisfy { $0.mesh.rectangle != nil }, "\(transition)")
        }
        XCTAssertEqual(Set(looks(.cube, progress: 0.3).map(\.shape)), [.turned(along: .horizontal)])
        let vertical = PageTransition.coverflow.looks(of: pages(towardsNext: 0.3), in: strip, feel: feel(.coverflow, axis: .vertical))
        XCTAssertEqual(Set(vertical.map(\.shape)), [.turned(along: .vertical)])
        let curl = looks(.curl, progress: 0.3)
        XCTAssertEqual(curl[0].shape, .flat)
        guard case .curled = curl[1].shape else { return XCTFail("\(curl[1].shape)") }
    }

    func testHiddenPagesAreLeftOut() {
        for transition in [PageTransition.fade, .scale, .stack, .cube, .curl] {
            let looks = transition.looks(of: [.init(index: 0, offset: -1), .init(index: 1, offset: 0)], in: strip,
                                         feel: feel(transition))
            XCTAssertEqual(looks.map(\.index), [1], "\(transition)")
        }
    }

    func testTheCurlLeavesTheComingPageFlatUnderTheTurningOneAndCastsAShadowOnIt() {
        let looks = looks(.curl, progress: 0.3)
        XCTAssertEqual(looks.map(\.index), [1, 0], "the turning page on top")
        assertEqual(bounds(looks[0]), strip)
        XCTAssertNil(looks[0].shadow)
        XCTAssertGreaterThan(looks[1].shadow?.strength ?? 0, 0)
    }

    func testTheCurlsFoldFollowsThePointerAndShowsThePagesBackMirrored() {
        // A straight fold (grip in the middle) at 30 %: the fold near x = 400 − 0.3 × 440.
        let look = looks(.curl, progress: 0.3)[1]
        XCTAssertTrue(look.mesh.showsBack)
        let rightEdge = look.mesh.vertices.filter { $0.texture.x == 1 }
        // The free edge, turned over, lies left of the fold, mirrored.
        XCTAssertTrue(rightEdge.allSatisfy { $0.position.x < 400 - 0.3 * 440 }, "\(rightEdge.map(\.position.x))")
        let leftEdge = look.mesh.vertices.filter { $0.texture.x == 0 }
        XCTAssertTrue(leftEdge.allSatisfy { $0.position.x == 0 && $0.shade == 1 }, "the spine stays")
        let back = look.mesh.triangles.filter(\.showsBack).count
        XCTAssertGreaterThan(back, 0)
        XCTAssertLessThan(back, look.mesh.triangles.count)
    }

    func testAGripLowOnTheEdgeLiftsTheLowerCornerFirst() {
        let low = looks(.curl, progress: 0.05, grip: 1)[1]
        let topRight = low.mesh.vertices.first { $0.texture == Point(x: 1, y: 0) }!
        let bottomRight = low.mesh.vertices.first { $0.texture == Point(x: 1, y: 1) }!
        XCTAssertEqual(topRight.position, Point(x: 400, y: 100), "the upper corner stays down")
        XCTAssertLessThan(bottomRight.position.x, 400, "the lower corner lifts")
        XCTAssertLessThan(bottomRight.depth, 0)
        let middle = looks(.curl, progress: 0.05)[1]
        let middleTop = middle.mesh.vertices.first { $0.texture == Point(x: 1, y: 0) }!
        XCTAssertLessThan(middleTop.position.x, 400, "a straight fold lifts the whole edge")
    }

    func testTheCurlHasLeftTheScreenWhenThePageHasTurned() {
        let look = PageTransition.curl.looks(of: [.init(index: 0, offset: -0.999), .init(index: 1, offset: 0.001)],
                                             in: strip, feel: feel(.curl))[1]
        XCTAssertTrue(look.mesh.vertices.allSatisfy { $0.position.x <= 1 }, "\(look.mesh.vertices.map(\.position.x).max()!)")
    }

    func testTheCurlsShadowFadesInAsThePageLiftsAndOutAsItLeaves() {
        func strength(_ progress: Double) -> Double {
            PageTransition.curl.looks(of: [.init(index: 0, offset: -progress), .init(index: 1, offset: 1 - progress)],
                                      in: strip, feel: feel(.curl))[1].shadow?.strength ?? -1
        }
        XCTAssertEqual(strength(0.001), 0.04, accuracy: 1e-9)
        XCTAssertEqual(strength(0.5), 0.4, accuracy: 1e-9)
        XCTAssertEqual(strength(0.9), 0.2, accuracy: 1e-9)
        XCTAssertEqual(strength(0.999), 0.002, accuracy: 1e-9, "no shadow left to vanish when the page rests")
    }

    func testAVerticalCurlTurnsUpwardAndARightToLeftOneFromTheLeft() {
        let vertical = PageTransition.curl.looks(of: pages(towardsNext: 0.3), in: strip, feel: feel(.curl, axis: .vertical))[1]
        let bottomEdge = vertical.mesh.vertices.filter { $0.texture.y == 1 }
        XCTAssertTrue(bottomEdge.allSatisfy { $0.position.y < 700 - 0.3 * 600 }, "the bottom edge turned up")
        XCTAssertTrue(vertical.mesh.vertices.filter { $0.texture.y == 0 }.allSatisfy { $0.position.y == 100 })
        let rtl = PageTransition.curl.looks(of: pages(towardsNext: 0.3), in: strip, feel: feel(.curl, direction: .rtl))[1]
        let leftEdge = rtl.mesh.vertices.filter { $0.texture.x == 0 }
        XCTAssertTrue(leftEdge.allSatisfy { $0.position.x > 0.3 * 440 }, "the left edge turned over to the right")
        XCTAssertTrue(rtl.mesh.vertices.filter { $0.texture.x == 1 }.allSatisfy { $0.position.x == 400 })
    }

    /// The curl seen from the screen is the curl run backwards: each corner of the grid, where
    /// it goes, shows its own point of the picture when nothing lies over it — the page's back
    /// lying flat (the highest part), and the page in place (the lowest, where nothing curls over
    /// it) — straight or tilted, left to right, right to left and upward; past the cylinder
    /// nothing of the page shows.
    func testTheCurlsProjectionShowsEachPointOfThePageWhereTheCurlPutsIt() {
        for (feel, grip) in [(feel(.curl), 0.5), (feel(.curl), 0.9), (feel(.curl, direction: .rtl), 0.2),
                             (feel(.curl, axis: .vertical), 0.7)] {
            let look = PageTransition.curl.looks(of: pages(towardsNext: 0.4), in: strip, feel: feel, grip: grip)[1]
            guard case .curled(let projection) = look.shape else { return XCTFail("\(look.shape)") }
            var (backs, inPlace) = (0, 0)
            // Inside the page: a point on its edge may fall a rounding error outside it.
            for vertex in look.mesh.vertices where (0.001...0.999).contains(vertex.texture.x) && (0.001...0.999).contains(vertex.texture.y) {
                let source = projection.source(atX: vertex.position.x, y: vertex.position.y)
                if -vertex.depth >= 2 * projection.radius - 1e-9 {
                    backs += 1
                    XCTAssertEqual(source?.showsBack, true, "\(feel.axis) \(grip): \(vertex)")
                    XCTAssertEqual(source?.u ?? -1, vertex.texture.x, accuracy: 1e-9)
                    XCTAssertEqual(source?.v ?? -1, vertex.texture.y, accuracy: 1e-9)
                    XCTAssertEqual(source?.shade, 1)
                } else if vertex.isInPlace, projection.distance(vertex.position.x, vertex.position.y) < -.pi * projection.radius {
                    // Far enough before the fold that nothing of the page can lie over it.
                    inPlace += 1
                    XCTAssertEqual(source?.showsBack, false, "\(feel.axis) \(grip): \(vertex)")
                    XCTAssertEqual(source?.u ?? -1, vertex.texture.x, accuracy: 1e-9)
                    XCTAssertEqual(source?.v ?? -1, vertex.texture.y, accuracy: 1e-9)
                    XCTAssertEqual(source?.shade, 1)
                }
            }
            XCTAssertGreaterThan(backs, 10, "\(feel.axis) \(grip)")
            XCTAssertGreaterThan(inPlace, 10, "\(feel.axis) \(grip)")
            // From the middle of the spine straight across the fold: on the cylinder the page,
            // darker; just past its top, the page underneath.
            let spine = look.mesh.vertices.first { $0.texture == (feel.axis == .vertical ? Point(x: 0.5, y: 0) : Point(x: feel.direction == .rtl ? 1 : 0, y: 0.5)) }!.position
            let (perX, perY) = (projection.distance.perX, projection.distance.perY)
            let length = (perX * perX + perY * perY).squareRoot()
            func across(to distance: Double) -> CurlProjection.Source? {
                let step = (distance - projection.distance(spine.x, spine.y)) / length
                return projection.source(atX: spine.x + perX / length * step, y: spine.y + perY / length * step)
            }
            XCTAssertLessThan(across(to: projection.radius / 2)?.shade ?? 1, 1, "\(feel.axis) \(grip)")
            XCTAssertNil(across(to: projection.radius + 1), "\(feel.axis) \(grip)")
        }
    }

    func testTheTransitionAndParallaxAreFeelKeysCheckedLikeTheOthers() throws {
        XCTAssertEqual(try Feel.standard.setting(.transition, to: .word("curl")).transition, .curl)
        XCTAssertEqual(try Feel.standard.setting(.parallax, to: .number(0.5)).parallax, 0.5)
        XCTAssertThrowsError(try Feel.standard.setting(.transition, to: .word("flip"))) { error in
            XCTAssertEqual("\(error)", "key 'transition': 'flip' is not slide or parallax or fade or scale or cube or coverflow or stack or curl")
        }
        XCTAssertThrowsError(try Feel.standard.setting(.parallax, to: .number(1.5)))
        XCTAssertEqual(Feel.standard.transition, .slide)
        XCTAssertEqual(Feel.standard[.transition], .word("slide"))
    }
}
