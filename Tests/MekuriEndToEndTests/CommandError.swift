/// A helper program that failed.
struct CommandError: Error, CustomStringConvertible {
    let command: String
    let status: Int32
    var detail = ""
    var description: String { "\(command) failed with status \(status)\(detail.isEmpty ? "" : ": \(detail)")" }
}
