#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// `format` filled in with `arguments` as C's printf does it (`"%.1f"`, `"%05ld"`), in the
    /// C locale: Foundation's String(format:) without Foundation.
    public init(cFormat format: String, _ arguments: CVarArg...) {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        self.init(nulTerminated: buffer)
    }

    /// The UTF-8 text in `buffer` up to its first NUL (all of it when there is none), invalid
    /// bytes replaced: what a C function wrote into a buffer of characters.
    public init(nulTerminated buffer: [CChar]) {
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The string padded with spaces on the right to `width` characters (longer ones unchanged).
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
