extension FontLibrary {
    /// The first four bytes of the font files FreeType reads: TrueType (`00 01 00 00`, `true`),
    /// OpenType with CFF outlines (`OTTO`), a collection (`ttcf`), WOFF and WOFF2.
    static let fontSignatures: Set<[UInt8]> = [[0x00, 0x01, 0x00, 0x00], Array("true".utf8), Array("OTTO".utf8),
                                               Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8)]

    /// Checks, without parsing it, that the file at `path` can be read and begins as a font
    /// does, so a missing, unreadable or wrong file is reported at start; the face itself is
    /// opened when text first needs it.
    ///
    /// - Complexity: One open and one read of four bytes.
    static func checkFontFile(at path: String) throws {
        guard let reader = FileReader(path: path) else {
            throw FontFileError(path: path, reason: "the file is missing, unreadable or not a file")
        }
        var signature = [UInt8](repeating: 0, count: 4)
        let count = signature.withUnsafeMutableBytes { reader.read(into: $0.baseAddress!, count: 4) }
        guard count == 4, fontSignatures.contains(signature) else {
            throw FontFileError(path: path, reason: "it is not a TrueType, OpenType or WOFF font")
        }
    }
}
