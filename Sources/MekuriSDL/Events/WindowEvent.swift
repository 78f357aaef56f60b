import MekuriEngine

/// What one SDL event means to the window loop (as handed out by ``EventPump``).
public enum WindowEvent: Equatable, Sendable {
    /// Input for the scene.
    case input(InputEvent)
    /// The window must be drawn again though nothing changed (it was exposed).
    case redraw
    /// The window lost the keyboard focus: a held press may never see its release.
    case focusLost
    /// One of the digit keys 1 to 9 above the letters (not the keypad's) went down: its number,
    /// 1…9, whatever the modifiers and whether or not text input is on (the character typed, if
    /// any, comes separately as `.input(.text)`). The app decides what the key does: the window
    /// loop switches scenes with it while the scene takes no text.
    case digit(Int)
    /// The user asked to quit (closed the window, or pressed Ctrl+Q; Cmd+Q on macOS).
    case quit
    /// A ``Waker`` woke the loop: work done on another thread (an image decoded, a file changed)
    /// may want a frame.
    case wake
}
