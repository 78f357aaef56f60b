#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

extension DeckFileReader {
    /// A pager's `feel`: its keys inline, `{"threshold": 0.3}`, or the path of a feel file
    /// relative to the deck file's folder. Returns the keys and, for a file, its full path.
    func feel(_ value: JSONValue, at place: String) throws -> (overrides: FeelOverrides, file: String?) {
        switch value {
        case .object(let members):
            return (try overrides(members) { key, message in problem("\(place).\(key)", message) }, nil)
        case .string(let relative):
            let full = try existingFile(relative, at: place)
            let shown = relative.lastPathComponent
            let json = try JSONFile.value(atPath: full, kind: "feel", shownAs: shown, hint: "fix it or name another in '\(name)'")
            guard case .object(let members) = json else {
                throw UsageError("\(shown): the feel file is not a JSON object; write one, as in \(FeelFile.example)")
            }
            return (try overrides(members) { key, message in UsageError("\(shown): \(key): \(message)") }, full)
        default:
            throw problem(place, "\(shown(value)) is not a feel; give its keys, as in \(FeelFile.example), or a feel file's path")
        }
    }

    /// The feel keys `members` set, each checked; `problem` makes the error for a key's message.
    private func overrides(_ members: [(String, JSONValue)], problem: (String, String) -> UsageError) throws -> FeelOverrides {
        var overrides = FeelOverrides()
        for (name, value) in members {
            guard let key = Feel.Key(rawValue: name) else {
                throw problem(name, unknownKey(name, among: Feel.Key.allCases.map(\.name), kind: "feel key"))
            }
            do {
                try overrides.set(key, to: Feel.Value(json: value))
            } catch {
                guard case .invalid(_, let reason) = error else { throw problem(name, "\(error)") }
                throw problem(name, reason)
            }
        }
        return overrides
    }
}
