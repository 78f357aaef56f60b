/// Sizes every scene's controls share.
enum ControlMetrics {
    /// The smallest width or height, in points, a control is shown at: one that would be
    /// smaller (in a headless scene under the window's 240×320) is left out, neither listed nor
    /// drawn.
    static let minimumSide = 24.0
}
