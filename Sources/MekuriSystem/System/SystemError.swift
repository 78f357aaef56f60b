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

/// Reasons for failed file operations, in the system's words (`No space left on device`).
public enum SystemError {
    /// The error of the last failed C call (`errno`), or `fallback` when it set none.
    public static func last(or fallback: POSIXErrorCode = .EIO) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? fallback)
    }

    /// Why `error` happened, in a few words: the system's message for an error number (also one
    /// under a file error), else the error as it describes itself.
    public static func reason(_ error: any Error) -> String {
        let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.underlying as? POSIXError)
        if let posix { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }
}
