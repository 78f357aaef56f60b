/// Reads a command line's words in turn, for `mekuri` and `mekuri test` alike: an option's value
/// follows it (`--size 390x844`) or its `=` (`--size=390x844`), each option may be given once,
/// and an option that names a file or folder refuses an empty path (an unset `$DIR`).
struct ArgumentReader {
    /// Who the errors are said by: `mekuri` or `mekuri test`.
    let program: String
    private var remaining: ArraySlice<String>
    /// The option read last, and the value written after its `=`, until the option takes it.
    private var current: (option: String, attached: String?)?
    /// The options read so far.
    private var given: Set<String> = []

    /// A reader of `arguments` (those after the program's name), saying errors as `program`.
    init(_ arguments: [String], program: String) {
        self.program = program
        remaining = arguments[...]
    }

    /// The next word: an option's name (without any `=VALUE`) or a path; nil at the end. Throws
    /// when an option is given twice, or the option before took no value but was given one.
    mutating func next() throws -> String? {
        try checkAttachedValueTaken()
        guard let word = remaining.popFirst() else { return nil }
        guard word.hasPrefix("-") else {
            current = nil
            return word
        }
        var name = word
        var attached: String?
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            name = String(word[..<equals])
            attached = String(word[word.index(after: equals)...])
        }
        guard given.insert(name).inserted else {
            throw UsageError("\(program): \(name) is given twice; give it once")
        }
        current = (name, attached)
        return name
    }

    /// The value of the option just read: after its `=`, or the next word (which may not be
    /// another option).
    mutating func value(for option: String) throws -> String {
        if let attached = current?.attached {
            current?.attached = nil
            return attached
        }
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw UsageError("\(program): \(option) needs a value; see 'mekuri --help'")
        }
        return value
    }

    /// The value of an option that names a file or folder; an empty one is refused, never read
    /// as the current folder.
    mutating func path(for option: String) throws -> String {
        let path = try value(for: option)
        guard !path.isEmpty else {
            throw UsageError("\(program): \(option) is given an empty path; name a file or folder (is a variable unset?)")
        }
        return path
    }

    /// Whether `word` is among the words not read yet.
    func remains(_ word: String) -> Bool {
        remaining.contains(word)
    }

    /// Throws when the option read last was given `=VALUE` but takes no value (`--trace=yes`).
    private func checkAttachedValueTaken() throws {
        guard let current, let attached = current.attached else { return }
        let option = current.option
        throw UsageError("\(program): \(option) takes no value; leave out '=\(attached)'")
    }
}
