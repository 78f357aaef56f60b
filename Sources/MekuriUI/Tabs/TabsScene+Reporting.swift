import MekuriEngine

extension TabsScene {
    public mutating func takeTraceEvents() -> [TraceEvent] {
        defer { traceEvents = [] }
        return traceEvents
    }

    public func isSettled(at time: Double) -> Bool {
        press == nil && lists.allSatisfy { !$0.isPressed && $0.scroller.isSettled(at: time) }
    }

    public func isAnimating(at time: Double) -> Bool {
        lists.contains { $0.scroller.isAnimating(at: time) }
    }

    /// No pages and no panels: only whether the scene is settled.
    public func signals(at time: Double) -> SceneSignals {
        SceneSignals(isSettled: isSettled(at: time))
    }

    /// Each tab's list offset, by tab name.
    private func scrollOffsets(at time: Double) -> JSONValue {
        .object(Tab.allCases.map { ($0.rawValue, .number(lists[$0.index].scroller.offset(at: time))) })
    }

    /// The selected tab and each tab's list offset.
    public func savedState(at time: Double) -> JSONValue {
        .object([("tab", .string(selectedTab.rawValue)), ("scrollY", scrollOffsets(at: time))])
    }

    /// `{"scene":"tabs","tab":"first","scrollY":{"first":0,"second":0},"settled":true}`.
    public func state(at time: Double) -> JSONValue {
        .object([
            ("scene", .string(name)),
            ("tab", .string(selectedTab.rawValue)),
            ("scrollY", scrollOffsets(at: time)),
            ("settled", .bool(isSettled(at: time))),
        ])
    }
}
