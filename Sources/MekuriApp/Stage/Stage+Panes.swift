import MekuriEngine
import MekuriSDL
import MekuriUI

extension Stage {
    // MARK: Comparison

    /// Shows the scene twice from now on: the left pane with the current feel (named
    /// `currentLabel`), the right with `feel` (named `label`), both from the scene's state now
    /// and driven by the same input. The frame is as much wider (the caller sizes it, see
    /// ``frameSize(forScene:)``).
    func compare(with feel: Feel, label: String, currentLabel: String, at time: Double) {
        var other = scene.kind.makeScene(locale: locale, size: scene.size, feel: feel, deck: deck, prototypes: prototypes,
                                         appearance: appearance)
        other.place(in: traits, at: time)
        other.restore(from: scene.savedState(at: time))
        other.apply(feel, at: time)
        other.measureText(with: painter)
        comparison = Comparison(shelf: SceneShelf(showing: other), feel: feel, labels: (currentLabel, label), startingFeel: self.feel)
    }

    // MARK: Feel panel

    /// Shows or hides the feel panel; the frame is then as much wider or narrower (the caller
    /// sizes it, see ``frameSize(forScene:)``), the scene keeping its size.
    func showPanel(_ shows: Bool, at time: Double) {
        guard shows != (panel != nil) else { return }
        panel = shows ? FeelPanel(locale: locale) : nil
        panel?.appearance = appearance
        if pointerOwner == .panel { pointerOwner = .none }
        observe(at: time)
    }

    /// Applies the feel a panel input asked for, if it changed anything.
    func applyFromPanel(_ feel: Feel?, at time: Double) {
        guard let feel, feel != self.feel else { return }
        apply(feel, at: time)
    }

    /// Passes a pointer event over the panel (in frame points) to it.
    func sendToPanel(_ event: InputEvent, at time: Double) {
        guard var panel else { return }
        let height = scene.size.height
        func local(_ point: Point) -> Point { point - sceneOffset - layout.panelOrigin }
        let feel: Feel?
        switch event {
        case .pointerDown(let point): feel = panel.pointerDown(at: local(point), feel: self.feel, height: height)
        case .pointerMove(let point): feel = panel.pointerMove(to: local(point), feel: self.feel, height: height)
        case .pointerUp(let point): feel = panel.pointerUp(at: local(point), feel: self.feel, height: height)
        default: feel = nil
        }
        self.panel = panel
        applyFromPanel(feel, at: time)
    }
}
