#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI

/// A feel file (`--feel FILE.json`): one JSON object of feel keys, such as
/// `{"threshold": 0.35, "loop": false}`; keys left out keep their defaults.
enum FeelFile {
    /// An example of a feel file, for the error messages.
    static let example = #"{"threshold": 0.35}"#

    /// The option that names a feel file (`--feel`, or `--compare` for the right pane's).
    static let feelOption = "--feel"
    static let compareOption = "--compare"

    /// The feel in the file at `path`, given with `option`. Throws a ``UsageError`` of one line
    /// naming the file (and, when it cannot be read, the option): it is missing or unreadable,
    /// not JSON, not an object, or a key is unknown, of the wrong type or out of range
    /// (`FILE: key 'threshold': 1.5 is outside 0.05…0.95`).
    static func load(path: String, option: String = feelOption) throws -> Feel {
        let json = try JSONFile.value(atPath: path, kind: "feel", hint: "pass the path of a JSON file to \(option)")
        guard case .object(let members) = json else {
            throw UsageError("\(path): the feel file is not a JSON object; write one, as in \(example)")
        }
        do {
            return try Feel(members: members)
        } catch {
            throw UsageError("\(path): \(error)")
        }
    }

    /// The feel file `--compare` names, read as `--feel` reads one, with its name for the pane.
    static func compared(path: String) throws -> (feel: Feel, label: String) {
        (try load(path: path, option: compareOption), label(of: path))
    }

    /// The name a pane shows for the feel of file `path`: the file's name; without one,
    /// "standard" when `feel` is the default and "saved feel" when it is the window's saved one.
    static func label(of path: String?, running feel: Feel = .standard) -> String {
        path.map { $0.lastPathComponent } ?? (feel == .standard ? "standard" : "saved feel")
    }
}
