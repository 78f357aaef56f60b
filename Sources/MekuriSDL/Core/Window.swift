internal import CSDL2
import MekuriEngine

/// An SDL window, destroyed exactly once when this object goes.
public final class Window {
    /// The owned window.
    let pointer: OpaquePointer
    /// The initialised SDL; held so it is not shut down before the window is destroyed.
    private let runtime: SDLRuntime

    /// Opens a resizable, HiDPI-aware window whose drawable area is `frame`, in screen points
    /// (see ``Display`` for where the screens are), after setting the SDL hints its input relies
    /// on (see `setInputHints()`).
    public init(title: String, frame: Rect, runtime: SDLRuntime) throws {
        Self.setInputHints()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, Int32(frame.minX.rounded()), Int32(frame.minY.rounded()),
                                            Int32(frame.width.rounded()), Int32(frame.height.rounded()), flags) else {
            throw SDLError.last("open a window")
        }
        pointer = window
        self.runtime = runtime
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// Sets the SDL hints the window's input relies on; called by ``init(title:frame:runtime:)``
    /// before the window is created, so they hold from its first event on. The hints are global
    /// to SDL and stay set for any later window.
    ///
    /// - A click that activates the window also reaches the scene (`SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH`).
    /// - An input method's composition longer than 32 bytes comes whole, as `SDL_TEXTEDITING_EXT`
    ///   (`SDL_HINT_IME_SUPPORT_EXTENDED_TEXT`).
    /// - Touches are not also sent as mouse events: ``EventTranslator`` follows the finger itself
    ///   (`SDL_HINT_TOUCH_MOUSE_EVENTS` off).
    private static func setInputHints() {
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    }

    /// The window's title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// The size of the drawable area in points.
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Shows `surface` as the window's icon (the window manager's title bar, task bar, switcher).
    public func setIcon(_ surface: Surface) {
        SDL_SetWindowIcon(pointer, surface.pointer)
    }

    /// Sets the smallest size a person can shrink the window to, in points.
    public func setMinimumSize(width: Int, height: Int) {
        SDL_SetWindowMinimumSize(pointer, Int32(width), Int32(height))
    }

    /// Sets the largest size a person can grow the window to, in points (a window manager
    /// keeps to it; a program that resizes the window directly may not).
    public func setMaximumSize(width: Int, height: Int) {
        SDL_SetWindowMaximumSize(pointer, Int32(width), Int32(height))
    }

    /// Resizes the drawable area to `width`×`height` points, keeping the window's place.
    public func setSize(width: Int, height: Int) {
        SDL_SetWindowSize(pointer, Int32(width), Int32(height))
    }

    /// Turns text input (and the input method) on with its candidate window near `frame`, in
    /// points, or off for nil.
    public func setTextInput(near frame: Rect?) {
        guard let frame else {
            if SDL_IsTextInputActive() == SDL_TRUE { SDL_StopTextInput() }
            return
        }
        var rect = SDL_Rect(x: Int32(frame.minX), y: Int32(frame.minY), w: Int32(frame.width), h: Int32(frame.height))
        SDL_SetTextInputRect(&rect)
        if SDL_IsTextInputActive() == SDL_FALSE { SDL_StartTextInput() }
    }

    /// Tells the input method to drop what it is composing: the app has committed it already.
    public func clearComposition() {
        SDL_ClearComposition()
    }

    /// SDL's identifier for the window, as carried by its events.
    public var id: UInt32 { SDL_GetWindowID(pointer) }
}
