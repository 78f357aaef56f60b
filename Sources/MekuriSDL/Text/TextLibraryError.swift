/// SDL_ttf cannot be used: its library is missing or lacks a function, or it cannot start. A
/// fault of the installation, found when text is first measured or drawn (see CSDL2TTF's shim).
public struct TextLibraryError: Error, CustomStringConvertible {
    /// What is wrong and what to install, in one line.
    public let problem: String

    public var description: String { problem }
}
