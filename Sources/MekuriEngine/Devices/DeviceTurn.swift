/// A device's interface turning to a new orientation, as iOS animates it: the new layout,
/// drawn at once in the new orientation's size, turns from where the old one stood to upright
/// in ``duration`` seconds, easing in and out.
///
/// The angle is the one the picture is drawn at, in degrees clockwise: a device turned
/// clockwise (`rotate right`) leaves its old interface a quarter turn clockwise from the
/// viewer's new upright, so the picture starts at +90° and turns back to 0.
public struct DeviceTurn: Equatable, Sendable {
    /// How long a quarter turn takes, in seconds: iOS's 0.4 s.
    public static let duration = 0.4
    /// A quarter turn, in degrees.
    static let quarterTurn = 90.0

    /// The orientation the device turned from, and the one it turned to.
    public let from: Orientation, to: Orientation
    /// The motion of the picture's angle, from the old orientation's to 0.
    private let angle: SettleCurve

    /// A turn from `from` to `to` (a quarter turn `clockwise` or not) starting at `time`;
    /// `inFlight` is the angle a turn still under way has reached, which this one starts from.
    public init(from: Orientation, to: Orientation, clockwise: Bool, at time: Double, inFlight: Double = 0) {
        self.from = from
        self.to = to
        angle = SettleCurve(from: inFlight + (clockwise ? Self.quarterTurn : -Self.quarterTurn), to: 0, velocity: 0,
                            startTime: time, duration: Self.duration)
    }

    /// The picture's angle at `time`, in degrees clockwise: from ±90° to 0, still at the end.
    public func angle(at time: Double) -> Double {
        isFinished(at: time) ? 0 : angle.value(at: time)
    }

    /// Whether the turn is over at `time`.
    public func isFinished(at time: Double) -> Bool {
        time >= angle.startTime + angle.duration
    }
}
