/// The texts of the `pulldown` scene (the write-up's own, in English in both locales).
enum PulldownStrings {
    static let modalButton = "Show ModalView."
    static let pushRow = "Show PushView."
    static let rootTitle = "ContentView"
    static let pushedTitle = "PushView"
    static let pushedText = "This is PushView."
    static let back = "Back"
    /// The back button's label, with its chevron.
    static let backButton = "Back"
    static let close = "Close"
    static let sheetTitle = "ModalView"
    static let panel = "This is Up Side."
}
