import MekuriEngine

/// The whole frame drawn from what the stage holds at a moment: the scene picker at the left (in
/// the window), the scene's pane and a compared one beside it (in a device's screen when there is
/// one, turning while it turns), the feel panel at their right, the focus ring, and a toast over
/// the scene. It draws; the stage decides.
public struct FrameComposer {
    /// Where the parts lie.
    public var layout: FrameLayout
    /// The scene on show.
    public var scene: any Scene
    /// The compared pane, while comparing.
    public var comparison: Comparison?
    /// The scene picker, in the window.
    public var picker: ScenePicker?
    /// The picker's row held down, if any.
    public var pressedRow: ScenePicker.Row?
    /// The feel panel, while it shows.
    public var panel: FeelPanel?
    /// The keyboard focus.
    public var focus: FocusRing
    /// Every element in scene points, the panel's included, while the focus is on and the panel shows.
    public var focusElements: [Element]
    /// The message at the bottom, while it shows.
    public var toast: Toast?
    /// The feel the scene runs.
    public var feel: Feel
    /// The last gesture on the scene's pages, for the panel's plot.
    public var gestures: GestureRecorder
    /// The device whose screen the scene is in, if any, and its turn under way.
    public var screen: DeviceScreen?, turn: DeviceTurn?
    /// Light or dark.
    public var appearance: Appearance

    public init(layout: FrameLayout, scene: any Scene, comparison: Comparison?, picker: ScenePicker?, pressedRow: ScenePicker.Row?,
                panel: FeelPanel?, focus: FocusRing, focusElements: [Element], toast: Toast?, feel: Feel, gestures: GestureRecorder,
                screen: DeviceScreen?, turn: DeviceTurn?, appearance: Appearance) {
        self.layout = layout
        self.scene = scene
        self.comparison = comparison
        self.picker = picker
        self.pressedRow = pressedRow
        self.panel = panel
        self.focus = focus
        self.focusElements = focusElements
        self.toast = toast
        self.feel = feel
        self.gestures = gestures
        self.screen = screen
        self.turn = turn
        self.appearance = appearance
    }

    /// The whole frame at `time`, its text measured with `measuring`: the picker, if any, and the
    /// scene beside it with the focus ring; a toast over both.
    public func displayList(at time: Double, measuring: any TextMeasuring) -> DisplayList {
        var list = chromeAndScene(at: time, measuring: measuring)
        if let toast, toast.isVisible(at: time) {
            // Inside the scene, clear of its controls, never over the picker or the panel.
            let offset = layout.sceneOffset
            let area = Rect(x: offset.dx, y: offset.dy, width: scene.size.width, height: scene.size.height)
            toast.draw(into: &list, area: area, avoiding: Self.controlFrames(of: scene, at: time, offsetBy: offset),
                       at: time, palette: appearance.palette, measuring: measuring)
        }
        return list
    }

    /// The frames of `scene`'s controls (what takes the focus) at `time`, moved by `offset`:
    /// what a label or a toast must not cover.
    public static func controlFrames(of scene: any Scene, at time: Double, offsetBy offset: Vector) -> [Rect] {
        scene.elements(at: time).filter(\.role.isFocusable).map { $0.frame.offsetBy(dx: offset.dx, dy: offset.dy) }
    }

    /// `list`, a pane's picture, as the device's screen shows it: with the status bar, the
    /// Dynamic Island, the home indicator and the corners over it, and turned while the device
    /// turns (the new layout drawn at its angle, over black); `list` as it is with no device.
    public func onScreen(_ list: DisplayList, of pane: any Scene, number: Int = 0, at time: Double,
                         measuring: any TextMeasuring) -> DisplayList {
        guard let screen else { return list }
        var picture = list
        DeviceChrome(device: screen.device, orientation: screen.orientation)
            .draw(over: &picture, palette: appearance.palette, backdrop: pane.statusBarBackdrop(at: time), measuring: measuring)
        guard let turn, !turn.isFinished(at: time) else { return picture }
        let frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        var turned = DisplayList(background: .black)
        turned.layer(Layer(key: "device.turn.\(number)", version: "\(time)", frame: frame, rotation: turn.angle(at: time), content: picture))
        return turned
    }

    /// The picker, if any, the scene beside it, and the panel at its right while it shows, with
    /// the focus ring (inside the scene, or across scene and panel while the panel shows).
    private func chromeAndScene(at time: Double, measuring: any TextMeasuring) -> DisplayList {
        let sceneOffset = layout.sceneOffset
        var sceneList = scene.displayList(at: time, measuring: measuring)
        if focus.focusedID != nil, panel == nil {
            focus.draw(into: &sceneList, elements: scene.elements(at: time), bounds: layout.sceneBounds)
        }
        sceneList = onScreen(sceneList, of: scene, at: time, measuring: measuring)
        guard picker != nil || panel != nil || comparison != nil else { return sceneList }
        // The frame is cleared to the scene's background, which the scene then needs no fill
        // of its own for; the picker and the panel fill their own.
        var list = DisplayList(background: sceneList.background)
        picker?.draw(into: &list, height: scene.size.height, current: scene.kind, pressed: pressedRow, showsFeel: panel != nil)
        list.append(sceneList, offsetBy: sceneOffset,
                    clippedTo: Rect(x: sceneOffset.dx, y: 0, width: scene.size.width, height: scene.size.height),
                    fillsBackground: false)
        if let comparison {
            let origin = Vector(dx: sceneOffset.dx + scene.size.width, dy: sceneOffset.dy)
            let paneList = onScreen(comparison.scene.displayList(at: time, measuring: measuring), of: comparison.scene, number: 1,
                                    at: time, measuring: measuring)
            list.append(paneList, offsetBy: origin,
                        clippedTo: Rect(x: origin.dx, y: 0, width: scene.size.width, height: scene.size.height),
                        fillsBackground: paneList.background != list.background)
            // The left pane runs the stage's feel: named by where it came from, "edited" once the panel changed it.
            let current = feel == comparison.startingFeel ? comparison.labels.current : "\(comparison.labels.current), edited"
            for (pane, (label, shown)) in [(current, scene), (comparison.labels.compared, comparison.scene)].enumerated() {
                let dx = sceneOffset.dx + Double(pane) * scene.size.width
                PaneLabel(label).draw(into: &list, paneFrame: Rect(x: dx, y: 0, width: scene.size.width, height: scene.size.height),
                                      avoiding: Self.controlFrames(of: shown, at: time, offsetBy: Vector(dx: dx, dy: sceneOffset.dy)),
                                      measuring: measuring)
            }
        }
        if let panel {
            let origin = Vector(dx: sceneOffset.dx + layout.panelOrigin.dx, dy: sceneOffset.dy + layout.panelOrigin.dy)
            let panelList = panel.displayList(feel: feel, height: scene.size.height, trace: gestures.last,
                                              comparedTrace: comparison?.gestures.last, measuring: measuring)
            list.append(panelList, offsetBy: origin,
                        clippedTo: Rect(x: origin.dx, y: origin.dy, width: FeelPanel.width, height: scene.size.height))
            if focus.focusedID != nil {
                let moved = focusElements.map { element in
                    var moved = element
                    moved.frame = element.frame.offsetBy(dx: sceneOffset.dx, dy: sceneOffset.dy)
                    return moved
                }
                focus.draw(into: &list, elements: moved, bounds: layout.focusBounds.offsetBy(dx: sceneOffset.dx, dy: sceneOffset.dy))
            }
        }
        return list
    }
}
