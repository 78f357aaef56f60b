/// Refuses two scripts of one folder matching a golden of the same name: they share
/// `__screenshots__`, so run in parallel one would record what the other then fails against.
struct SharedGoldenCheck {
    /// A golden file in a folder, and where it is matched first.
    private struct Use {
        var script: String
        var line: Int
    }

    /// Throws `FILE:LINE: …` for the first golden a second script in the same folder matches.
    func check(_ scripts: [TestScript]) throws {
        var uses: [String: Use] = [:]
        for script in scripts {
            for line in try ScriptParser.load(path: script.path, givenAs: .testCommand) {
                let file: String
                switch line.command {
                case .match(let name, _, _): file = "\(name).png"
                case .matchMotion(let name, _): file = "\(name).motion.json"
                default: continue
                }
                let key = "\(script.folder)/\(CheckSettings.goldenFolderName)/\(file)"
                if let first = uses[key], first.script != script.path {
                    throw UsageError.script(script.path, line: line.number,
                                            "the golden \(CheckSettings.goldenFolderName)/\(file) is also matched by \(first.script):\(first.line); "
                                            + "scripts in one folder share \(CheckSettings.goldenFolderName), so give each script's golden its own name")
                }
                uses[key] = uses[key] ?? Use(script: script.path, line: line.number)
            }
        }
    }
}
