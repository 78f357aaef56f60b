import MekuriEngine
import MekuriSDL
import MekuriUI
import MekuriSystem

extension Stage {
    // MARK: Saved state

    /// What the app saves on quit: the scene on show, what each scene shown so far keeps, the
    /// feel, the appearance, and whether the feel panel shows (which the window puts back).
    func savedState(at time: Double) -> JSONValue {
        var scenes = shelf.parkedScenes.map { ($0.name, $0.savedState(at: time)) }
        scenes.append((scene.name, scene.savedState(at: time)))
        return .object([
            ("version", .number(Double(StateStore.version))),
            ("scene", .string(scene.name)),
            ("scenes", .object(scenes.sorted { $0.0 < $1.0 })),
            ("feel", feel.json),
            ("appearance", .string(appearance.name)),
            ("panel", .bool(panel != nil)),
        ])
    }

    /// Restores what ``savedState(at:)`` gave: the feel, the appearance, every scene it names,
    /// and (unless `keepScene`) shows the one that was on show. Unknown scenes and fields, an
    /// unknown appearance, and a feel's unknown or invalid keys, are ignored.
    func restore(_ saved: JSONValue, keepScene: Bool = false) {
        if case .object(let members)? = saved["feel"] { apply(Feel(saved: members), at: 0) }
        if let appearance = saved["appearance"]?.string.flatMap(Appearance.init(rawValue:)) { apply(appearance) }
        guard case .object(let scenes)? = saved["scenes"] else { return }
        let size = scene.size
        for (name, state) in scenes {
            guard let kind = SceneKind(rawValue: name), offers(kind) else { continue }
            if kind == scene.kind {
                scene.restore(from: state)
                // A compared pane starts from the same state (a recording's `restore`).
                if comparison?.scene.kind == kind { comparison?.scene.restore(from: state) }
            } else {
                var restored = makeScene(kind, size: size)
                restored.place(in: traits, at: 0)
                restored.restore(from: state)
                shelf.park(restored)
            }
        }
        if !keepScene, let kind = saved["scene"]?.string.flatMap(SceneKind.init(rawValue:)) {
            switchScene(to: kind, at: 0)
        }
        scene.measureText(with: painter)
        tracer?.reset(to: scene.signals(at: 0))
    }
}
