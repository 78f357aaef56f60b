import MekuriSDL

/// Where copied text goes and pasted text comes from: the system's in the window, the run's
/// own in the headless runner.
protocol Clipboard: AnyObject {
    /// The text held, or nil when none.
    var text: String? { get set }
}

extension SystemClipboard: Clipboard {}

/// A clipboard that lives as long as one headless run, so a script's copy and paste meet
/// without touching the user's clipboard.
final class MemoryClipboard: Clipboard {
    var text: String?

    init(text: String? = nil) {
        self.text = text
    }
}
