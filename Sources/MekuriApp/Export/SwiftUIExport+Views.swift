extension SwiftUIExport {
    /// The `ScrollTargetBehavior` that pages by the feel's rule.
    var behavior: String {
        """
        /// Pages a ScrollView as the feel does: a release at least `threshold` of a page step from the
        /// page the gesture began on goes one page that way, less goes back; a flick (at least
        /// `flickSpeed` over at least `flickDistance`) goes to the next page in its direction; never
        /// more than one page from where the gesture began.
        struct \(behaviorType): ScrollTargetBehavior {
            /// The pager's length along its axis, in points, as the view measures it. Until it is known
            /// (0) the container's size stands in; the view passes it because `context.containerSize`
            /// may leave out the content margins that make the peek.
            var pagerLength: CGFloat = 0

            /// UIScrollView's normal deceleration rate, per millisecond. SwiftUI proposes the target a
            /// release would coast to at it; less that coast is where the release was.
            static let decelerationRate: CGFloat = 0.998
            /// How many of `context.velocity`'s units make one point per second. Apple's documentation
            /// does not name the unit; this assumes points per second, as the feel's `flickSpeed` is.
            /// If no flick pages, or every touch does, print `context.velocity` once and set this
            /// (UIKit's `scrollViewWillEndDragging` gives points per millisecond: 0.001). Its sign is
            /// taken to be the way the content offset grows, towards the next page.
            static let velocityUnitsPerPointPerSecond: CGFloat = 1
            /// Milliseconds in a second.
            static let millisecondsPerSecond: CGFloat = 1000

            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let vertical = context.axes.contains(.vertical)
                let container = vertical ? context.containerSize.height : context.containerSize.width
                let length = pagerLength > 0 ? pagerLength : container
                let step = length * \(constantsType).pageWidth + \(constantsType).gap
                guard step > 0 else { return }
                // Offsets along the axis, growing towards the next page (SwiftUI mirrors them with
                // .rightToLeft, so they read the same in either direction).
                let began = vertical ? context.originalTarget.rect.minY : context.originalTarget.rect.minX
                let proposed = vertical ? target.rect.minY : target.rect.minX
                let velocity = (vertical ? context.velocity.dy : context.velocity.dx) / Self.velocityUnitsPerPointPerSecond
                let released = proposed - Self.coast(velocity: velocity)
                let startPage = (began / step).rounded()
                let pages = Self.pages(displacement: released / step - startPage, velocity: velocity,
                                       travel: abs(released - began))
                // The scroll view keeps the target within its content at the far end.
                let offset = max(0, startPage + CGFloat(pages)) * step
                if vertical {
                    target.rect.origin.y = offset
                } else {
                    target.rect.origin.x = offset
                }
            }

            /// How far a release at `velocity` (points per second) coasts at ``decelerationRate``.
            static func coast(velocity: CGFloat) -> CGFloat {
                velocity / millisecondsPerSecond * decelerationRate / (1 - decelerationRate)
            }

            /// Which page, from the page the gesture began on, a release goes to: -1, 0 or +1.
            /// `displacement` is in page steps and `velocity` in points per second (both positive
            /// towards the next page); `travel` is how far the pages moved, in points.
            static func pages(displacement: CGFloat, velocity: CGFloat, travel: CGFloat) -> Int {
                let step: Int
                if abs(velocity) >= \(constantsType).flickSpeed && travel >= \(constantsType).flickDistance {
                    // A flick: the next whole page in its direction from where the pages are.
                    step = velocity > 0 ? Int(displacement.rounded(.down)) + 1 : Int(displacement.rounded(.up)) - 1
                } else if abs(displacement) >= \(constantsType).threshold {
                    step = displacement > 0 ? 1 : -1
                } else {
                    step = 0
                }
                return min(1, max(-1, step))
            }
        }
        """
    }

    /// The example pager: a ScrollView paged by the behaviour, with buttons and dots.
    var example: String {
        """
        /// An example pager with the feel: pages of `pageWidth` of the pager, `gap` apart, paged by
        /// \(behaviorType); the buttons and the dots move with the feel's spring.
        ///
        /// Looping: SwiftUI's ScrollView has no ring, so a swipe stops at the first and last page.
        /// \(loopAdvice)
        struct \(pagerType): View {
            /// The pages; an app pages its own data.
            let pages = Array(0..<7)
            /// The page at rest, which the buttons and dots also set.
            @State private var current: Int? = 0

            var body: some View {
                VStack(spacing: 16) {
                    \(pagedScrollView(forEach: "pages, id: \\.self", page: "\(pageType)(number: page)"))
                    controls
                }
                .environment(\\.layoutDirection, .\(layoutDirection))
            }

            /// Previous and next, and a dot per page, moving with the feel's settle spring.
            private var controls: some View {
                HStack(spacing: 12) {
                    Button("Previous") { go(to: (current ?? 0) - 1) }
                        .disabled(!\(constantsType).loops && current == pages.first)
                    ForEach(pages, id: \\.self) { page in
                        Circle()
                            .fill(page == current ? Color.primary : Color.secondary.opacity(0.4))
                            .frame(width: 8, height: 8)
                            .onTapGesture { go(to: page) }
                    }
                    Button("Next") { go(to: (current ?? 0) + 1) }
                        .disabled(!\(constantsType).loops && current == pages.last)
                }
            }

            /// Moves to `page` with the feel's spring; past an end it wraps when the feel loops.
            private func go(to page: Int) {
                let count = pages.count
                let target = \(constantsType).loops ? (page % count + count) % count : min(max(page, 0), count - 1)
                withAnimation(\(constantsType).settle) { current = target }
            }
        }

        /// One page of the example.
        struct \(pageType): View {
            let number: Int

            var body: some View {
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.accentColor.opacity(0.2))
                    .overlay(Text("\\(number + 1)").font(.largeTitle))
            }
        }

        #Preview {
            \(pagerType)()
        }
        """
    }

    /// The pages in a ScrollView paged by the behaviour, `pageWidth` of the pager each, for the
    /// example and the prototype: `forEach` is what `ForEach` takes, `page` the view of one
    /// `page`. Its first line is unindented, the rest indented as the two views' bodies are.
    func pagedScrollView(forEach: String, page: String) -> String {
        let indent = String(repeating: " ", count: Self.bodyIndent)
        if feel.transition == .curl {
            return curlPagerCall(count: "pages.count", page: page, indent: indent)
        }
        return """
        GeometryReader { proxy in
            let length = \(constantsType).axis == .vertical ? proxy.size.height : proxy.size.width
            ScrollView(.\(axisName)) {
                \(stackType)(spacing: \(constantsType).gap) {
                    ForEach(\(forEach)) { page in
                        // The container's length less the content margins: pageWidth of the pager.
                        \(page)
                            .containerRelativeFrame(.\(axisName))\(scrollTransition(indent: "                    "))
                    }
                }
                .scrollTargetLayout()
            }
            // The neighbours peek in over the margins at both sides of the centred page.
            .contentMargins(.\(axisName), length * (1 - \(constantsType).pageWidth) / 2, for: .scrollContent)
            .scrollTargetBehavior(\(behaviorType)(pagerLength: length))
            .scrollPosition(id: $current)
            .scrollIndicators(.hidden)
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 ? String($0.element) : indent + $0.element }.joined(separator: "\n")
    }

    /// How far the pager sits in the generated file, inside a view's `body`, in spaces.
    private static let bodyIndent = 12

    /// What the example's comment says to do about the feel's `loop`.
    var loopAdvice: String {
        feel.loop
            ? """
            This feel loops: here the buttons wrap from the last page to the first (across every page).
            /// For a true ring, repeat the pages three times, start on the middle copy, and when the
            /// scroll comes to rest on an outer copy (.onChange(of: current)) set `current` to the same
            /// page of the middle copy without animation.
            """
            : "This feel does not loop either: the buttons stop at the ends, as Mekuri's do."
    }
}
