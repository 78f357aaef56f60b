import CSDL2
import Foundation
@testable import MekuriSDL
import XCTest

/// The font files' reader: every byte as the file has it, wherever FreeType seeks, through SDL.
final class FileReaderTests: XCTestCase {
    private var path = ""
    /// 100,000 bytes, each its offset's low byte mixed with its high one, so no two 256-byte
    /// stretches are alike.
    private let bytes: [UInt8] = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 ^ ($0 >> 8) &* 31) }

    override func setUpWithError() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).bin").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Reads `count` bytes at `offset` through SDL's stream calls.
    private func read(_ stream: UnsafeMutablePointer<SDL_RWops>, at offset: Int64, count: Int) -> [UInt8] {
        XCTAssertEqual(SDL_RWseek(stream, offset, RW_SEEK_SET), offset)
        var out = [UInt8](repeating: 0, count: count)
        let got = out.withUnsafeMutableBytes { SDL_RWread(stream, $0.baseAddress, 1, count) }
        return Array(out.prefix(got))
    }

    func testReadsAtScatteredOffsetsGiveTheFilesBytes() throws {
        let stream = try XCTUnwrap(FileReader(path: path)?.makeStream())
        defer { SDL_RWclose(stream) }
        XCTAssertEqual(SDL_RWsize(stream), Int64(bytes.count))
        // Small reads inside, across and far outside the blocks, backwards and forwards, one
        // across two blocks, and one large enough to go past them.
        let reads: [(Int64, Int)] = [(0, 4), (2, 2), (16_380, 8), (99_000, 16), (40_000, 1),
                                     (39_999, 3), (1_000, FileReader.directReadSize + 5), (4_090, 20), (12, 0)]
        for (offset, count) in reads {
            XCTAssertEqual(read(stream, at: offset, count: count), Array(bytes[Int(offset)..<Int(offset) + count]),
                           "\(count) bytes at \(offset)")
        }
    }

    func testReadingFromPlacesInTurnReadsEachBlockOnce() throws {
        // FreeType reads a glyph's offset, its FDSelect entry and its outline in turn: each
        // place keeps its block, so a thousand turns read three blocks.
        let reader = try XCTUnwrap(FileReader(path: path))
        let stream = try XCTUnwrap(reader.makeStream())
        defer { SDL_RWclose(stream) }
        for turn in 0..<1_000 {
            for place: Int64 in [100, 50_000, 90_000] {
                let offset = place + Int64(turn % 50)
                XCTAssertEqual(read(stream, at: offset, count: 2), Array(bytes[Int(offset)..<Int(offset) + 2]))
            }
        }
        XCTAssertEqual(reader.systemReads, 3)
    }

    func testTheLeastRecentlyUsedBlockGivesWay() throws {
        let reader = try XCTUnwrap(FileReader(path: path))
        let stream = try XCTUnwrap(reader.makeStream())
        defer { SDL_RWclose(stream) }
        let block = Int64(FileReader.blockSize)
        func touch(_ index: Int64) {
            XCTAssertEqual(read(stream, at: index * block, count: 1), [bytes[Int(index * block)]])
        }
        for index in 0..<Int64(FileReader.blockCount) { touch(index) }
        touch(0)                                        // the first block is used again…
        touch(Int64(FileReader.blockCount))             // …so one more block takes the second's place
        XCTAssertEqual(reader.systemReads, FileReader.blockCount + 1)
        touch(0)
        XCTAssertEqual(reader.systemReads, FileReader.blockCount + 1, "the block used again was kept")
        touch(1)
        XCTAssertEqual(reader.systemReads, FileReader.blockCount + 2, "the least recently used one was not")
    }

    func testSeekingFromTheCurrentPlaceAndTheEnd() throws {
        let stream = try XCTUnwrap(FileReader(path: path)?.makeStream())
        defer { SDL_RWclose(stream) }
        XCTAssertEqual(SDL_RWseek(stream, 10, RW_SEEK_SET), 10)
        XCTAssertEqual(SDL_RWseek(stream, 5, RW_SEEK_CUR), 15)
        XCTAssertEqual(SDL_RWtell(stream), 15)
        XCTAssertEqual(SDL_RWseek(stream, -4, RW_SEEK_END), Int64(bytes.count - 4))
        XCTAssertEqual(SDL_RWseek(stream, -1, RW_SEEK_SET), -1, "before the start is refused")
    }

    func testAReadAtTheEndStopsThereAndPastItGivesNothing() throws {
        let stream = try XCTUnwrap(FileReader(path: path)?.makeStream())
        defer { SDL_RWclose(stream) }
        XCTAssertEqual(read(stream, at: Int64(bytes.count - 3), count: 10), Array(bytes.suffix(3)))
        XCTAssertEqual(read(stream, at: Int64(bytes.count + 50), count: 10), [])
    }

    func testAFolderOrAMissingFileIsNoReader() {
        XCTAssertNil(FileReader(path: FileManager.default.temporaryDirectory.path))
        XCTAssertNil(FileReader(path: path + ".missing"))
    }
}
