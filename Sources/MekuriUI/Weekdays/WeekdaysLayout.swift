import MekuriEngine

/// Where each part of the weekday carousel goes for a given size, in points.
///
/// From the bottom up: the bar with 前へ and 次へ, the row of dots, and the pages above them.
struct WeekdaysLayout {
    static let barHeight = 56.0
    static let dotsHeight = 36.0
    static let dotDiameter = 8.0
    static let dotPitch = 18.0
    static let buttonSize = Size(width: 96, height: 44)
    static let buttonInset = 8.0

    let pages: Rect
    let dotsRow: Rect
    let bar: Rect

    init(size: Size) {
        let barTop = max(0, size.height - Self.barHeight)
        let dotsTop = max(0, barTop - Self.dotsHeight)
        pages = Rect(x: 0, y: 0, width: size.width, height: dotsTop)
        dotsRow = Rect(x: 0, y: dotsTop, width: size.width, height: barTop - dotsTop)
        bar = Rect(x: 0, y: barTop, width: size.width, height: size.height - barTop)
    }

    /// The clickable frame of dot `index` of `count`, centred in the dots row.
    func dotFrame(_ index: Int, of count: Int) -> Rect {
        let rowWidth = Double(count) * Self.dotPitch
        let x = dotsRow.center.x - rowWidth / 2 + Double(index) * Self.dotPitch
        return Rect(x: x, y: dotsRow.minY, width: Self.dotPitch, height: dotsRow.height)
    }

    /// The frame of the button at the leading (prev) or trailing (next) end of the bar.
    func buttonFrame(trailing: Bool) -> Rect {
        let x = trailing ? bar.maxX - Self.buttonInset - Self.buttonSize.width : bar.minX + Self.buttonInset
        return Rect(x: x, y: bar.center.y - Self.buttonSize.height / 2,
                    width: Self.buttonSize.width, height: Self.buttonSize.height)
    }
}
