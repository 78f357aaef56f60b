/// A direction of movement on screen; its raw value is how a feel file names it.
public enum Axis: String, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical
}
