#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSDL

/// Prints each script's lines as soon as it and every script before it have finished, so
/// the listing is in path order however many run at once.
final class OrderedListing: @unchecked Sendable {
    private let lock = ConditionLock()
    private var finished: [ScriptOutcome?]
    private var printed = 0
    private let root: URL
    private let write: @Sendable (String) -> Void

    /// A listing of `count` scripts named relative to `root`, printing each line with `write`.
    init(count: Int, root: URL, write: @escaping @Sendable (String) -> Void) {
        finished = Array(repeating: nil, count: count)
        self.root = root
        self.write = write
    }

    /// Takes the `index`-th script's outcome and prints what can now be printed.
    func add(_ outcome: ScriptOutcome, at index: Int) {
        lock.withLock {
            finished[index] = outcome
            while printed < finished.count, let next = finished[printed] {
                next.listing(root: root).forEach(write)
                printed += 1
            }
        }
    }

    /// Every outcome, in order (nil for any not yet finished).
    var outcomes: [ScriptOutcome?] {
        lock.withLock { finished }
    }
}
