import MekuriEngine
import MekuriSDL
import MekuriUI

extension Stage {
    // MARK: Input

    /// Passes an input event that happened at `time`, in frame points, to the picker, the focus
    /// ring or the scene.
    func send(_ event: InputEvent, at time: Double) {
        pastedText = nil
        switch event {
        case .pointerDown(let point):
            focus.clear()
            if let picker, point.x < sceneOffset.dx {
                pointerOwner = .picker(picker.row(at: point).map(PressedControl.init))
            } else if isOverPanel(point) {
                pointerOwner = .panel
                sendToPanel(event, at: time)
            } else {
                pointerOwner = .scene
                pressedPane = pane(at: point)
                lastScenePoint = scenePoint(point, inPane: pressedPane)
                deliver(.pointerDown(lastScenePoint), at: time)
            }
        case .pointerMove(let point):
            if pointerOwner == .panel { return sendToPanel(event, at: time) }
            guard pointerOwner == .scene else { return }
            lastScenePoint = scenePoint(point, inPane: pressedPane)
            deliver(.pointerMove(lastScenePoint), at: time)
        case .pointerUp(let point):
            let owner = pointerOwner
            pointerOwner = .none
            switch owner {
            case .scene: deliver(.pointerUp(scenePoint(point, inPane: pressedPane)), at: time)
            case .panel: sendToPanel(event, at: time)
            case .picker(let press?) where picker?.row(at: point) == press.control:
                switch press.control {
                case .scene(let kind): switchScene(to: kind, at: time)
                case .feel: panelToggleRequested()
                }
            case .picker, .none: break
            }
        case .key(let key, let modifiers):
            handle(key, modifiers: modifiers, at: time)
        case .resize(let size):
            // In a device's screen the scene keeps the screen's size; the window draws it scaled.
            guard screen == nil else { return observe(at: time) }
            deliver(.resize(layout.sceneSize(forFrame: size)), at: time)
        case .wheel, .text, .compose:
            deliver(event, at: time)
        }
    }

    /// The window lost the keyboard focus (another window came to the front): a press held on
    /// the scene ends where the pointer was last seen, since its release may never come.
    func pointerLost(at time: Double) {
        let owner = pointerOwner
        pointerOwner = .none
        if owner == .scene { deliver(.pointerUp(lastScenePoint), at: time) }
        if owner == .panel { panel?.cancelPress() }
        // The input method goes with the focus: what it was composing is kept as typed.
        if scene.isComposingText {
            scene.commitComposition()
            comparison?.scene.commitComposition()
            observe(at: time)
        }
    }

    /// Keys the focus ring takes: Tab and Shift+Tab move it; Space and Return activate the
    /// focused control; Left and Right adjust a focused slider. The clipboard shortcuts copy
    /// the scene's selection (Ctrl+C, Ctrl+X) or type the clipboard's text (Ctrl+V).
    /// Everything else, and every key while the scene takes text, goes to the scene.
    func handle(_ key: Key, modifiers: KeyModifiers, at time: Double) {
        let bounds = layout.focusBounds
        let takesText = scene.textInputFrame(at: time) != nil
        if modifiers.contains(.command) {
            return handleShortcut(key, modifiers: modifiers, takesText: takesText, at: time)
        }
        switch key {
        case .tab, .backTab:
            if takesText {
                // Tab leaves the field being typed in, and the ring moves on from it.
                if let field = scene.elements(at: time).first(where: { $0.role == .textfield }) {
                    focus.focus(on: field.id)
                }
                deliver(.key(key, modifiers: modifiers), at: time)
            }
            guard scene.textInputFrame(at: time) == nil else { return }
            focus.advance(through: elements(at: time), in: bounds, backwards: key == .backTab)
        case .space where !takesText, .returnKey where !takesText:
            guard let focused = focus.focused(in: elements(at: time), bounds: bounds) else {
                return deliver(.key(key, modifiers: modifiers), at: time)
            }
            // By id, not by a click: a click on a sliding page would only catch the pages.
            if activate(elementID: focused.id, at: time) { observe(at: time) }
        case .left where !takesText, .right where !takesText:
            if let focused = focus.focused(in: elements(at: time), bounds: bounds), focused.role == .slider,
               adjust(elementID: focused.id, by: key == .left ? -1 : 1, at: time) {
                return observe(at: time)
            }
            deliver(.key(key, modifiers: modifiers), at: time)
        default:
            deliver(.key(key, modifiers: modifiers), at: time)
        }
    }

    /// Ctrl (Cmd) with a key: copy and cut put the selection on the clipboard before the scene
    /// sees the key (a cut then removes it); paste types the clipboard's text where text is
    /// taken. Other shortcuts go to the scene as they are.
    func handleShortcut(_ key: Key, modifiers: KeyModifiers, takesText: Bool, at time: Double) {
        switch key {
        case .c, .x:
            if let selected = scene.selectedText(at: time) { clipboard.text = selected }
        case .v:
            // While an input method composes, the keys are its own.
            if takesText, !scene.isComposingText, let pasted = clipboard.text, !pasted.isEmpty {
                deliver(.text(pasted), at: time)
                pastedText = pasted
            }
            return
        default: break
        }
        deliver(.key(key, modifiers: modifiers), at: time)
    }


    /// Hands an event in scene points to the scene, and to the compared pane's too.
    func deliver(_ event: InputEvent, at time: Double) {
        let wasComposing = scene.isComposingText
        scene.handle(event, at: time)
        comparison?.scene.handle(event, at: time)
        if wasComposing, !scene.isComposingText, !event.comesFromTheInputMethod { compositionEnded() }
        observe(at: time)
    }
}

private extension InputEvent {
    /// Whether the input method sent this (its commit or its marked text).
    var comesFromTheInputMethod: Bool {
        switch self {
        case .text, .compose: true
        default: false
        }
    }
}
