import MekuriEngine

/// What the window itself does for a key, apart from the scenes: the feel lab's keys and
/// shortcuts.
///
/// The plain keys (F, D, S, P and the full stop) are the window's only while no text is being
/// typed, when they would be letters for the field; the shortcuts with Ctrl (Cmd on macOS)
/// always are.
enum WindowCommand: Equatable {
    /// F: shows or hides the feel panel at the window's right.
    case toggleFeelPanel
    /// D: the light appearance, or the dark one.
    case toggleAppearance
    /// S: time at a quarter of its speed, or back at full speed.
    case toggleSlowMotion
    /// P: stops time, or lets it run again.
    case togglePause
    /// The full stop: one frame on, while paused.
    case stepFrame
    /// Ctrl+R: starts recording the input, or stops and writes the recording as a script.
    case toggleRecording
    /// Ctrl+S: saves the feel as JSON.
    case saveFeel
    /// Ctrl+E: writes the feel as a SwiftUI file.
    case exportSwiftUI
    /// Ctrl+→ (clockwise) or Ctrl+← with a device (`--device`), while no field takes typing:
    /// turns it a quarter turn, as the Simulator's Cmd+→ and Cmd+← do.
    case rotate(clockwise: Bool)

    /// The command `key` with `modifiers` gives, or nil when the key is the scene's; `isTyping`:
    /// whether text input is on (a field is being typed in); `hasDevice`: whether the scene is
    /// in a device's screen (else Ctrl+← and Ctrl+→ are the scene's).
    init?(key: Key, modifiers: KeyModifiers, isTyping: Bool, hasDevice: Bool = false) {
        if modifiers.contains(.command) {
            switch key {
            case .r: self = .toggleRecording
            case .s: self = .saveFeel
            case .e: self = .exportSwiftUI
            // While a field takes typing, Ctrl+← and Ctrl+→ move its caret by words.
            case .left where hasDevice && !isTyping && modifiers == .command: self = .rotate(clockwise: false)
            case .right where hasDevice && !isTyping && modifiers == .command: self = .rotate(clockwise: true)
            default: return nil
            }
            return
        }
        guard !isTyping, modifiers.isEmpty else { return nil }
        switch key {
        case .f: self = .toggleFeelPanel
        case .d: self = .toggleAppearance
        case .s: self = .toggleSlowMotion
        case .p: self = .togglePause
        case .period: self = .stepFrame
        default: return nil
        }
    }
}
