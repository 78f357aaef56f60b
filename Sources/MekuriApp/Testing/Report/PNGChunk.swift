#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One chunk of a PNG file: its four-letter type and its data (length and CRC are derived).
struct PNGChunk: Equatable, Sendable {
    /// The eight bytes every PNG file starts with.
    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    /// The bytes of a chunk besides its data: length, type and CRC.
    static let overhead = 12

    /// The chunk type, four ASCII letters (`IHDR`, `IDAT`, `fcTL`, …).
    var type: String
    /// The chunk's data.
    var data: Data

    /// The CRC stored with the chunk: over the type and the data.
    var crc: UInt32 { CRC32.checksum(data, continuing: CRC32.checksum(Array(type.utf8))) }

    /// The chunk as it is written in a file: length, type, data, CRC.
    var encoded: Data {
        var bytes = Data()
        bytes.appendBigEndian(UInt32(data.count))
        bytes.append(contentsOf: Array(type.utf8))
        bytes.append(data)
        bytes.appendBigEndian(crc)
        return bytes
    }

    /// The chunks of a PNG file, in order, each checked against its CRC.
    static func chunks(in png: Data) throws -> [PNGChunk] {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else { throw PNGError.notAPNG }
        var chunks = [PNGChunk]()
        var offset = signature.count
        while offset < bytes.count {
            guard offset + overhead <= bytes.count else { throw PNGError.truncated }
            let length = Int(bytes.bigEndianUInt32(at: offset))
            guard length <= bytes.count - offset - overhead else { throw PNGError.truncated }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let chunk = PNGChunk(type: type, data: Data(bytes[(offset + 8)..<(offset + 8 + length)]))
            guard chunk.crc == bytes.bigEndianUInt32(at: offset + 8 + length) else { throw PNGError.badCRC(type) }
            chunks.append(chunk)
            offset += length + overhead
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else { throw PNGError.truncated }
        return chunks
    }
}

/// Why bytes could not be read as a PNG.
enum PNGError: Error, Equatable {
    case notAPNG
    case truncated
    case badCRC(String)
}

extension Data {
    /// Appends `value` as four big-endian bytes.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends `value` as two big-endian bytes.
    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}

extension Array where Element == UInt8 {
    /// The big-endian 32-bit number at `offset`.
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        self[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

extension PNGChunk {
    /// The width and height a PNG file's header gives, nil when it is not a readable PNG.
    static func imageSize(of png: Data) -> (width: Int, height: Int)? {
        guard let header = try? chunks(in: png).first, header.data.count >= 8 else { return nil }
        let bytes = [UInt8](header.data)
        return (Int(bytes.bigEndianUInt32(at: 0)), Int(bytes.bigEndianUInt32(at: 4)))
    }
}
