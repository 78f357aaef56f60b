import MekuriEngine

/// The feel lab's panel: a control for every feel key — a slider with its value for each
/// number, segmented controls for `axis` and `direction`, a switch for `loop`, and Reset — over
/// the motion plot of the last gesture.
///
/// The panel holds no feel of its own: it is drawn from the feel it is given, and each input
/// returns the feel it asks for (nil when nothing changes), which the stage applies at once,
/// in the middle of a drag or a settle too. Coordinates are the panel's own, its top-left corner
/// at the origin; it is ``width`` points wide and as tall as the frame.
public struct FeelPanel: Equatable, Sendable {
    /// The panel's width, in points.
    public static let width = FeelPanelLayout.width

    /// The language of the heading and the plot's words.
    public let locale: AppLocale
    /// The control the pointer went down on, while it is held (a slider follows the pointer).
    public private(set) var press: PressedControl<Control>?
    /// Light or dark: the system colours the panel is drawn in.
    public var appearance = Appearance.default

    /// A panel in `locale`, with nothing pressed.
    public init(locale: AppLocale) {
        self.locale = locale
    }

    /// The panel's controls that fit a panel `height` points tall, showing `feel`, back to front.
    public func controls(feel: Feel, height: Double) -> [ControlElement<Control>] {
        let layout = FeelPanelLayout(height: height)
        var controls: [ControlElement<Control>] = []
        for row in layout.rows {
            guard let key = row.key else {
                controls.append(ControlElement(.reset, role: .button, label: "Reset", frame: row.frame))
                continue
            }
            if let slider = FeelSlider(key), case .number(let value) = feel[key] {
                controls.append(ControlElement(.slider(key), role: .slider, label: "\(key.name) \(slider.text(of: value))",
                                               frame: layout.slider(in: row.frame)))
            } else if let choices = key.choices {
                for (index, word) in choices.enumerated() {
                    controls.append(ControlElement(.choice(key, word), role: .button, label: word,
                                                   frame: layout.segment(index, of: choices.count, in: row.frame),
                                                   isSelected: feel[key] == .word(word)))
                }
            } else {
                controls.append(ControlElement(.loop, role: .toggle, label: key.name, frame: layout.toggle(in: row.frame),
                                               isSelected: feel.loop))
            }
        }
        return controls
    }

    /// The elements of ``controls(feel:height:)``, as the focus ring and `elements` see them.
    public func elements(feel: Feel, height: Double) -> [Element] {
        controls(feel: feel, height: height).map(\.element)
    }

    /// The control at `point`, if any (a slider's whole frame, not only its track).
    public func control(at point: Point, feel: Feel, height: Double) -> Control? {
        controls(feel: feel, height: height).last { $0.frame.contains(point) }?.control
    }

    // MARK: Input

    /// The pointer went down at `point`: a slider jumps to it and follows the pointer; another
    /// control shows pressed until the release.
    public mutating func pointerDown(at point: Point, feel: Feel, height: Double) -> Feel? {
        guard let control = control(at: point, feel: feel, height: height) else {
            press = nil
            return nil
        }
        press = PressedControl(control)
        guard case .slider(let key) = control else { return nil }
        return setting(key, toSliderAt: point, feel: feel, height: height)
    }

    /// The pointer moved to `point` while down: a held slider follows it.
    public mutating func pointerMove(to point: Point, feel: Feel, height: Double) -> Feel? {
        guard var press else { return nil }
        if case .slider(let key) = press.control { return setting(key, toSliderAt: point, feel: feel, height: height) }
        press.track(isInside: control(at: point, feel: feel, height: height) == press.control)
        self.press = press
        return nil
    }

    /// The pointer came up at `point`: a pressed button, segment or switch released over itself
    /// acts.
    public mutating func pointerUp(at point: Point, feel: Feel, height: Double) -> Feel? {
        defer { press = nil }
        guard let press else { return nil }
        if case .slider(let key) = press.control { return setting(key, toSliderAt: point, feel: feel, height: height) }
        guard control(at: point, feel: feel, height: height) == press.control else { return nil }
        return activate(press.control, feel: feel)
    }

    /// Lets go of a press without acting (the pointer was lost).
    public mutating func cancelPress() {
        press = nil
    }

    /// What activating `control` (a click, or Space or Return with the focus on it) makes of
    /// `feel`; nil for a slider, which moves by ``adjust(_:by:feel:)``.
    public func activate(_ control: Control, feel: Feel) -> Feel? {
        switch control {
        case .choice(let key, let word): return try? feel.setting(key, to: .word(word))
        case .loop: return try? feel.setting(.loop, to: .flag(!feel.loop))
        case .reset: return .standard
        case .slider: return nil
        }
    }

    /// `feel` with the slider `control` moved `steps` arrow presses (Left: −1, Right: +1).
    public func adjust(_ control: Control, by steps: Int, feel: Feel) -> Feel? {
        guard case .slider(let key) = control, let slider = FeelSlider(key), case .number(let value) = feel[key] else {
            return nil
        }
        return try? feel.setting(key, to: .number(slider.value(value, movedBy: steps)))
    }

    /// `feel` with `key` set to the value under `point` on its slider.
    private func setting(_ key: Feel.Key, toSliderAt point: Point, feel: Feel, height: Double) -> Feel? {
        let layout = FeelPanelLayout(height: height)
        guard let slider = FeelSlider(key), let row = layout.row(key) else { return nil }
        let frame = layout.slider(in: row)
        let value = slider.value(at: (point.x - frame.minX) / frame.width)
        return try? feel.setting(key, to: .number(value))
    }
}
