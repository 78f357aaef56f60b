import MekuriEngine
import MekuriSystem

extension PulldownScreen {
    func isSettled(at time: Double) -> Bool {
        press == nil && Panel.allCases.allSatisfy { self[$0].isSettled(at: time) } && rootList.isSettled(at: time)
    }

    func isAnimating(at time: Double) -> Bool {
        Panel.allCases.contains { self[$0].isMoving(at: time) } || (!rootList.isHeld && !rootList.isSettled(at: time))
    }

    /// Where the top panel is: held or moving, or at rest open or closed.
    public func panelPosition(at time: Double) -> SceneSignals.PanelPosition {
        !topPanel.isSettled(at: time) ? .moving : topPanel.openness(at: time) == 1 ? .open : .closed
    }

    /// The top panel's top edge at `time`, in points: minus the scene's height when closed, 0 when open.
    public func panelTop(at time: Double) -> Double {
        layout.panel(openness: topPanel.openness(at: time)).minY
    }

    /// The top panel, and whether the sheet and the pushed view are shown or on their way in.
    func signals(at time: Double) -> SceneSignals {
        SceneSignals(isSettled: isSettled(at: time), panel: panelPosition(at: time),
                     isSheetShown: sheet.isOpenOrOpening, isViewPushed: pushed.isOpenOrOpening)
    }

    /// Whether the sheet or the open panel covers everything under it at `time`: all input is theirs.
    func covers(at time: Double) -> Bool {
        sheet.openness(at: time) > 0 || topPanel.openness(at: time) == 1
    }

    /// Over the deck's own screen, the fields of the parts the file gives: `panel` and `panelY`
    /// with a panel, `modal` with a sheet.
    func overlayFields(at time: Double) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if has(.top) { fields += [("panel", .string(panelPosition(at: time).rawValue)), ("panelY", .number(panelTop(at: time)))] }
        if has(.sheet) { fields.append(("modal", .bool(sheet.isOpenOrOpening))) }
        if has(.sheet), let detent = detent(at: time) { fields.append((Self.detentKey, .string(detent))) }
        return fields
    }

    /// The state's key for the sheet's detent.
    public static let detentKey = "detent"

    /// The sheet's detent while it shows: `medium` or `large` (where it rests or is going; while
    /// held, the one nearest); nil while it is closed or closing.
    func detent(at time: Double) -> String? {
        guard sheet.isOpenOrOpening || sheet.isHeld, sheet.stop(at: time) > 0 else { return nil }
        return sheet.stop(at: time) < 1 ? "medium" : "large"
    }

    /// `signals` with the panel's place and whether the sheet shows, for the parts the file gives.
    func overlaid(_ signals: SceneSignals, at time: Double) -> SceneSignals {
        var signals = signals
        if has(.top) { signals.panel = panelPosition(at: time) }
        if has(.sheet) { signals.isSheetShown = sheet.isOpenOrOpening }
        signals.isSettled = signals.isSettled && isSettled(at: time)
        return signals
    }

    /// The selected tab's id (the panels always start closed).
    func savedFields(at time: Double) -> [(String, JSONValue)] {
        [("tab", .string(id(ofTab: selectedIndex)))]
    }

    /// `"panel":"closed","panelY":-844,"modal":false,"pushed":false,"tab":"a"`: where the panel
    /// is and its top edge, whether the sheet and the pushed view show, and the selected tab's id.
    func stateFields(at time: Double) -> [(String, JSONValue)] {
        [
            ("panel", .string(panelPosition(at: time).rawValue)),
            ("panelY", .number(panelTop(at: time))),
            ("modal", .bool(sheet.isOpenOrOpening)),
            ("pushed", .bool(pushed.isOpenOrOpening)),
            ("tab", .string(id(ofTab: selectedIndex))),
        ] + (detent(at: time).map { [(Self.detentKey, JSONValue.string($0))] } ?? [])
    }
}
