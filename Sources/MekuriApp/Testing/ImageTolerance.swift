/// How different a frame may be from its golden image and still match: at most `maxPixels`
/// pixels may differ by more than `maxDelta` in a channel. Exact (0, 0) unless a script says
/// otherwise, as in `match home max-pixels=20 max-delta=8` (for another FreeType build).
public struct ImageTolerance: Equatable, Sendable {
    public var maxPixels = 0
    public var maxDelta = 0

    public init(maxPixels: Int = 0, maxDelta: Int = 0) {
        self.maxPixels = maxPixels
        self.maxDelta = maxDelta
    }

    /// Exact: no pixel may differ.
    public static let exact = ImageTolerance()
}
