#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI

extension ScriptCommand {
    /// The command as a script line the parser reads back as it, or nil for the commands a
    /// recording never writes.
    var scriptText: String? {
        switch self {
        case .down(let point): "down \(point.scriptText)"
        case .move(let point): "move \(point.scriptText)"
        case .up(let point): "up \(point.scriptText)"
        case .wheel(let delta, let isDiscrete):
            "wheel \(delta.dx.scriptNumber) \(delta.dy.scriptNumber)\(isDiscrete ? " notch" : "")"
        case .key(let key, let modifiers): "key \(Self.chord(key, modifiers: modifiers))"
        case .type(let text): "type \(text)"
        case .compose(let text): text.isEmpty ? "compose" : "compose \(text)"
        case .resize(let size): "resize \(size.width.scriptNumber) \(size.height.scriptNumber)"
        case .advance(let milliseconds): "advance \(milliseconds.scriptNumber)"
        case .wait(let milliseconds): "wait \(milliseconds.scriptNumber)"
        case .scene(let kind): "scene \(kind.name)"
        case .device(let device): "device \(device?.name ?? Options.noDevice)"
        case .rotate(let clockwise): "rotate \(clockwise ? "right" : "left")"
        case .set(let key, let value): "set \(key.name) \(value.scriptWord)"
        case .restore(let saved): "restore \(saved.serialized)"
        case .appearance(let appearance): "appearance \(appearance.name)"
        case .panel(let shows): shows ? "panel feel" : "panel off"
        case .state: "state"
        default: nil
        }
    }

    /// `key` with `modifiers` as `key` lines write it: `Ctrl+Shift+Left`.
    static func chord(_ key: Key, modifiers: KeyModifiers) -> String {
        let held = KeyModifiers.scriptNames.filter { $0.name != "Cmd" && modifiers.contains($0.modifiers) }
        return (held.map(\.name) + [key.rawValue]).joined(separator: "+")
    }
}

extension Point {
    /// `X Y` as a script writes them.
    var scriptText: String { "\(x.scriptNumber) \(y.scriptNumber)" }
}

extension Double {
    /// The number as a script writes it: whole numbers bare (`300`), others with up to six
    /// decimals and no exponent (`16.666667`).
    var scriptNumber: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        var text = String(cFormat: "%.6f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

extension Feel.Value {
    /// The value as a `set` line writes it: `0.35`, `vertical`, `true`.
    var scriptWord: String {
        switch self {
        case .number(let number): number.scriptNumber
        case .word(let word): word
        case .flag(let flag): String(flag)
        case .other(let text): text
        }
    }
}
