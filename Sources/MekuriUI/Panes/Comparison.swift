import MekuriEngine
import MekuriSystem

/// The second pane of `--compare`: the scene on show again, with the compared file's feel,
/// beside the first and driven by the very same input.
public struct Comparison {
    /// The right pane's scene on show, of the kind on show, and its scenes not on show, as they
    /// were left, with their last gestures (the plot's second curve).
    public var shelf: SceneShelf
    /// Its feel, from the compared file; the feel panel never changes it.
    public let feel: Feel
    /// The name on the left pane (the current feel's) and on the right (the compared file's).
    public let labels: (current: String, compared: String)
    /// The left pane's feel when the comparison began: its label says "edited" once the feel differs.
    public let startingFeel: Feel

    /// A comparison of `shelf`'s scenes under `feel`, the panes named by `labels`, begun while
    /// the left pane ran `startingFeel`.
    public init(shelf: SceneShelf, feel: Feel, labels: (current: String, compared: String), startingFeel: Feel) {
        self.shelf = shelf
        self.feel = feel
        self.labels = labels
        self.startingFeel = startingFeel
    }

    /// The scene in the right pane.
    public var scene: any Scene {
        _read { yield shelf.scene }
        _modify { yield &shelf.scene }
    }

    /// The last gesture on the right pane's pages.
    public var gestures: GestureRecorder { shelf.gestures }

    /// Shows the right pane's scene of `kind`: as it was left, or new at `size` from `state` (the
    /// left pane's scene's saved state), so both panes start alike.
    public mutating func switchScene(to kind: SceneKind, locale: AppLocale, size: Size, traits: ScreenTraits, deck: Deck?,
                              prototypes: BuiltInPrototypes,
                              startingFrom state: JSONValue,
                              at time: Double) {
        guard kind != scene.kind else { return }
        scene.cancelGesture(at: time)
        let feel = feel
        shelf.show(kind, size: size, traits: traits, at: time) {
            var made = kind.makeScene(locale: locale, size: size, feel: feel, deck: deck, prototypes: prototypes)
            made.place(in: traits, at: time)
            made.restore(from: state)
            return made
        }
    }
}
