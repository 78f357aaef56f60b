/// Light or dark: which of the iOS system colour sets (see ``Palette``) the scenes, the scene
/// picker and the panels are drawn in.
public enum Appearance: String, CaseIterable, Sendable {
    /// Dark text on white, the default.
    case light
    /// Light text on black, with iOS's dark system colours.
    case dark

    /// The appearance used when neither `--appearance` nor the saved state names one.
    public static let `default` = Appearance.light

    /// The name on the command line, in scripts and in the saved state: `light` or `dark`.
    public var name: String { rawValue }

    /// The system colours of this appearance.
    public var palette: Palette {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }
}
