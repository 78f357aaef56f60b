/// Which tab of a row is selected, and what a tap on a tab means.
///
/// A tap on another tab switches to it; a tap on the selected tab is a *re-selection*, its own
/// event, which the tab's content answers (a list scrolls to its top). Like the per-tab trigger
/// of the SwiftUI write-up, the event names the one tab it is for, so no other tab reacts.
public struct TabSelection: Equatable, Sendable {
    /// What a tap did.
    public enum Tap: Equatable, Sendable {
        /// The selection moved from one tab to another.
        case switched(from: Int, to: Int)
        /// The selected tab was tapped again.
        case reselected(Int)
    }

    /// The number of tabs.
    public let count: Int
    /// The selected tab's index.
    public private(set) var selected: Int

    /// Creates a row of `count` tabs with `selected` selected.
    public init(count: Int, selected: Int = 0) {
        precondition(count > 0 && (0..<count).contains(selected), "the selected tab must exist")
        self.count = count
        self.selected = selected
    }

    /// Taps tab `index`; returns nil for an index out of range.
    public mutating func tap(_ index: Int) -> Tap? {
        guard (0..<count).contains(index) else { return nil }
        if index == selected { return .reselected(index) }
        defer { selected = index }
        return .switched(from: selected, to: index)
    }
}
