@testable import MekuriApp
import Foundation
import MekuriSDL
import XCTest

/// The APNG writer, read back byte by byte and by SDL_image.
final class AnimatedPNGTests: XCTestCase {
    private var fixture: ReportFixture!

    override func setUpWithError() throws { fixture = try ReportFixture() }
    override func tearDown() { fixture = nil }

    /// A chunk as it lies in the file, read here without the writer's own parser.
    private struct RawChunk {
        var type: String
        var data: [UInt8]
        var storedCRC: UInt32
    }

    /// Splits a PNG's bytes into chunks after checking the signature.
    private func rawChunks(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> [RawChunk] {
        let bytes = [UInt8](data)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature", file: file, line: line)
        var chunks = [RawChunk]()
        var offset = 8
        func number(_ at: Int) -> UInt32 { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        while offset + 12 <= bytes.count {
            let length = Int(number(offset))
            chunks.append(RawChunk(type: String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self),
                                   data: Array(bytes[(offset + 8)..<(offset + 8 + length)]),
                                   storedCRC: number(offset + 8 + length)))
            offset += length + 12
        }
        XCTAssertEqual(offset, bytes.count, "the chunks fill the file exactly", file: file, line: line)
        return chunks
    }

    private func number(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private func frames(_ colours: [UInt32], sizes: [(Int, Int)]? = nil) throws -> [Data] {
        try colours.enumerated().map { index, colour in
            let size = sizes?[index] ?? (40, 30)
            let path = try fixture.solidPNG("frame-\(index).png", colour: colour, width: size.0, height: size.1)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
    }

    func testTheCRCIsPNGs() {
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926, "the CRC-32 check value")
        XCTAssertEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082, "every PNG's IEND CRC")
        XCTAssertEqual(CRC32.checksum(Array("6789".utf8), continuing: CRC32.checksum(Array("12345".utf8))), 0xCBF4_3926)
    }

    func testTheAnimationHoldsEveryFrameInSequenceWithValidCRCs() throws {
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF]
        let animation = try XCTUnwrap(AnimatedPNG(frames: try frames(colours)))
        XCTAssertEqual(animation.frameCount, 3)
        XCTAssertEqual(animation.skipped, [])

        let chunks = rawChunks(animation.data)
        for chunk in chunks {
            XCTAssertEqual(chunk.storedCRC, CRC32.checksum(Array(chunk.type.utf8) + chunk.data), "CRC of \(chunk.type)")
        }
        XCTAssertEqual(chunks.first?.type, "IHDR")
        XCTAssertEqual(chunks.last?.type, "IEND")
        let actl = try XCTUnwrap(chunks.first { $0.type == "acTL" })
        XCTAssertEqual(number(actl.data, at: 0), 3, "acTL's frame count")
        XCTAssertEqual(number(actl.data, at: 4), 0, "loops forever")
        let types = chunks.map(\.type)
        XCTAssertLessThan(try XCTUnwrap(types.firstIndex(of: "acTL")), try XCTUnwrap(types.firstIndex(of: "IDAT")))
        XCTAssertEqual(types.filter { $0 == "fcTL" }.count, 3, "one fcTL a frame")
        XCTAssertEqual(types.firstIndex(of: "fcTL").map { types[$0 + 1] }, "IDAT", "the first frame is the default image")
        XCTAssertLessThan(try XCTUnwrap(types.lastIndex(of: "IDAT")), try XCTUnwrap(types.firstIndex(of: "fdAT")))

        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { number($0.data, at: 0) }
        XCTAssertEqual(sequence, Array(0..<UInt32(sequence.count)), "sequence numbers from 0, one apart")
        for control in chunks.filter({ $0.type == "fcTL" }) {
            XCTAssertEqual(number(control.data, at: 4), 40, "frame width")
            XCTAssertEqual(number(control.data, at: 8), 30, "frame height")
        }
    }

    func testSDLImageReadsTheFirstFrameAndEveryLaterFrameDecodes() throws {
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF]
        let animation = try XCTUnwrap(AnimatedPNG(frames: try frames(colours)))
        let path = fixture.folder.appendingPathComponent("animated.png").path
        try animation.data.write(to: URL(fileURLWithPath: path))
        let first = try Surface(contentsOfPNG: path)
        XCTAssertEqual([first.width, first.height], [40, 30])
        XCTAssertEqual(Set(first.argbPixels), [colours[0]], "the first frame as a still PNG")

        // Each later frame's fdAT data, made the IDAT of a still PNG, is that frame's picture.
        let chunks = try PNGChunk.chunks(in: animation.data)
        var frameData = [[Data]]()
        for chunk in chunks {
            if chunk.type == "fcTL" { frameData.append([]) }
            if chunk.type == "fdAT" { frameData[frameData.count - 1].append(chunk.data.dropFirst(4)) }
        }
        XCTAssertEqual(frameData.count, 3)
        for (index, pieces) in frameData.enumerated().dropFirst() {
            var still = PNGChunk.signature
            still.append(chunks[0].encoded)
            for piece in pieces { still.append(PNGChunk(type: "IDAT", data: Data(piece)).encoded) }
            still.append(PNGChunk(type: "IEND", data: Data()).encoded)
            let stillPath = fixture.folder.appendingPathComponent("still-\(index).png").path
            try still.write(to: URL(fileURLWithPath: stillPath))
            XCTAssertEqual(Set(try Surface(contentsOfPNG: stillPath).argbPixels), [colours[index]], "frame \(index)")
        }
    }

    func testFramesOfAnotherSizeOrUnreadableAreLeftOut() throws {
        var data = try frames([0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF], sizes: [(40, 30), (41, 30), (40, 30)])
        data.append(Data("not a png".utf8))
        var truncated = data[0]
        truncated.removeLast(20)
        data.append(truncated)
        let animation = try XCTUnwrap(AnimatedPNG(frames: data))
        XCTAssertEqual(animation.frameCount, 2)
        XCTAssertEqual(animation.skipped, [1, 3, 4])
        XCTAssertEqual(number(try XCTUnwrap(rawChunks(animation.data).first { $0.type == "acTL" }).data, at: 0), 2)
    }

    func testNoReadableFrameMakesNoAnimation() {
        XCTAssertNil(AnimatedPNG(frames: []))
        XCTAssertNil(AnimatedPNG(frames: [Data("nope".utf8)]))
    }

    func testABadCRCIsNotReadAsAPNG() throws {
        var data = try frames([0xFFFF_0000])[0]
        data[data.count - 20] ^= 0xFF
        XCTAssertThrowsError(try PNGChunk.chunks(in: data))
    }
}
