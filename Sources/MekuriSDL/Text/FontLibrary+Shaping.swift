import MekuriUI

extension FontLibrary {
    /// The most grapheme clusters in one piece: a piece is rasterised whole, so long text is cut
    /// into pieces and only those in view are drawn (kerning is lost only where pieces meet).
    static let maxPieceClusters = 48
    /// A colour face's line height, in ems of the text around it: its glyphs are scaled so an
    /// emoji stands as tall as a kanji beside it (Noto Color Emoji's 128 px line holds a 109 px em).
    static let colorLineHeight = 1.0
    /// A missing character's box: its advance and its height, in ems, and how far its sides are
    /// inset from the advance.
    static let missingAdvance = 0.6
    static let missingHeight = 0.7
    static let missingInset = 0.08
    /// The scalars that never decide the font: variation selectors, joiners, format controls.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isVariationSelector || [.format, .control].contains(scalar.properties.generalCategory)
    }
    /// The size a colour face is opened at: it has one size of its own whatever is asked, so
    /// one opening serves every text size.
    static let colorFaceOpeningSize = 109

    /// The advance width and line height of `text` in `weight` at `pixelSize`, in pixels, as it
    /// is drawn (fallback fonts and boxes included); (0, 0) when the bundled font can't be read.
    public func size(of text: String, weight: TextStyle.Weight, pixelSize: Int) -> (width: Int, height: Int) {
        guard let shaped = try? shape(text, weight: weight, pixelSize: pixelSize) else { return (0, 0) }
        return (shaped.width, shaped.height)
    }

    /// `text` in `weight` at `pixelSize`, cut into pieces by font and measured.
    ///
    /// - Complexity: O(*n*) in the text's length the first time (each new character outside the
    ///   bundled font asks fontconfig once); then a look-up.
    func shape(_ text: String, weight: TextStyle.Weight, pixelSize: Int) throws -> ShapedText {
        let key = ShapeKey(text: text, weight: weight, pixelSize: max(1, pixelSize))
        if let shaped = cachedShape(for: key) { return shaped }
        let primaryKey = primaryKey(weight: weight, pixelSize: pixelSize)
        let primary = try font(primaryKey)
        var shaped = ShapedText(pieces: [], width: 0, height: primary.height, ascent: primary.ascent)
        var pending = ""
        var pendingSource: ShapedText.Piece.Source?
        var pendingCount = 0
        func flush() throws {
            guard let source = pendingSource, !pending.isEmpty else { return }
            let piece = try self.piece(pending, source: source, clusters: pendingCount, at: shaped.width,
                                       pixelSize: key.pixelSize, lineAscent: shaped.ascent)
            shaped.pieces.append(piece)
            shaped.width += piece.width
            pending = ""
            pendingCount = 0
        }
        for cluster in text {
            let source = self.source(for: cluster, weight: weight, primary: primaryKey, primaryFont: primary)
            if source != pendingSource || source == .missing || pendingCount >= Self.maxPieceClusters {
                try flush()
                pendingSource = source
            }
            pending.append(cluster)
            pendingCount += 1
        }
        try flush()
        cache(shaped, for: key)
        return shaped
    }

    /// Where `cluster` is drawn from: the bundled font when it has every glyph, else the
    /// installed font fontconfig finds for its first character (a colour one first for emoji),
    /// else a box.
    private func source(for cluster: Character, weight: TextStyle.Weight, primary: FontKey,
                        primaryFont: Font) -> ShapedText.Piece.Source {
        let scalars = cluster.unicodeScalars.filter { !Self.isIgnorable($0) }
        guard let lead = scalars.first else { return .font(primary) }
        let prefersColor = lead.properties.isEmoji
            && (lead.properties.isEmojiPresentation || cluster.unicodeScalars.contains(Self.emojiPresentationSelector))
        if !prefersColor, scalars.allSatisfy(primaryFont.provides) { return .font(primary) }
        // A font with the whole cluster (a letter and its marks) first, else one with its base.
        for wanted in [Array(scalars), [lead]] {
            guard let face = finder.face(covering: wanted, weight: weight, prefersColor: prefersColor) else { continue }
            let key = FontKey(face: face, pixelSize: face.isColor ? Self.colorFaceOpeningSize : primary.pixelSize)
            if let font = try? font(key), wanted.allSatisfy(font.provides) { return .font(key) }
        }
        if scalars.allSatisfy(primaryFont.provides) { return .font(primary) }
        return .missing
    }

    /// The shape of `key`'s text if kept: long texts (a field's, a deck's caption) are kept
    /// apart, within a byte budget, so the shapes kept stay within a known size however long the
    /// texts typed.
    private func cachedShape(for key: ShapeKey) -> ShapedText? {
        guard key.text.utf8.count > Self.longTextBytes else { return shapes.value(for: key) }
        return longShapes.value(for: key)
    }

    private func cache(_ shaped: ShapedText, for key: ShapeKey) {
        let bytes = key.text.utf8.count
        guard bytes > Self.longTextBytes else {
            shapes.insert(shaped, for: key)
            return
        }
        guard bytes <= longShapeBudget else { return }
        if let dropped = longShapes.insert(shaped, for: key) { longShapeBytes -= dropped.text.utf8.count }
        longShapeBytes += bytes
        while longShapeBytes > longShapeBudget, let (old, _) = longShapes.removeLeastRecentlyUsed() {
            longShapeBytes -= old.text.utf8.count
        }
    }

    /// Texts longer than this many UTF-8 bytes are long: only the last one's shape is kept.
    static let longTextBytes = 1024

    /// The advance width of a piece's text in `font`, in pixels, measured once.
    private func measuredWidth(of text: String, in font: Font, key: FontKey) -> Int {
        let pieceKey = PieceKey(text: text, font: key)
        if let width = pieceWidths.value(for: pieceKey) { return width }
        let width = font.size(of: text).width
        pieceWidths.insert(width, for: pieceKey)
        return width
    }

    /// U+FE0F, which asks for a character's emoji (colour) form.
    static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

    /// A measured piece starting `x` pixels into its line.
    private func piece(_ text: String, source: ShapedText.Piece.Source, clusters: Int, at x: Int, pixelSize: Int,
                       lineAscent: Int) throws -> ShapedText.Piece {
        switch source {
        case .missing:
            let width = Int((Double(pixelSize) * Self.missingAdvance).rounded()) * clusters
            return ShapedText.Piece(text: text, source: source, x: x, y: 0, width: max(1, width), height: 0, scale: 1)
        case .font(let key):
            let font = try font(key)
            let scale = key.face.isColor ? Double(pixelSize) * Self.colorLineHeight / Double(max(1, font.height)) : 1
            let measured = (width: measuredWidth(of: text, in: font, key: key), height: font.height)
            func scaled(_ value: Int) -> Int { scale == 1 ? value : Int((Double(value) * scale).rounded()) }
            return ShapedText.Piece(text: text, source: source, x: x, y: lineAscent - scaled(font.ascent),
                                    width: scaled(measured.width), height: scaled(font.height), scale: scale)
        }
    }
}
