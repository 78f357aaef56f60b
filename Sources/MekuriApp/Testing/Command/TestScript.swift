/// A script `mekuri test` runs: where it is, what it is listed as, and its first line's options.
struct TestScript: Equatable, Sendable {
    /// Its path as its run is given it: relative to the working folder when it lies under it.
    var path: String
    /// Its path relative to the scripts' common root, as listed: `form/slider.mekuri`.
    var name: String
    /// The headless options its first line carries (`# mekuri: --scene form`).
    var options: [String] = []

    /// Its name without the `.mekuri` ending: the folder its results go in, under `--results`.
    var resultsName: String {
        let ending = "." + ScriptDiscovery.fileExtension
        return name.hasSuffix(ending) ? String(name.dropLast(ending.count)) : name
    }

    /// The folder it lies in, relative to the root (empty at the root).
    var folder: String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[..<slash])
    }

    /// Its file name.
    var fileName: String {
        guard let slash = name.lastIndex(of: "/") else { return name }
        return String(name[name.index(after: slash)...])
    }
}
