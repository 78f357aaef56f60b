/// The window manager's decorations around a window's drawable area (title bar, frame), in
/// screen points on each side.
public struct WindowBorders: Equatable, Sendable {
    /// Above the drawable area: usually the title bar.
    public var top: Double
    /// Left of it.
    public var left: Double
    /// Below it.
    public var bottom: Double
    /// Right of it.
    public var right: Double

    /// No decorations: a window with no window manager (Xvfb), or one not yet decorated.
    public static let none = WindowBorders(top: 0, left: 0, bottom: 0, right: 0)

    /// Decorations of these sizes, in screen points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
