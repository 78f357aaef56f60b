/// The nearest of a set of names to a mistyped one, for the "did you mean" of an error line.
enum Suggestion {
    /// The name in `names` nearest `word` by edit distance, when it is near enough to be a slip
    /// (at most 2 edits, and fewer than half of `word`'s letters); nil otherwise. Case is ignored.
    ///
    /// - Complexity: O(*n* · *k*²) for *n* names of about *k* letters.
    static func nearest(to word: String, in names: [String]) -> String? {
        let typed = Array(word.lowercased())
        let scored = names.map { ($0, distance(typed, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 * 2 < max(typed.count, 2) else { return nil }
        return best.0
    }

    /// The Levenshtein distance between `a` and `b`, in single-character edits (a swap counts 2).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
