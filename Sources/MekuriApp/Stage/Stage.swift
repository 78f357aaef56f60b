import MekuriEngine
import MekuriSDL
import MekuriUI

/// The scenes and the painter that shows them: the part the window and the headless runner share.
///
/// Both feed it input events stamped with their clock's time and ask it for frames; only the
/// clock, the event source and the painter's render target differ between them. Every scene
/// shown so far is kept, so switching away and back finds it as it was left.
final class Stage {
    /// The scene on show.
    private(set) var scene: any Scene
    /// The painter drawing frames.
    var painter: DisplayListPainter
    /// The language new scenes are made in.
    private let locale: AppLocale
    /// The scenes not on show, by name, as they were left.
    private var parked: [String: any Scene] = [:]
    /// Where `--trace` lines go, when asked for.
    var tracer: Tracer? {
        didSet { tracer?.reset(to: scene.state(at: 0)) }
    }

    /// A stage showing `scene` through `painter`.
    init(scene: any Scene, locale: AppLocale, painter: DisplayListPainter) {
        self.scene = scene
        self.locale = locale
        self.painter = painter
    }

    /// Passes an input event that happened at `time` to the scene.
    func send(_ event: InputEvent, at time: Double) {
        scene.handle(event, at: time)
        tracer?.observe(&scene, at: time)
    }

    /// Shows the scene called `name` (one of ``SceneCatalog/names``), as it was left if it was
    /// shown before, at the current size. Returns false for an unknown name.
    @discardableResult
    func switchScene(to name: String, at time: Double) -> Bool {
        guard name != scene.name else { return true }
        let size = scene.size
        guard var next = parked.removeValue(forKey: name)
            ?? SceneCatalog.makeScene(named: name, locale: locale, size: size) else { return false }
        if next.size != size { next.handle(.resize(size), at: time) }
        let previous = scene.name
        parked[previous] = scene
        scene = next
        tracer?.emit(TraceEvent("sceneSwitched", fields: [("from", .string(previous)), ("to", .string(name))]), at: time)
        tracer?.reset(to: scene.state(at: time))
        return true
    }

    /// Whether anything moves at `time`.
    func isAnimating(at time: Double) -> Bool {
        scene.isAnimating(at: time)
    }

    /// Draws and presents the frame for `time`.
    func drawFrame(at time: Double) throws {
        try painter.paint(scene.displayList(at: time, measuring: painter))
        painter.renderer.present()
        tracer?.observe(&scene, at: time)
    }
}
