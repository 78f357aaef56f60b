import MekuriEngine

/// The default scene: an endlessly looping carousel of the seven weekdays, each page a list.
///
/// The pages come from one wrapping ``Pager``: page `k` of the row shows weekday `k mod 7`, so the
/// neighbours drawn across the seam are the ring's own pages, never copies. Each weekday keeps
/// its own ``Scroller`` (see ``PagedLists``), so whichever page comes in shows its own position.
/// Above the pages, a strip of weekday tabs whose indicator follows the swipe; below them, seven
/// dots and a bar with 前へ and 次へ.
public struct WeekdaysScene: Scene {
    public let name = "weekdays"
    public let title = "Weekdays"
    public private(set) var size: Size

    /// The language of the labels.
    public let locale: AppLocale
    /// The pages and their lists.
    public private(set) var content = PagedLists(pager: Pager(pageCount: Weekday.allCases.count, wraps: true))
    /// The button, dot or tab the pointer went down on, while it is held.
    private var pressedControl: String?
    /// Whether the held pointer is still over `pressedControl`.
    private var isPressInside = false
    /// Events announced for `--trace`, until taken.
    private var traceEvents: [TraceEvent] = []

    private static let dayCount = Weekday.allCases.count
    private static let labelLimit = 200.0
    private static let labelMargin = 16.0
    private static let stripColor = SystemColor.bar
    private static let hairline = PagerFooter.hairline
    private static let inactiveTab = SystemColor.gray
    private static let tabStyle = TextStyle(size: 17)
    private static let selectedTabStyle = TextStyle(size: 17, weight: .bold)
    private static let rowStyle = TextStyle(size: 24)

    /// Creates the carousel at rest on Monday, every list at its top.
    public init(locale: AppLocale, size: Size) {
        self.locale = locale
        self.size = size
        resizeLists(at: 0)
    }

    /// The pager behind the pages.
    public var pager: Pager { content.pager }

    private var layout: WeekdaysLayout { WeekdaysLayout(size: size) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let pageWidth = layout.pages.width
        switch event {
        case .pointerDown(let point):
            endPress(at: time)
            guard let hit = element(at: point, time: time), hit.isEnabled else { return }
            if hit.id == "pages" {
                content.press(at: point, time: time)
            } else {
                pressedControl = hit.id
                isPressInside = true
            }
        case .pointerMove(let point):
            if content.isPressed {
                content.move(to: point, time: time, pageWidth: pageWidth)
            } else if let pressedControl {
                isPressInside = element(withID: pressedControl, time: time)?.frame.contains(point) ?? false
            }
        case .pointerUp(let point):
            if content.isPressed {
                content.release(at: point, time: time, pageWidth: pageWidth)
            } else if let control = pressedControl {
                pressedControl = nil
                if element(withID: control, time: time)?.frame.contains(point) == true {
                    activate(control, at: time)
                }
            }
        case .wheel(let delta, let isDiscrete):
            content.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        case .key(let key):
            handle(key, at: time)
        case .resize(let newSize):
            size = newSize
            content.resize(pageWidth: layout.pages.width)
            resizeLists(at: time)
        case .text, .compose:
            break
        }
    }

    /// Lets go of whatever a press that never saw its release still holds, without activating it.
    private mutating func endPress(at time: Double) {
        pressedControl = nil
        content.cancel(at: time, pageWidth: layout.pages.width)
    }

    private mutating func handle(_ key: Key, at time: Double) {
        switch key {
        case .left: content.step(by: -1, at: time)
        case .right: content.step(by: 1, at: time)
        default: content.scrollCurrentList(for: key, lineHeight: WeekdaysLayout.rowHeight, at: time)
        }
    }

    @discardableResult
    public mutating func activate(_ control: String, at time: Double) -> Bool {
        guard element(withID: control, time: time)?.isEnabled == true else { return false }
        switch control {
        case "prev": content.step(by: -1, at: time)
        case "next": content.step(by: 1, at: time)
        default:
            if let index = Element.index(in: control, prefix: "dot."), (0..<Self.dayCount).contains(index) {
                content.show(index: index, at: time)
            } else if let index = Element.index(in: control, prefix: "tab.") {
                var tabs = TabSelection(count: Self.dayCount, selected: pager.targetIndex(at: time))
                switch tabs.tap(index) {
                case .switched(_, let to)?: content.show(index: to, at: time)
                case .reselected(let tab)?:
                    content.scrollToTop(list: tab, at: time)
                    traceEvents.append(TraceEvent("tapToTop", fields: [
                        ("scene", .string(name)), ("tab", .number(Double(tab))),
                        ("title", .string(Weekday(rawValue: tab)!.title(in: locale))),
                    ]))
                case nil: break
                }
            } else {
                return false
            }
        }
        return true
    }

    private mutating func resizeLists(at time: Double) {
        let layout = layout
        content.setListSize(contentHeight: layout.rows.contentHeight, viewportHeight: layout.pages.height, at: time)
    }

    // MARK: Output

    public mutating func takeTraceEvents() -> [TraceEvent] {
        defer { traceEvents = [] }
        return traceEvents
    }

    public func isSettled(at time: Double) -> Bool {
        content.isSettled(at: time) && pressedControl == nil
    }

    public func isAnimating(at time: Double) -> Bool {
        content.isAnimating(at: time)
    }

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: .white)
        drawPages(into: &list, layout: layout, time: time, text: text)
        drawTabStrip(into: &list, layout: layout, time: time)
        layout.footer.draw(into: &list, count: Self.dayCount, current: pager.currentIndex(at: time),
                           prevEnabled: true, nextEnabled: true,
                           pressed: isPressInside ? pressedControl : nil, locale: locale)
        return list
    }

    public func elements(at time: Double) -> [Element] {
        let layout = layout
        let current = pager.currentIndex(at: time)
        var elements: [Element] = Weekday.allCases.map { day in
            Element(id: "tab.\(day.rawValue)", role: "tab", label: day.title(in: locale),
                    frame: layout.tabFrame(day.rawValue, of: Self.dayCount), isSelected: day.rawValue == current)
        }
        elements.append(Element(id: "pages", role: "pager", label: Weekday(rawValue: current)!.title(in: locale),
                                frame: layout.pages))
        elements += layout.footer.elements(dotLabels: Weekday.allCases.map { $0.title(in: locale) }, current: current,
                                           currentDotEnabled: true, prevEnabled: true, nextEnabled: true, locale: locale)
        return elements
    }

    /// The page the pages rest on or head for, and each weekday's list offset.
    public func savedState(at time: Double) -> JSONValue {
        .object([
            ("page", .number(Double(pager.targetIndex(at: time)))),
            ("scrollY", .array(content.lists.map { .number($0.offset(at: time)) })),
        ])
    }

    public mutating func restore(from saved: JSONValue) {
        var page = pager.targetIndex(at: 0)
        if let saved = saved["page"]?.integer, (0..<Self.dayCount).contains(saved) { page = saved }
        let offsets = (saved["scrollY"]?.array ?? []).enumerated().map { index, value in
            value.number ?? content.lists[min(index, content.lists.count - 1)].offset(at: 0)
        }
        content.rest(on: page, listOffsets: offsets)
        pressedControl = nil
    }

    public func state(at time: Double) -> JSONValue {
        let current = pager.currentIndex(at: time)
        return .object([
            ("scene", .string(name)),
            ("page", .number(Double(current))),
            ("title", .string(Weekday(rawValue: current)!.title(in: locale))),
            ("settled", .bool(isSettled(at: time))),
            ("offset", .number(pager.offset(at: time, pageWidth: layout.pages.width))),
            ("scrollY", .array(content.lists.map { .number($0.offset(at: time)) })),
        ])
    }

    // MARK: Drawing

    private func drawPages(into list: inout DisplayList, layout: WeekdaysLayout, time: Double, text: any TextMeasuring) {
        let pages = layout.pages
        guard pages.width > 0, pages.height > 0 else { return }
        let labelStyle = TextStyle(size: labelSize(layout: layout, text: text), weight: .bold)
        list.clipped(to: pages) { list in
            for page in pager.visiblePages(at: time) {
                drawPage(Weekday(rawValue: page.index)!, in: pages.offsetBy(dx: page.offset * pages.width, dy: 0),
                         layout: layout, labelStyle: labelStyle, time: time, into: &list)
            }
        }
    }

    /// One weekday's page: its colour, then its list scrolled to its own offset.
    private func drawPage(_ day: Weekday, in frame: Rect, layout: WeekdaysLayout, labelStyle: TextStyle,
                          time: Double, into list: inout DisplayList) {
        let scroller = content.lists[day.rawValue]
        let offset = scroller.offset(at: time)
        list.fill(frame, day.background)
        let labelBlock = Rect(x: frame.minX, y: frame.minY - offset, width: frame.width, height: layout.labelBlockHeight)
        if labelBlock.maxY > frame.minY {
            list.text(TextRun(day.title(in: locale), style: labelStyle, color: .black, frame: labelBlock))
        }
        let rowWidth = frame.width - 2 * WeekdaysLayout.rowInset
        let rows = layout.rows
        for row in rows.visibleRows(scrolledBy: offset, viewportHeight: frame.height) {
            let y = frame.minY - offset + rows.rowTop(row)
            list.text(TextRun("\(day.title(in: locale))\(row)", style: Self.rowStyle, color: .black,
                              frame: Rect(x: frame.minX + WeekdaysLayout.rowInset, y: y,
                                          width: rowWidth, height: WeekdaysLayout.rowHeight),
                              alignment: .leading))
        }
        ScrollIndicator.draw(scroller, in: frame, at: time, into: &list)
    }

    /// The largest label size, up to 200 pt, at which every weekday label fits inside the label
    /// block with a margin; all seven pages use the same size.
    private func labelSize(layout: WeekdaysLayout, text: any TextMeasuring) -> Double {
        let reference = TextStyle(size: 100, weight: .bold)
        let widest = Weekday.allCases.map { text.size(of: $0.title(in: locale), style: reference) }
            .reduce(Size(width: 0, height: 0)) { Size(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        let block = Rect(x: 0, y: 0, width: layout.pages.width, height: layout.labelBlockHeight)
        let room = block.insetBy(dx: Self.labelMargin, dy: Self.labelMargin)
        guard widest.width > 0, widest.height > 0 else { return Self.labelLimit }
        let fit = 100 * min(room.width / widest.width, room.height / widest.height)
        return max(1, min(Self.labelLimit, fit.rounded(.down)))
    }

    /// The weekday tabs, with an indicator that follows the pager's progress continuously and
    /// wraps from 日 to 月 across the seam.
    private func drawTabStrip(into list: inout DisplayList, layout: WeekdaysLayout, time: Double) {
        let strip = layout.tabStrip
        guard strip.height > 0 else { return }
        list.fill(strip, Self.stripColor)
        list.fill(Rect(x: strip.minX, y: strip.maxY - 1, width: strip.width, height: 1), Self.hairline)
        let current = pager.currentIndex(at: time)
        for day in Weekday.allCases {
            let isCurrent = day.rawValue == current
            list.text(TextRun(day.title(in: locale), style: isCurrent ? Self.selectedTabStyle : Self.tabStyle,
                              color: isCurrent ? .black : Self.inactiveTab,
                              frame: layout.tabFrame(day.rawValue, of: Self.dayCount)))
        }
        let tabWidth = strip.width / Double(Self.dayCount)
        let progress = pager.progress(at: time)
        let ring = Double(Self.dayCount)
        let wrapped = (Double(progress.index) + progress.value).wrapped(modulo: ring)
        let inset = 6.0
        list.clipped(to: strip) { list in
            for turn in [0.0, -ring] {
                let x = strip.minX + (wrapped + turn) * tabWidth + inset
                list.fill(Rect(x: x, y: strip.maxY - WeekdaysLayout.tabIndicatorHeight,
                               width: tabWidth - 2 * inset, height: WeekdaysLayout.tabIndicatorHeight),
                          PagerFooter.activeDot)
            }
        }
    }
}
