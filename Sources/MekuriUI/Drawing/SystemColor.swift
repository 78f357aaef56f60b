/// The iOS system colours the scenes and the chrome share, by role, so each is written once.
enum SystemColor {
    /// Buttons, links and selected items (systemBlue).
    static let tint = Color(0, 122, 255)
    /// Secondary text and inactive items (systemGray).
    static let gray = Color(142, 142, 147)
    /// Separators between rows and under bars (opaqueSeparator).
    static let separator = Color(198, 198, 200)
    /// Navigation bars, tab bars and the weekday tab strip.
    static let bar = Color(249, 249, 249)
    /// Grouped backgrounds, behind the form's cells and the scene picker (systemGroupedBackground).
    static let groupedBackground = Color(242, 242, 247)
}
