#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Why an image file cannot be drawn, in a few words a user can act on.
struct ImageFailure: Error, Equatable, Sendable {
    /// The reason, such as `not a PNG, JPEG or WebP image`.
    let reason: String

    /// The file's first bytes are none of the formats read.
    static let notAnImage = ImageFailure(reason: "not a PNG, JPEG or WebP image")

    /// The file cannot be opened or read, for the system's reason `code` (an `errno`).
    static func unreadable(errno code: Int32) -> ImageFailure {
        ImageFailure(reason: "cannot be read: \(String(cString: strerror(code)))")
    }
}
