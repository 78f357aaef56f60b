internal import CSDL2

/// The system clipboard's text, through SDL (the X clipboard under X11, the pasteboard on
/// macOS). Needs SDL's video subsystem, so only the window has one.
public final class SystemClipboard {
    /// The initialised SDL video; held so the clipboard outlives no window system.
    private let runtime: SDLRuntime

    /// The clipboard of the display `runtime` opened.
    public init(runtime: SDLRuntime) {
        self.runtime = runtime
    }

    /// The clipboard's text, or nil when it holds none; setting it puts text on the clipboard.
    public var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        set {
            SDL_SetClipboardText(newValue ?? "")
        }
    }
}
