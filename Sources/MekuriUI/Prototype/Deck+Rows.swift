extension Deck {
    /// Every image file the deck names: its pages' and their rows' thumbnails (and those of a
    /// page's pager), then its tabs' rows' thumbnails, in order.
    ///
    /// - Complexity: O(*n*) in the pages, tabs and written rows.
    public var imageSources: [ImageSource] {
        (pages + tabBar).flatMap { page -> [ImageSource] in
            let thumbnails: [ImageSource] = if case .items(let rows) = page.rows { rows.compactMap(\.image) } else { [] }
            return (page.image.map { [$0] } ?? []) + thumbnails + (page.pager?.imageSources ?? [])
        }
    }

    /// The feel files the deck and its pages' pagers read their `feel` from: watched for reloads.
    public var feelSources: [String] {
        (feelSource.map { [$0] } ?? []) + pages.flatMap { $0.pager?.feelSources ?? [] }
    }

    /// One row of a page's list: a line of text, with a line under it and a thumbnail when given.
    public struct Row: Equatable, Sendable {
        /// The row's text.
        public var title: String
        /// The smaller grey line under the title, if any.
        public var subtitle: String?
        /// The square picture at the row's leading edge, if any.
        public var image: ImageSource?
        /// The drawn picture at the row's leading edge, in a list under cards, if any.
        public var artwork: CardArtwork?

        public init(title: String, subtitle: String? = nil, image: ImageSource? = nil, artwork: CardArtwork? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.image = image
            self.artwork = artwork
        }
    }

    /// The rows of a page's list: none, each written out, or numbered from a pattern.
    public enum Rows: Equatable, Sendable {
        /// No list.
        case none
        /// The rows as written.
        case items([Row])
        /// `count` rows whose text is `text` with `{n}` replaced by the row's number (counted
        /// from `start`) and `{title}` by the page's title: `Item {n}` makes Item 1, Item 2…
        case numbered(count: Int, start: Int, text: String)

        /// The text numbered rows have when a file gives only their count.
        public static let numberedText = "Item {n}"
        /// The most rows a page's list takes.
        public static let limit = 100_000

        /// How many rows there are.
        public var count: Int {
            switch self {
            case .none: 0
            case .items(let rows): rows.count
            case .numbered(let count, _, _): count
            }
        }

        /// Whether any row has a subtitle or an image: such rows are drawn taller.
        public var hasDetails: Bool {
            guard case .items(let rows) = self else { return false }
            return rows.contains { $0.subtitle != nil || $0.image != nil }
        }

        /// Row `index`, on a page titled `pageTitle`.
        ///
        /// - Complexity: O(1) for written rows; O(*k*) in the pattern's length for numbered ones.
        public func row(_ index: Int, pageTitle: String?) -> Row {
            switch self {
            case .none: return Row(title: "")
            case .items(let rows): return rows[index]
            case .numbered(_, let start, let text):
                return Row(title: Self.numberedTitle(text, number: start + index, pageTitle: pageTitle ?? ""))
            }
        }
    }

    /// How a page's rows are drawn.
    public enum RowStyle: String, CaseIterable, Equatable, Sendable {
        /// iOS's list: 44 pt rows of 17 pt text over hairlines (64 pt with a subtitle or an image).
        case list
        /// Large rows of 24 pt text, 40 pt apart, without lines (the weekday lists').
        case large
    }
}

extension Deck.Rows {
    /// `text` with each `{n}` replaced by `number` and each `{title}` by `pageTitle`, in one pass
    /// over its UTF-8 bytes (a frame makes every row in view anew): `{title}{n}` for 2 on 月 is 月2.
    ///
    /// - Complexity: O(*n*) in the length of the result.
    static func numberedTitle(_ text: String, number: Int, pageTitle: String) -> String {
        let numberPlaceholder = "{n}".utf8, titlePlaceholder = "{title}".utf8
        let bytes = text.utf8
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let rest = bytes[index...]
            if bytes[index] == UInt8(ascii: "{"), rest.starts(with: numberPlaceholder) {
                result += String(number).utf8
                index = bytes.index(index, offsetBy: numberPlaceholder.count)
            } else if bytes[index] == UInt8(ascii: "{"), rest.starts(with: titlePlaceholder) {
                result += pageTitle.utf8
                index = bytes.index(index, offsetBy: titlePlaceholder.count)
            } else {
                result.append(bytes[index])
                bytes.formIndex(after: &index)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
