/// A direction of movement on screen.
public enum Axis: Equatable, Sendable {
    case horizontal
    case vertical
}
