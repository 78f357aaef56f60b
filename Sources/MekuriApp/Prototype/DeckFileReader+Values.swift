#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

extension DeckFileReader {
    /// The error line for the value at JSON path `place`: `deck.json: pages[0].color: …`.
    func problem(_ place: String, _ message: String) -> UsageError {
        UsageError("\(name): \(place): \(message)")
    }

    /// Refuses a key of the object `value` at `place` (nil: the top level) not in `allowed`,
    /// naming the nearest allowed key when it looks like a slip of it.
    func checkKeys(of value: JSONValue, allowed: [String], at place: String?) throws {
        guard case .object(let members) = value else { return }
        for (key, _) in members where !allowed.contains(key) {
            throw problem(place.map { "\($0).\(key)" } ?? key, unknownKey(key, among: allowed))
        }
    }

    /// What an error says of `key`, not one of `allowed`: the nearest allowed key when it looks
    /// like a slip of it, else every allowed key: `unknown key (did you mean color?)`. `kind`
    /// names the key (`unknown feel key`).
    func unknownKey(_ key: String, among allowed: [String], kind: String = "key") -> String {
        Suggestion.nearest(to: key, in: allowed).map { "unknown \(kind) (did you mean \($0)?)" }
            ?? "unknown \(kind); the keys are \(allowed.joined(separator: ", "))"
    }

    /// `value` as an error shows it: a string in single quotes (`'sideways'`), anything else as JSON (`42`, `[1]`).
    func shown(_ value: JSONValue) -> String {
        value.string.map { "'\($0)'" } ?? value.serialized
    }

    /// A text: a string, or one per language (`{"ja": "月", "en": "Mon"}`), read in ``locale``
    /// (else English, else the first given).
    func text(_ value: JSONValue, at place: String) throws -> String {
        if let text = value.string { return text }
        guard case .object(let members) = value, !members.isEmpty else {
            throw problem(place, "\(shown(value)) is not a string (or one per language, as in {\"ja\": \"月\", \"en\": \"Mon\"})")
        }
        try checkKeys(of: value, allowed: AppLocale.allCases.map(\.rawValue), at: place)
        var texts: [(AppLocale, String)] = []
        for (key, member) in members {
            guard let text = member.string else { throw problem("\(place).\(key)", "\(shown(member)) is not a string") }
            texts.append((AppLocale(rawValue: key) ?? .en, text))
        }
        return (texts.first { $0.0 == locale } ?? texts.first { $0.0 == .en } ?? texts[0]).1
    }

    func flag(_ value: JSONValue, at place: String) throws -> Bool {
        guard let flag = value.bool else { throw problem(place, "\(shown(value)) is not true or false") }
        return flag
    }

    /// A whole number in `range`.
    func integer(_ value: JSONValue, in range: ClosedRange<Int>, at place: String) throws -> Int {
        guard let number = value.integer, range.contains(number) else {
            throw problem(place, "\(shown(value)) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func word<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue, _ type: Choice.Type,
                                                       at place: String) throws -> Choice where Choice.RawValue == String {
        guard let text = value.string, let choice = Choice(rawValue: text) else {
            throw problem(place, "\(shown(value)) is not one of \(Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))")
        }
        return choice
    }

    /// `dots`, `tabs`, `none`, or a list of the first two (`["tabs", "dots"]`: both).
    func indicator(_ value: JSONValue, at place: String) throws -> Deck.Indicator {
        let words = Deck.Indicator.words
        func one(_ value: JSONValue, at place: String, among words: [(word: String, indicator: Deck.Indicator)]) throws -> Deck.Indicator {
            guard let text = value.string, let found = words.first(where: { $0.word == text }) else {
                throw problem(place, "\(shown(value)) is not one of \(words.map { "'\($0.word)'" }.joined(separator: ", "))")
            }
            return found.indicator
        }
        guard case .array(let items) = value else { return try one(value, at: place, among: words) }
        let parts = words.filter { $0.indicator != .none }
        return try items.enumerated().reduce(into: Deck.Indicator.none) { result, item in
            result.formUnion(try one(item.element, at: "\(place)[\(item.offset)]", among: parts))
        }
    }

    /// A colour written `#RRGGBB` or `#RRGGBBAA`.
    func color(_ value: JSONValue, at place: String) throws -> Color {
        guard let text = value.string else { throw problem(place, "\(shown(value)) is not a string") }
        guard let color = Color(hex: text) else { throw problem(place, "'\(text)' is not a colour like #FF9D98") }
        return color
    }

    /// An image file, its path relative to the deck file's folder; it must exist.
    func image(_ value: JSONValue, at place: String) throws -> ImageSource {
        ImageSource(path: try existingFile(try text(value, at: place), at: place), version: version)
    }

    /// The full path of the file `relative` names (absolute, or relative to the deck file's
    /// folder), given at `place`; it must exist.
    func existingFile(_ relative: String, at place: String) throws -> String {
        let full = relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: full) else {
            throw problem(place, "'\(relative)' not found (paths are relative to '\(name)')")
        }
        return full
    }
}
