/// A malformed part of a script line (a quote left open, an `expect` check), said in one line
/// without the `FILE:LINE: ` prefix.
struct ScriptSyntaxError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
