/// Big-endian reads from a byte array that throw ``PastTheEnd`` instead of trapping when a read
/// runs past the end.
struct ByteReader {
    /// The bytes read.
    let bytes: [UInt8]

    /// A read of `count` bytes at `position` that does not fit in the bytes.
    struct PastTheEnd: Error, CustomStringConvertible {
        let position: Int
        let count: Int
        let available: Int
        var description: String { "\(count) bytes at \(position) run past the \(available) of the data" }
    }

    /// The `count` bytes at `position`.
    func slice(at position: Int, count: Int) throws -> ArraySlice<UInt8> {
        guard position >= 0, count >= 0, position + count <= bytes.count else {
            throw PastTheEnd(position: position, count: count, available: bytes.count)
        }
        return bytes[position..<(position + count)]
    }

    /// The unsigned big-endian number of `count` bytes (1 to 4) at `position`.
    func unsigned(at position: Int, count: Int) throws -> Int {
        try slice(at: position, count: count).reduce(0) { $0 << 8 | Int($1) }
    }

    /// The byte at `position`.
    func uint8(at position: Int) throws -> Int { try unsigned(at: position, count: 1) }

    /// The big-endian 16-bit number at `position`.
    func uint16(at position: Int) throws -> Int { try unsigned(at: position, count: 2) }

    /// The big-endian 32-bit number at `position`.
    func uint32(at position: Int) throws -> Int { try unsigned(at: position, count: 4) }

    /// The four-character tag (an OpenType table's name) at `position`.
    func tag(at position: Int) throws -> String {
        String(decoding: try slice(at: position, count: 4), as: UTF8.self)
    }
}
