extension SwiftUIExport {
    /// A tab bar's view: a TabView of the tabs, each its list in a NavigationStack under its
    /// title; a tap on the selected tab scrolls its list to the top.
    var tabBarView: String {
        """
        /// The deck's tab bar: each tab switches at once and keeps its own scroll position; a tap
        /// on the selected tab scrolls its list to the top.
        struct \(prototypeType): View {
            let tabs = \(deckType).tabs
            @State private var selected = 0
            /// How often each tab was tapped while selected: its list scrolls to the top each time.
            @State private var toTopRequests: [Int: Int] = [:]

            /// The selection, through which a tap on the selected tab (which TabView sets again)
            /// becomes a request to scroll its list to the top.
            private var selection: Binding<Int> {
                Binding(get: { selected }, set: { tapped in
                    if tapped == selected { toTopRequests[tapped, default: 0] += 1 }
                    selected = tapped
                })
            }

            var body: some View {
                TabView(selection: selection) {
                    ForEach(tabs) { tab in
                        NavigationStack {
                            \(pageViewType)(page: tab, toTopRequests: toTopRequests[tab.id, default: 0])
                                .navigationTitle(tab.title ?? "")
                                .navigationBarTitleDisplayMode(.inline)
                        }
                        .tabItem { Label(tab.title ?? "", systemImage: tab.icon ?? "\\(tab.id + 1).circle.fill") }
                        .tag(tab.id)
                    }
                }
            }
        }

        #Preview {
            \(prototypeType)()
        }
        """
    }

    /// The prototype's view: the title strip, the pages paged by the feel, the caption, the dots and buttons.
    var prototypeView: String {
        """
        /// The deck's pages paged with the feel (\(behaviorType)), with the parts the deck shows.
        ///
        /// Looping: SwiftUI's ScrollView has no ring, so a swipe stops at the first and last page.
        /// \(loopAdvice)
        struct \(prototypeType): View {
            let pages = \(deckType).pages
            /// The page at rest, which the tabs, the buttons and the dots also set.
            @State private var current: Int? = 0
            /// How often each page's tab was tapped while selected: its list scrolls to the top each time.
            @State private var toTopRequests: [Int: Int] = [:]

            var body: some View {
                VStack(spacing: 0) {
                    if \(deckType).showsTabs { tabs }
                    \(pagedScrollView(forEach: "pages", page: "\(pageViewType)(page: page, toTopRequests: toTopRequests[page.id, default: 0])"))
                    if \(deckType).showsCaptions, let caption = pages[current ?? 0].caption {
                        Text(caption)
                            .font(.title3)
                            .padding(.vertical, 12)
                            .animation(\(constantsType).settle, value: current)
                    }
                    if \(deckType).showsDots || \(deckType).showsButtons { controls }
                }
                .environment(\\.layoutDirection, .\(layoutDirection))
            }

            /// A tab per page, the selected one bold and underlined; tapping it again scrolls its page to the top.
            private var tabs: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(pages) { page in
                            Button {
                                if current == page.id {
                                    toTopRequests[page.id, default: 0] += 1
                                } else {
                                    withAnimation(\(constantsType).settle) { current = page.id }
                                }
                            } label: {
                                Text(page.title ?? "\\(page.id + 1)")
                                    .fontWeight(current == page.id ? .bold : .regular)
                                    .foregroundStyle(current == page.id ? Color.primary : Color.secondary)
                                    .padding(.horizontal, 16)
                                    .frame(height: 44)
                                    .overlay(alignment: .bottom) {
                                        if current == page.id { Rectangle().frame(height: 3) }
                                    }
                            }
                        }
                    }
                }
                .scrollIndicators(.hidden)
            }

            /// Previous and next, and a dot per page, moving with the feel's settle spring.
            private var controls: some View {
                HStack(spacing: 12) {
                    if \(deckType).showsButtons {
                        Button("Previous") { go(to: (current ?? 0) - 1) }
                            .disabled(!\(constantsType).loops && current == pages.first?.id)
                    }
                    if \(deckType).showsDots {
                        ForEach(pages) { page in
                            Circle()
                                .fill(page.id == current ? Color.primary : Color.secondary.opacity(0.4))
                                .frame(width: 8, height: 8)
                                .onTapGesture { go(to: page.id) }
                        }
                    }
                    if \(deckType).showsButtons {
                        Button("Next") { go(to: (current ?? 0) + 1) }
                            .disabled(!\(constantsType).loops && current == pages.last?.id)
                    }
                }
                .padding(.vertical, 12)
            }

            /// Moves to `page` with the feel's spring; past an end it wraps when the feel loops.
            private func go(to page: Int) {
                let count = pages.count
                let target = \(constantsType).loops ? (page % count + count) % count : min(max(page, 0), count - 1)
                withAnimation(\(constantsType).settle) { current = target }
            }
        }

        #Preview {
            \(prototypeType)()
        }
        """
    }

    /// The view of one page: a picture as the deck fits it, a list under its label, or its title.
    var pageView: String {
        """
        /// One page: its picture (as wide as the page and scrolling, filling, or fitting), its list
        /// under its big label, or its title; on its colour.
        struct \(pageViewType): View {
            let page: \(pageDataType)
            /// Bumped by a tap on the page's selected tab: the list scrolls to its top.
            let toTopRequests: Int
            /// The id of the list's first element, scrolled to by a tap on the selected tab.
            private static let top = "top"

            var body: some View {
                ZStack {
                    page.color ?? Color.gray.opacity(0.15)
                    content
                }
            }

            @ViewBuilder private var content: some View {
                if let image = page.image {
                    switch page.fit {
                    case .width: ScrollView { Image(image).resizable().scaledToFit() }
                    case .fill: Image(image).resizable().scaledToFill().clipped()
                    case .fit: Image(image).resizable().scaledToFit()
                    }
                } else if page.isList {
                    ScrollViewReader { proxy in
                        ScrollView {
                            LazyVStack(alignment: .leading, spacing: 0) {
                                Color.clear.frame(height: 0).id(Self.top)
                                if let label = page.label {
                                    Text(label)
                                        .font(.system(size: 160, weight: .bold))
                                        .minimumScaleFactor(0.2)
                                        .frame(maxWidth: .infinity)
                                        .containerRelativeFrame(.vertical) { height, _ in height * 0.6 }
                                }
                                ForEach(0..<page.rowCount, id: \\.self) { index in
                                    row(page.row(index))
                                }
                            }
                        }
                        .onChange(of: toTopRequests) {
                            withAnimation { proxy.scrollTo(Self.top, anchor: .top) }
                        }
                    }
                } else if let pager = page.pager {
                    \(name)NestedPager(pages: pager, axis: page.pagerAxis, showsCaptions: page.pagerCaptions)
                } else if !page.controls.isEmpty {
                    Form {
                        Section(page.title ?? "") {
                            ForEach(page.controls.indices, id: \\.self) { index in \(name)ControlRow(control: page.controls[index]) }
                        }
                    }
                } else if let title = page.title {
                    Text(title).font(.largeTitle.bold())
                }
            }

            /// A row: large text, or a list's row with its thumbnail and subtitle over a line.
            @ViewBuilder private func row(_ row: \(pageDataType).Row) -> some View {
                if page.largeRows {
                    Text(row.title)
                        .font(.system(size: 24))
                        .frame(height: 40)
                        .padding(.horizontal, 16)
                } else {
                    HStack(spacing: 16) {
                        if let image = row.image {
                            Image(image).resizable().scaledToFill()
                                .frame(width: 44, height: 44)
                                .clipShape(RoundedRectangle(cornerRadius: 8))
                        }
                        VStack(alignment: .leading, spacing: 2) {
                            Text(row.title).font(row.subtitle == nil && row.image == nil ? .body : .headline)
                            if let subtitle = row.subtitle {
                                Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                        Spacer(minLength: 0)
                    }
                    .frame(minHeight: row.subtitle == nil && row.image == nil ? 44 : 64)
                    .padding(.horizontal, 16)
                    Divider().padding(.leading, 16)
                }
            }
        }
        """
    }
}
