#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's character set: Xlib writes a window title as UTF-8 (`_NET_WM_NAME`, which
/// window managers show) only when the C locale's character type is a UTF-8 one, and a C
/// program starts in the "C" locale whatever the environment says.
public enum ProcessLocale {
    /// Takes the environment's character type (`LC_ALL`, `LC_CTYPE`, `LANG`), or C.UTF-8 when
    /// that is not UTF-8, so the title reads "Mekuri — Weekdays" rather than "Mekuri â€” …".
    /// Numbers, dates and messages stay in the "C" locale: a script's `16.666667` is never
    /// written with a comma. Call before SDL's video starts.
    public static func useUTF8Characters() {
        if let chosen = setlocale(LC_CTYPE, ""), isUTF8(String(cString: chosen)) { return }
        if setlocale(LC_CTYPE, fallback) == nil { setlocale(LC_CTYPE, "C") }
    }

    /// The locale taken when the environment's is not UTF-8.
    private static let fallback = "C.UTF-8"

    /// Whether a locale's name says UTF-8 (`en_US.UTF-8`, `C.utf8`).
    public static func isUTF8(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".utf-8") || lowered.hasSuffix(".utf8") || lowered.contains(".utf-8@") || lowered.contains(".utf8@")
    }
}
