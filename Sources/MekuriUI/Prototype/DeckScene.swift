import MekuriEngine
import MekuriSystem

/// The user's own pages (`--deck`): a ``Deck`` of images and colours swiped with the feel, as
/// the weekdays are — one ``Pager`` (a ring unless the deck or the feel says otherwise), a list
/// per page so a page taller than the window scrolls in it (``PagedLists``), the title strip with
/// tap-to-top or the dots, 前へ and 次へ, and the captions cross-faded with the swipe as the cards'.
/// A deck whose file gives a `tabBar` shows a ``TabBarScreen`` instead: a list per tab under a
/// bottom tab bar, as the tabs scene does (``DeckScene+TabBar``); one with a `push`, a
/// ``PulldownScreen`` (``DeckScene+Pulldown``), and a `panel` or a `sheet` without one lies
/// over whatever the deck shows (``DeckScene+Overlay``). A page that holds a `pager` shows
/// a deck scene of it, the two sharing a drag as ``NestedPaging`` says (``DeckScene+Nested``).
public struct DeckScene: Scene {
    /// The `deck` scene for the user's pages, a built-in scene's kind for its prototype.
    public var kind: SceneKind { deck.role.kind }
    public internal(set) var size: Size
    /// What the scene lays out around: a device screen's safe area, glass bars and readable
    /// width (see ``resize(to:traits:at:)``).
    public internal(set) var traits = ScreenTraits.bare
    /// The device's safe area the scene lays out in (zero in a bare scene).
    var safeArea: EdgeInsets { traits.safeArea }
    /// Light or dark: the system colours the scene is drawn in (its pages' pagers' too).
    public var appearance = Appearance.default {
        didSet {
            let appearance = appearance
            inner.updateEach { $0.appearance = appearance }
            overScreens.updateEach { $0.appearance = appearance }
        }
    }

    /// Whether the scene is a sheet's page, drawn on the sheet's raised background as iOS draws
    /// a sheet's content (the same white in light, a lighter grey than the screen's in dark).
    var isOnRaisedSurface = false

    /// The appearance's colours; on a sheet, with its raised background for the background.
    public var palette: Palette {
        var palette = appearance.palette
        if isOnRaisedSurface { palette.background = palette.elevatedBackground }
        return palette
    }

    /// The language of 前へ and 次へ.
    public let locale: AppLocale
    /// The pages shown.
    public private(set) var deck: Deck
    /// The pages and their lists.
    public internal(set) var content: PagedLists
    /// The tab bar shown instead of the pages, when the deck is one.
    public internal(set) var tabBarScreen: TabBarScreen?
    /// The form shown instead of the pages, when the deck's pages hold controls.
    public internal(set) var formScreen: FormScreen?
    /// The cards over a list shown instead of the pages, when the deck has `below`.
    public internal(set) var cardsScreen: CardsScreen?
    /// The root view, sheet, pushed view and top panel shown instead of the pages, when the deck
    /// has a `push` (a `panel` or a `sheet` without one is an ``overlay``).
    public internal(set) var pulldownScreen: PulldownScreen?
    /// The panel and the sheet over the deck's own screen, when the deck ``Deck/hasOverlays``.
    public internal(set) var overlay: PulldownScreen?
    /// Whether the press held is the overlay's.
    var overlayHoldsPress = false
    /// A scene of the panel's, the sheet's and the pushed view's page, for each whose page shows more than text.
    var overScreens: [OverScreen: DeckScene] = [:]
    /// The part whose page scene holds the press, and where that part's page stood.
    var overScreenPress: (part: OverScreen, origin: Vector)?
    /// The pager of each page that holds one, as a scene of a page's size, by page index.
    var inner: [Int: DeckScene] = [:]
    /// The press on a page that holds a pager, while it is held.
    var nestedPress: NestedPress?
    /// What is known of each page's image, by page index (nil: no image).
    var imageStatuses: [ImageStatus?]
    /// The images that cannot be shown, and why, by page index.
    private var failures: [Int: String] = [:]
    /// Scroll positions to put back (saved, or kept through a reload) on pages whose image size
    /// is not known yet, by page index: applied once it is.
    private var pendingOffsets: [Int: Double] = [:]
    /// The time of the last input or change, for the lists' sizes set between them.
    private var lastTime = 0.0
    /// Each page's title (else its name): the title strip's labels and the plot's words, made
    /// once per deck so that no frame walks every page.
    private(set) var pageTitles: [String]
    /// Every page's label, once each: what the one label size is measured over.
    private(set) var labels: [String]
    /// What is known of the rows' thumbnails, by path.
    private(set) var thumbnailStatuses: [String: ImageStatus] = [:]
    /// The feel as given; the deck's own feel keys and `loop` win over its own.
    var givenFeel = Feel.standard
    /// The button, dot or tab the pointer went down on, while it is held.
    var press: PressedControl<Control>?
    /// Events announced for `--trace`, until taken.
    var traceEvents: [TraceEvent] = []

    /// The deck's pages at rest on the first, every list at its top.
    public init(deck: Deck, locale: AppLocale, size: Size) {
        self.deck = deck
        self.locale = locale
        self.size = size
        content = PagedLists(pager: Pager(pageCount: max(1, deck.pages.count), wraps: true,
                                          feel: deck.feel(over: .standard)))
        imageStatuses = deck.pages.map { $0.image == nil ? nil : .loading }
        pageTitles = Self.titles(of: deck)
        labels = Self.labels(of: deck)
        tabBarScreen = deck.tabBar.isEmpty || deck.isPulldown ? nil : TabBarScreen(tabs: deck.tabBar, size: size, at: 0)
        pulldownScreen = deck.isPulldown ? PulldownScreen(deck: deck, size: size) : nil
        overlay = deck.hasOverlays ? PulldownScreen(deck: deck, size: size) : nil
        formScreen = deck.isForm ? FormScreen(deck: deck, locale: locale, size: size, feel: deck.formFeel(over: .standard)) : nil
        cardsScreen = deck.isCards ? CardsScreen(deck: deck, size: size, feel: deck.feel(over: .standard)) : nil
        resizeLists(at: 0)
        inner = innerScenes(feel: .standard, at: 0)
        overScreens = overScreenScenes(feel: .standard, at: 0)
    }

    /// Every page's and tab's label, once each, in order.
    static func labels(of deck: Deck) -> [String] {
        var seen = Set<String>()
        return (deck.pages + deck.tabBar).compactMap(\.label).filter { seen.insert($0).inserted }
    }

    /// Each page's title, else its name.
    static func titles(of deck: Deck) -> [String] {
        deck.pages.indices.map { deck.pages[$0].title ?? deck.pages[$0].name(at: $0) }
    }

    /// The pager behind the pages (a form's or the cards', when the deck is one).
    public var pager: Pager { formScreen?.pager ?? cardsScreen?.pager ?? content.pager }

    var layout: DeckLayout { DeckLayout(size: size, deck: deck, feel: pager.feel, traits: traits) }

    /// The distance from one page to the next, in points, along the feel's axis.
    var pageStep: Double { pager.feel.pageStep(in: layout.pages) }

    var pageCount: Int { deck.pages.count }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, at time: Double) {
        lastTime = time
        // A resize gives every part's page its size; a sheet moved to another detent, its own.
        defer {
            if case .resize = event {
                resizeOverScreens(at: time)
            } else if !overScreens.isEmpty {
                resizeOverScreens(at: time, onlyChanged: true)
            }
        }
        if handleInOverScreen(event, at: time) { return }
        if handleInOverlay(event, at: time) { return }
        if tabBarScreen != nil { return handleInTabBar(event, at: time) }
        if formScreen != nil {
            if case .resize(let newSize) = event { size = newSize }
            return formScreen?.handle(event, at: time) ?? ()
        }
        if cardsScreen != nil {
            if case .resize(let newSize) = event { size = newSize }
            return cardsScreen?.handle(event, at: time) ?? ()
        }
        if pulldownScreen != nil {
            if case .resize(let newSize) = event { size = newSize }
            return pulldownScreen?.handle(event, at: time) ?? ()
        }
        if handleNested(event, at: time) { return }
        let pageWidth = pageStep
        switch event {
        case .pointerDown(let point):
            press = nil
            content.releaseLostPress(at: time, pageWidth: pageWidth)
            guard let hit = control(at: point, time: time), hit.isEnabled else { return }
            switch hit.control {
            case .pages, .caption: content.press(at: point, time: time)
            default: press = PressedControl(hit.control)
            }
        case .pointerMove(let point):
            if content.isPressed {
                content.move(to: point, time: time, pageWidth: pageWidth)
            } else {
                press = tracked(press, at: point, time: time)
            }
        case .pointerUp(let point):
            if content.isPressed {
                // A click on a peeking neighbour goes to it; on the current page, as before.
                content.release(at: point, time: time, pageWidth: pageWidth, pagesIn: layout.pages)
            } else if let control = press?.control {
                press = nil
                if element(for: control, at: time)?.frame.contains(point) == true { activate(control, at: time) }
            }
        case .wheel(let delta, let isDiscrete):
            content.wheel(delta, isDiscrete: isDiscrete, pageWidth: pageWidth, at: time)
        case .key(let key, _):
            if let steps = pager.feel.pageSteps(for: key) {
                press = nil
                content.step(by: steps, at: time)
            } else {
                content.scrollCurrentList(for: key, lineHeight: Self.lineHeight, at: time)
            }
        case .resize(let newSize):
            size = newSize
            content.resize(pageWidth: pageStep)
            resizeLists(at: time)
            resizeInnerScenes(at: time)
        case .text, .compose:
            break
        }
    }

    /// How far Up and Down scroll a tall page, in points.
    static let lineHeight = 40.0

    /// A form's fields, where the caret can stand in their text; nothing else: the labels are
    /// measured as a frame is drawn (see ``labelSize(measuring:)``).
    public mutating func measureText(with text: any TextMeasuring) {
        formScreen?.measureText(with: text)
        overScreens.updateEach { $0.measureText(with: text) }
    }

    public mutating func apply(_ feel: Feel, at time: Double) {
        lastTime = time
        givenFeel = feel
        content.apply(deck.feel(over: feel), at: time)
        formScreen?.apply(deck.formFeel(over: feel), at: time)
        cardsScreen?.apply(deck.feel(over: feel), at: time)
        pulldownScreen?.apply(deck.feel(over: feel), at: time)
        overlay?.apply(deck.feel(over: feel), at: time)
        inner.updateEach { $0.apply(feel, at: time) }
        resizeInnerScenes(at: time)
        overScreens.updateEach { $0.apply(feel, at: time) }
        resizeLists(at: time)
    }

    public mutating func cancelGesture(at time: Double) {
        press = nil
        content.cancel(at: time)
        tabBarScreen?.selectedList.cancel(at: time)
        formScreen?.cancelGesture(at: time)
        cardsScreen?.cancelGesture(at: time)
        pulldownScreen?.cancelGesture(at: time)
        overlay?.cancelGesture(at: time)
        overlayHoldsPress = false
        nestedPress = nil
        inner.updateEach { $0.cancelGesture(at: time) }
        overScreenPress = nil
        overScreens.updateEach { $0.cancelGesture(at: time) }
    }

    @discardableResult
    public mutating func activate(_ control: Control, at time: Double) -> Bool {
        guard isEnabled(control, at: time) else { return false }
        if formScreen != nil, let control = Self.formControl(control) { return formScreen?.activate(control, at: time) ?? false }
        if cardsScreen != nil, let control = Self.cardsControl(control) { return cardsScreen?.activate(control, at: time) ?? false }
        if pulldownScreen != nil, let control = Self.pulldownControl(control) {
            return pulldownScreen?.activate(control, at: time) ?? false
        }
        if overlay != nil, case .pulldown(let control) = control {
            // What the screen under it holds lets go as the sheet or the panel comes over it.
            releaseLostPress(at: time)
            return overlay?.activate(control, at: time) ?? false
        }
        switch control {
        case .footer(.prev): content.step(by: -1, at: time)
        case .footer(.next): content.step(by: 1, at: time)
        case .footer(.dot(let index)): content.show(index: index, at: time)
        case .tab(let index): tap(index, at: time)
        case .tabBar(let id): tapTab(id, at: time)
        case .inner(let page, let control): return inner[page]?.activate(control, at: time) ?? false
        case .over(let part, let control): return overScreens[part]?.activate(control, at: time) ?? false
        case .pages, .card, .caption, .list, .input, .pulldown: return false
        }
        return true
    }

    /// A click on page `index`'s tab: another page's shows it; the selected one's scrolls its
    /// page to the top (a tap-to-top, announced to the trace).
    private mutating func tap(_ index: Int, at time: Double) {
        var tabs = TabSelection(count: pageCount, selected: pager.targetIndex(at: time))
        switch tabs.tap(index) {
        case .switched(_, let to)?: content.show(index: to, at: time)
        case .reselected(let tab)?:
            content.scrollToTop(list: tab, at: time)
            traceEvents.append(TraceEvent("tapToTop", fields: [
                ("scene", .string(name)), ("tab", .number(Double(tab))), ("title", .string(deck.pages[tab].name(at: tab))),
            ]))
        case nil: break
        }
    }

    // MARK: Images and layout

    /// How many pages either side of the current one have their images read ahead.
    static let readAhead = 2

    /// Asks `images` about the pages in view and their neighbours only (``readAhead`` each
    /// side), so a deck of thousands of pages reads a handful of files.
    public mutating func measureImages(with images: any ImageMeasuring) {
        if let screen = tabBarScreen {
            let index = screen.selectedIndex
            inner[index]?.measureImages(with: images)
            return measureThumbnails(of: screen.tabs[index], layout: screen.pageLayout(of: index),
                                     scrolledBy: screen.lists[index].scroller.offset(at: lastTime), with: images)
        }
        guard !deck.pages.isEmpty else { return }
        // The page the pages rest on or head for (held: the one nearest the centre).
        let current = pager.targetIndex(at: .infinity)
        let count = deck.pages.count
        let nearby = Set((-Self.readAhead...Self.readAhead).map { offset in
            pager.wraps ? (current + offset).wrapped(modulo: count) : min(max(current + offset, 0), count - 1)
        })
        for index in nearby.sorted() {
            let page = deck.pages[index]
            measureThumbnails(of: page, layout: layout.listLayout(of: page),
                              scrolledBy: content.lists[index].offset(at: lastTime), with: images)
            guard let source = page.image else { continue }
            let status = images.status(of: source)
            // A changed file's new version keeps the last size known until it is read, so its
            // page keeps its scroll position meanwhile.
            if status == .loading, case .ready? = imageStatuses[index] { continue }
            guard imageStatuses[index] != status else { continue }
            imageStatuses[index] = status
            if case .failed(let reason) = status { failures[index] = reason } else { failures[index] = nil }
            resizeList(index)
            if case .ready = status, let offset = pendingOffsets.removeValue(forKey: index) {
                content.restList(index, at: offset)
            }
        }
        for index in nearby.sorted() where inner[index] != nil { inner[index]?.measureImages(with: images) }
        overScreens.updateEach { $0.measureImages(with: images) }
    }

    /// The most thumbnails a page has read ahead of its rows in view, each side of them.
    static let thumbnailReadAhead = 20

    /// Asks `images` about the thumbnails of `page`'s rows in view with its list scrolled by
    /// `offset`, and of ``thumbnailReadAhead`` rows each side.
    private mutating func measureThumbnails(of page: Deck.Page, layout: PageListLayout, scrolledBy offset: Double,
                                            with images: any ImageMeasuring) {
        guard case .items(let rows) = page.rows, page.rows.hasDetails else { return }
        let shown = layout.rows.visibleRows(scrolledBy: offset, viewportHeight: layout.pageSize.height)
        let range = max(0, shown.lowerBound - Self.thumbnailReadAhead)..<min(rows.count, shown.upperBound + Self.thumbnailReadAhead)
        for row in range {
            guard let image = rows[row].image else { continue }
            let status = images.status(of: image)
            if status == .loading, case .ready? = thumbnailStatuses[image.path] { continue }
            thumbnailStatuses[image.path] = status
        }
    }

    /// The pages' images and the rows' thumbnails that cannot be shown, and why.
    public var imageProblems: [(source: ImageSource, reason: String)] {
        let pages = failures.sorted { $0.key < $1.key }.compactMap { index, reason in
            deck.pages[index].image.map { ($0, reason) }
        }
        let thumbnails = thumbnailStatuses.sorted { $0.key < $1.key }.compactMap { path, status -> (ImageSource, String)? in
            guard case .failed(let reason) = status else { return nil }
            return (ImageSource(path: path), reason)
        }
        let nested = inner.keys.sorted().flatMap { inner[$0]?.imageProblems ?? [] }
        let over = OverScreen.allCases.flatMap { overScreens[$0]?.imageProblems ?? [] }
        return pages + thumbnails + nested + over
    }

    /// Gives each page's list its content height: a tall image's, else the page's.
    ///
    /// - Complexity: O(*n*) in the pages; done when the page size changes, not per frame.
    private mutating func resizeLists(at time: Double) {
        lastTime = time
        for index in deck.pages.indices { resizeList(index) }
    }

    /// Gives page `index`'s list its content height: a list page's label and rows, else its image's.
    private mutating func resizeList(_ index: Int) {
        let layout = layout
        let page = deck.pages[index]
        let height = page.isList ? layout.listLayout(of: page).contentHeight
                                 : layout.contentHeight(of: page, status: imageStatuses[index])
        content.setListSize(index, contentHeight: height,
                            viewportHeight: layout.pageSize.height, at: lastTime)
    }

    /// Puts each page's list at its offset in `offsets` (by page index) now, or, for a page whose
    /// image size is not known yet, once it is.
    mutating func restLists(at offsets: [Double]) {
        pendingOffsets = [:]
        for (index, offset) in offsets.enumerated() where offset > 0 {
            if case .ready? = imageStatuses[index] {
                content.restList(index, at: offset)
            } else if deck.pages[index].image != nil {
                pendingOffsets[index] = offset
            }
        }
    }

    /// Shows `newDeck` (the same deck reloaded) in place of the deck: the page on show, found by
    /// its name, and every page's scroll position by name are kept.
    public mutating func reload(with newDeck: Deck, at time: Double) {
        lastTime = time
        let current = pager.targetIndex(at: time)
        let currentName = deck.pages.indices.contains(current) ? deck.pages[current].name(at: current) : nil
        var offsets: [String: Double] = [:]
        for index in deck.pages.indices where content.lists.indices.contains(index) {
            offsets[deck.pages[index].name(at: index)] = content.lists[index].offset(at: time)
        }
        // What was known of an image stays known until it is measured again (a changed file
        // then takes its new size), so the kept scroll positions fit their pages.
        var known: [String: ImageStatus] = [:]
        for (page, status) in zip(deck.pages, imageStatuses) {
            if let path = page.image?.path, let status { known[path] = status }
        }
        deck = newDeck
        press = nil
        content = PagedLists(pager: Pager(pageCount: max(1, newDeck.pages.count), wraps: true,
                                          feel: newDeck.feel(over: givenFeel)))
        imageStatuses = newDeck.pages.map { page in page.image.map { known[$0.path] ?? .loading } }
        failures = [:]
        for (index, status) in imageStatuses.enumerated() {
            if case .failed(let reason)? = status { failures[index] = reason }
        }
        pageTitles = Self.titles(of: newDeck)
        labels = Self.labels(of: newDeck)
        let tabOffsets = tabBarScreen?.listOffsets(at: time)
        let selectedTab = tabBarScreen.map { $0.id(of: $0.selectedIndex) }
        tabBarScreen = newDeck.tabBar.isEmpty || newDeck.isPulldown ? nil : TabBarScreen(tabs: newDeck.tabBar, size: size, traits: traits, at: time)
        tabBarScreen?.restore(tab: selectedTab, offsets: tabOffsets)
        formScreen = reloadedForm(of: newDeck, keeping: formScreen, at: time)
        cardsScreen = reloadedCards(of: newDeck, keeping: cardsScreen, at: time)
        pulldownScreen = reloadedPulldown(of: newDeck, keeping: pulldownScreen, at: time)
        overlay = newDeck.hasOverlays ? reloadedSlidingScreen(of: newDeck, at: time) : nil
        overlayHoldsPress = false
        if traits != .bare {
            applyTraitsToParts()
            resizeParts(at: time)
        }
        resizeLists(at: time)
        let page = currentName.flatMap(newDeck.index(ofPageNamed:)) ?? min(current, newDeck.pages.count - 1)
        content.rest(on: max(0, page), listOffsets: [])
        nestedPress = nil
        inner = reloadedInnerScenes(keeping: inner, at: time)
        overScreenPress = nil
        overScreens = overScreenScenes(feel: givenFeel, at: time)
        restLists(at: newDeck.pages.indices.map { offsets[newDeck.pages[$0].name(at: $0)] ?? 0 })
    }
}
