/// File names in the order people count them: runs of digits compare as numbers (`2.png`
/// before `10.png`), the rest by Unicode scalar, ignoring case first; ties fall back to the
/// plain order so the result is total and stable.
enum NaturalOrder {
    /// Whether `a` comes before `b`.
    static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let (left, right) = (chunks(a.lowercased()), chunks(b.lowercased()))
        for (x, y) in zip(left, right) where x != y {
            switch (x, y) {
            case (.number(let mDigits), .number(let nDigits)):
                // By value, as long runs of digits too: without leading zeros, the shorter is the
                // smaller; equal lengths compare digit by digit; then fewer leading zeros first.
                let (m, n) = (mDigits.drop { $0 == "0" }, nDigits.drop { $0 == "0" })
                if m.count != n.count { return m.count < n.count }
                if m != n { return m.lexicographicallyPrecedes(n) }
                return mDigits.count < nDigits.count
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let s), .text(let t)): return s.unicodeScalars.lexicographicallyPrecedes(t.unicodeScalars)
            }
        }
        return left.count != right.count ? left.count < right.count : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// A name cut into runs of digits and runs of anything else.
    private enum Chunk: Equatable {
        /// A run of ASCII digits.
        case number(String)
        case text(String)
    }

    private static func chunks(_ name: String) -> [Chunk] {
        var result: [Chunk] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            result.append(inDigits ? .number(current) : .text(current))
            current = ""
        }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inDigits { flush(); inDigits = isDigit }
            current.append(character)
        }
        flush()
        return result
    }
}
