import MekuriEngine
import MekuriUI

/// The second pane of `--compare`: the scene on show again, with the compared file's feel,
/// beside the first and driven by the very same input.
struct Comparison {
    /// The scene in the right pane, of the kind on show.
    var scene: any Scene
    /// Its feel, from the compared file; the feel panel never changes it.
    let feel: Feel
    /// The name on the left pane (the current feel's) and on the right (the compared file's).
    let labels: (current: String, compared: String)
    /// The left pane's feel when the comparison began: its label says "edited" once the feel differs.
    let startingFeel: Feel
    /// The right pane's scenes not on show, as they were left.
    var parked: [SceneKind: any Scene] = [:]
    /// The last gesture on the right pane's pages, for the plot's second curve.
    var gestures = GestureRecorder()
    /// The gestures of the right pane's scenes not on show, as they were left.
    var parkedGestures: [SceneKind: GestureRecorder] = [:]

    /// Shows the right pane's scene of `kind`: as it was left, or new at `size` from `state` (the
    /// left pane's scene's saved state), so both panes start alike.
    mutating func switchScene(to kind: SceneKind, locale: AppLocale, size: Size, traits: ScreenTraits, deck: Deck?,
                              prototypes: BuiltInPrototypes,
                              startingFrom state: JSONValue,
                              at time: Double) {
        guard kind != scene.kind else { return }
        var next = parked.removeValue(forKey: kind) ?? {
            var made = kind.makeScene(locale: locale, size: size, feel: feel, deck: deck, prototypes: prototypes)
            made.place(in: traits, at: time)
            made.restore(from: state)
            return made
        }()
        scene.cancelGesture(at: time)
        if next.size != size || next.traits != traits { next.resize(to: size, traits: traits, at: time) }
        parked[scene.kind] = scene
        parkedGestures[scene.kind] = gestures
        gestures = parkedGestures.removeValue(forKey: kind) ?? GestureRecorder()
        scene = next
    }
}
