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

    /// Something other than a regular file is there (a FIFO, a device, a folder).
    static let notARegularFile = ImageFailure(reason: "not a regular file")

    /// The header declares `size`, more pixels than `limit` (the largest square decoded).
    static func tooLarge(_ size: PixelSize, limit: PixelSize) -> ImageFailure {
        ImageFailure(reason: "\(size.width)×\(size.height) pixels, more than \(limit.width)×\(limit.height), the most Mekuri "
                     + "decodes; use a smaller image")
    }

    /// The file cannot be opened or read, for the system's reason `code` (an `errno`).
    static func unreadable(errno code: Int32) -> ImageFailure {
        ImageFailure(reason: "cannot be read: \(String(cString: strerror(code)))")
    }
}
