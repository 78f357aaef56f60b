import MekuriEngine

/// The default scene: an endlessly looping carousel of the seven weekdays.
///
/// The pages come from one wrapping ``Pager``: page `k` of the row shows weekday `k mod 7`, so the
/// neighbours drawn across the seam are the ring's own pages, never copies. Under the pages sit
/// seven dots (click one to go there the shorter way round) and a bar with 前へ and 次へ.
public struct WeekdaysScene: Scene {
    public let name = "weekdays"
    public let title = "Weekdays"
    public private(set) var size: Size

    /// The language of the labels.
    public let locale: AppLocale
    private var interaction = PagerInteraction(pager: Pager(pageCount: Weekday.allCases.count, wraps: true))
    /// The button or dot the pointer went down on, while it is held.
    private var pressedControl: String?
    /// Whether the held pointer is still over `pressedControl`.
    private var isPressInside = false

    private static let labelLimit = 200.0
    private static let labelMargin = 16.0
    private static let activeDot = Color(51, 51, 51)
    private static let inactiveDot = Color(204, 204, 204)
    private static let barColor = Color(230, 230, 230)
    private static let barHairline = Color(204, 204, 204)
    private static let buttonColor = Color(0, 122, 255)
    private static let buttonStyle = TextStyle(size: 17)

    /// Creates the carousel at rest on Monday.
    public init(locale: AppLocale, size: Size) {
        self.locale = locale
        self.size = size
    }

    /// The pager behind the pages.
    public var pager: Pager { interaction.pager }

    private var layout: WeekdaysLayout { WeekdaysLayout(size: size) }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        let pageWidth = layout.pages.width
        switch event {
        case .pointerDown(let point):
            guard let hit = element(at: point, time: time), hit.isEnabled else { return }
            if hit.id == "pages" {
                interaction.press(at: point, time: time)
            } else {
                pressedControl = hit.id
                isPressInside = true
            }
        case .pointerMove(let point):
            if interaction.isPressed {
                interaction.move(to: point, time: time, pageWidth: pageWidth)
            } else if let pressedControl {
                isPressInside = element(withID: pressedControl, time: time)?.frame.contains(point) ?? false
            }
        case .pointerUp(let point):
            if interaction.isPressed {
                interaction.release(at: point, time: time, pageWidth: pageWidth)
            } else if let control = pressedControl {
                pressedControl = nil
                if element(withID: control, time: time)?.frame.contains(point) == true {
                    activate(control, at: time)
                }
            }
        case .key(.left):
            interaction.pager.step(by: -1, at: time)
        case .key(.right):
            interaction.pager.step(by: 1, at: time)
        case .resize(let newSize):
            size = newSize
        case .wheel, .key, .text:
            break
        }
    }

    private mutating func activate(_ control: String, at time: Double) {
        switch control {
        case "prev": interaction.pager.step(by: -1, at: time)
        case "next": interaction.pager.step(by: 1, at: time)
        default:
            if control.hasPrefix("dot."), let index = Int(control.dropFirst(4)) {
                interaction.pager.show(index: index, at: time)
            }
        }
    }

    // MARK: Output

    public func isSettled(at time: Double) -> Bool {
        pager.isSettled(at: time) && pressedControl == nil
    }

    public func displayList(at time: Double, measuring text: any TextMeasuring) -> DisplayList {
        let layout = layout
        var list = DisplayList(background: .white)
        drawPages(into: &list, layout: layout, time: time, text: text)
        drawDots(into: &list, layout: layout, time: time)
        drawBar(into: &list, layout: layout)
        return list
    }

    public func elements(at time: Double) -> [Element] {
        let layout = layout
        let current = pager.currentIndex(at: time)
        var elements = [
            Element(id: "pages", role: "pager", label: Weekday(rawValue: current)!.title(in: locale), frame: layout.pages),
        ]
        for day in Weekday.allCases {
            elements.append(Element(id: "dot.\(day.rawValue)", role: "button", label: day.title(in: locale),
                                    frame: layout.dotFrame(day.rawValue, of: Weekday.allCases.count),
                                    isSelected: day.rawValue == current))
        }
        elements.append(Element(id: "prev", role: "button", label: prevLabel, frame: layout.buttonFrame(trailing: false)))
        elements.append(Element(id: "next", role: "button", label: nextLabel, frame: layout.buttonFrame(trailing: true)))
        return elements
    }

    public func state(at time: Double) -> JSONValue {
        let current = pager.currentIndex(at: time)
        return .object([
            ("scene", .string(name)),
            ("page", .number(Double(current))),
            ("title", .string(Weekday(rawValue: current)!.title(in: locale))),
            ("settled", .bool(isSettled(at: time))),
            ("offset", .number(pager.offset(at: time, pageWidth: layout.pages.width))),
        ])
    }

    // MARK: Drawing

    private var prevLabel: String { locale == .ja ? "前へ" : "Prev" }
    private var nextLabel: String { locale == .ja ? "次へ" : "Next" }

    private func drawPages(into list: inout DisplayList, layout: WeekdaysLayout, time: Double, text: any TextMeasuring) {
        let pages = layout.pages
        guard pages.width > 0, pages.height > 0 else { return }
        let labelStyle = TextStyle(size: labelSize(fitting: pages, text: text), weight: .bold)
        let position = pager.position(at: time)
        let first = Int(position.rounded(.down))
        list.clipped(to: pages) { list in
            for page in first...(first + 1) {
                let x = pages.minX + (Double(page) - position) * pages.width
                guard x < pages.maxX else { continue }
                let frame = Rect(x: x, y: pages.minY, width: pages.width, height: pages.height)
                let day = Weekday(rawValue: pager.wrappedIndex(page))!
                list.fill(frame, day.background)
                list.text(TextRun(day.title(in: locale), style: labelStyle, color: .black, frame: frame))
            }
        }
    }

    /// The largest label size, up to 200 pt, at which every weekday label fits inside the pages
    /// with a margin; all seven pages use the same size.
    private func labelSize(fitting pages: Rect, text: any TextMeasuring) -> Double {
        let reference = TextStyle(size: 100, weight: .bold)
        let widest = Weekday.allCases.map { text.size(of: $0.title(in: locale), style: reference) }
            .reduce(Size(width: 0, height: 0)) { Size(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        let room = pages.insetBy(dx: Self.labelMargin, dy: Self.labelMargin)
        guard widest.width > 0, widest.height > 0 else { return Self.labelLimit }
        let fit = 100 * min(room.width / widest.width, room.height / widest.height)
        return max(1, min(Self.labelLimit, fit.rounded(.down)))
    }

    private func drawDots(into list: inout DisplayList, layout: WeekdaysLayout, time: Double) {
        let current = pager.currentIndex(at: time)
        for day in Weekday.allCases {
            let frame = layout.dotFrame(day.rawValue, of: Weekday.allCases.count)
            let color = day.rawValue == current ? Self.activeDot : Self.inactiveDot
            list.circle(center: frame.center, radius: WeekdaysLayout.dotDiameter / 2, color)
        }
    }

    private func drawBar(into list: inout DisplayList, layout: WeekdaysLayout) {
        list.fill(layout.bar, Self.barColor)
        list.fill(Rect(x: layout.bar.minX, y: layout.bar.minY, width: layout.bar.width, height: 1), Self.barHairline)
        for (id, label, trailing) in [("prev", prevLabel, false), ("next", nextLabel, true)] {
            let pressed = pressedControl == id && isPressInside
            let color = pressed ? Self.buttonColor.withOpacity(0.35) : Self.buttonColor
            list.text(TextRun(label, style: Self.buttonStyle, color: color,
                              frame: layout.buttonFrame(trailing: trailing), alignment: .center))
        }
    }
}
