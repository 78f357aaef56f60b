/// The keys Mekuri reacts to.
public enum Key: String, CaseIterable, Sendable {
    case left = "Left"
    case right = "Right"
    case up = "Up"
    case down = "Down"
    case home = "Home"
    case end = "End"
    case pageUp = "PageUp"
    case pageDown = "PageDown"
    case returnKey = "Return"
    case escape = "Escape"
    case tab = "Tab"
    /// Shift+Tab: the focus moves back.
    case backTab = "BackTab"
    case space = "Space"
    case backspace = "Backspace"
    /// The forward delete key.
    case delete = "Delete"
    /// The letters of the text shortcuts, reported only with ``KeyModifiers/command`` held
    /// (typed letters arrive as text): select all, copy, cut, paste.
    case a = "A"
    case c = "C"
    case x = "X"
    case v = "V"
    /// The window's own shortcut letters, also reported only with ``KeyModifiers/command``:
    /// record (Ctrl+R) and export (Ctrl+E).
    case r = "R"
    case e = "E"
    /// The feel lab's keys, reported with or without modifiers, which the window takes while no
    /// text is being typed: the feel panel (F), slow motion (S; Ctrl+S saves the feel), pause
    /// (P) and one frame on (the full stop); and the window's light or dark appearance (D).
    case f = "F"
    case d = "D"
    case s = "S"
    case p = "P"
    case period = "Period"

    /// The key with a script name such as `Left` or `PageDown`, or nil.
    public init?(scriptName: String) {
        self.init(rawValue: scriptName)
    }

    /// Whether the key is one of the shortcut letters, which mean something only with
    /// ``KeyModifiers/command``.
    public var isShortcutLetter: Bool { [.a, .c, .x, .v, .r, .e].contains(self) }

    /// Whether only the window takes the key (the feel lab's keys and shortcuts): scripts do
    /// not send it, and no scene reacts to it.
    public var isWindowKey: Bool { [.r, .e, .f, .d, .s, .p, .period].contains(self) }
}
