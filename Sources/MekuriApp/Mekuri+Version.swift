extension Mekuri {
    /// Mekuri's version, dotted (`major.minor.patch`): what `--version` prints, and what the
    /// JUnit file and the HTML report say made them.
    public static let version = "1.4.0"

    /// The program and its version, as `--version` prints it: `mekuri 1.4.0`.
    public static let nameAndVersion = "mekuri \(version)"
}
