import MekuriEngine
import MekuriUI

extension SwiftUIExport {
    /// The data type of one page of the deck.
    var pageDataType: String { "\(name)PageData" }
    /// The enum holding the deck's pages and its parts.
    var deckType: String { "\(name)Deck" }
    /// The view of the whole prototype.
    var prototypeType: String { "\(name)Prototype" }
    /// The view of one page of it.
    var pageViewType: String { "\(name)PageView" }

    /// The deck's parts: its pages as data, the prototype that pages them with the feel, and
    /// the view of a page (a picture, a list under a label, or a title).
    /// A tab bar's: the tabs as data and a TabView of them, each in a NavigationStack.
    func prototype(of deck: Deck) -> String {
        guard deck.tabBar.isEmpty else { return [pageData, tabBarData(deck), tabBarView, pageView].joined(separator: "\n\n") }
        return [pageData, deckData(deck), prototypeView, pageView].joined(separator: "\n\n")
    }

    /// The type a page's data is.
    private var pageData: String {
        """
        /// One page of the prototype, as the deck file gives it.
        struct \(pageDataType): Identifiable {
            /// How a picture fills its page.
            enum Fit { case width, fill, fit }
            /// One row of a page's list.
            struct Row {
                var title: String
                var subtitle: String? = nil
                /// The thumbnail: an image in the asset catalogue, by name.
                var image: String? = nil
            }
            /// A page's rows: none, written out, or `count` numbered from `start`, their text `text`
            /// with `{n}` the number and `{title}` the page's title.
            enum Rows {
                case none
                case items([Row])
                case numbered(count: Int, start: Int, text: String)
            }

            let id: Int
            var title: String? = nil
            var caption: String? = nil
            var color: Color? = nil
            /// The picture: an image in the asset catalogue, by name (the file's name without its extension).
            var image: String? = nil
            var fit: Fit = .width
            /// The big label over the list.
            var label: String? = nil
            var rows: Rows = .none
            /// Large rows (24 pt text, 40 pt apart, no lines) instead of a list's.
            var largeRows = false

            /// Whether the page is a list rather than a picture.
            var isList: Bool { label != nil || rowCount > 0 }

            var rowCount: Int {
                switch rows {
                case .none: 0
                case .items(let items): items.count
                case .numbered(let count, _, _): count
                }
            }

            /// Row `index`.
            func row(_ index: Int) -> Row {
                switch rows {
                case .none: Row(title: "")
                case .items(let items): items[index]
                case .numbered(_, let start, let text):
                    Row(title: text.replacingOccurrences(of: "{n}", with: String(start + index))
                        .replacingOccurrences(of: "{title}", with: title ?? ""))
                }
            }
        }
        """
    }

    /// The deck's pages and parts as constants.
    private func deckData(_ deck: Deck) -> String {
        let pages = deck.pages.enumerated().map { index, page in "        " + pageLiteral(page, index: index) + "," }
        return """
        /// The deck \(SwiftLiteral.string(deck.title)): its pages and which of its parts show.
        enum \(deckType) {
            static let pages: [\(pageDataType)] = [
        \(pages.joined(separator: "\n"))
            ]
            /// The strip of the pages' titles above them; tapping the selected one scrolls its page to the top.
            static let showsTabs = \(deck.indicator.contains(.tabs))
            /// A dot per page under them.
            static let showsDots = \(deck.indicator.contains(.dots))
            /// Previous and next.
            static let showsButtons = \(deck.showsButtons)
            /// The page's caption under it.
            static let showsCaptions = \(deck.showsCaptions)
        }
        """
    }

    /// The deck's tabs as constants, in the order of the bar.
    private func tabBarData(_ deck: Deck) -> String {
        let tabs = deck.tabBar.enumerated().map { index, tab in "        " + pageLiteral(tab, index: index) + "," }
        return """
        /// The deck \(SwiftLiteral.string(deck.title)): the tabs of its tab bar.
        enum \(deckType) {
            static let tabs: [\(pageDataType)] = [
        \(tabs.joined(separator: "\n"))
            ]
        }
        """
    }

    /// One page as a `PageData(…)` expression, its defaults left out.
    private func pageLiteral(_ page: Deck.Page, index: Int) -> String {
        var arguments = ["id: \(index)"]
        if let title = page.title { arguments.append("title: \(SwiftLiteral.string(title))") }
        if let caption = page.caption { arguments.append("caption: \(SwiftLiteral.string(caption))") }
        if let color = page.color { arguments.append("color: \(colorLiteral(color))") }
        if let image = page.image { arguments.append("image: \(SwiftLiteral.string(assetName(image)))") }
        if page.image != nil, page.fit != .width { arguments.append("fit: .\(page.fit.rawValue)") }
        if let label = page.label { arguments.append("label: \(SwiftLiteral.string(label))") }
        switch page.rows {
        case .none: break
        case .items(let rows):
            let items = rows.map { row in
                "\(pageDataType).Row(title: \(SwiftLiteral.string(row.title))"
                    + (row.subtitle.map { ", subtitle: \(SwiftLiteral.string($0))" } ?? "")
                    + (row.image.map { ", image: \(SwiftLiteral.string(assetName($0)))" } ?? "") + ")"
            }
            arguments.append("rows: .items([\(items.joined(separator: ", "))])")
        case .numbered(let count, let start, let text):
            arguments.append("rows: .numbered(count: \(count), start: \(start), text: \(SwiftLiteral.string(text)))")
        }
        if page.isList, page.rowStyle == .large { arguments.append("largeRows: true") }
        return "\(pageDataType)(\(arguments.joined(separator: ", ")))"
    }

    /// `Color(red:green:blue:opacity:)` for `color`.
    private func colorLiteral(_ color: MekuriUI.Color) -> String {
        let opacity = color.alpha == 255 ? "" : ", opacity: \(SwiftLiteral.unit(color.alpha))"
        return "Color(red: \(SwiftLiteral.unit(color.red)), green: \(SwiftLiteral.unit(color.green)), blue: \(SwiftLiteral.unit(color.blue))\(opacity))"
    }

    /// The name an image goes by in the asset catalogue: its file's name without the extension.
    private func assetName(_ image: ImageSource) -> String {
        let name = image.fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
