import MekuriEngine

extension WeekdaysScene {
    public mutating func takeTraceEvents() -> [TraceEvent] {
        defer { traceEvents = [] }
        return traceEvents
    }

    public func isSettled(at time: Double) -> Bool {
        content.isSettled(at: time) && press == nil
    }

    public func isAnimating(at time: Double) -> Bool {
        content.isAnimating(at: time)
    }

    /// The weekday whose page is nearest the centre at `time`.
    public func currentDay(at time: Double) -> Weekday {
        Weekday(page: pager.currentIndex(at: time))
    }

    /// The pages' displacement at `time` from the resting place of the page nearest the centre,
    /// in points (negative: moved left, towards the next page).
    public func pagesOffset(at time: Double) -> Double {
        pager.offset(at: time, pageWidth: pageStep)
    }

    /// Each weekday's list offset at `time`, in points from its top, Monday first.
    public func listOffsets(at time: Double) -> [Double] {
        content.lists.map { $0.offset(at: time) }
    }

    /// The page nearest the centre, with its weekday's label.
    public func signals(at time: Double) -> SceneSignals {
        let day = currentDay(at: time)
        return SceneSignals(isSettled: isSettled(at: time),
                            pages: .init(page: day.rawValue, title: day.title(in: locale), displacement: pagesOffset(at: time)))
    }

    /// The page the pages rest on or head for, and each weekday's list offset.
    public func savedState(at time: Double) -> JSONValue {
        .object([
            ("page", .number(Double(pager.targetIndex(at: time)))),
            ("scrollY", .array(listOffsets(at: time).map(JSONValue.number))),
        ])
    }

    /// `{"scene":"weekdays","page":0,"title":"月","settled":true,"offset":0,"scrollY":[0,0,0,0,0,0,0]}`.
    public func state(at time: Double) -> JSONValue {
        let day = currentDay(at: time)
        return .object([
            ("scene", .string(name)),
            ("page", .number(Double(day.rawValue))),
            ("title", .string(day.title(in: locale))),
            ("settled", .bool(isSettled(at: time))),
            ("offset", .number(pagesOffset(at: time))),
            ("scrollY", .array(listOffsets(at: time).map(JSONValue.number))),
        ])
    }
}

extension WeekdaysScene {
    /// The weekdays' pager, page step and the weekdays' names, for the feel lab.
    public var pagedContent: PagedContent? {
        PagedContent(pager: pager, pageStep: pageStep, titles: Weekday.allCases.map { $0.title(in: locale) })
    }
}
