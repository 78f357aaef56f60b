#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only file read through one buffer at a time with `pread`: seeking moves an offset and
/// costs no system call, and reading the bytes already in the buffer costs none either.
///
/// FreeType reads a font a few bytes at a time, seeking before each read: through SDL's stdio
/// stream that is one `lseek` per read (some 17,000 to open three CJK faces), and a mapped file
/// makes the kernel map 64 KB around every page touched (some 2.7 MB resident for a frame of
/// text). Through this reader only the bytes asked for are read, in a few hundred system calls.
final class FileReader {
    /// How many bytes a read that misses the buffer fills it with; larger reads skip the buffer.
    static let bufferSize = 16 << 10

    private let descriptor: Int32
    /// The file's size in bytes.
    let size: Int64
    /// Where the next read starts, in bytes from the start (may be past the end).
    private(set) var offset: Int64 = 0
    private let buffer: UnsafeMutableRawBufferPointer
    /// The file offset of the buffer's first byte, and how many of its bytes are the file's.
    private var bufferStart: Int64 = 0
    private var bufferCount = 0

    /// Opens the file at `path`, or nil when it cannot be opened or is not a regular file.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int64(status.st_size)
        buffer = .allocate(byteCount: Self.bufferSize, alignment: 16)
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }

    /// Moves the offset to `position` (negative is refused); returns the new offset or nil.
    func seek(to position: Int64) -> Int64? {
        guard position >= 0 else { return nil }
        offset = position
        return offset
    }

    /// Copies up to `count` bytes from the offset into `destination` and moves the offset past
    /// them; returns how many were copied (0 at the end), or nil when the file cannot be read.
    ///
    /// - Complexity: O(`count`), with at most one system call.
    func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int? {
        let wanted = Int(max(0, min(Int64(count), size - offset)))
        guard wanted > 0 else { return 0 }
        if wanted >= Self.bufferSize {
            let got = pread(descriptor, destination, wanted, off_t(offset))
            guard got >= 0 else { return nil }
            offset += Int64(got)
            return got
        }
        if offset < bufferStart || offset + Int64(wanted) > bufferStart + Int64(bufferCount) {
            let got = pread(descriptor, buffer.baseAddress!, Self.bufferSize, off_t(offset))
            guard got >= 0 else { return nil }
            bufferStart = offset
            bufferCount = got
        }
        let available = min(wanted, Int(bufferStart + Int64(bufferCount) - offset))
        destination.copyMemory(from: buffer.baseAddress! + Int(offset - bufferStart), byteCount: available)
        offset += Int64(available)
        return available
    }
}
