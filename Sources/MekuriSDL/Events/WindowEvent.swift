import MekuriEngine

/// What one SDL event means to the window loop.
public enum WindowEvent: Equatable, Sendable {
    /// Input for the scene.
    case input(InputEvent)
    /// The window must be drawn again though nothing changed (it was exposed).
    case redraw
    /// The window lost the keyboard focus: a held press may never see its release.
    case focusLost
    /// The user asked for the scene with this number (keys 1, 2, 3…: the scenes in their listed order).
    case switchScene(Int)
    /// The user asked to quit (closed the window).
    case quit
}
