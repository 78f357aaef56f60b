/// One of N slices of the scripts (`--shard K/N`), so N machines can share a run.
///
/// The slices are consecutive runs of the scripts in sorted order: each script falls in exactly
/// one, and their sizes differ by at most one.
public struct Shard: Equatable, Sendable {
    /// Which slice, 1 to ``count``.
    public let index: Int
    /// How many slices there are.
    public let count: Int

    /// The most slices `--shard` accepts.
    public static let maximumCount = 10_000

    /// The slice `index` of `count`; nil unless 1 ≤ index ≤ count ≤ ``maximumCount``.
    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, as in `--shard 2/4`.
    public static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              let shard = Shard(index: index, count: count) else {
            throw UsageError("mekuri test: bad --shard '\(text)'; write K/N with N from 1 to \(maximumCount) and K from 1 to N, such as 2/4")
        }
        return shard
    }

    /// This slice of `items`, which must be in their stable (sorted) order.
    public func slice<Item>(of items: [Item]) -> [Item] {
        let start = items.count * (index - 1) / count
        let end = items.count * index / count
        return Array(items[start..<end])
    }
}
