import MekuriEngine

/// A deck with a `panel` or a `sheet` and no `push`: the two lie over the deck's own screen (its
/// pager, cards, form or tab bar). A press goes to them where they take one — the pull zone, the
/// sheet's button, the sheet or the panel while they show — and to the screen under them
/// everywhere else; while the sheet or the open panel covers the screen, all input is theirs.
extension DeckScene {
    /// The controls on screen, back to front: the deck's own, then the sheet's button and the
    /// panel over them; only the sheet's or the panel's while one covers the rest.
    /// The screen's controls lose the top strip the panel is pulled down by, which takes every
    /// press there.
    public func controls(at time: Double) -> [ControlElement<Control>] {
        guard let overlay else { return screenControls(at: time) }
        let above = overScreenControls(at: time) + overlay.controls(at: time).map { $0.map(Self.control) }
        guard !overlay.covers(at: time) else { return above }
        guard overlay.has(.panel), overlay.topPanel.openness(at: time) == 0 else { return screenControls(at: time) + above }
        let zone = overlay.layout.pullZone
        let below = screenControls(at: time).compactMap { element -> ControlElement<Control>? in
            var element = element
            let top = max(element.frame.minY, zone.maxY)
            guard top < element.frame.maxY else { return nil }
            element.frame = Rect(x: element.frame.minX, y: top, width: element.frame.width, height: element.frame.maxY - top)
            return element
        }
        return below + above
    }

    /// Gives `event` to the overlay when it is the overlay's; false when the screen under it takes it.
    mutating func handleInOverlay(_ event: InputEvent, at time: Double) -> Bool {
        guard var overlay else { return false }
        let taken: Bool
        switch event {
        case .pointerDown(let point):
            taken = overlay.covers(at: time) || overlay.pressTarget(at: point, time: time) != nil
            if taken, !overlayHoldsPress { releaseLostPress(at: time) }
            // The overlay's press whose release never came ends before the screen takes this one.
            if !taken, overlayHoldsPress { overlay.releaseLostPress(at: time) }
            overlayHoldsPress = taken
        case .pointerMove:
            taken = overlayHoldsPress
        case .pointerUp:
            taken = overlayHoldsPress
            overlayHoldsPress = false
        case .key(.escape, _):
            taken = overlay.covers(at: time) || overlay.topPanel.isOpenOrOpening || overlay.sheet.isOpenOrOpening
        case .key, .wheel, .text, .compose:
            taken = overlay.covers(at: time)
        case .resize:
            // The screen under it takes the new size too.
            overlay.handle(event, at: time)
            self.overlay = overlay
            return false
        }
        if taken { overlay.handle(event, at: time) }
        self.overlay = overlay
        return taken
    }

    /// `newDeck`'s panel, sheet and pushed view (with the pulldown's root view and tabs when it
    /// has a `push`), closed, running the feel.
    func reloadedSlidingScreen(of newDeck: Deck, at time: Double) -> PulldownScreen {
        var screen = PulldownScreen(deck: newDeck, size: size)
        screen.apply(newDeck.feel(over: givenFeel), at: time)
        return screen
    }
}
