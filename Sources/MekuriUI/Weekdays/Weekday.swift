import MekuriEngine

/// The seven pages of the weekday carousel, Monday first.
public enum Weekday: Int, CaseIterable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The weekday of page `index` of the ring: Monday for 0, 7, -7…
    public init(page index: Int) {
        self = Self.allCases[index.wrapped(modulo: Self.allCases.count)]
    }

    /// The page label: 月 火 水… in Japanese, Mon Tue Wed… in English.
    public func title(in locale: AppLocale) -> String {
        switch locale {
        case .ja: return ["月", "火", "水", "木", "金", "土", "日"][rawValue]
        case .en: return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue]
        }
    }

    /// The page background: the iOS system colour of the day at 50% over white
    /// (red, orange, yellow, green, blue-ish, blue, purple).
    public var background: Color {
        switch self {
        case .monday: return Color(255, 157, 152)
        case .tuesday: return Color(255, 202, 128)
        case .wednesday: return Color(255, 230, 128)
        case .thursday: return Color(154, 227, 172)
        case .friday: return Color(153, 214, 243)
        case .saturday: return Color(128, 189, 255)
        case .sunday: return Color(215, 169, 239)
        }
    }
}
