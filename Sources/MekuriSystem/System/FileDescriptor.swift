#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to an open file descriptor with the C library, as the app's files and standard
/// streams are written.
public enum FileDescriptor {
    /// Writes all of `bytes` to `descriptor`, again after an interruption; throws the system's
    /// error (EIO for a write that makes no progress).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(POSIXError) {
        var done = 0
        while done < bytes.count {
            let wrote = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { throw SystemError.last() }
            done += wrote
        }
    }
}
