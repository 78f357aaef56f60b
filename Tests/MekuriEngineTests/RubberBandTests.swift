import MekuriEngine
import XCTest

final class RubberBandTests: XCTestCase {
    func testResistanceGrowsWithDistanceAndNeverReachesTheDimension() {
        let band = RubberBand()
        XCTAssertEqual(band.damped(0), 0)
        let small = band.damped(0.1), large = band.damped(1), huge = band.damped(100)
        XCTAssertEqual(small, 1 - 1 / 1.055, accuracy: 1e-12)
        XCTAssertEqual(large, 1 - 1 / 1.55, accuracy: 1e-12, "a full page pulled shows about a third")
        XCTAssertGreaterThan(huge, 0.98)
        XCTAssertLessThan(huge, 1)
        XCTAssertEqual(band.damped(350, dimension: 700), 700 * (1 - 1 / 1.275), accuracy: 1e-9)
        XCTAssertEqual(band.damped(-1), -large)
    }
}

extension RubberBandTests {
    func testUndampedInvertsDamped() {
        let band = RubberBand()
        for x in [-3.0, -0.4, 0, 0.2, 1, 5] {
            XCTAssertEqual(band.undamped(band.damped(x, dimension: 700), dimension: 700), x, accuracy: 1e-6)
        }
    }
}
