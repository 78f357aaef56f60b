import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// What the painter says of image files: sizes from their headers, reasons for files it cannot
/// draw, and a new version of a file read again.
final class ImageStatusTests: XCTestCase {
    private var fixture: ImageFixture!

    override func setUpWithError() throws { fixture = try ImageFixture() }
    override func tearDown() { fixture = nil }

    func testAPNGsSizeComesFromItsHeader() throws {
        let source = try fixture.writePNG("wide.png", width: 30, height: 20) { _, _ in 0xFFFF_0000 }
        let (painter, _) = try fixture.painter(width: 4, height: 4)
        XCTAssertEqual(painter.status(of: source), .ready(width: 30, height: 20))
    }

    func testJPEGAndWebPHeadersGiveTheirSizesWithoutADecode() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 0x4A, 0x46, 0x49, 0x46,  // SOI, a 6-byte APP0
                             0xFF, 0xFF,  // fill bytes
                             0xC2, 0x00, 0x11, 0x08, 0x09, 0xE4, 0x04, 0x92]  // progressive SOF: 2532 high, 1170 wide
        let riff: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let extended = riff + Array("VP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0] + [0x91, 0x04, 0x00, 0xE3, 0x09, 0x00]
        let bits = UInt32(1169) | UInt32(2531) << 14
        let lossless = riff + Array("VP8L".utf8) + [5, 0, 0, 0, 0x2F] + withUnsafeBytes(of: bits.littleEndian, Array.init)
        let lossy = riff + Array("VP8 ".utf8) + [10, 0, 0, 0, 0, 0, 0, 0x9D, 0x01, 0x2A, 0x92, 0x04, 0xE4, 0x09]
        for (name, bytes) in [("a.jpg", jpeg), ("b.webp", extended), ("c.webp", lossless), ("d.webp", lossy)] {
            let source = try fixture.write(name, bytes: bytes + [UInt8](repeating: 0, count: 8))
            XCTAssertEqual(try ImageHeader.read(path: source.path).size, PixelSize(width: 1170, height: 2532), name)
        }
    }

    func testACorruptAMissingAndAnUnreadableFileFailWithAReason() throws {
        let (painter, _) = try fixture.painter(width: 4, height: 4)
        let text = try fixture.write("notes.png", bytes: Array("just some text, not an image".utf8))
        XCTAssertEqual(painter.status(of: text), .failed(reason: "not a PNG, JPEG or WebP image"))
        XCTAssertEqual(painter.status(of: ImageSource(path: fixture.path("gone.png"))),
                       .failed(reason: "cannot be read: No such file or directory"))
        XCTAssertEqual(painter.status(of: ImageSource(path: fixture.folder.path)), .failed(reason: "not a regular file"))
    }

    func testAFIFOOrADeviceIsRefusedAtOnceNeverOpenedToWait() throws {
        let (painter, _) = try fixture.painter(width: 4, height: 4)
        XCTAssertEqual(mkfifo(fixture.path("pipe.png"), 0o644), 0)
        XCTAssertEqual(painter.status(of: ImageSource(path: fixture.path("pipe.png"))), .failed(reason: "not a regular file"))
        XCTAssertEqual(painter.status(of: ImageSource(path: "/dev/zero")), .failed(reason: "not a regular file"))
        XCTAssertThrowsError(try Surface(contentsOfPNG: fixture.path("pipe.png"))) { error in
            XCTAssertEqual("\(error)", "could not read the PNG '\(fixture.path("pipe.png"))': not a regular file")
        }
    }

    func testAnImageDeclaringTooManyPixelsIsAnErrorCardWithoutADecode() throws {
        // A PNG's signature and IHDR declaring 30000×30000 (a valid such file is 875 KB and took 4.4 GB to decode).
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += withUnsafeBytes(of: UInt32(30000).bigEndian, Array.init) + withUnsafeBytes(of: UInt32(30000).bigEndian, Array.init)
        png += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        // 35 bytes of WebP declaring 16384×16384 (806 MB when decoded).
        let webp = Array("RIFF".utf8) + [27, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8X".utf8)
            + [10, 0, 0, 0, 0, 0, 0, 0] + [0xFF, 0x3F, 0x00, 0xFF, 0x3F, 0x00] + [0, 0, 0, 0, 0]
        XCTAssertEqual(webp.count, 35)
        let (painter, surface) = try fixture.painter(width: 8, height: 8)
        for (name, bytes, side) in [("bomb.png", png, 30000), ("bomb.webp", webp, 16384)] {
            let source = try fixture.write(name, bytes: bytes)
            let reason = "\(side)×\(side) pixels, more than 4096×4096, the most Mekuri decodes; use a smaller image"
            XCTAssertEqual(painter.status(of: source), .failed(reason: reason), name)
            try fixture.paint(painter, [(source, Rect(x: 0, y: 0, width: 8, height: 8))])
            XCTAssertEqual(painter.status(of: source), .failed(reason: reason), name)
            XCTAssertThrowsError(try ImageDecoder.decode(source.path, fitting: PixelSize(width: 8, height: 8))) { error in
                XCTAssertEqual((error as? ImageFailure)?.reason, reason)
            }
        }
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_FFFF], "nothing is drawn")
    }

    func testAPNGCutShortIsReadyByItsHeaderThenFailsWithSDLImagesReasonWhenDrawn() throws {
        let whole = try fixture.writePNG("whole.png", width: 16, height: 16) { x, _ in ImageFixture.grey(UInt32(x * 16)) }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: whole.path)))
        let cut = try fixture.write("cut.png", bytes: Array(bytes.prefix(40)))
        let (painter, surface) = try fixture.painter(width: 16, height: 16)
        XCTAssertEqual(painter.status(of: cut), .ready(width: 16, height: 16))
        try fixture.paint(painter, [(cut, Rect(x: 0, y: 0, width: 16, height: 16))])
        guard case .failed(let reason) = painter.status(of: cut) else { return XCTFail("\(painter.status(of: cut))") }
        XCTAssertFalse(reason.isEmpty)
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_FFFF], "nothing is drawn for an image that cannot be decoded")
    }

    func testANewVersionOfAFileIsReadAgain() throws {
        let first = try fixture.writePNG("page.png", width: 8, height: 8) { _, _ in 0xFFFF_0000 }
        let (painter, surface) = try fixture.painter(width: 8, height: 8)
        let frame = Rect(x: 0, y: 0, width: 8, height: 8)
        try fixture.paint(painter, [(first, frame)])
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_0000])
        try fixture.writePNG("page.png", width: 4, height: 2) { _, _ in 0xFF00_00FF }
        XCTAssertEqual(painter.status(of: first), .ready(width: 8, height: 8), "the same version is not read again")
        try fixture.paint(painter, [(first, frame)])
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_0000])
        let second = ImageSource(path: first.path, version: 1)
        XCTAssertEqual(painter.status(of: second), .ready(width: 4, height: 2))
        try fixture.paint(painter, [(second, frame)])
        XCTAssertEqual(Set(surface.argbPixels), [0xFF00_00FF])
        try fixture.write("page.png", bytes: Array("overwritten with text".utf8))
        let third = ImageSource(path: first.path, version: 2)
        XCTAssertEqual(painter.status(of: third), .failed(reason: "not a PNG, JPEG or WebP image"))
        XCTAssertEqual(painter.images.count, 0, "a file that cannot be drawn lets its textures go")
    }
}
