/// The texts of the pulldown's own buttons, the same in every file (the write-up's, in English
/// in both locales); what a file gives is its ``PulldownContent``.
enum PulldownStrings {
    /// The pushed view's back button, after its chevron.
    static let back = "Back"
    /// The sheet's close button.
    static let close = "Close"
}
