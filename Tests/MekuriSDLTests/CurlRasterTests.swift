import MekuriEngine
@testable import MekuriSDL
import XCTest

/// The curl's pixel loop: the columns of a row it visits, and each pixel exactly what the
/// projection says it shows.
final class CurlRasterTests: XCTestCase {
    func testTheColumnsWithinTheLimitAreFoundForEveryWayTheDistanceRuns() {
        // Rising by 1 a column from 0: columns 0…5 are at most 5.
        XCTAssertEqual(CurlRaster.columnsWithin(1, from: 0, of: 5, count: 10), 0..<6)
        XCTAssertEqual(CurlRaster.columnsWithin(1, from: 0.5, of: 5, count: 10), 0..<5)
        XCTAssertEqual(CurlRaster.columnsWithin(1, from: 0, of: 50, count: 10), 0..<10)
        XCTAssertNil(CurlRaster.columnsWithin(1, from: 6, of: 5, count: 10))
        // Falling by 1 a column from 9: columns 4…9 are at most 5.
        XCTAssertEqual(CurlRaster.columnsWithin(-1, from: 9, of: 5, count: 10), 4..<10)
        XCTAssertEqual(CurlRaster.columnsWithin(-1, from: 20, of: 5, count: 10), nil)
        XCTAssertEqual(CurlRaster.columnsWithin(0, from: 5, of: 5, count: 10), 0..<10)
        XCTAssertNil(CurlRaster.columnsWithin(0, from: 5.5, of: 5, count: 10))
        XCTAssertNil(CurlRaster.columnsWithin(.nan, from: 0, of: 5, count: 10))
        XCTAssertNil(CurlRaster.columnsWithin(1, from: .nan, of: 5, count: 10))
    }

    func testEveryPixelIsWhatTheProjectionShows() throws {
        var feel = Feel.standard
        feel.transition = .curl
        let look = PageTransition.curl.looks(of: [.init(index: 0, offset: -0.4), .init(index: 1, offset: 0.6)],
                                             in: Rect(x: 0, y: 0, width: 120, height: 90), feel: feel, grip: 0.8)[1]
        guard case .curled(let projection) = look.shape else { return XCTFail("\(look.shape)") }
        // A picture whose every pixel says where it is.
        let (width, height) = (120, 90)
        let picture = CurlRaster.Picture(pixels: (0..<(width * height)).map { 0xFF00_0000 | UInt32($0 % width) << 8 | UInt32($0 / width) },
                                         width: width, height: height)
        var filled = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
        filled.withUnsafeMutableBufferPointer { buffer in
            CurlRaster.fill(buffer.baseAddress!, width: width, height: height, pitch: width, originX: 0, originY: 0,
                            projection: projection, picture: picture, backWash: 0)
        }
        var (shown, empty) = (0, 0)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = filled[y * width + x]
                guard let source = projection.source(atX: Double(x) + 0.5, y: Double(y) + 0.5) else {
                    XCTAssertEqual(pixel, 0, "(\(x), \(y)): nothing of the page")
                    empty += 1
                    continue
                }
                shown += 1
                let (column, row) = (min(Int(source.u * Double(width)), width - 1), min(Int(source.v * Double(height)), height - 1))
                let shade = UInt32(source.shade * 256)
                XCTAssertEqual(pixel, 0xFF00_0000 | ((UInt32(column) * shade) >> 8) << 8 | (UInt32(row) * shade) >> 8, "(\(x), \(y))")
            }
        }
        XCTAssertGreaterThan(shown, 1000)
        XCTAssertGreaterThan(empty, 1000)
    }
}
