/// The texts of the `form` scene in one language.
struct FormStrings {
    let pageTitles: [String]
    let placeholder: String
    let toggleLabel: String
    let valuePrefix: String

    init(_ locale: AppLocale) {
        switch locale {
        case .ja:
            pageTitles = ["ページ 1", "ページ 2", "ページ 3"]
            placeholder = "何かの入力フィールド"
            toggleLabel = "何かのチェックボックス"
            valuePrefix = "何かの値: "
        case .en:
            pageTitles = ["Page 1", "Page 2", "Page 3"]
            placeholder = "Some input field"
            toggleLabel = "Some checkbox"
            valuePrefix = "Some value: "
        }
    }

    /// "何かの値: 0.50": the slider's value with two decimals.
    func valueLabel(_ value: Double) -> String {
        let hundredths = Int((min(1, max(0, value)) * 100).rounded())
        let fraction = hundredths % 100
        return "\(valuePrefix)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
