#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The permissions a written file gets: those of the file it replaces, or for a new one what
/// any other program would give it (0666 less the umask), never the 0600 of a temporary file.
public enum FileMode {
    /// The permissions for a file written to `destination` (whose links are followed).
    public static func forWriting(_ destination: String) -> mode_t {
        var status = stat()
        if stat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            return status.st_mode & permissionBits
        }
        return newFile
    }

    /// Read, write and execute for the owner, the group and others: no set-id or sticky bit.
    private static let permissionBits: mode_t = 0o777

    /// A new file's permissions: 0666 less the process's umask, read once.
    public static let newFile: mode_t = {
        // umask can only be read by setting it: for that instant it is the strictest there is,
        // so a file another thread makes then gets no permissions rather than too many (read
        // once, early: the writes that follow all set their mode themselves).
        let mask = umask(0o777)
        umask(mask)
        return 0o666 & ~mask
    }()
}
