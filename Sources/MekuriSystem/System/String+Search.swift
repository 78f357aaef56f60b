extension StringProtocol {
    /// The range of the first occurrence of `needle` (compared character by character), or nil.
    ///
    /// - Complexity: O(*n* × *m*) in the lengths of the string and `needle`.
    public func rangeOfFirst(_ needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(needle) {
                return start..<index(start, offsetBy: needle.count)
            }
            start = index(after: start)
        }
        return nil
    }
}
