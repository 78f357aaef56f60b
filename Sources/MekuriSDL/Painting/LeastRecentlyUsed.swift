/// Values by key, at most `capacity` of them: adding one more drops the one used least recently.
///
/// Each entry carries the tick of its last use; finding the least recently used one is a scan,
/// which is cheap at the sizes the painter keeps (hundreds) and is only paid when full.
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
    ///
    /// - Complexity: O(1) on average.
    mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    /// Keeps `value` for `key`, dropping the least recently used value when full; returns the
    /// key of the value dropped, if any. Keeping a value for a key already held counts as a use.
    ///
    /// - Complexity: O(1) on average while there is room; O(*n*) in ``count`` when a value is dropped.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Key? {
        clock += 1
        var dropped: Key?
        if entries[key] == nil, entries.count >= capacity {
            dropped = removeLeastRecentlyUsed()?.key
        }
        entries[key] = Entry(value: value, lastUse: clock)
        return dropped
    }

    /// Drops the value for `key` and returns it, or nil when there is none.
    ///
    /// - Complexity: O(1) on average.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        entries.removeValue(forKey: key)?.value
    }

    /// Drops the least recently used value and returns it with its key, or nil when empty.
    ///
    /// - Complexity: O(*n*) in ``count``.
    @discardableResult
    mutating func removeLeastRecentlyUsed() -> (key: Key, value: Value)? {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return nil }
        entries[oldest.key] = nil
        return (oldest.key, oldest.value.value)
    }

    /// Drops the first value (in no particular order) whose key and value match `predicate` and
    /// returns it with its key, or nil when none does.
    ///
    /// - Complexity: O(*n*) in ``count``.
    mutating func removeFirst(where predicate: (Key, Value) -> Bool) -> (key: Key, value: Value)? {
        guard let key = entries.first(where: { predicate($0.key, $0.value.value) })?.key,
              let entry = entries.removeValue(forKey: key) else { return nil }
        return (key, entry.value)
    }

    /// Drops the values whose keys match `predicate` and returns them.
    ///
    /// - Complexity: O(*n*) in ``count``.
    @discardableResult
    mutating func removeAll(where predicate: (Key) -> Bool) -> [Value] {
        var removed: [Value] = []
        for key in entries.keys where predicate(key) {
            if let entry = entries.removeValue(forKey: key) { removed.append(entry.value) }
        }
        return removed
    }
}
