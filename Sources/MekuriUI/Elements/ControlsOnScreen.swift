import MekuriEngine

/// A part of a screen with typed controls (a form, cards over a list): its hit tests, from the
/// controls it lists, as a ``Scene`` has them.
protocol ControlsOnScreen {
    associatedtype Control: SceneControl
    /// The controls on screen at `time`, back to front.
    func controls(at time: Double) -> [ControlElement<Control>]
}

extension ControlsOnScreen {
    /// The control on top at `point`, at `time`.
    ///
    /// - Complexity: O(*n*) in the number of controls.
    func control(at point: Point, time: Double) -> ControlElement<Control>? {
        controls(at: time).last { $0.frame.contains(point) }
    }

    /// `control` as it is at `time`, or nil when it is not on screen.
    func element(for control: Control, at time: Double) -> ControlElement<Control>? {
        controls(at: time).first { $0.control == control }
    }

    /// Whether `control` is on screen and enabled at `time`.
    func isEnabled(_ control: Control, at time: Double) -> Bool {
        element(for: control, at: time)?.isEnabled == true
    }
}
