import Foundation
import MekuriEngine
import MekuriUI
import XCTest

/// The feel panel's sliders: linear or logarithmic tracks, values rounded to a step a user can
/// tell apart, arrow keys that always move, and units.
final class FeelSliderTests: XCTestCase {
    func testEveryNumberKeyHasASliderAndNoOtherKey() {
        XCTAssertEqual(FeelSlider.all.map(\.key), [.threshold, .flickSpeed, .flickDistance, .velocityWindow, .settleDuration,
                                                  .bounce, .rubberBand, .pageWidth, .gap, .parallax])
        XCTAssertNil(FeelSlider(.axis))
        XCTAssertNil(FeelSlider(.loop))
    }

    func testALinearTrackMapsItsRangeEndToEnd() throws {
        let threshold = try XCTUnwrap(FeelSlider(.threshold))
        XCTAssertEqual(threshold.value(at: 0), 0.05)
        XCTAssertEqual(threshold.value(at: 1), 0.95)
        XCTAssertEqual(threshold.value(at: 0.5), 0.5)
        XCTAssertEqual(threshold.value(at: 0.1666), 0.2, "rounded to 0.01")
        XCTAssertEqual(threshold.fraction(of: 0.2), 0.15 / 0.9, accuracy: 1e-12)
        XCTAssertEqual(threshold.value(at: -3), 0.05, "past the start: the start")
    }

    func testTheFlickSpeedTrackIsLogarithmicAndRoundsToTens() throws {
        let flick = try XCTUnwrap(FeelSlider(.flickSpeed))
        XCTAssertTrue(flick.isLogarithmic)
        XCTAssertEqual(flick.value(at: 0), 50)
        XCTAssertEqual(flick.value(at: 1), 10_000)
        XCTAssertEqual(flick.value(at: 0.5), 710, "√(50 × 10000) = 707, rounded to 10")
        XCTAssertEqual(flick.fraction(of: 300), log(6) / log(200), accuracy: 1e-12)
        XCTAssertEqual(flick.text(of: 300), "300 pt/s")
    }

    func testAnArrowMovesATwentiethOfTheTrackAndAlwaysAtLeastOneStep() throws {
        let bounce = try XCTUnwrap(FeelSlider(.bounce))
        XCTAssertEqual(bounce.value(0, movedBy: 1), 0.04, "a twentieth of 0…0.8")
        XCTAssertEqual(bounce.value(0.3, movedBy: -2), 0.22)
        XCTAssertEqual(bounce.value(0, movedBy: -1), 0, "kept in range")
        let window = try XCTUnwrap(FeelSlider(.velocityWindow))
        XCTAssertGreaterThan(window.value(100, movedBy: 1), 100)
        let gap = try XCTUnwrap(FeelSlider(.gap))
        XCTAssertEqual(gap.value(0, movedBy: 1), 5)
        XCTAssertEqual(gap.text(of: 5), "5 pt")
        XCTAssertEqual(try XCTUnwrap(FeelSlider(.settleDuration)).text(of: 0.35), "0.35 s")
        XCTAssertEqual(try XCTUnwrap(FeelSlider(.rubberBand)).text(of: 0.55), "0.55", "a plain fraction has no unit")
    }
}
