import MekuriEngine
import XCTest

final class RubberBandTests: XCTestCase {
    func testResistanceGrowsWithDistanceAndNeverReachesTheDimension() {
        let band = RubberBand()
        XCTAssertEqual(band.damped(0), 0)
        let small = band.damped(0.1), large = band.damped(1), huge = band.damped(100)
        XCTAssertLessThan(small, 0.1)
        XCTAssertLessThan(large - small, 0.9)
        XCTAssertLessThan(huge, 1)
        XCTAssertEqual(band.damped(-1), -large)
    }
}
