import MekuriEngine
import MekuriSDL

/// The window's place and size as saved on quit, with the display it was on, so the next start
/// can put it back there.
struct SavedWindow: Equatable {
    /// The window's drawable area on the screen, in screen points.
    var frame: Rect
    /// SDL's index of the display it was on (0: the primary).
    var displayIndex: Int
    /// That display's name ("" when SDL knew none).
    var displayName: String
    /// That display's whole bounds, in screen points.
    var displayBounds: Rect

    /// The window `frame` on `display`.
    init(frame: Rect, display: Display) {
        self.init(frame: frame, displayIndex: display.index, displayName: display.name, displayBounds: display.bounds)
    }

    /// A saved window with these values.
    init(frame: Rect, displayIndex: Int, displayName: String, displayBounds: Rect) {
        self.frame = frame
        self.displayIndex = displayIndex
        self.displayName = displayName
        self.displayBounds = displayBounds
    }

    /// Whether `display` looks like the one the window was on: the same name and bounds (its
    /// index may have changed when another display came or went).
    func wasOn(_ display: Display) -> Bool {
        display.name == displayName && display.bounds == displayBounds
    }

    /// The display the window was on, when it is still among `displays`: the one at the saved
    /// index if it still has the saved name and bounds, else another that has them.
    func display(among displays: [Display]) -> Display? {
        displays.first { $0.index == displayIndex && wasOn($0) } ?? displays.first(where: wasOn)
    }
}
