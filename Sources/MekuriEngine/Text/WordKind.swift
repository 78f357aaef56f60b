/// The kind of character a word is a run of, for double-click selection: Japanese has no spaces
/// between words, so a change of script (kanji to hiragana, say) ends a word too.
enum WordKind: Equatable {
    case letterOrDigit
    case kanji
    case hiragana
    case katakana
    case space
    /// Anything else (punctuation, symbols, emoji): a word of one character.
    case other

    /// The kind of `character`, from its first scalar.
    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .other
            return
        }
        switch scalar.value {
        case Self.hiraganaBlock: self = .hiragana
        case Self.katakanaBlock, Self.katakanaExtensions, Self.halfwidthKatakana: self = .katakana
        default:
            if scalar.properties.isIdeographic {
                self = .kanji
            } else if character.isWhitespace {
                self = .space
            } else if character.isLetter || character.isNumber || scalar == "_" {
                self = .letterOrDigit
            } else {
                self = .other
            }
        }
    }

    static let hiraganaBlock: ClosedRange<UInt32> = 0x3040...0x309F
    /// The katakana block, which holds the long-vowel mark ー that belongs with katakana words.
    static let katakanaBlock: ClosedRange<UInt32> = 0x30A0...0x30FF
    static let katakanaExtensions: ClosedRange<UInt32> = 0x31F0...0x31FF
    static let halfwidthKatakana: ClosedRange<UInt32> = 0xFF66...0xFF9F
}
