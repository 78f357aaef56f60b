/// Path arithmetic on strings, as NSString's path methods do it, without Foundation: `/` is the
/// only separator, trailing slashes are ignored, and nothing touches the file system.
extension String {
    /// The components, without empty ones (`"/a//b/"` → `["a", "b"]`).
    private var pathComponentsIgnoringSlashes: [Substring] {
        split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The last component (`"/a/b.png"` → `"b.png"`; `"/"` → `"/"`; `""` → `""`).
    public var lastPathComponent: String {
        if let last = pathComponentsIgnoringSlashes.last { return String(last) }
        return hasPrefix("/") ? "/" : ""
    }

    /// The path without its last component (`"/a/b.png"` → `"/a"`; `"b.png"` → `""`; `"/a"` → `"/"`).
    public var deletingLastPathComponent: String {
        let components = pathComponentsIgnoringSlashes
        let parent = components.dropLast().joined(separator: "/")
        if hasPrefix("/") { return "/" + parent }
        return parent
    }

    /// Whether this absolute, standardized path is `folder` or a path inside it (`/a/b` is
    /// inside `/a`, `/ab` is not).
    public func isSameOrInside(_ folder: String) -> Bool {
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return self == trimmed || hasPrefix(trimmed + "/")
    }

    /// The folder the path is in, `.` for a bare name (`"/a/b.png"` → `"/a"`; `"b.png"` → `"."`).
    public var containingFolder: String {
        let parent = deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The last component's extension, without its dot (`"a/b.tar.gz"` → `"gz"`; `".hidden"` → `""`).
    public var pathExtension: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path without the last component's extension (`"a/b.png"` → `"a/b"`).
    public var deletingPathExtension: String {
        let pathExtension = self.pathExtension
        guard !pathExtension.isEmpty else { return self }
        return String(withoutTrailingSlashes.dropLast(pathExtension.count + 1))
    }

    /// The path without slashes at its end, except a lone `/` (`"a//"` → `"a"`).
    private var withoutTrailingSlashes: String {
        var trimmed = self
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }

    /// The path with `component` after a single slash (`"a/"` + `"b"` → `"a/b"`; `""` + `"b"` → `"b"`).
    public func appendingPathComponent(_ component: String) -> String {
        guard !isEmpty else { return component }
        let base = withoutTrailingSlashes
        let tail = component.drop { $0 == "/" }
        return base == "/" ? "/" + tail : base + "/" + tail
    }

    /// The absolute path this one names from the absolute `folder` (itself when absolute), with
    /// `.` and `..` components resolved without looking at links (`"../b/./c"` from `"/x/y"` →
    /// `"/x/b/c"`; a `..` at the root stays there).
    public func standardizedPath(from folder: String) -> String {
        let absolute = hasPrefix("/") ? self : folder.appendingPathComponent(self)
        var kept: [Substring] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(component)
            }
        }
        return "/" + kept.joined(separator: "/")
    }

    /// The path made of `components` (`["/", "a", "b"]` → `"/a/b"`).
    public static func path(withComponents components: [String]) -> String {
        components.reduce("") { $0.appendingPathComponent($1) }
    }
}
