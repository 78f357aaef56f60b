/// Counts presses in quick succession at one place: 1 for a single click, 2 for a double click,
/// 3 for a triple click, and so on.
public struct ClickCounter: Equatable, Sendable {
    /// How soon, in seconds, the next press must follow for the clicks to count as one series.
    public static let interval = 0.5

    /// Where and when the last press was.
    private var lastPoint: Point?
    private var lastTime = -Double.infinity
    /// The presses in the current series.
    public private(set) var count = 0

    /// Creates a counter that has seen no press.
    public init() {}

    /// Records a press at `point` at `time` and returns how many presses the series now holds: a
    /// press within ``interval`` of the last and within the click slop of it continues the
    /// series, anything else starts a new one.
    public mutating func press(at point: Point, time: Double) -> Int {
        if let lastPoint, time >= lastTime, time - lastTime <= Self.interval,
           (point - lastPoint).length <= GestureConstants.standard.clickSlop {
            count += 1
        } else {
            count = 1
        }
        (lastPoint, lastTime) = (point, time)
        return count
    }

    /// Forgets the series, so the next press is a single click.
    public mutating func reset() {
        self = ClickCounter()
    }
}
