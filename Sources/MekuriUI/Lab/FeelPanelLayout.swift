import MekuriEngine

/// Where the feel panel's parts go in a panel of a given height, in the panel's own points
/// (its top-left corner at the origin): the heading, a row per number key (its name and value,
/// then its slider), the segmented rows of `axis` and `direction`, the `loop` switch, the
/// `transition` row (its name over a grid of segments, one per transition), `parallax`'s slider, Reset,
/// and the motion plot in the height left. A row that does not fit is left out, and the plot
/// too when under ``minimumPlotHeight``.
struct FeelPanelLayout {
    static let width = 280.0
    static let margin = 16.0
    static let headingHeight = 44.0
    static let sliderRowHeight = 42.0
    static let labelHeight = 20.0
    static let choiceRowHeight = 36.0
    static let switchRowHeight = 40.0
    static let buttonRowHeight = 40.0
    static let knobDiameter = 20.0
    static let trackHeight = 4.0
    static let segmentHeight = 28.0
    static let segmentsWidth = 150.0
    /// A word key with more choices than this shows them in a grid under its name.
    static let inlineChoiceLimit = 2
    /// The grid's segments per line.
    static let gridColumns = 4
    /// The space under a grid of segments.
    static let gridBottomSpace = 4.0
    static let switchSize = Size(width: 51, height: 31)
    static let minimumPlotHeight = 120.0

    /// One row of controls.
    struct Row: Equatable {
        /// The key it sets, or nil for Reset.
        let key: Feel.Key?
        let frame: Rect
    }

    /// The panel's height.
    let height: Double
    /// The rows that fit, top to bottom.
    let rows: [Row]
    /// The motion plot's frame, when it fits.
    let plot: Rect?

    init(height: Double) {
        self.height = height
        var rows: [Row] = []
        var top = Self.headingHeight
        let keys: [Feel.Key?] = Feel.Key.allCases.map { $0 } + [nil]
        for key in keys {
            let rowHeight = Self.height(of: key)
            guard top + rowHeight <= height else { break }
            rows.append(Row(key: key, frame: Rect(x: Self.margin, y: top, width: Self.width - 2 * Self.margin, height: rowHeight)))
            top += rowHeight
        }
        self.rows = rows
        let plotTop = top + Self.margin / 2
        plot = height - Self.margin - plotTop >= Self.minimumPlotHeight
            ? Rect(x: Self.margin, y: plotTop, width: Self.width - 2 * Self.margin, height: height - Self.margin - plotTop)
            : nil
    }

    /// The height of the row for `key` (nil: Reset).
    static func height(of key: Feel.Key?) -> Double {
        switch key {
        case nil: buttonRowHeight
        case .loop?: switchRowHeight
        case let key? where isGrid(key): labelHeight + Double(gridLines(of: key)) * segmentHeight + gridBottomSpace
        case let key? where key.choices != nil: choiceRowHeight
        default: sliderRowHeight
        }
    }

    /// Where the controls end: under the last row that fits.
    var controlsBottom: Double { rows.last?.frame.maxY ?? Self.headingHeight }

    /// The heading's frame.
    var heading: Rect { Rect(x: Self.margin, y: 0, width: Self.width - 2 * Self.margin, height: Self.headingHeight) }

    /// The row of `key` (nil: Reset), when it fits.
    func row(_ key: Feel.Key?) -> Rect? { rows.first { $0.key == key }?.frame }

    /// A slider row's name-and-value line.
    func label(in row: Rect) -> Rect { Rect(x: row.minX, y: row.minY, width: row.width, height: Self.labelHeight) }

    /// A slider's frame: the track's length (inset by half a knob at each end) and the height of
    /// the row under the label, where a press takes hold of the knob.
    func slider(in row: Rect) -> Rect {
        Rect(x: row.minX + Self.knobDiameter / 2, y: row.minY + Self.labelHeight,
             width: row.width - Self.knobDiameter, height: row.height - Self.labelHeight)
    }

    /// The drawn track inside a slider's frame.
    func track(in slider: Rect) -> Rect {
        Rect(x: slider.minX, y: slider.center.y - Self.trackHeight / 2, width: slider.width, height: Self.trackHeight)
    }

    /// Whether `key`'s choices are a grid under its name rather than a row beside it.
    static func isGrid(_ key: Feel.Key) -> Bool { (key.choices?.count ?? 0) > inlineChoiceLimit }

    /// How many lines of segments `key`'s grid has.
    static func gridLines(of key: Feel.Key) -> Int { ((key.choices?.count ?? 0) + gridColumns - 1) / gridColumns }

    /// The plate behind a choice row's segments: at the trailing end, or, for a grid, the width of
    /// the row under its name.
    func plate(of key: Feel.Key, in row: Rect) -> Rect {
        guard Self.isGrid(key) else {
            return Rect(x: row.maxX - Self.segmentsWidth, y: row.center.y - Self.segmentHeight / 2, width: Self.segmentsWidth,
                        height: Self.segmentHeight)
        }
        return Rect(x: row.minX, y: row.minY + Self.labelHeight, width: row.width,
                    height: Double(Self.gridLines(of: key)) * Self.segmentHeight)
    }

    /// Segment `index` of `count` of a choice row: along the trailing end, or, past
    /// ``inlineChoiceLimit`` segments, in a grid of ``gridColumns`` a line under the row's name.
    func segment(_ index: Int, of count: Int, in row: Rect) -> Rect {
        if count > Self.inlineChoiceLimit {
            let width = row.width / Double(Self.gridColumns)
            return Rect(x: row.minX + Double(index % Self.gridColumns) * width,
                        y: row.minY + Self.labelHeight + Double(index / Self.gridColumns) * Self.segmentHeight,
                        width: width, height: Self.segmentHeight)
        }
        let width = Self.segmentsWidth / Double(count)
        return Rect(x: row.maxX - Self.segmentsWidth + Double(index) * width, y: row.center.y - Self.segmentHeight / 2,
                    width: width, height: Self.segmentHeight)
    }

    /// The switch at the trailing end of the loop row.
    func toggle(in row: Rect) -> Rect {
        Rect(x: row.maxX - Self.switchSize.width, y: row.center.y - Self.switchSize.height / 2,
             width: Self.switchSize.width, height: Self.switchSize.height)
    }
}
