/// How a control looks while the pointer holds it, the same in every scene: drawn faded.
enum ControlStyle {
    /// How opaque a control is drawn while pressed (0.35).
    static let pressedOpacity = 0.35

    /// `color` as a pressed control shows it.
    static func pressed(_ color: Color) -> Color {
        color.withOpacity(pressedOpacity)
    }
}
