/// A Swift type name made from a file's name: its letters and digits in UpperCamelCase
/// (`loose-ring.json` → `LooseRing`, `feel-3.json` → `Feel3`), so every generated type is
/// a valid identifier whatever the file is called.
struct SwiftTypeName: Equatable, CustomStringConvertible {
    /// The name used when the file's name has no ASCII letter or digit, or there is no file.
    static let fallback = "Mekuri"
    /// What goes before a name that would start with a digit (`3d.json` → `Feel3d`).
    static let digitPrefix = "Feel"

    /// The type name.
    let description: String

    /// The name for the file `fileName` (a path or a bare name; its folder and extension are
    /// left out); ``fallback`` when it is nil or gives nothing.
    init(fileName: String?) {
        let base = fileName.map(Self.baseName) ?? ""
        let words = base.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if joined.isEmpty {
            description = Self.fallback
        } else if joined.first?.isNumber == true {
            description = Self.digitPrefix + joined
        } else {
            description = joined
        }
    }

    /// The last path component of `path` without its extension: `feels/snappy.json` → `snappy`.
    private static func baseName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
