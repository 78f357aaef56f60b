#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a write lands in: the path given, or the file its symbolic links lead to (so saving
/// onto a link writes through it), checked to be a regular file or nothing yet.
public struct WriteDestination: Equatable {
    /// The most links followed before a path counts as a loop (Linux's `MAXSYMLINKS`).
    public static let mostLinksFollowed = 40

    /// The path written: `path` with every symbolic link at its end followed.
    public let path: String

    /// A write refused because of what is at the destination.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        /// Why, in a few words (`'/tmp/a' is a FIFO, not a regular file`).
        public let description: String

        /// A refusal saying `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// The destination of a write to `path`; throws a ``Refusal`` when a folder, a FIFO, a
    /// device or a socket is there, or the links loop.
    public init(_ path: String) throws(Refusal) {
        var current = path
        for _ in 0...Self.mostLinksFollowed {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                self.path = current
                return
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                self.path = current
                return
            case S_IFLNK:
                guard let target = SymbolicLink.destination(of: current) else {
                    throw Refusal(description: "the link '\(current)' cannot be read")
                }
                current = target.hasPrefix("/") ? target : Self.joined(current.deletingLastPathComponent, target)
            default:
                throw Refusal(description: "'\(current)' is \(Self.kindName(status.st_mode)), not a regular file")
            }
        }
        throw Refusal(description: "the links at '\(path)' go round in a loop")
    }

    /// `name` inside `folder` ("" is the current folder).
    private static func joined(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    /// What a file mode is, with its article (`a FIFO`).
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
