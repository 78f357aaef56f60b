#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The process's environment variables. On Linux they are read from the C library's `environ`,
/// as `ProcessInfo.environment` gives them but without starting Foundation's process
/// information at start-up; elsewhere `ProcessInfo` gives them.
public enum ProcessEnvironment {
    /// Every `NAME=value` pair of the environment; an entry without `=` is skipped, and of a name
    /// given twice the first is kept (as `getenv` finds it).
    ///
    /// - Complexity: O(total length of the environment), read anew at each call.
    public static var current: [String: String] {
        #if canImport(Glibc)
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            // Split on the bytes: `=` is ASCII, and no character needs to be formed.
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
