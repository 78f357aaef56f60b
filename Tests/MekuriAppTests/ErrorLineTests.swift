@testable import MekuriApp
import XCTest

/// Every error line starts with the program's name or a place in a file (issue 28).
final class ErrorLineTests: XCTestCase {
    func testALineWithoutEitherGetsTheProgramsName() {
        XCTAssertEqual(ErrorLine.located("nope.json: the feel file does not exist", program: "mekuri"),
                       "mekuri: nope.json: the feel file does not exist")
        XCTAssertEqual(ErrorLine.located("fifo: the script is a FIFO", program: "mekuri test"), "mekuri test: fifo: the script is a FIFO")
        XCTAssertEqual(ErrorLine.located("a.mekuri:3: unknown command 'x'", program: "mekuri"), "a.mekuri:3: unknown command 'x'")
        XCTAssertEqual(ErrorLine.located("tc.json:3:1: the feel file is not JSON", program: "mekuri"), "tc.json:3:1: the feel file is not JSON")
        XCTAssertEqual(ErrorLine.located("mekuri: bad size '0x0'", program: "mekuri"), "mekuri: bad size '0x0'")
        XCTAssertEqual(ErrorLine.located("mekuri test: --jobs is given twice", program: "mekuri test"), "mekuri test: --jobs is given twice")
        XCTAssertEqual(ErrorLine.located("12:30 is not a size", program: "mekuri"), "mekuri: 12:30 is not a size", "a time is no place")
    }
}
