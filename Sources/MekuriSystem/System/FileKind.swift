#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path: a folder or something else (a file, a device, a link not followed).
public enum FileKind {
    case file
    case folder

    /// What is at `path`, or nil when nothing is (or it cannot be seen); a symbolic link is what
    /// it points to, or with `followingLinks` false a `.file` (so a walk never loops).
    public init?(at path: String, followingLinks: Bool = true) {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        self = (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// Whether `path` is a folder.
    public static func isFolder(_ path: String) -> Bool { FileKind(at: path) == .folder }
}
