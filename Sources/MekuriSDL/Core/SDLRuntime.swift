internal import CSDL2
internal import CSDL2Image
internal import CSDL2TTF

/// The SDL, SDL_ttf and SDL_image libraries, initialised for as long as this object lives.
///
/// Create one before any other SDL object and keep it alive until they are all gone.
/// Headless use needs no video subsystem: software rendering into a surface works without it.
public final class SDLRuntime {
    private let usesVideo: Bool

    /// Initialises SDL (with the video and events subsystems when `video` is true),
    /// SDL_ttf and SDL_image's PNG support (and its JPEG and WebP support where it has them, so
    /// the image worker never initialises a format on its own thread).
    public init(video: Bool) throws {
        usesVideo = video
        let flags: UInt32 = video ? SDL_INIT_VIDEO | SDL_INIT_EVENTS : 0
        guard SDL_Init(flags) == 0 else { throw SDLError.last("initialise SDL") }
        guard TTF_Init() == 0 else {
            SDL_Quit()
            throw SDLError.last("initialise SDL_ttf")
        }
        let png = Int32(IMG_INIT_PNG.rawValue)
        let formats = png | Int32(IMG_INIT_JPG.rawValue) | Int32(IMG_INIT_WEBP.rawValue)
        guard IMG_Init(formats) & png == png else {
            TTF_Quit()
            SDL_Quit()
            throw SDLError.last("initialise SDL_image for PNG")
        }
    }

    /// The name of the video driver SDL picked (`x11`, `wayland`, `offscreen`…), or nil
    /// without video.
    public var videoDriver: String? {
        guard usesVideo, let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }
}
