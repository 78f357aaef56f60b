internal import CSDL2

/// The SDL library, initialised for as long as this object lives (SDL_ttf and SDL_image open
/// and start with the first text or image, and stay until exit: see CSDL2's late_library.h).
///
/// Create one before any other SDL object and keep it alive until they are all gone.
/// Headless use needs no video subsystem: software rendering into a surface works without it.
public final class SDLRuntime {
    private let usesVideo: Bool

    /// Initialises SDL (with the video and events subsystems when `video` is true).
    public init(video: Bool) throws {
        usesVideo = video
        let flags: UInt32 = video ? SDL_INIT_VIDEO | SDL_INIT_EVENTS : 0
        guard SDL_Init(flags) == 0 else { throw SDLError.last("initialise SDL") }
    }

    /// The name of the video driver SDL picked (`x11`, `wayland`, `offscreen`…), or nil
    /// without video.
    public var videoDriver: String? {
        guard usesVideo, let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    deinit {
        SDL_Quit()
    }
}
