import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// Images drawn into frames: shrunk to the frame's pixels by area averaging (sharp at 2×), and
/// only within the clip.
final class ImageDrawingTests: XCTestCase {
    private var fixture: ImageFixture!

    override func setUpWithError() throws { fixture = try ImageFixture() }
    override func tearDown() { fixture = nil }

    /// Three columns grey 0, 90 and 180, three rows alike.
    private func writeGradient() throws -> ImageSource {
        try fixture.writePNG("gradient.png", width: 3, height: 3) { x, _ in ImageFixture.grey(UInt32(x * 90)) }
    }

    func testAShrunkGradientIsTheAreaAverageOfItsPixels() throws {
        let (painter, surface) = try fixture.painter(width: 4, height: 2)
        try fixture.paint(painter, [(try writeGradient(), Rect(x: 0, y: 0, width: 2, height: 2))])
        // 3 → 2: the first pixel covers column 0 and half of column 1, (0 + 45) / 1.5 = 30; the
        // second half of column 1 and column 2, (45 + 180) / 1.5 = 150.
        let row = Array(surface.argbPixels.prefix(4))
        XCTAssertEqual(row, [ImageFixture.grey(30), ImageFixture.grey(150), 0xFFFF_FFFF, 0xFFFF_FFFF])
    }

    func testAtScaleTwoAFrameHasTwiceThePixelsSoNothingIsAveraged() throws {
        let source = try fixture.writePNG("ramp.png", width: 4, height: 2) { x, _ in ImageFixture.grey([0, 60, 120, 240][x]) }
        let frame = Rect(x: 0, y: 0, width: 2, height: 1)
        let (sharp, sharpSurface) = try fixture.painter(width: 4, height: 2, scale: 2)
        try fixture.paint(sharp, [(source, frame)])
        XCTAssertEqual(Array(sharpSurface.argbPixels.prefix(4)), [0, 60, 120, 240].map(ImageFixture.grey))
        let (single, singleSurface) = try fixture.painter(width: 4, height: 2)
        try fixture.paint(single, [(source, frame)])
        XCTAssertEqual(Array(singleSurface.argbPixels.prefix(2)), [30, 180].map(ImageFixture.grey))
    }

    func testAnImageCoversItsFrameWithinTheClipAndNothingElse() throws {
        let source = try fixture.writePNG("red.png", width: 10, height: 10) { _, _ in 0xFFFF_0000 }
        let (painter, surface) = try fixture.painter(width: 16, height: 16)
        try fixture.paint(painter, [(source, Rect(x: 2, y: 2, width: 10, height: 10))],
                          clip: Rect(x: 0, y: 0, width: 6, height: 16))
        let pixels = surface.argbPixels
        func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * 16 + x] }
        XCTAssertEqual([pixel(2, 2), pixel(5, 11)], [0xFFFF_0000, 0xFFFF_0000], "inside the frame and the clip")
        XCTAssertEqual([pixel(6, 2), pixel(11, 11)], [0xFFFF_FFFF, 0xFFFF_FFFF], "in the frame, outside the clip")
        XCTAssertEqual([pixel(1, 1), pixel(2, 12)], [0xFFFF_FFFF, 0xFFFF_FFFF], "in the clip, outside the frame")
        XCTAssertEqual(pixels.filter { $0 == 0xFFFF_0000 }.count, 4 * 10)
    }

    func testTheSameImageDrawnAtANewSizeIsShrunkToItAndTheOldSizeLetGo() throws {
        let source = try writeGradient()
        let (painter, surface) = try fixture.painter(width: 4, height: 3)
        try fixture.paint(painter, [(source, Rect(x: 0, y: 0, width: 2, height: 2))])
        try fixture.paint(painter, [(source, Rect(x: 0, y: 0, width: 3, height: 3))])
        XCTAssertEqual(Array(surface.argbPixels.prefix(3)), [0, 90, 180].map(ImageFixture.grey))
        XCTAssertEqual(painter.images.count, 1)
        XCTAssertEqual(painter.images.usedBytes, 3 * 3 * 4)
    }
}
