internal import CFontconfig
import MekuriUI

/// Finds, through fontconfig, an installed font that covers a character the bundled font does
/// not: the second link of the fallback chain (see ``FontLibrary``).
///
/// fontconfig is started on the first question, not before, so a run that only draws what the
/// bundled font covers never pays for it. Answers are kept per character and weight. The
/// configuration is the system's (or the file fontconfig's own `FONTCONFIG_FILE` names), or a
/// configuration file given here (the tests pin their fallback fonts so).
final class SystemFontFinder {
    /// The fontconfig file to load instead of the system's, if any.
    private let configFile: String?
    /// The fontconfig configuration, once loaded; nil before the first question and when
    /// fontconfig could not load one (then nothing is found and characters show as boxes).
    private var config: OpaquePointer?
    /// Whether fontconfig has been started: not until a character needs a fallback.
    private(set) var isLoaded = false
    private var answers: [Question: FontFace?] = [:]
    /// The languages asked for first, so a Han character that Japanese and Chinese fonts both
    /// cover is drawn in its Japanese form, as the bundled font draws the rest.
    static let preferredLanguage = "ja"
    /// fontconfig's weights for the bundled font's weights (`FC_WEIGHT_REGULAR`, `FC_WEIGHT_BOLD`).
    static let regularWeight: Int32 = 80
    static let boldWeight: Int32 = 200

    private struct Question: Hashable {
        var scalars: [UInt32]
        var weight: TextStyle.Weight
        var prefersColor: Bool
    }

    /// A finder over the system's fonts, or over those `configFile` lists.
    init(configFile: String? = nil) {
        self.configFile = configFile
    }

    deinit {
        if let config { mekuri_FcConfigDestroy(config) }
    }

    /// An installed face that has a glyph for every one of `scalars` (a character and its
    /// marks), as near `weight` as there is, a colour one first when `prefersColor` (emoji);
    /// nil when no installed font covers them all.
    ///
    /// - Complexity: the first question for a character sorts the installed fonts (a few
    ///   milliseconds); later ones are a dictionary look-up.
    func face(covering scalars: [Unicode.Scalar], weight: TextStyle.Weight, prefersColor: Bool) -> FontFace? {
        let question = Question(scalars: scalars.map(\.value), weight: weight, prefersColor: prefersColor)
        if let answer = answers[question] { return answer }
        let answer = search(question)
        answers[question] = answer
        return answer
    }

    private func loadedConfig() -> OpaquePointer? {
        guard !isLoaded else { return config }
        isLoaded = true
        guard let configFile else {
            config = mekuri_FcInitLoadConfigAndFonts()
            return config
        }
        guard let own = mekuri_FcConfigCreate() else { return nil }
        guard mekuri_FcConfigParseAndLoad(own, configFile, FcTrue) == FcTrue, mekuri_FcConfigBuildFonts(own) == FcTrue else {
            mekuri_FcConfigDestroy(own)
            return nil
        }
        config = own
        return config
    }

    private func search(_ question: Question) -> FontFace? {
        guard let config = loadedConfig(), let pattern = mekuri_FcPatternCreate() else { return nil }
        defer { mekuri_FcPatternDestroy(pattern) }
        guard let wanted = mekuri_FcCharSetCreate() else { return nil }
        defer { mekuri_FcCharSetDestroy(wanted) }
        for scalar in question.scalars { mekuri_FcCharSetAddChar(wanted, scalar) }
        mekuri_FcPatternAddCharSet(pattern, mekuri_fc_charset(), wanted)
        mekuri_FcPatternAddInteger(pattern, mekuri_fc_weight(), question.weight == .bold ? Self.boldWeight : Self.regularWeight)
        if question.prefersColor { mekuri_FcPatternAddBool(pattern, mekuri_fc_color(), FcTrue) }
        if let languages = mekuri_FcLangSetCreate() {
            mekuri_FcLangSetAdd(languages, Self.preferredLanguage)
            mekuri_FcPatternAddLangSet(pattern, mekuri_fc_lang(), languages)
            mekuri_FcLangSetDestroy(languages)
        }
        mekuri_FcConfigSubstitute(config, pattern, FcMatchPattern)
        mekuri_FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = mekuri_FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
        defer { mekuri_FcFontSetDestroy(sorted) }
        // The sort puts the best match first but does not promise it covers the character:
        // the first font that does is the answer.
        for position in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[position], Self.covers(font, question.scalars) else { continue }
            return Self.face(of: font)
        }
        return nil
    }

    private static func covers(_ font: OpaquePointer, _ scalars: [UInt32]) -> Bool {
        var charset: OpaquePointer?
        guard mekuri_FcPatternGetCharSet(font, mekuri_fc_charset(), 0, &charset) == FcResultMatch, let charset else { return false }
        return scalars.allSatisfy { mekuri_FcCharSetHasChar(charset, $0) == FcTrue }
    }

    private static func face(of font: OpaquePointer) -> FontFace? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard mekuri_FcPatternGetString(font, mekuri_fc_file(), 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = mekuri_FcPatternGetInteger(font, mekuri_fc_index(), 0, &index)
        var color: FcBool = FcFalse
        _ = mekuri_FcPatternGetBool(font, mekuri_fc_color(), 0, &color)
        return FontFace(path: String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)),
                        index: Int(index), isColor: color == FcTrue)
    }
}
