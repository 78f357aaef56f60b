import MekuriEngine
import MekuriSDL
import MekuriUI

/// A scene and the painter that shows it: the part the window and the headless runner share.
///
/// Both feed it input events stamped with their clock's time and ask it for frames; only the
/// clock, the event source and the painter's render target differ between them.
final class Stage {
    /// The scene on show.
    private(set) var scene: any Scene
    /// The painter drawing frames.
    var painter: DisplayListPainter

    /// A stage showing `scene` through `painter`.
    init(scene: any Scene, painter: DisplayListPainter) {
        self.scene = scene
        self.painter = painter
    }

    /// Passes an input event that happened at `time` to the scene.
    func send(_ event: InputEvent, at time: Double) {
        scene.handle(event, at: time)
    }

    /// Whether anything moves at `time`.
    func isAnimating(at time: Double) -> Bool {
        scene.isAnimating(at: time)
    }

    /// Draws and presents the frame for `time`.
    func drawFrame(at time: Double) throws {
        try painter.paint(scene.displayList(at: time, measuring: painter))
        painter.renderer.present()
    }
}
