/// The languages the scenes' texts come in.
public enum AppLocale: String, CaseIterable, Sendable {
    /// Japanese, the default: 月 火 水…, 前へ / 次へ.
    case ja
    /// English: Mon Tue Wed…, Prev / Next.
    case en
}
