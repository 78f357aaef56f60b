import MekuriEngine
import MekuriSDL

/// Where the first window opens and how big: the rule that fits it into a display's usable area.
///
/// The window is the scene plus what sits beside it (the scene picker, ``chromeWidth`` wide).
/// It opens on the saved display when that is still connected (see ``SavedWindow/display(among:)``),
/// at the saved place; otherwise centred in the primary display's usable area. Its size is the
/// explicit `--size`, else the saved size, else the default scene size, plus the chrome. Then it
/// is shrunk to fit the usable area less the window manager's decorations (never below
/// ``minimumSceneSize``), and moved so none of it is off that area.
struct WindowPlacement: Equatable {
    /// The smallest scene that stays usable, in points.
    static let minimumSceneSize = Size(width: 240, height: 320)

    /// The window's drawable area on the screen, in whole screen points.
    let frame: Rect
    /// The display it opens on.
    let display: Display
    /// The width of what sits beside the scene, in points.
    let chromeWidth: Double

    /// The scene's size in the window, in points.
    var sceneSize: Size { Size(width: frame.width - chromeWidth, height: frame.height) }

    /// The smallest window for a scene of ``minimumSceneSize`` with `chromeWidth` beside it, in points.
    static func minimumWindowSize(chromeWidth: Double) -> Size {
        Size(width: minimumSceneSize.width + chromeWidth, height: minimumSceneSize.height)
    }

    /// Places the window `request` asks for on one of `displays` (in SDL's order, the primary
    /// index 0), with `chromeWidth` points beside the scene and `borders` around the window.
    init(_ request: WindowRequest, displays: [Display], chromeWidth: Double, borders: WindowBorders = .none) {
        self.chromeWidth = chromeWidth
        let askedSize = Size(width: request.sceneSize.width + chromeWidth, height: request.sceneSize.height)
        let savedDisplay = request.saved?.display(among: displays)
        let wanted = request.sizeIsExplicit ? askedSize : request.saved?.frame.size ?? askedSize
        display = savedDisplay ?? displays.first { $0.index == 0 } ?? displays.first
            ?? Display(index: 0, name: "", bounds: Rect(x: 0, y: 0, width: wanted.width, height: wanted.height),
                       usableBounds: Rect(x: 0, y: 0, width: wanted.width, height: wanted.height))
        let area = Self.area(of: display, inside: borders)
        let minimum = Self.minimumWindowSize(chromeWidth: chromeWidth)
        let size = Size(width: max(minimum.width, min(wanted.width, area.width)),
                        height: max(minimum.height, min(wanted.height, area.height)))
        var origin = Point(x: area.minX + ((area.width - size.width) / 2).rounded(.down),
                           y: area.minY + ((area.height - size.height) / 2).rounded(.down))
        if savedDisplay != nil, let saved = request.saved { origin = saved.frame.origin }
        frame = Rect(x: Self.clamp(origin.x, start: area.minX, end: area.maxX - size.width),
                     y: Self.clamp(origin.y, start: area.minY, end: area.maxY - size.height),
                     width: size.width, height: size.height)
    }

    /// `frame` made `width` points wide, keeping its top-left corner, but no wider than `area`
    /// and moved left as far as needed to stay inside it: how the window grows by the feel panel
    /// (never past the screen) and shrinks back.
    static func frame(_ frame: Rect, resizedToWidth width: Double, within area: Rect) -> Rect {
        let newWidth = min(width, area.width)
        return Rect(x: clamp(frame.minX, start: area.minX, end: area.maxX - newWidth), y: frame.minY,
                    width: newWidth, height: frame.height)
    }

    /// `frame` made `size` big, keeping its top-left corner, but no larger than `area` and moved
    /// as far as needed to stay inside it: how the window follows a device's turn.
    static func frame(_ frame: Rect, resizedTo size: Size, within area: Rect) -> Rect {
        let width = min(size.width, area.width), height = min(size.height, area.height)
        return Rect(x: clamp(frame.minX, start: area.minX, end: area.maxX - width),
                    y: clamp(frame.minY, start: area.minY, end: area.maxY - height), width: width, height: height)
    }

    /// Where the drawable area may go on `display`: its usable bounds less the decorations.
    static func area(of display: Display, inside borders: WindowBorders) -> Rect {
        let usable = display.usableBounds
        return Rect(x: usable.minX + borders.left, y: usable.minY + borders.top,
                    width: max(0, usable.width - borders.left - borders.right),
                    height: max(0, usable.height - borders.top - borders.bottom))
    }

    /// `value` kept within `start`…`end`; `start` when the window is larger than the area.
    private static func clamp(_ value: Double, start: Double, end: Double) -> Double {
        max(start, min(value, end))
    }
}
