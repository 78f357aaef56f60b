import MekuriEngine

/// An image file a display list draws: its path, and a version that changes when the file does,
/// so a reloaded file is decoded and drawn again.
public struct ImageSource: Hashable, Sendable {
    /// The file's path.
    public let path: String
    /// Which version of the file: bumped by the app when the file changes on disk.
    public let version: Int

    public init(path: String, version: Int = 0) {
        self.path = path
        self.version = version
    }

    /// The file's name, without its folder: `home.png`.
    public var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}

/// What is known of an image file: still being read, its size in pixels, or why it cannot be drawn.
public enum ImageStatus: Hashable, Sendable {
    /// Not read yet (a window decodes on a background thread and draws it once it is).
    case loading
    /// Its size in pixels.
    case ready(width: Int, height: Int)
    /// It cannot be drawn, and why: `not a PNG, JPEG or WebP image`, `No such file or directory`.
    case failed(reason: String)
}

/// What the scenes ask of images, as they ask ``TextMeasuring`` of text: the backend's answer
/// for each file, without the scenes touching a file.
public protocol ImageMeasuring {
    /// What is known of `source` now; asking may start reading it.
    func status(of source: ImageSource) -> ImageStatus
}

/// An image drawn scaled into a frame (which may be larger than what shows: the clip cuts it).
public struct ImageDrawing: Hashable, Sendable {
    /// The file.
    public var source: ImageSource
    /// Where the whole image goes, in points.
    public var frame: Rect

    public init(source: ImageSource, frame: Rect) {
        self.source = source
        self.frame = frame
    }
}
