extension ByteReader {
    /// A CFF INDEX: its items, as ranges of the bytes, and where it ends.
    struct CompactFontFormatIndex {
        let items: [Range<Int>]
        let end: Int
    }

    /// The CFF INDEX at `position`: a count, an offset size (1 to 4), count + 1 offsets (from 1)
    /// and the data.
    func compactFontFormatIndex(at position: Int) throws -> CompactFontFormatIndex {
        let count = try uint16(at: position)
        guard count > 0 else { return CompactFontFormatIndex(items: [], end: position + 2) }
        let offsetSize = try uint8(at: position + 2)
        guard (1...4).contains(offsetSize) else {
            throw CompactFontFormat.Malformed(description: "an INDEX at \(position) with offsets of \(offsetSize) bytes")
        }
        let offsets = try (0...count).map { try unsigned(at: position + 3 + $0 * offsetSize, count: offsetSize) }
        guard offsets.first == 1, zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw CompactFontFormat.Malformed(description: "an INDEX at \(position) whose offsets do not start at 1 and rise")
        }
        let dataStart = position + 3 + (count + 1) * offsetSize - 1
        let items = zip(offsets, offsets.dropFirst()).map { (dataStart + $0)..<(dataStart + $1) }
        return CompactFontFormatIndex(items: items, end: dataStart + offsets[count])
    }

    /// The CFF DICT in `range`: each operator with its integer operands (a real operand counts
    /// as 0). A two-byte operator, 12 then a second byte, is keyed as 1200 + that byte.
    func compactFontFormatDictionary(in range: Range<Int>) throws -> [Int: [Int]] {
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
                // A real: nibbles up to and including one of 0xF.
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
