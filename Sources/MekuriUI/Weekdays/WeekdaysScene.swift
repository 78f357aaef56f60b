import MekuriEngine

/// The default scene: an endlessly looping carousel of the seven weekdays, each page a list.
///
/// The pages come from one wrapping ``Pager``: page `k` of the row shows weekday `k mod 7`, so the
/// neighbours drawn across the seam are the ring's own pages, never copies. Each weekday keeps
/// its own ``Scroller`` (see ``PagedLists``), so whichever page comes in shows its own position.
/// Above the pages, a strip of weekday tabs whose indicator follows the swipe; below them, seven
/// dots and a bar with 前へ and 次へ.
public struct WeekdaysScene: Scene {
    public let kind = SceneKind.weekdays
    public private(set) var size: Size
    /// Light or dark: the system colours the scene is drawn in.
    public var appearance = Appearance.default

    /// The language of the labels.
    public let locale: AppLocale
    /// The pages and their lists.
    public private(set) var content = PagedLists(pager: Pager(pageCount: Weekday.allCases.count, wraps: true))
    /// The button, dot or tab the pointer went down on, while it is held.
    var press: PressedControl<Control>?
    /// Events announced for `--trace`, until taken.
    var traceEvents: [TraceEvent] = []

    static let dayCount = Weekday.allCases.count

    /// Creates the carousel at rest on Monday, every list at its top.
    public init(locale: AppLocale, size: Size) {
        self.locale = locale
        self.size = size
        resizeLists(at: 0)
    }

    /// The pager behind the pages.
    public var pager: Pager { content.pager }

    var layout: WeekdaysLayout { WeekdaysLayout(size: size, feel: pager.feel) }

    /// The distance from one page to the next, in points: a page's length along the feel's axis
    /// and the feel's gap.
    var pageStep: Double { pager.feel.pageStep(in: layout.pages) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let pageWidth = pageStep
        switch event {
        case .pointerDown(let point):
            endPress(at: time)
            guard let hit = control(at: point, time: time), hit.isEnabled else { return }
            if hit.control == .pages {
                content.press(at: point, time: time)
            } else {
                press = PressedControl(hit.control)
            }
        case .pointerMove(let point):
            if content.isPressed {
                content.move(to: point, time: time, pageWidth: pageWidth)
            } else {
                press = tracked(press, at: point, time: time)
            }
        case .pointerUp(let point):
            if content.isPressed {
                // A click on a peeking neighbour goes to it; on the current page, as before.
                content.release(at: point, time: time, pageWidth: pageWidth, pagesIn: layout.pages)
            } else if let control = press?.control {
                press = nil
                if element(for: control, at: time)?.frame.contains(point) == true {
                    activate(control, at: time)
                }
            }
        case .wheel(let delta, let isDiscrete):
            content.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        case .key(let key, _):
            handle(key, at: time)
        case .resize(let newSize):
            size = newSize
            content.resize(pageWidth: pageStep)
            resizeLists(at: time)
        case .text, .compose:
            break
        }
    }

    /// Takes `feel` from `time` on; the lists take the page height it makes (its axis and page
    /// width may change where the pages end).
    public mutating func apply(_ feel: Feel, at time: Double) {
        content.apply(feel, at: time)
        resizeLists(at: time)
    }

    public mutating func cancelGesture(at time: Double) {
        press = nil
        content.cancel(at: time)
    }

    /// Lets go of whatever a press that never saw its release still holds, without activating it.
    private mutating func endPress(at time: Double) {
        press = nil
        content.releaseLostPress(at: time, pageWidth: pageStep)
    }

    /// Arrow keys along the pages' axis page (Left/Right, or Up/Down with vertical pages); the
    /// other keys scroll the current list (Up/Down only when the pages are horizontal).
    private mutating func handle(_ key: Key, at time: Double) {
        if let steps = pager.feel.pageSteps(for: key) {
            content.step(by: steps, at: time)
        } else {
            content.scrollCurrentList(for: key, lineHeight: WeekdaysLayout.rowHeight, at: time)
        }
    }

    @discardableResult
    public mutating func activate(_ control: Control, at time: Double) -> Bool {
        guard isEnabled(control, at: time) else { return false }
        switch control {
        case .footer(.prev): content.step(by: -1, at: time)
        case .footer(.next): content.step(by: 1, at: time)
        case .footer(.dot(let index)): content.show(index: index, at: time)
        case .tab(let day): tap(day, at: time)
        case .pages: return false
        }
        return true
    }

    /// A click on `day`'s tab: another day's shows its page; the selected one's scrolls its
    /// list to the top (a tap-to-top, announced to the trace).
    private mutating func tap(_ day: Weekday, at time: Double) {
        var tabs = TabSelection(count: Self.dayCount, selected: pager.targetIndex(at: time))
        switch tabs.tap(day.rawValue) {
        case .switched(_, let to)?: content.show(index: to, at: time)
        case .reselected(let tab)?:
            content.scrollToTop(list: tab, at: time)
            traceEvents.append(TraceEvent("tapToTop", fields: [
                ("scene", .string(name)), ("tab", .number(Double(tab))),
                ("title", .string(Weekday(page: tab).title(in: locale))),
            ]))
        case nil: break
        }
    }

    private mutating func resizeLists(at time: Double) {
        let layout = layout
        content.setListSize(contentHeight: layout.rows.contentHeight, viewportHeight: layout.pageSize.height, at: time)
    }

    // MARK: Saved state

    public mutating func restore(from saved: JSONValue) {
        var page = pager.targetIndex(at: 0)
        if let saved = saved["page"]?.integer, (0..<Self.dayCount).contains(saved) { page = saved }
        let offsets = (saved["scrollY"]?.array ?? []).enumerated().map { index, value in
            value.number ?? content.lists[min(index, content.lists.count - 1)].offset(at: 0)
        }
        content.rest(on: page, listOffsets: offsets)
        press = nil
    }
}
