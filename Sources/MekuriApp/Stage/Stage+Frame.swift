import MekuriEngine
import MekuriSDL
import MekuriUI

extension Stage {
    // MARK: Output

    /// Where text being typed goes at `time`, in frame points (beside the picker), or nil.
    func textInputFrame(at time: Double) -> Rect? {
        scene.textInputFrame(at: time)?.offsetBy(dx: sceneOffset.dx, dy: sceneOffset.dy)
    }

    /// Whether anything moves at `time`: the scene, a compared pane, or a toast fading.
    func isAnimating(at time: Double) -> Bool {
        if let turn, !turn.isFinished(at: time) { return true }
        return scene.isAnimating(at: time) || comparison?.scene.isAnimating(at: time) == true || toast?.isFading(at: time) == true
    }

    /// When something changes next by itself after `time` with nothing animating (a caret's
    /// blink, a toast starting to fade), or nil.
    func nextWakeUp(after time: Double) -> Double? {
        let fade = toast.map(\.fadeStart).flatMap { $0 > time ? $0 : nil }
        return [scene.nextWakeUp(after: time), fade].compactMap { $0 }.min()
    }

    /// Shows `message` at the bottom of the frame from `time` for a few seconds, in place of
    /// any message already showing.
    func show(toast message: String, at time: Double) {
        toast = Toast(message, at: time)
    }

    /// The frame's size in points: the scene's and the picker's beside it.
    var frameSize: Size { frameSize(forScene: scene.size) }

    /// The whole frame at `time` (see ``FrameComposer``).
    func displayList(at time: Double) -> DisplayList {
        var pressed: ScenePicker.Row?
        if case .picker(let press?) = pointerOwner { pressed = press.control }
        let composer = FrameComposer(layout: layout, scene: scene, comparison: comparison, picker: picker, pressedRow: pressed,
                                     panel: panel, focus: focus, focusElements: focus.focusedID != nil && panel != nil ? elements(at: time) : [],
                                     toast: toast, feel: feel, gestures: gestures, screen: screen, turn: turn, appearance: appearance)
        return composer.displayList(at: time, measuring: painter)
    }

    /// Draws and presents the frame for `time`; `drawn` runs between the two (the start-up's
    /// timeline marks the first frame drawn there).
    func drawFrame(at time: Double, drawn: () -> Void = {}) throws {
        // What became known of images since the last event (a decode finished) shows in this frame.
        scene.measureImages(with: painter)
        comparison?.scene.measureImages(with: painter)
        try painter.paint(displayList(at: time))
        drawn()
        painter.renderer.present()
        observe(at: time)
    }
}
