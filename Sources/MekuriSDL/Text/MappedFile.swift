#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes mapped read-only into memory, unmapped exactly once when this object goes:
/// the pages are read from the file as they are first touched and shared with every other
/// reader, so opening a large font at many sizes neither copies it nor reads it again.
final class MappedFile {
    /// The first byte.
    let bytes: UnsafeRawPointer
    /// How many bytes there are (more than zero).
    let count: Int

    /// Maps the file at `path`, or nil when it cannot be opened, is empty or cannot be mapped
    /// (the caller then reads it another way, which reports the reason).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
        let count = Int(status.st_size)
        guard let mapping = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            return nil
        }
        bytes = UnsafeRawPointer(mapping)
        self.count = count
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes), count) }
}
