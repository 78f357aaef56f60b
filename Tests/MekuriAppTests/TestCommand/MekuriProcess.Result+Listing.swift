extension MekuriProcess.Result {
    /// The stdout lines.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// The scripts `mekuri test` listed `ok`, in order.
    var passed: [String] {
        lines.filter { $0.hasPrefix("ok    ") }.map { String($0.dropFirst(6).prefix { $0 != " " }) }
    }

    /// The stdout with every `  0.4 s` time as `  T s`, for comparing listings.
    var timeless: String {
        stdout.replacingOccurrences(of: #"  [0-9]+\.[0-9] s"#, with: "  T s", options: .regularExpression)
    }
}
