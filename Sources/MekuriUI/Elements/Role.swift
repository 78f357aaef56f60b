/// What kind of control an element is, as the `elements` script command reports it and the
/// focus ring decides by.
public enum Role: String, CaseIterable, Sendable {
    /// A push button: 前へ / 次へ, a dot, "Show ModalView."…
    case button
    /// One tab of a tab strip or tab bar, or a row of the scene picker.
    case tab
    /// Pages that a horizontal drag swipes.
    case pager
    /// A vertically scrolling list.
    case list
    /// A one-line text field.
    case textfield
    /// An on/off switch.
    case toggle
    /// A slider from 0 to 1.
    case slider
    /// A caption that passes drags on to the pages.
    case caption
    /// A panel pulled from a screen edge.
    case panel

    /// Whether an element of this role takes the keyboard focus.
    public var isFocusable: Bool {
        switch self {
        case .button, .tab, .toggle, .textfield, .slider: true
        case .pager, .list, .caption, .panel: false
        }
    }

    /// The shape a control of this role shows, unless it says otherwise (a page dot is a circle).
    public var defaultShape: ElementShape {
        switch self {
        case .button, .tab, .textfield: .roundedRectangle(cornerRadius: Self.controlCornerRadius)
        case .toggle, .slider: .capsule
        case .pager, .list, .caption, .panel: .rectangle
        }
    }

    /// The corner radius of buttons, tabs and fields, in points.
    static let controlCornerRadius = 8.0
}
