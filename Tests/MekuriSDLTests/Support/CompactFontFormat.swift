/// What the tests check of an OpenType font's CFF table (Adobe Technical Note #5176): its
/// subroutines and how its charset numbers the glyphs. Reads only the structures it needs.
struct CompactFontFormat {
    /// The number of glyphs (entries of the CharStrings INDEX).
    let glyphCount: Int
    /// The number of global subroutines.
    let globalSubroutineCount: Int
    /// The number of local subroutines of each Private DICT found (those of the FDArray's
    /// entries in a CID-keyed font, else the one of the Top DICT).
    let localSubroutineCounts: [Int]
    /// The charset's format (0, 1 or 2).
    let charsetFormat: Int
    /// The charset's ranges as (first SID or CID, glyphs after the first) for formats 1 and 2;
    /// empty for format 0.
    let charsetRanges: [(first: Int, left: Int)]

    /// A structure that is not as the format says.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the `CFF ` table of the OpenType font file `bytes`; throws ``Malformed`` when it has
    /// none or a structure is not as the format says, ``ByteReader/PastTheEnd`` when one runs
    /// past the data.
    init(fontFile bytes: [UInt8]) throws {
        let file = ByteReader(bytes: bytes)
        let tableCount = try file.uint16(at: 4)
        guard let record = try (0..<tableCount).map({ 12 + 16 * $0 }).first(where: { try file.tag(at: $0) == "CFF " }) else {
            throw Malformed(description: "no CFF table")
        }
        let table = ByteReader(bytes: Array(try file.slice(at: try file.uint32(at: record + 8), count: try file.uint32(at: record + 12))))
        let headerSize = try table.uint8(at: 2)
        let names = try table.compactFontFormatIndex(at: headerSize)
        let topDicts = try table.compactFontFormatIndex(at: names.end)
        let strings = try table.compactFontFormatIndex(at: topDicts.end)
        let globalSubroutines = try table.compactFontFormatIndex(at: strings.end)
        guard let topDictRange = topDicts.items.first else { throw Malformed(description: "no Top DICT") }
        let top = try table.compactFontFormatDictionary(in: topDictRange)

        guard let charStrings = top[Self.charStringsOperator]?.first else { throw Malformed(description: "no CharStrings") }
        glyphCount = try table.compactFontFormatIndex(at: charStrings).items.count
        globalSubroutineCount = globalSubroutines.items.count

        let privateDicts: [[Int]]
        if let fontDicts = top[Self.fdArrayOperator]?.first {
            privateDicts = try table.compactFontFormatIndex(at: fontDicts).items.compactMap { try table.compactFontFormatDictionary(in: $0)[Self.privateOperator] }
        } else {
            privateDicts = top[Self.privateOperator].map { [$0] } ?? []
        }
        localSubroutineCounts = try privateDicts.map { sizeAndOffset in
            guard sizeAndOffset.count == 2 else { throw Malformed(description: "a Private entry without size and offset") }
            let privateDict = try table.compactFontFormatDictionary(in: sizeAndOffset[1]..<(sizeAndOffset[1] + sizeAndOffset[0]))
            guard let subroutines = privateDict[Self.subroutinesOperator]?.first else { return 0 }
            return try table.compactFontFormatIndex(at: sizeAndOffset[1] + subroutines).items.count
        }

        let charset = top[Self.charsetOperator]?.first ?? 0
        guard charset > 2 else { throw Malformed(description: "a predefined charset (\(charset))") }
        charsetFormat = try table.uint8(at: charset)
        var ranges: [(first: Int, left: Int)] = []
        if charsetFormat == 1 || charsetFormat == 2 {
            var position = charset + 1
            var covered = 1  // glyph 0, .notdef, is not in the charset
            while covered < glyphCount {
                let left = charsetFormat == 1 ? try table.uint8(at: position + 2) : try table.uint16(at: position + 2)
                ranges.append((try table.uint16(at: position), left))
                covered += left + 1
                position += charsetFormat == 1 ? 3 : 4
            }
        }
        charsetRanges = ranges
    }

    // The Top and Private DICT operators read (Technical Note #5176, tables 9, 10 and 23).
    private static let charsetOperator = 15
    private static let charStringsOperator = 17
    private static let privateOperator = 18
    private static let subroutinesOperator = 19
    /// 12 36, keyed as ``ByteReader/compactFontFormatDictionary(in:)`` keys two-byte operators.
    private static let fdArrayOperator = 1236
}
