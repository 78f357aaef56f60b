/// One script as the report shows it: its result, how its path reads, its text and pictures.
struct ReportEntry: Equatable, Sendable {
    /// What the run found.
    var result: ScriptResult
    /// The script's path as shown: relative to the scripts' root when it lies inside it.
    var displayPath: String
    /// The page's id for this script (`script-3`); its lines are `script-3-L12`.
    var anchor: String
    /// The script's text, nil when it could not be read (or was not needed: it passed).
    var scriptText: String?
    /// The pictures of each failure, in the order of `result.failures`.
    var images: [FailureImages]
}
