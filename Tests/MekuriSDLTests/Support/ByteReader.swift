/// Big-endian reads from a byte array that throw instead of trapping past its end.
struct ByteReader {
    let bytes: [UInt8]

    /// An INDEX's items (as ranges of `bytes`) and where the INDEX ends.
    struct Index {
        let items: [Range<Int>]
        let end: Int
    }

    func uint8(at position: Int) throws -> Int { Int(try self.bytes(at: position, count: 1)[position]) }

    func uint16(at position: Int) throws -> Int {
        try self.bytes(at: position, count: 2).reduce(0) { $0 << 8 | Int($1) }
    }

    func uint32(at position: Int) throws -> Int {
        try self.bytes(at: position, count: 4).reduce(0) { $0 << 8 | Int($1) }
    }

    func tag(at position: Int) throws -> String {
        String(decoding: try self.bytes(at: position, count: 4), as: UTF8.self)
    }

    func bytes(at position: Int, count: Int) throws -> ArraySlice<UInt8> {
        guard position >= 0, count >= 0, position + count <= bytes.count else {
            throw CompactFontFormat.Malformed(description: "\(count) bytes at \(position) run past the \(bytes.count) of the data")
        }
        return bytes[position..<(position + count)]
    }

    /// The INDEX at `position`: a count, an offset size, count + 1 offsets (from 1) and the data.
    func index(at position: Int) throws -> Index {
        let count = try uint16(at: position)
        guard count > 0 else { return Index(items: [], end: position + 2) }
        let offsetSize = try uint8(at: position + 2)
        let offsets = try (0...count).map { item in
            try self.bytes(at: position + 3 + item * offsetSize, count: offsetSize).reduce(0) { $0 << 8 | Int($1) }
        }
        let dataStart = position + 3 + (count + 1) * offsetSize - 1
        let items = zip(offsets, offsets.dropFirst()).map { (dataStart + $0)..<(dataStart + $1) }
        return Index(items: items, end: dataStart + offsets[count])
    }

    /// The DICT in `range`: each operator with its integer operands (a real operand counts as 0).
    func dictionary(in range: Range<Int>) throws -> [Int: [Int]] {
        var entries: [Int: [Int]] = [:]
        var operands: [Int] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = try uint8(at: position)
            switch byte {
            case 12:
                entries[1200 + (try uint8(at: position + 1))] = operands
                operands = []
                position += 2
            case 0...21:
                entries[byte] = operands
                operands = []
                position += 1
            case 28:
                operands.append(Int(Int16(truncatingIfNeeded: try uint16(at: position + 1))))
                position += 3
            case 29:
                operands.append(Int(Int32(truncatingIfNeeded: try uint32(at: position + 1))))
                position += 5
            case 30:
                position += 1
                while try uint8(at: position) & 0x0F != 0x0F && uint8(at: position) >> 4 != 0x0F { position += 1 }
                position += 1
                operands.append(0)
            case 32...246:
                operands.append(byte - 139)
                position += 1
            case 247...250:
                operands.append((byte - 247) * 256 + (try uint8(at: position + 1)) + 108)
                position += 2
            case 251...254:
                operands.append(-(byte - 251) * 256 - (try uint8(at: position + 1)) - 108)
                position += 2
            default:
                throw CompactFontFormat.Malformed(description: "the reserved DICT byte \(byte) at \(position)")
            }
        }
        return entries
    }
}
