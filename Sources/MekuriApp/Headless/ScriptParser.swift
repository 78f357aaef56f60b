#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

/// Reads headless scripts: one command a line, `#` starts a comment, blank lines are skipped.
///
/// Every error is one line, `FILE:LINE: what is wrong`, and the whole script is checked before
/// any of it runs.
public struct ScriptParser {
    /// The name errors are reported against, usually the script's path.
    public let fileName: String

    /// Every command a script may give, in the manual's order: what the "unknown command" line
    /// lists, and what a test checks the manual's table (docs/scripts.md) against.
    public static let commandNames = ["down", "move", "up", "drag", "click", "wheel", "key", "type", "compose", "resize",
                                      "device", "rotate", "scene", "wait", "advance", "restore", "panel", "appearance", "plot", "icon", "record",
                                      "shot", "state", "elements", "expect", "set", "feel", "match", "track", "match-motion"]

    /// A parser reporting errors against `fileName`.
    public init(fileName: String) {
        self.fileName = fileName
    }

    /// Where a script's path was given: `--script`, or as a path after `mekuri test`.
    public enum Source: Sendable {
        case scriptOption
        case testCommand

        /// What an error says to give the path to.
        var giveTo: String {
            switch self {
            case .scriptOption: "pass the path of a script file to --script"
            case .testCommand: "give mekuri test script files or folders of them"
            }
        }
    }

    /// The script in the file at `path`, given as `source` says.
    public static func load(path: String, givenAs source: Source = .scriptOption) throws -> [ScriptLine] {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.bytes(atPath: path)
        } catch {
            throw UsageError("\(path): the script \(FileContents.reason(error)); \(source.giveTo)")
        }
        // A byte order mark some editors write first is not part of the first command.
        let body = FileContents.withoutByteOrderMark(bytes)
        guard !body.contains(0), let text = String(validating: body, as: UTF8.self) else {
            throw UsageError("\(path): the script is not UTF-8 text; write one command a line (see docs/scripts.md)")
        }
        let lines = try ScriptParser(fileName: path).parse(text)
        guard !lines.isEmpty else {
            throw UsageError("\(path): the script has no commands; write one command a line (see docs/scripts.md)")
        }
        return lines
    }

    /// The commands in `text`.
    public func parse(_ text: String) throws -> [ScriptLine] {
        var result: [ScriptLine] = []
        for (index, rawLine) in Self.lines(of: text).enumerated() {
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            // Spaces are dropped scalar by scalar: a combining mark after one is not a space.
            let trimmed = Substring(line.unicodeScalars.drop { Self.isSeparator($0) })
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let command = try parseCommand(String(trimmed), line: index + 1)
            result.append(ScriptLine(number: index + 1, command: command))
        }
        return result
    }

    /// Whether `scalar` separates a command's words: a space or a tab.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    private func parseCommand(_ text: String, line: Int) throws -> ScriptCommand {
        // The name ends at the first space scalar: a combining mark after it belongs to the text
        // (as one Character, " ́" is not a space).
        let scalars = text.unicodeScalars
        let nameEnd = scalars.firstIndex(where: Self.isSeparator) ?? scalars.endIndex
        let name = String(scalars[..<nameEnd])
        let rest = Substring(scalars[nameEnd...].drop(while: Self.isSeparator))

        // `type` and `compose` take the rest of the line after the one space that follows the
        // name, as it is (spaces, `#` and all); `restore` the rest of the line.
        if name == "type" || name == "compose" {
            let typed = nameEnd == scalars.endIndex ? "" : String(scalars[scalars.index(after: nameEnd)...])
            if name == "compose" { return .compose(typed) }
            guard !typed.isEmpty else { throw error(line, "type needs the text to type, as in 'type 日本語'") }
            return .type(typed)
        }
        if name == "restore" {
            return .restore(try savedState(rest, line: line))
        }
        // Every other command's words: quotes keep spaces and `#` inside one word (see ScriptWords).
        let words: [Substring]
        do {
            words = try ScriptWords.split(rest)
        } catch {
            throw self.error(line, error.message)
        }
        var arguments = words.map(ScriptWords.unquoted)
        if name == "shot" {
            guard !arguments.isEmpty else { throw error(line, "shot needs a file name, as in 'shot monday.png'") }
            return .shot(path: arguments.joined(separator: " "))
        }

        if name == "icon" {
            guard !arguments.isEmpty else { throw error(line, "icon needs a file name, as in 'icon icon.png'") }
            return .icon(path: arguments.joined(separator: " "))
        }

        if name == "plot" {
            guard !arguments.isEmpty else { throw error(line, "plot needs a file name, as in 'plot flick.png'") }
            return .plot(path: arguments.joined(separator: " "))
        }

        if name == "record" {
            guard !arguments.isEmpty else {
                throw error(line, "record needs a folder, as in 'record frames', or 'record off'")
            }
            let folder = arguments.joined(separator: " ")
            return .record(folder: folder == "off" ? nil : folder)
        }

        func numbers(_ count: Int, _ usage: String) throws -> [Double] {
            guard arguments.count == count else {
                throw error(line, "\(name) takes \(count) number\(count == 1 ? "" : "s"): \(usage)")
            }
            return try arguments.map { argument in
                guard let value = Double(argument), value.isFinite else {
                    throw error(line, "'\(argument)' is not a number; \(name) takes \(usage)")
                }
                return value
            }
        }

        switch name {
        case "down", "move", "up":
            let n = try numbers(2, "X Y")
            let point = Point(x: n[0], y: n[1])
            return name == "down" ? .down(point) : name == "move" ? .move(point) : .up(point)
        case "drag":
            let n = try numbers(5, "X1 Y1 X2 Y2 MS")
            guard n[4] >= 0 else { throw error(line, "drag's duration must not be negative") }
            return .drag(from: Point(x: n[0], y: n[1]), to: Point(x: n[2], y: n[3]), milliseconds: n[4])
        case "click":
            if arguments.count == 1, arguments[0].hasPrefix("@") {
                let id = String(arguments[0].dropFirst())
                guard !id.isEmpty else { throw error(line, "click @ needs an element id, as in 'click @next'") }
                return .click(.element(id))
            }
            let n = try numbers(2, "X Y, or @ID")
            return .click(.point(Point(x: n[0], y: n[1])))
        case "wheel":
            // `wheel DX DY notch`: the clicks of a notched wheel rather than a trackpad's glide.
            let isDiscrete = arguments.count == 3 && arguments[2] == "notch"
            if isDiscrete { arguments.removeLast() }
            let n = try numbers(2, "DX DY, and 'notch' for a notched wheel's click")
            return .wheel(Vector(dx: n[0], dy: n[1]), isDiscrete: isDiscrete)
        case "key":
            guard arguments.count == 1, let (key, modifiers) = Self.keyChord(arguments[0]) else {
                let names = Key.allCases.filter { !$0.isShortcutLetter && !$0.isWindowKey }.map(\.rawValue)
                    .joined(separator: " ")
                throw error(line, "key takes one of: \(names), or A C X V after Ctrl+ or Cmd+; "
                                  + "modifiers go before it (Shift+Left, Ctrl+A, Ctrl+Shift+End)")
            }
            return .key(key, modifiers: modifiers)
        case "resize":
            let n = try numbers(2, "W H")
            let range = 1...Double(Options.maximumDimension)
            guard range.contains(n[0]), range.contains(n[1]), n[0] == n[0].rounded(), n[1] == n[1].rounded() else {
                throw error(line, "resize takes whole numbers from 1 to \(Options.maximumDimension)")
            }
            return .resize(Size(width: n[0], height: n[1]))
        case "wait":
            let n = try numbers(1, "MS")
            guard n[0] >= 0 else { throw error(line, "wait's duration must not be negative") }
            return .wait(milliseconds: n[0])
        case "advance":
            let n = try numbers(1, "MS")
            guard n[0] > 0 else { throw error(line, "advance moves the clock on: MS must be more than 0") }
            return .advance(milliseconds: n[0])
        case "scene":
            guard arguments.count == 1, let kind = SceneKind(rawValue: arguments[0]) else {
                throw error(line, "scene takes one of: \(SceneKind.builtIn.map(\.name).joined(separator: " "))")
            }
            return .scene(kind)
        case "state", "elements", "track", "feel":
            guard arguments.isEmpty else { throw error(line, "\(name) takes no arguments") }
            return name == "state" ? .state : name == "track" ? .track : name == "feel" ? .feel : .elements
        case "set":
            return try setting(arguments, line: line)
        case "panel":
            guard arguments.count == 1, ["feel", "off"].contains(arguments[0]) else {
                throw error(line, "panel takes 'feel' (show the feel panel at the right) or 'off'")
            }
            return .panel(shows: arguments[0] == "feel")
        case "device":
            guard arguments.count == 1, let choice = Options.deviceChoice(arguments[0]) else {
                throw error(line, "device takes one of: \(Options.deviceNames)")
            }
            return .device(choice)
        case "rotate":
            guard arguments.count == 1, let direction = ["left": false, "right": true][arguments[0]] else {
                throw error(line, "rotate takes 'left' or 'right' (a quarter turn of the device)")
            }
            return .rotate(clockwise: direction)
        case "appearance":
            guard arguments.count == 1, let appearance = Appearance(rawValue: arguments[0]) else {
                throw error(line, "appearance takes 'light' or 'dark'")
            }
            return .appearance(appearance)
        case "expect":
            do {
                return .expect(try Expectation.parse(words))
            } catch {
                throw self.error(line, error.message)
            }
        case "match":
            var options = arguments
            let timing: CheckTiming = options.count > 1 && options[1] == CheckTiming.nowWord ? .now : .waiting
            if timing == .now { options.remove(at: 1) }
            let (golden, settings) = try goldenName(options, line: line, usage: "match NAME [now] [max-pixels=N] [max-delta=N]")
            var tolerance = ImageTolerance.exact
            for (key, value) in settings {
                guard let number = Int(value), number >= 0 else {
                    throw error(line, "\(key) takes a whole number from 0, as in '\(key)=8'")
                }
                switch key {
                case "max-pixels": tolerance.maxPixels = number
                case "max-delta" where number <= 255: tolerance.maxDelta = number
                case "max-delta": throw error(line, "max-delta is a channel difference from 0 to 255")
                default: throw error(line, "match takes max-pixels=N and max-delta=N, not '\(key)'")
                }
            }
            return .match(name: golden, tolerance: tolerance, timing: timing)
        case "match-motion":
            let (golden, options) = try goldenName(arguments, line: line, usage: "match-motion NAME [tolerance=0.01]")
            var tolerance = MotionTrack.defaultTolerance
            for (key, value) in options {
                guard key == "tolerance" else { throw error(line, "match-motion takes tolerance=N, not '\(key)'") }
                guard let number = Double(value), number.isFinite, number >= 0 else {
                    throw error(line, "tolerance takes a number from 0, as in 'tolerance=0.5'")
                }
                tolerance = number
            }
            return .matchMotion(name: golden, tolerance: tolerance)
        default:
            throw error(line, "unknown command '\(name)'; the commands are \(Self.commandNames.joined(separator: " "))")
        }
    }

    /// The golden's name (the first word) and the `KEY=VALUE` options after it. A name is a
    /// file name without folders: letters, digits, `-`, `_` and `.`, not starting with a dot.
    private func goldenName(_ arguments: [String], line: Int, usage: String) throws -> (String, [(String, String)]) {
        guard let name = arguments.first else { throw error(line, "\(usage.prefix { $0 != " " }) needs a name: \(usage)") }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard !name.hasPrefix("."), !name.contains(".."), name.allSatisfy(allowed.contains) else {
            throw error(line, "'\(name)' is not a golden's name; use letters, digits, - _ and . without folders, as in 'home-page'")
        }
        let options = try arguments.dropFirst().map { word -> (String, String) in
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { throw error(line, "'\(word)' is not KEY=VALUE; \(usage)") }
            return (String(parts[0]), String(parts[1]))
        }
        return (name, options)
    }

    /// `restore {JSON}`: one JSON object, the saved state a recording starts from.
    private func savedState(_ text: Substring, line: Int) throws -> JSONValue {
        guard let value = JSONValue(parsing: text.utf8), case .object = value else {
            throw error(line, "restore takes the saved state as one JSON object, as in 'restore {\"scenes\":{}}'")
        }
        return value
    }

    /// `set KEY VALUE`: a feel key and a value it takes, checked as a feel file's are; errors
    /// name the key (`threshold: 1.5 is outside 0.05…0.95`).
    private func setting(_ arguments: [String], line: Int) throws -> ScriptCommand {
        guard arguments.count == 2 else {
            throw error(line, "set takes a key and a value, as in 'set threshold 0.35'; the keys are \(FeelProblem.keyList)")
        }
        guard let key = Feel.Key(rawValue: arguments[0]) else {
            throw error(line, "set: unknown key '\(arguments[0])'; the keys are \(FeelProblem.keyList)")
        }
        let value = Feel.Value(scriptWord: arguments[1], for: key)
        do {
            _ = try Feel.standard.setting(key, to: value)
        } catch {
            if case .invalid(_, let reason) = error { throw self.error(line, "\(key.name): \(reason)") }
            throw self.error(line, "\(error)")
        }
        return .set(key, value)
    }

    /// A script's lines, without their line ends: "\n", or "\r\n" (one Character in Swift).
    public static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    private func error(_ line: Int, _ message: String) -> UsageError {
        .script(fileName, line: line, message)
    }

    /// A key with modifiers written as `Ctrl+Shift+Left`: modifier names (see
    /// ``KeyModifiers/scriptNames``), each once, then the key; the shortcut letters need Ctrl
    /// or Cmd, and the window's own keys (``Key/isWindowKey``) are not taken. Nil when anything
    /// is off.
    static func keyChord(_ text: String) -> (Key, KeyModifiers)? {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // The window's own keys (the feel lab's) are not the scenes': a script has its commands.
        guard let key = parts.popLast().flatMap(Key.init(scriptName:)), !key.isWindowKey else { return nil }
        var modifiers: KeyModifiers = []
        for part in parts {
            guard let named = KeyModifiers.scriptNames.first(where: { $0.name == part }),
                  !modifiers.contains(named.modifiers) else { return nil }
            modifiers.insert(named.modifiers)
        }
        guard !key.isShortcutLetter || modifiers.contains(.command) else { return nil }
        // As in the window: Shift+Tab is the key that moves the focus back.
        if key == .tab, modifiers.contains(.shift) { return (.backTab, modifiers.subtracting(.shift)) }
        return (key, modifiers)
    }
}
