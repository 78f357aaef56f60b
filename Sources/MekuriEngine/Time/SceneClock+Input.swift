/// What an input does to scene time: a press or a wheel event holds it at full rate (see
/// ``SceneClock``) from the moment it arrives, a release lets it slow again once delivered.
extension SceneClock {
    /// Holds scene time for `input` arriving at wall time `wall` and returns the scene time to
    /// deliver it at; call ``delivered(_:at:)`` once the scene has it.
    public mutating func arriving(_ input: InputEvent, at wall: Double) -> Double {
        if case .pointerDown = input { hold(true, at: wall) }
        if case .wheel = input { holdForWheel(at: wall) }
        return sceneTime(at: wall)
    }

    /// Lets scene time slow again after a release delivered at wall time `wall`.
    public mutating func delivered(_ input: InputEvent, at wall: Double) {
        if case .pointerUp = input { hold(false, at: wall) }
    }
}
