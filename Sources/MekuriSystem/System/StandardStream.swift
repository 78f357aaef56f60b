#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and error, written straight to their file descriptors (not
/// held in a buffer): trace lines reach a reader as they happen, and an error line before the exit.
/// Control characters are escaped on both, and overlong lines cut on stderr (``TerminalText``).
public enum StandardStream {
    /// Writes `text` to standard output.
    public static func writeOutput(_ text: String) {
        writeWhole(TerminalText.escaped(text), to: STDOUT_FILENO)
    }

    /// Writes `line` to standard error as one line (``TerminalText/errorLine(_:)``) and its end.
    public static func writeErrorLine(_ line: String) {
        writeWhole(TerminalText.errorLine(line) + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text`'s UTF-8 to `descriptor`; gives up silently on an error (there is
    /// nowhere left to report it).
    private static func writeWhole(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in try? FileDescriptor.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor) }
    }
}
