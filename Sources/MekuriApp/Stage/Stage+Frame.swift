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

    /// The whole frame at `time`: the picker, if any, and the scene beside it with the focus
    /// ring; a toast over both.
    func displayList(at time: Double) -> DisplayList {
        var list = chromeAndScene(at: time)
        if let toast, toast.isVisible(at: time) {
            // Inside the scene, clear of its controls, never over the picker or the panel.
            let area = Rect(x: sceneOffset.dx, y: sceneOffset.dy, width: scene.size.width, height: scene.size.height)
            toast.draw(into: &list, area: area, avoiding: Self.controlFrames(of: scene, at: time, offsetBy: sceneOffset),
                       at: time, palette: appearance.palette, measuring: painter)
        }
        return list
    }

    /// The frames of `scene`'s controls (what takes the focus) at `time`, moved by `offset`:
    /// what a label or a toast must not cover.
    static func controlFrames(of scene: any Scene, at time: Double, offsetBy offset: Vector) -> [Rect] {
        scene.elements(at: time).filter(\.role.isFocusable).map { $0.frame.offsetBy(dx: offset.dx, dy: offset.dy) }
    }

    /// The frame's size in points: the scene's and the picker's beside it.
    var frameSize: Size { frameSize(forScene: scene.size) }

    /// The picker, if any, the scene beside it, and the panel at its right while it shows, with
    /// the focus ring (inside the scene, or across scene and panel while the panel shows).
    func chromeAndScene(at time: Double) -> DisplayList {
        var sceneList = scene.displayList(at: time, measuring: painter)
        if focus.focusedID != nil, panel == nil {
            focus.draw(into: &sceneList, elements: scene.elements(at: time), bounds: sceneBounds)
        }
        sceneList = onScreen(sceneList, of: scene, at: time)
        guard picker != nil || panel != nil || comparison != nil else { return sceneList }
        // The frame is cleared to the scene's background, which the scene then needs no fill
        // of its own for; the picker and the panel fill their own.
        var list = DisplayList(background: sceneList.background)
        if let picker {
            var pressed: ScenePicker.Row?
            if case .picker(let press?) = pointerOwner { pressed = press.control }
            picker.draw(into: &list, height: scene.size.height, current: scene.kind, pressed: pressed, showsFeel: panel != nil)
        }
        list.append(sceneList, offsetBy: sceneOffset,
                    clippedTo: Rect(x: sceneOffset.dx, y: 0, width: scene.size.width, height: scene.size.height),
                    fillsBackground: false)
        if let comparison {
            let origin = Vector(dx: sceneOffset.dx + scene.size.width, dy: sceneOffset.dy)
            let paneList = onScreen(comparison.scene.displayList(at: time, measuring: painter), of: comparison.scene, number: 1,
                                    at: time)
            list.append(paneList, offsetBy: origin,
                        clippedTo: Rect(x: origin.dx, y: 0, width: scene.size.width, height: scene.size.height),
                        fillsBackground: paneList.background != list.background)
            // The left pane runs the stage's feel: named by where it came from, "edited" once the panel changed it.
            let current = feel == comparison.startingFeel ? comparison.labels.current : "\(comparison.labels.current), edited"
            for (pane, (label, shown)) in [(current, scene), (comparison.labels.compared, comparison.scene)].enumerated() {
                let dx = sceneOffset.dx + Double(pane) * scene.size.width
                PaneLabel(label).draw(into: &list, paneFrame: Rect(x: dx, y: 0, width: scene.size.width, height: scene.size.height),
                                      avoiding: Self.controlFrames(of: shown, at: time, offsetBy: Vector(dx: dx, dy: sceneOffset.dy)),
                                      measuring: painter)
            }
        }
        if let panel {
            let origin = Vector(dx: sceneOffset.dx + panelOrigin.dx, dy: sceneOffset.dy + panelOrigin.dy)
            let panelList = panel.displayList(feel: feel, height: scene.size.height, trace: gestures.last,
                                              comparedTrace: comparison?.gestures.last, measuring: painter)
            list.append(panelList, offsetBy: origin,
                        clippedTo: Rect(x: origin.dx, y: origin.dy, width: FeelPanel.width, height: scene.size.height))
            if focus.focusedID != nil {
                let offset = sceneOffset
                let moved = elements(at: time).map { element in
                    var moved = element
                    moved.frame = element.frame.offsetBy(dx: offset.dx, dy: offset.dy)
                    return moved
                }
                focus.draw(into: &list, elements: moved, bounds: focusBounds.offsetBy(dx: offset.dx, dy: offset.dy))
            }
        }
        return list
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
