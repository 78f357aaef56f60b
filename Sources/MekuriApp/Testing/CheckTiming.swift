/// When a check looks at the scene, as Playwright's assertions do: a check of one instant makes
/// a flaky test, so `match` and `expect` wait by default.
public enum CheckTiming: Equatable, Sendable {
    /// `match` waits until nothing on the scene moves, `expect` retries on each frame until it
    /// holds; either for up to ``patience`` seconds of the script's clock, then fails.
    case waiting
    /// The current frame only (`match NAME now`, `expect now …`): a check in mid-motion.
    case now

    /// How long a waiting check waits, in seconds of the script's clock.
    public static let patience = 5.0

    /// The word that makes a check look at the current frame only.
    static let nowWord = "now"
}
