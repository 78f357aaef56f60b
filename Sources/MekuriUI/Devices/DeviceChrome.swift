import MekuriEngine

/// What a device draws over the app on its screen: the status bar (9:41, signal, Wi-Fi and
/// battery), the Dynamic Island, the home indicator, and the screen's rounded corners, for the
/// device held in an orientation — the screen alone, with no bezel.
///
/// The status bar is dark over light content and light over dark, as iOS sets it: by the colour
/// the scene says lies under it (a page of its own colour), else by the appearance; the home
/// indicator follows the appearance (it stands on the scene's bottom bar or background).
public struct DeviceChrome: Sendable {
    /// The device.
    public let device: Device
    /// Which way up it is held.
    public let orientation: Orientation

    public init(device: Device, orientation: Orientation) {
        self.device = device
        self.orientation = orientation
    }

    // MARK: Metrics (points)

    /// The status bar's height where the device shows one.
    var statusBarHeight: Double {
        switch device.edge {
        case .homeButton: 20
        case .homeIndicator: 24
        case .dynamicIsland: 54
        }
    }
    /// The Dynamic Island: its size, and its top edge below the screen's.
    static let islandSize = Size(width: 126, height: 37)
    static let islandTop = 11.0
    /// The home indicator: its width on a phone and on an iPad, its height, and its bottom edge above the screen's.
    static let homeIndicatorPhoneWidth = 134.0
    static let homeIndicatorPadWidth = 320.0
    static let homeIndicatorHeight = 5.0
    static let homeIndicatorBottom = 8.0
    /// The time's style, and how far the status bar's contents sit in from the screen's sides.
    static let timeStyle = TextStyle(size: 16, weight: .bold)
    static let sideInset = 24.0
    /// The battery: its body, its outline, and the nub at its end.
    static let batterySize = Size(width: 25, height: 12)
    static let batteryLine = 1.0
    static let batteryNub = Size(width: 1.5, height: 4)
    /// The signal bars: how many, each one's width, the gap between them, and the tallest's height.
    static let signalBars = 4
    static let signalBarWidth = 3.0
    static let signalGap = 1.5
    static let signalHeight = 11.0
    /// The Wi-Fi arcs: the largest radius and the spacing between them.
    static let wifiRadius = 8.0
    static let wifiSpacing = 3.0
    static let wifiLine = 1.8

    /// The screen's size held in the orientation.
    var size: Size { device.screenSize(in: orientation) }

    /// Whether the status bar shows: always on an iPad, in portrait only on an iPhone.
    var showsStatusBar: Bool { device.turnsUpsideDown || !orientation.isLandscape }

    /// Draws the chrome over `list`, a frame of the screen's size, in `palette`'s colours; the
    /// status bar dark over light content and light over dark, by `backdrop` (what lies under
    /// it, when known) else by the appearance.
    public func draw(over list: inout DisplayList, palette: Palette, backdrop: Color? = nil, measuring text: any TextMeasuring) {
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let ink = backdrop.map { $0.isLight ? Color.black : Color.white } ?? palette.label
        if showsStatusBar { drawStatusBar(into: &list, ink: ink, text: text) }
        if device.edge == .dynamicIsland { drawIsland(into: &list) }
        if device.edge != .homeButton { drawHomeIndicator(into: &list, ink: palette.label) }
        if device.cornerRadius > 0 { list.cornerMasks(of: screen, radius: device.cornerRadius, Color.black) }
    }

    /// The Dynamic Island: at the top in portrait, at the leading side the top turned to in landscape.
    var islandFrame: Rect {
        let island = Self.islandSize
        switch orientation {
        case .portrait: return Rect.centered(at: Point(x: size.width / 2, y: Self.islandTop + island.height / 2), size: island)
        case .portraitUpsideDown:
            return Rect.centered(at: Point(x: size.width / 2, y: size.height - Self.islandTop - island.height / 2), size: island)
        case .landscapeLeft:
            return Rect.centered(at: Point(x: size.width - Self.islandTop - island.height / 2, y: size.height / 2),
                                 size: Size(width: island.height, height: island.width))
        case .landscapeRight:
            return Rect.centered(at: Point(x: Self.islandTop + island.height / 2, y: size.height / 2),
                                 size: Size(width: island.height, height: island.width))
        }
    }

    private func drawIsland(into list: inout DisplayList) {
        let frame = islandFrame
        list.roundedRect(frame, radius: min(frame.width, frame.height) / 2, Color.black)
    }

    /// The home indicator's capsule, centred above the bottom edge.
    var homeIndicatorFrame: Rect {
        let width = device.turnsUpsideDown ? Self.homeIndicatorPadWidth : Self.homeIndicatorPhoneWidth
        return Rect(x: (size.width - width) / 2, y: size.height - Self.homeIndicatorBottom - Self.homeIndicatorHeight,
                    width: width, height: Self.homeIndicatorHeight)
    }

    private func drawHomeIndicator(into list: inout DisplayList, ink: Color) {
        let frame = homeIndicatorFrame
        list.roundedRect(frame, radius: frame.height / 2, ink)
    }

    /// 9:41 at the leading side; the signal bars, Wi-Fi and battery at the trailing side (either
    /// side of the Dynamic Island where there is one).
    private func drawStatusBar(into list: inout DisplayList, ink: Color, text: any TextMeasuring) {
        let bar = Rect(x: 0, y: 0, width: size.width, height: statusBarHeight)
        let half = device.edge == .dynamicIsland ? (size.width - Self.islandSize.width) / 2 : size.width / 3
        // A home-button iPhone shows the time in the middle, an iPhone with the Dynamic Island in
        // the middle of the island's leading side, an iPad at its leading edge.
        let side = Rect(x: Self.sideInset, y: bar.minY, width: max(0, half - Self.sideInset), height: bar.height)
        let time: TextRun = switch device.edge {
        case .homeButton: TextRun("9:41", style: Self.timeStyle, color: ink, frame: bar)
        case .dynamicIsland: TextRun("9:41", style: Self.timeStyle, color: ink, frame: side)
        case .homeIndicator: TextRun("9:41", style: Self.timeStyle, color: ink, frame: side, alignment: .leading)
        }
        list.fittedText(time, measuring: text)
        let middle = bar.center.y
        // Battery at the trailing edge, then Wi-Fi, then the signal bars.
        let battery = Rect(x: size.width - Self.sideInset - Self.batterySize.width, y: middle - Self.batterySize.height / 2,
                           width: Self.batterySize.width, height: Self.batterySize.height)
        list.roundedRect(battery, radius: 3, ink.withOpacity(0.4))
        list.roundedRect(battery.insetBy(dx: 2, dy: 2), radius: 1.5, ink)
        list.roundedRect(Rect(x: battery.maxX + 1, y: middle - Self.batteryNub.height / 2, width: Self.batteryNub.width,
                              height: Self.batteryNub.height), radius: 0.75, ink.withOpacity(0.4))
        let wifiCenter = Point(x: battery.minX - 8 - Self.wifiRadius, y: middle + Self.wifiRadius / 2)
        for ring in 0..<3 {
            let radius = Self.wifiRadius - Double(ring) * Self.wifiSpacing
            let arc = Arc(center: wifiCenter, radius: radius, from: -3 * Double.pi / 4, to: -Double.pi / 4)
            list.stroke(arc.points, closed: false, width: Self.wifiLine, ink)
        }
        var x = wifiCenter.x - Self.wifiRadius - 8 - Double(Self.signalBars) * (Self.signalBarWidth + Self.signalGap)
        for bar in 1...Self.signalBars {
            let height = Self.signalHeight * Double(bar) / Double(Self.signalBars)
            list.roundedRect(Rect(x: x, y: middle + Self.signalHeight / 2 - height, width: Self.signalBarWidth, height: height),
                             radius: 1, ink)
            x += Self.signalBarWidth + Self.signalGap
        }
    }
}
