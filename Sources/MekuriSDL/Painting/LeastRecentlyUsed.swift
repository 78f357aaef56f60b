/// Values by key, at most `capacity` of them: adding one more drops the one used least recently.
struct LeastRecentlyUsed<Key: Hashable, Value> {
    /// How many values are kept at most.
    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    private struct Entry {
        var value: Value
        var lastUse: Int
    }

    /// An empty store of at most `capacity` values.
    init(capacity: Int) {
        precondition(capacity > 0, "a cache must hold at least one value")
        self.capacity = capacity
    }

    /// The number of values held.
    var count: Int { entries.count }

    /// The value for `key`, which counts as a use, or nil.
    mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    /// Keeps `value` for `key`, dropping the least recently used value when full; returns the
    /// key of the value dropped, if any.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Key? {
        clock += 1
        var dropped: Key?
        if entries[key] == nil, entries.count >= capacity {
            dropped = removeLeastRecentlyUsed()
        }
        entries[key] = Entry(value: value, lastUse: clock)
        return dropped
    }

    /// Drops the least recently used value and returns its key, or nil when empty.
    @discardableResult
    mutating func removeLeastRecentlyUsed() -> Key? {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return nil }
        entries[oldest] = nil
        return oldest
    }

    /// Drops the values whose keys match `predicate`.
    mutating func removeAll(where predicate: (Key) -> Bool) {
        for key in entries.keys where predicate(key) { entries[key] = nil }
    }
}
