import MekuriUI

/// The rest of a prototype's structure, each part only when the file has it: a page's pager (a
/// paged ScrollView inside the page), a form's controls, the list `below` the pager, the
/// `sheet`, the `panel` and the `push` — around the prototype in one `Screen` view.
extension SwiftUIExport {
    /// The view of the whole screen, when the deck has more than its pager or tab bar.
    var screenType: String { "\(name)Screen" }

    /// The views the deck's structure needs beyond its pager or tab bar and its pages.
    func structureViews(of deck: Deck) -> [String] {
        let pages = deck.pages + deck.tabBar + [deck.panel, deck.sheet?.page, deck.push?.page].compactMap { $0 }
        var views: [String] = []
        if Self.anyPage(in: pages, \.hasPager) { views.append(nestedPagerView) }
        if Self.anyPage(in: pages, \.isForm) { views.append(controlRowView) }
        if deck.below != nil || deck.panel != nil || deck.sheet != nil || deck.push != nil { views.append(screenView(of: deck)) }
        return views
    }

    /// Whether a page of `pages`, or of their pagers, passes `test`.
    private static func anyPage(in pages: [Deck.Page], _ test: (Deck.Page) -> Bool) -> Bool {
        pages.contains { test($0) || anyPage(in: $0.pager?.pages ?? [], test) }
    }

    /// A pager inside a page: a paged ScrollView along its axis, the caption under it.
    private var nestedPagerView: String {
        """
        /// A pager inside a page: its pages paged one at a time along its axis (SwiftUI's
        /// `.paging`: the file's feel keys for this pager, beyond its axis, are not carried over),
        /// the caption of the page at rest under them.
        struct \(name)NestedPager: View {
            let pages: [\(pageDataType)]
            let axis: Axis
            let showsCaptions: Bool
            @State private var current: Int? = 0

            var body: some View {
                VStack(spacing: 0) {
                    ScrollView(axis == .vertical ? .vertical : .horizontal) {
                        if axis == .vertical {
                            LazyVStack(spacing: 0) { pageViews }.scrollTargetLayout()
                        } else {
                            LazyHStack(spacing: 0) { pageViews }.scrollTargetLayout()
                        }
                    }
                    .scrollTargetBehavior(.paging)
                    .scrollPosition(id: $current)
                    .scrollIndicators(.hidden)
                    if showsCaptions, let caption = pages[current ?? 0].caption {
                        Text(caption).font(.title3).padding(.vertical, 12)
                    }
                }
            }

            private var pageViews: some View {
                ForEach(pages) { page in
                    \(pageViewType)(page: page, toTopRequests: 0)
                        .containerRelativeFrame(axis == .vertical ? .vertical : .horizontal)
                }
            }
        }
        """
    }

    /// One control of a form, holding its own value.
    private var controlRowView: String {
        """
        /// One control of a form's section, holding its own value from its value at the start.
        struct \(name)ControlRow: View {
            let control: \(pageDataType).Control
            @State private var text = ""
            @State private var isOn = false
            @State private var value = 0.5

            var body: some View {
                switch control {
                case .text(let placeholder):
                    TextField(placeholder, text: $text)
                case .toggle(let label, let startsOn):
                    Toggle(label, isOn: $isOn).onAppear { isOn = startsOn }
                case .slider(let label, let start):
                    VStack(alignment: .leading) {
                        Text(label + value.formatted(.number.precision(.fractionLength(2))))
                        Slider(value: $value, in: 0...1)
                    }
                    .onAppear { value = start }
                }
            }
        }
        """
    }

    /// The screen around the prototype: the list below it, the root view a view is pushed from,
    /// the sheet and its button, and the panel pulled down over everything.
    private func screenView(of deck: Deck) -> String {
        var members: [String] = []
        var modifiers: [String] = []
        if deck.sheet != nil {
            members.append("    @State private var showsSheet = false")
            if deck.push == nil { modifiers.append("            .overlay(alignment: .topTrailing) { sheetButton.padding(.top, 38).padding(.trailing, 8) }") }
            modifiers.append("            .sheet(isPresented: $showsSheet) { sheetView }")
        }
        if deck.panel != nil {
            members += [
                "    @State private var showsPanel = false",
                "    /// How far the panel is dragged, in points (down: positive).",
                "    @GestureState private var pull: CGFloat = 0",
            ]
            modifiers.append("            .overlay(alignment: .top) { GeometryReader { panel(height: $0.size.height) }.ignoresSafeArea() }")
        }
        let parts = [rootView(of: deck), deck.sheet.map(sheetViews), deck.panel.map(panelViews), deck.push.map(pushedView)]
        return """
        /// The deck's whole screen: \(screenSummary(of: deck)).
        struct \(screenType): View {
        \(members.joined(separator: "\n"))

            var body: some View {
                root
        \(modifiers.joined(separator: "\n"))
            }

        \(parts.compactMap { $0 }.joined(separator: "\n\n"))
        }

        #Preview {
            \(screenType)()
        }
        """
    }

    /// What the screen holds, in words for its summary.
    private func screenSummary(of deck: Deck) -> String {
        var parts = [deck.push != nil ? "a NavigationStack's root view over the tab bar, which pushes a view"
                                      : deck.below != nil ? "the pager over a list" : "the prototype"]
        if deck.sheet != nil { parts.append("a sheet raised by its button") }
        if deck.panel != nil { parts.append("a panel pulled down from the top edge") }
        return parts.joined(separator: ", ")
    }

    /// The screen under the sheet and the panel.
    private func rootView(of deck: Deck) -> String {
        if let push = deck.push {
            let sheetButton = deck.sheet == nil ? "" : "\n                sheetButton.frame(height: 60)"
            return """
                /// The root view: the sheet's button, the large title and the row that pushes a view, over the tab bar.
                private var root: some View {
                    NavigationStack {
                        VStack(spacing: 0) {\(sheetButton)
                            List {
                                NavigationLink(\(SwiftLiteral.string(push.opener))) { pushed }
                            }
                            .listStyle(.plain)
                            .frame(maxHeight: 120)
                            \(prototypeType)()
                        }
                        .navigationTitle(\(SwiftLiteral.string(deck.title)))
                    }
                }
            """
        }
        if let below = deck.below {
            let rows: [String] = if case .items(let items) = below.rows {
                items.map { row in
                    "\(pageDataType).Row(title: \(SwiftLiteral.string(row.title)), subtitle: \(SwiftLiteral.optional(row.subtitle)))"
                }
            } else { [] }
            return """
                /// The rows of the list under the pager.
                private let rows: [\(pageDataType).Row] = [\(rows.joined(separator: ", "))]

                /// The pager as 4:3 cards over the list.
                private var root: some View {
                    VStack(spacing: 0) {
                        \(prototypeType)().aspectRatio(4 / 3, contentMode: .fit)
                        List {
                            Section(\(SwiftLiteral.string(below.title ?? ""))) {
                                ForEach(rows.indices, id: \\.self) { index in
                                    VStack(alignment: .leading) {
                                        Text(rows[index].title).font(.headline)
                                        if let subtitle = rows[index].subtitle { Text(subtitle).font(.subheadline).foregroundStyle(.secondary) }
                                    }
                                }
                            }
                        }
                        .listStyle(.plain)
                    }
                }
            """
        }
        return """
            private var root: some View { \(prototypeType)() }
        """
    }

    /// The sheet's button and the sheet: its title and label on its colour, with Close.
    private func sheetViews(_ sheet: Deck.Opener) -> String {
        let texts = sheet.page.showsMoreThanText ? [pageView(of: sheet.page)]
            : [sheet.page.title.map { "Text(\(SwiftLiteral.string($0))).font(.title.bold())" },
               sheet.page.label.map { "Text(\(SwiftLiteral.string($0))).foregroundStyle(.secondary)" }].compactMap { $0 }
        return """
            /// The button that raises the sheet.
            private var sheetButton: some View {
                Button(\(SwiftLiteral.string(sheet.opener))) { showsSheet = true }
                    .buttonStyle(.bordered)
            }

            /// The sheet: dragged down (or Close), it goes.
            private var sheetView: some View {
                NavigationStack {
                    ZStack {
                        \(sheet.page.color.map(colorLiteral) ?? "Color.clear").ignoresSafeArea()
                        VStack(spacing: 12) {
                            \(texts.joined(separator: "\n                    "))
                        }
                    }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) { Button("Close") { showsSheet = false } }
                    }
                }
            }
        """
    }

    /// The panel: hidden above the screen, pulled down by a drag from the top 30 pt, following
    /// it 1:1 and going on release the way the drag was heading.
    private func panelViews(_ panel: Deck.Page) -> String {
        """
            /// The panel at the top edge, and the strip it is pulled down by while closed.
            private func panel(height: CGFloat) -> some View {
                ZStack(alignment: .top) {
                    ZStack {
                        \(panel.color.map(colorLiteral) ?? "Color.gray")
                        \(panel.showsMoreThanText ? pageView(of: panel) : "Text(\(SwiftLiteral.string(panel.label ?? "")))")
                    }
                    .frame(height: height)
                    .overlay(alignment: .bottom) {
                        Capsule().fill(.white.opacity(0.6)).frame(width: 36, height: 5).padding(.bottom, 10)
                    }
                    .offset(y: showsPanel ? min(0, pull) : min(0, -height + max(0, pull)))
                    .gesture(panelDrag)
                    if !showsPanel {
                        Color.clear.frame(height: 30).contentShape(Rectangle()).gesture(panelDrag)
                    }
                }
            }

            /// The drag that moves the panel: on release it opens when heading down, else closes.
            private var panelDrag: some Gesture {
                DragGesture()
                    .updating($pull) { value, pull, _ in pull = value.translation.height }
                    .onEnded { value in
                        withAnimation(\(constantsType).settle) { showsPanel = value.predictedEndTranslation.height > 0 }
                    }
            }
        """
    }

    /// The page view of a panel's, a sheet's or a pushed view's own page.
    private func pageView(of page: Deck.Page) -> String {
        "\(pageViewType)(page: \(pageLiteral(page, index: 0)), toTopRequests: 0)"
    }

    /// The view pushed from the root view's row: its label on its colour, its title in the bar.
    private func pushedView(_ push: Deck.Opener) -> String {
        """
            /// The pushed view; the navigation bar's back button (or an edge swipe) goes back.
            private var pushed: some View {
                ZStack {
                    \(push.page.color.map(colorLiteral) ?? "Color.clear")
                    \(push.page.showsMoreThanText ? pageView(of: push.page) : "Text(\(SwiftLiteral.string(push.page.label ?? "")))")
                }
                .navigationTitle(\(SwiftLiteral.string(push.page.title ?? "")))
                .navigationBarTitleDisplayMode(.inline)
            }
        """
    }
}
