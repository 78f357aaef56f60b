import MekuriEngine
import MekuriSystem

/// Expected against actual motion, one panel per numeric key: what `match-motion` draws when a
/// track differs from its golden, so a late settle or a lost overshoot shows at a glance.
public struct MotionPlot {
    /// One value over the frames, expected and actual (NaN where a frame lacks it).
    public struct Series: Equatable, Sendable {
        public var key: String
        public var expected: [Double]
        public var actual: [Double]

        public init(key: String, expected: [Double], actual: [Double]) {
            self.key = key
            self.expected = expected
            self.actual = actual
        }
    }

    public var title: String
    public var series: [Series]

    static let width = 800.0
    static let panelHeight = 150.0
    static let margin = 16.0
    static let titleHeight = 40.0
    static let labelHeight = 22.0
    static let dot = 3.0
    static let expectedColor = Color(142, 142, 147)
    static let actualColor = Color(255, 59, 48)
    static let frameColor = Color(209, 209, 214)
    static let titleStyle = TextStyle(size: 17, weight: .bold)
    static let labelStyle = TextStyle(size: 13)
    /// The most panels drawn; the keys that differ come first.
    public static let maximumPanels = 6

    public init(title: String, series: [Series]) {
        self.title = title
        self.series = Array(series.prefix(Self.maximumPanels))
    }

    /// The plot's size in points.
    public var size: Size {
        Size(width: Self.width, height: Self.titleHeight + Double(max(1, series.count)) * Self.panelHeight + Self.margin)
    }

    /// The plot as a display list.
    public var displayList: DisplayList {
        var list = DisplayList(background: .white)
        list.text(TextRun(title, style: Self.titleStyle, color: .black,
                          frame: Rect(x: Self.margin, y: 0, width: Self.width - 2 * Self.margin, height: Self.titleHeight),
                          alignment: .leading))
        for (index, one) in series.enumerated() {
            let panel = Rect(x: Self.margin, y: Self.titleHeight + Double(index) * Self.panelHeight,
                             width: Self.width - 2 * Self.margin, height: Self.panelHeight - Self.margin)
            draw(one, in: panel, into: &list)
        }
        return list
    }

    private func draw(_ series: Series, in panel: Rect, into list: inout DisplayList) {
        list.text(TextRun("\(series.key)   — expected (grey), actual (red)", style: Self.labelStyle, color: .black,
                          frame: Rect(x: panel.minX, y: panel.minY, width: panel.width, height: Self.labelHeight),
                          alignment: .leading))
        let chart = Rect(x: panel.minX, y: panel.minY + Self.labelHeight, width: panel.width,
                         height: panel.height - Self.labelHeight)
        list.fill(Rect(x: chart.minX, y: chart.maxY, width: chart.width, height: 1), Self.frameColor)
        list.fill(Rect(x: chart.minX, y: chart.minY, width: 1, height: chart.height), Self.frameColor)
        let values = (series.expected + series.actual).filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return }
        let span = high - low > 0 ? high - low : 1
        let count = max(series.expected.count, series.actual.count)
        func point(_ index: Int, _ value: Double) -> Point {
            Point(x: chart.minX + (count > 1 ? Double(index) / Double(count - 1) : 0.5) * chart.width,
                  y: chart.maxY - (value - low) / span * chart.height)
        }
        for (samples, color) in [(series.expected, Self.expectedColor), (series.actual, Self.actualColor)] {
            let points = samples.enumerated().filter { $0.element.isFinite }.map { point($0.offset, $0.element) }
            list.polyline(points, thickness: 2, color)
            for here in points {
                list.fill(Rect(x: here.x - Self.dot / 2, y: here.y - Self.dot / 2, width: Self.dot, height: Self.dot), color)
            }
        }
        let scale = "\(JSONValue.number(low).serialized) … \(JSONValue.number(high).serialized)"
        list.text(TextRun(scale, style: Self.labelStyle, color: Self.expectedColor,
                          frame: Rect(x: chart.minX, y: panel.minY, width: chart.width, height: Self.labelHeight),
                          alignment: .trailing))
    }
}
