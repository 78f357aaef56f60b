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

    /// The key with a script name such as `Left` or `PageDown`, or nil.
    public init?(scriptName: String) {
        self.init(rawValue: scriptName)
    }
}
