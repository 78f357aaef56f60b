#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What an image file's first bytes say: its format and, where they hold it, its size in pixels —
/// read without decoding (32 bytes for a PNG or a WebP; for a JPEG, its segments' headers up to
/// the frame header), so 500 files are measured in milliseconds.
struct ImageHeader: Equatable, Sendable {
    /// The formats read.
    enum Format: Sendable {
        case png, jpeg, webp
    }

    /// The file's format.
    let format: Format
    /// The size in pixels, or nil when the header does not say it plainly (decode to learn it).
    let size: PixelSize?

    /// How many bytes are read first: enough for a PNG's IHDR and every WebP header.
    private static let leadingByteCount = 32
    /// How many JPEG segments are passed over looking for the frame header before giving up.
    private static let maximumJPEGSegments = 4096
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The header of the file at `path`.
    ///
    /// - Throws: ``ImageFailure`` when the file cannot be read or is not a PNG, JPEG or WebP image.
    /// - Complexity: one read for a PNG or WebP; one small read per segment before a JPEG's frame.
    static func read(path: String) throws(ImageFailure) -> ImageHeader {
        let file = try OpenFile(path: path)
        let start = try file.bytes(at: 0, count: leadingByteCount)
        if start.starts(with: pngSignature) { return ImageHeader(format: .png, size: pngSize(start)) }
        if start.starts(with: jpegStart) { return ImageHeader(format: .jpeg, size: try jpegSize(file)) }
        if start.count >= 16, tag(start, 0) == "RIFF", tag(start, 8) == "WEBP" {
            return ImageHeader(format: .webp, size: webpSize(start))
        }
        throw .notAnImage
    }

    /// The size in a PNG's IHDR chunk, which comes first.
    private static func pngSize(_ bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 24, tag(bytes, 12) == "IHDR" else { return nil }
        return size(width: bigEndian(bytes, 16, count: 4), height: bigEndian(bytes, 20, count: 4))
    }

    /// The size in a WebP's first chunk: extended (VP8X), lossless (VP8L) or lossy (VP8).
    private static func webpSize(_ bytes: [UInt8]) -> PixelSize? {
        switch tag(bytes, 12) {
        case "VP8X" where bytes.count >= 30:
            return size(width: littleEndian(bytes, 24, count: 3) + 1, height: littleEndian(bytes, 27, count: 3) + 1)
        case "VP8L" where bytes.count >= 25 && bytes[20] == 0x2F:
            let bits = littleEndian(bytes, 21, count: 4)
            return size(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8 " where bytes.count >= 30 && Array(bytes[23..<26]) == [0x9D, 0x01, 0x2A]:
            return size(width: littleEndian(bytes, 26, count: 2) & 0x3FFF, height: littleEndian(bytes, 28, count: 2) & 0x3FFF)
        default:
            return nil
        }
    }

    /// The size in a JPEG's frame header (a SOF segment), found by passing over the segments
    /// before it; nil when the scan reaches the image data first.
    private static func jpegSize(_ file: OpenFile) throws(ImageFailure) -> PixelSize? {
        var offset = 2
        for _ in 0..<maximumJPEGSegments {
            let segment = try file.bytes(at: offset, count: 9)
            guard segment.count >= 2, segment[0] == 0xFF else { return nil }
            let marker = segment[1]
            switch marker {
            case 0xFF:
                offset += 1  // a fill byte before the marker
            case 0x01, 0xD0...0xD7:
                offset += 2  // a marker without a length
            case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
                guard segment.count >= 9 else { return nil }
                return size(width: bigEndian(segment, 7, count: 2), height: bigEndian(segment, 5, count: 2))
            case 0xD9, 0xDA:
                return nil  // the end, or the image data, before any frame header
            default:
                guard segment.count >= 4 else { return nil }
                offset += 2 + bigEndian(segment, 2, count: 2)
            }
        }
        return nil
    }

    /// A size, or nil for an empty one.
    private static func size(width: Int, height: Int) -> PixelSize? {
        width > 0 && height > 0 ? PixelSize(width: width, height: height) : nil
    }

    /// The four ASCII characters at `offset`.
    private static func tag(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}

/// A file open for reading, closed when this object goes.
private final class OpenFile {
    private let descriptor: Int32

    init(path: String) throws(ImageFailure) {
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .unreadable(errno: code)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile
        }
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    func bytes(at offset: Int, count: Int) throws(ImageFailure) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        guard read >= 0 else { throw .unreadable(errno: errno) }
        return Array(buffer.prefix(read))
    }
}
