/// The modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift: extends a selection.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// The platform's shortcut key: Ctrl on Linux and Windows, Cmd on macOS (Ctrl+A, Cmd+A).
    public static let command = KeyModifiers(rawValue: 1 << 1)

    /// The names scripts write, as in `key Ctrl+A` or `key Shift+Left`: `Ctrl` and `Cmd` both
    /// name ``command``, so one script runs alike on every platform.
    public static let scriptNames: [(name: String, modifiers: KeyModifiers)] = [
        ("Shift", .shift), ("Ctrl", .command), ("Cmd", .command),
    ]
}
