import MekuriSystem


/// A JSON file the user gives (a feel, a deck), read whole and parsed, every problem one line.
enum JSONFile {
    /// The value in the file at `path` (a byte order mark allowed), a `kind` of file ("feel",
    /// "deck"). Throws a ``UsageError``: `PATH: the KIND file REASON; HINT` when it cannot be
    /// read (missing, a FIFO, too large), `SHOWN:LINE:COLUMN: the KIND file is not JSON: PROBLEM`
    /// when it does not parse, `shown` naming it there (its path unless given).
    static func value(atPath path: String, kind: String, shownAs shown: String? = nil, hint: String) throws -> JSONValue {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.bytes(atPath: path)
        } catch {
            throw UsageError("\(path): the \(kind) file \(FileContents.reason(error)); \(hint)")
        }
        do {
            return try JSONValue(validating: FileContents.withoutByteOrderMark(bytes))
        } catch {
            throw UsageError("\(shown ?? path):\(error.line):\(error.column): the \(kind) file is not JSON: \(error.problem)")
        }
    }
}
