#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's working folder, from the C library (`getcwd`).
public enum WorkingFolder {
    /// Its absolute path; `/` when it cannot be read (it was removed, or a parent is not
    /// searchable).
    public static var path: String {
        guard let buffer = getcwd(nil, 0) else { return "/" }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}
