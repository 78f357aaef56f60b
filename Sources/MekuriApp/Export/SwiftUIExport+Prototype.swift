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
    /// With a page's `pager` or `controls`, a `below` list, a `sheet`, a `panel` or a `push`,
    /// the views of those too (see ``structureViews(of:)``).
    func prototype(of deck: Deck) -> String {
        let parts = deck.tabBar.isEmpty ? [pageData, deckData(deck), prototypeView] : [pageData, tabBarData(deck), tabBarView]
        return (parts + [pageView] + structureViews(of: deck)).joined(separator: "\n\n")
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
            /// A pager inside the page: its pages, paged along `pagerAxis`, with their captions
            /// under them when `pagerCaptions`.
            var pager: [\(name)PageData]? = nil
            /// A tab's icon, an SF Symbol's name.
            var icon: String? = nil
            var pagerAxis: Axis = .horizontal
            var pagerCaptions = false
            /// A form's controls in the page's section, top to bottom, each with its value at the start.
            var controls: [Control] = []

            /// One of a form's controls.
            enum Control {
                case text(placeholder: String)
                case toggle(label: String, isOn: Bool)
                case slider(label: String, value: Double)
            }

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

    /// One page as a `PageData(…)` expression, its defaults left out; a page's pager's pages inside it.
    func pageLiteral(_ page: Deck.Page, index: Int) -> String {
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
        if let pager = page.pager {
            let pages = pager.pages.enumerated().map { pageLiteral($0.element, index: $0.offset) }
            arguments.append("pager: [\(pages.joined(separator: ", "))]")
            if pager.feel(over: running).axis == .vertical { arguments.append("pagerAxis: .vertical") }
            if pager.showsCaptions { arguments.append("pagerCaptions: true") }
        }
        if let icon = page.icon { arguments.append("icon: \(SwiftLiteral.string(icon.rawValue))") }
        if !page.controls.isEmpty { arguments.append("controls: [\(page.controls.map(controlLiteral).joined(separator: ", "))]") }
        return "\(pageDataType)(\(arguments.joined(separator: ", ")))"
    }

    /// A form control as a `.text(…)`, `.toggle(…)` or `.slider(…)` expression.
    private func controlLiteral(_ control: Deck.FormControl) -> String {
        switch control.kind {
        case .text(let placeholder): ".text(placeholder: \(SwiftLiteral.string(placeholder)))"
        case .toggle(let label, let isOn): ".toggle(label: \(SwiftLiteral.string(label)), isOn: \(isOn))"
        case .slider(let label, let value): ".slider(label: \(SwiftLiteral.string(label)), value: \(value.feelText))"
        }
    }

    /// `Color(red:green:blue:opacity:)` for `color`.
    func colorLiteral(_ color: MekuriUI.Color) -> String {
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
