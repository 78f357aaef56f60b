import MekuriEngine

/// What the first window is asked to be: the scene's size from the command line (or its
/// default) and the window saved on the last quit, if any.
struct WindowRequest: Equatable {
    /// The scene's size asked for, in points (the window adds what sits beside it).
    var sceneSize: Size
    /// Whether `--size` gave ``sceneSize``; it then wins over the saved size and a size that
    /// does not fit is reported.
    var sizeIsExplicit: Bool
    /// The window as it was on the last quit; nil on a first run or with `--fresh`.
    var saved: SavedWindow?
}
