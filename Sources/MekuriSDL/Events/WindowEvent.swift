import MekuriEngine

/// What one SDL event means to the window loop.
public enum WindowEvent: Equatable, Sendable {
    /// Input for the scene.
    case input(InputEvent)
    /// The window must be drawn again though nothing changed (it was exposed).
    case redraw
    /// The user asked to quit (closed the window).
    case quit
}
