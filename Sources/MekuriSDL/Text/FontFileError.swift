/// A bundled font file that cannot be used: missing, unreadable, or not a font FreeType can
/// parse. A fault of the installation, not of a script (see `EnvironmentError` in the app).
public struct FontFileError: Error, CustomStringConvertible {
    /// The font file.
    public let path: String
    /// Why it cannot be used, such as SDL_ttf's message.
    public let reason: String

    public var description: String { "could not read the font \(path): \(reason)" }
}
