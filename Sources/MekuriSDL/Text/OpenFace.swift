internal import CSDL2
internal import CSDL2TTF

/// One face of a font file, opened once and set to whichever pixel size a ``Font`` asks for:
/// a large CJK font is parsed once, and its tables are held once, however many sizes the text
/// comes in. Closed exactly once when this object goes.
final class OpenFace {
    /// The owned font.
    private let pointer: OpaquePointer
    /// The pixel size it is set to now.
    private var pixelSize: Int
    /// The initialised SDL, held so it is not shut down while the face still draws into surfaces
    /// (SDL_ttf itself stays open until exit: see CSDL2TTF's shim).
    private let runtime: SDLRuntime

    /// Opens `face` at `pixelSize` pixels, reading its file through a ``FileReader`` (SDL_ttf
    /// closes the stream with the face); throws ``TextLibraryError`` when SDL_ttf cannot be used
    /// and ``FontFileError`` when the face cannot be read.
    init(_ face: FontFace, pixelSize: Int, runtime: SDLRuntime) throws {
        // Before a stream is made: without SDL_ttf nothing would close it.
        if let problem = mekuri_ttf_problem() { throw TextLibraryError(problem: String(cString: problem)) }
        let opened: OpaquePointer?
        if let stream = FileReader(path: face.path)?.makeStream() {
            opened = mekuri_TTF_OpenFontIndexRW(stream, 1, Int32(pixelSize), face.index)
        } else {
            // Not a readable regular file: SDL says why.
            opened = mekuri_TTF_OpenFontIndex(face.path, Int32(pixelSize), face.index)
        }
        guard let font = opened else {
            throw FontFileError(path: face.path, reason: SDLError.last("read the font").reason)
        }
        pointer = font
        self.pixelSize = pixelSize
        self.runtime = runtime
    }

    deinit { mekuri_TTF_CloseFont(pointer) }

    /// The face set to `pixelSize` pixels (a colour bitmap face comes at its own size whatever
    /// is asked); setting another size drops SDL_ttf's glyph cache for the old one.
    func sized(_ pixelSize: Int) -> OpaquePointer {
        if pixelSize != self.pixelSize, mekuri_TTF_SetFontSize(pointer, Int32(pixelSize)) == 0 {
            self.pixelSize = pixelSize
        }
        return pointer
    }
}
