import MekuriSystem

extension ScriptResult {
    /// The result as a JSON object, its keys the properties' names (absent optionals left out),
    /// sorted: what `--result-file` holds.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("exitStatus", .number(Double(exitStatus))),
            ("failures", .array(failures.map(\.json))),
            ("recorded", .array(recorded.map(JSONValue.string))),
            ("script", .string(script)),
            ("seconds", .number(seconds)),
        ]
        if let error { members.append(("error", .string(error))) }
        return .object(members.sorted { $0.0 < $1.0 })
    }

    /// The result in `json` as ``json`` writes it; nil when a key is missing or of the wrong kind.
    public init?(json: JSONValue) {
        guard let script = json["script"]?.string, let seconds = json["seconds"]?.number,
              let status = json["exitStatus"]?.integer, let failures = json["failures"]?.array,
              let recorded = json["recorded"]?.array?.compactMap(\.string) else { return nil }
        let read = failures.compactMap(Failure.init(json:))
        guard read.count == failures.count else { return nil }
        self.init(script: script, seconds: seconds, failures: read, recorded: recorded, error: json["error"]?.string,
                  exitStatus: Int32(clamping: status))
    }
}

extension ScriptResult.Failure {
    /// The failure as a JSON object, its keys the properties' names (absent optionals left out), sorted.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("frames", .array(frames.map(JSONValue.string))),
            ("kind", .string(kind.rawValue)),
            ("line", .number(Double(line))),
            ("message", .string(message)),
        ]
        for (key, value) in [("actual", actual), ("diff", diff), ("expected", expected), ("plot", plot)] {
            if let value { members.append((key, .string(value))) }
        }
        return .object(members.sorted { $0.0 < $1.0 })
    }

    /// The failure in `json` as ``json`` writes it; nil when a key is missing or of the wrong kind.
    init?(json: JSONValue) {
        guard let kind = json["kind"]?.string.flatMap(Kind.init(rawValue:)), let line = json["line"]?.integer,
              let message = json["message"]?.string, let frames = json["frames"]?.array?.compactMap(\.string) else { return nil }
        self.init(kind: kind, line: line, message: message, expected: json["expected"]?.string, actual: json["actual"]?.string,
                  diff: json["diff"]?.string, plot: json["plot"]?.string, frames: frames)
    }
}
