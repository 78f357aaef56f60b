/// One control of a form, where it is: its page and its first row in the page's section.
public struct FormInput: Equatable, Sendable {
    /// The page it is on, by index.
    public let page: Int
    /// Its first row in the page's section (a slider takes two).
    public let row: Int
    /// The control as the file gives it.
    public let control: Deck.FormControl

    /// Every control of `pages`, page by page, top to bottom.
    ///
    /// - Complexity: O(*n*) in the controls.
    static func inputs(of pages: [Deck.Page]) -> [FormInput] {
        pages.indices.flatMap { page in
            var row = 0
            return pages[page].controls.map { control in
                defer { row += control.kind.rowCount }
                return FormInput(page: page, row: row, control: control)
            }
        }
    }
}
