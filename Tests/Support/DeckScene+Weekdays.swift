import MekuriEngine
import MekuriUI

/// A day of the weekdays prototype, by its page: Monday is the first.
public enum Day: Int, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

extension DeckScene {
    /// The day the pager rests on, or is heading to, at `time`.
    public func currentDay(at time: Double) -> Day? { Day(rawValue: pager.currentIndex(at: time)) }

    /// The background of `day`'s page, as its file gives it.
    public func background(of day: Day) -> Color? { deck.pages[day.rawValue].color }
}

extension DeckScene.Control {
    /// The title strip's tab of `day`.
    public static func tab(_ day: Day) -> Self { .tab(day.rawValue) }
}
