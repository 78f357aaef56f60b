/// The form's three pages, in the order they are paged through.
enum FormPage: Int, CaseIterable, Sendable {
    /// ページ 1: a text field.
    case textField
    /// ページ 2: a toggle.
    case toggle
    /// ページ 3: a slider under its value.
    case slider

    /// How many rows its white section has: one for the field and for the toggle; the value
    /// label and the slider on the last page.
    var rowCount: Int {
        self == .slider ? 2 : 1
    }
}
