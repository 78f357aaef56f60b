/// Which way up the interface is, as iOS's `UIInterfaceOrientation` names it: `landscapeLeft`
/// with the device turned clockwise from portrait (its top edge to the right), `landscapeRight`
/// turned anticlockwise.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    case portrait
    case landscapeLeft
    case landscapeRight
    case portraitUpsideDown

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation a quarter turn of the device on from this one: clockwise (`right`) or anticlockwise.
    public func turned(clockwise: Bool) -> Orientation {
        let ring: [Orientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let index = ring.firstIndex(of: self) ?? 0
        return ring[(index + (clockwise ? 1 : ring.count - 1)) % ring.count]
    }
}
