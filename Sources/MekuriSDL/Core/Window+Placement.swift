internal import CSDL2
import MekuriEngine

/// Where a window is on the screen, which display it is on, and the decorations around it.
extension Window {
    /// The window's drawable area on the screen, in screen points: its place and size. Setting
    /// it resizes the window, then moves it.
    public var frame: Rect {
        get {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(pointer, &x, &y)
            let size = size
            return Rect(x: Double(x), y: Double(y), width: Double(size.width), height: Double(size.height))
        }
        set {
            SDL_SetWindowSize(pointer, Int32(newValue.width.rounded()), Int32(newValue.height.rounded()))
            SDL_SetWindowPosition(pointer, Int32(newValue.minX.rounded()), Int32(newValue.minY.rounded()))
        }
    }

    /// The display the window is on (the one holding its centre), or nil when SDL cannot tell.
    public var display: Display? {
        Display(index: Int(SDL_GetWindowDisplayIndex(pointer)))
    }

    /// The window manager's decorations around the drawable area, in screen points; ``WindowBorders/none``
    /// without a window manager or when SDL cannot tell.
    public var borders: WindowBorders {
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        guard SDL_GetWindowBordersSize(pointer, &top, &left, &bottom, &right) == 0 else { return .none }
        return WindowBorders(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
