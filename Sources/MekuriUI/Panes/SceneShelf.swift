import MekuriEngine

/// The scenes a pane keeps: the one on show and the others as they were left, each with the
/// last gesture on its pages (what the motion plot shows). The stage's pane and a compared
/// pane each have one.
public struct SceneShelf {
    /// The scene on show.
    public var scene: any Scene
    /// The last gesture on the pages of the scene on show.
    public var gestures = GestureRecorder()
    /// The scenes not on show, as they were left.
    private var parked: [SceneKind: any Scene] = [:]
    /// The gestures of the scenes not on show, each kept for when its scene comes back: the
    /// plot shows the scene on show's last gesture, never another's.
    private var parkedGestures: [SceneKind: GestureRecorder] = [:]

    /// A shelf showing `scene`, with nothing put aside.
    public init(showing scene: any Scene) {
        self.scene = scene
    }

    /// Puts the scene on show aside and shows the scene of `kind` — as it was left, else the one
    /// `make` makes — at `size` in `traits` at `time`; returns the kind put aside.
    @discardableResult
    public mutating func show(_ kind: SceneKind, size: Size, traits: ScreenTraits, at time: Double, make: () -> any Scene) -> SceneKind {
        var next = parked.removeValue(forKey: kind) ?? make()
        if next.size != size || next.traits != traits { next.resize(to: size, traits: traits, at: time) }
        let previous = scene.kind
        parked[previous] = scene
        parkedGestures[previous] = gestures
        gestures = parkedGestures.removeValue(forKey: kind) ?? GestureRecorder()
        scene = next
        return previous
    }

    /// Changes every scene, on show and put aside, with `change`.
    public mutating func updateEach(_ change: (inout any Scene) -> Void) {
        change(&scene)
        for kind in parked.keys { change(&parked[kind]!) }
    }

    /// Puts `scene` aside (a scene restored from the saved state), in place of one of its kind.
    public mutating func park(_ scene: any Scene) {
        parked[scene.kind] = scene
    }

    /// The scenes put aside.
    public var parkedScenes: Dictionary<SceneKind, any Scene>.Values { parked.values }
}
