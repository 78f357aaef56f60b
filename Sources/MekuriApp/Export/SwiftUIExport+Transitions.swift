import MekuriEngine

extension SwiftUIExport {
    /// The `UIViewControllerRepresentable` that turns pages with UIKit's page curl.
    var curlPagerType: String { "\(name)CurlPager" }

    /// SwiftUI's name for the axis a 3D turn goes about: across the pages' axis.
    private var turnAxis: String { feel.axis == .vertical ? "(x: 1, y: 0, z: 0)" : "(x: 0, y: 1, z: 0)" }

    /// The offset that moves a page along the axis by `amount` (a Swift expression, in points).
    private func along(_ amount: String) -> String {
        feel.axis == .vertical ? ".offset(y: \(amount))" : ".offset(x: \(amount))"
    }

    /// The `.scrollTransition` that draws the feel's transition on each page of a paged
    /// ScrollView, its lines indented by `indent`; "" for `slide` and `curl` (a page curl is a
    /// UIPageViewController: see ``curlPager``). `phase.value` runs from −1 (the page has left
    /// towards the previous side) through 0 (centred) to 1 (still to come).
    func scrollTransition(indent: String) -> String {
        let body: [String]
        let step = "length * \(constantsType).pageWidth + \(constantsType).gap"
        switch feel.transition {
        case .slide, .curl:
            return ""
        case .parallax:
            body = ["// The leaving page stays behind at parallax of the coming page's speed (later pages draw on top).",
                    "content",
                    "    \(along("phase.value < 0 ? -phase.value * (\(step)) * (1 - \(number(.parallax))) : 0"))",
                    "    .brightness(phase.value < 0 ? -0.3 * abs(phase.value) : 0)"]
        case .fade:
            body = ["// The pages stay in place and cross-dissolve.",
                    "content",
                    "    \(along("-phase.value * (\(step))"))",
                    "    .opacity(1 - abs(phase.value))"]
        case .scale:
            body = ["// The leaving page stays, shrinks and dims as the next one slides over it.",
                    "content",
                    "    \(along("phase.value < 0 ? -phase.value * (\(step)) : 0"))",
                    "    .scaleEffect(phase.value < 0 ? 1 - 0.1 * abs(phase.value) : 1)",
                    "    .brightness(phase.value < 0 ? -0.3 * abs(phase.value) : 0)"]
        case .stack:
            body = ["// The coming page waits in place, smaller and dimmed, and grows as the top one slides off.",
                    "// SwiftUI draws later pages over earlier ones, so it rises over the leaving page, not from under it.",
                    "content",
                    "    \(along("phase.value > 0 ? -phase.value * (\(step)) : 0"))",
                    "    .scaleEffect(phase.value > 0 ? 1 - 0.1 * phase.value : 1)",
                    "    .brightness(phase.value > 0 ? -0.3 * phase.value : 0)"]
        case .cube:
            body = ["// The two pages as faces of a cube turning about the edge they share.",
                    "content",
                    "    .rotation3DEffect(.degrees(phase.value * 90), axis: \(turnAxis),",
                    "                      anchor: phase.value < 0 ? \(feel.axis == .vertical ? ".bottom : .top" : ".trailing : .leading"), perspective: 0.5)"]
        case .coverflow:
            body = ["// The neighbours turned towards the middle and set back.",
                    "content",
                    "    .rotation3DEffect(.degrees(phase.value * -50), axis: \(turnAxis), perspective: 0.5)",
                    "    .scaleEffect(1 - 0.2 * min(1, abs(phase.value)))"]
        }
        let lines = [".scrollTransition(.interactive, axis: .\(axisName)) { content, phase in"] + body.map { "    " + $0 } + ["}"]
        return "\n" + lines.map { indent + $0 }.joined(separator: "\n")
    }

    /// The pages turned with UIKit's page curl, for the feel's `curl`: `count` pages, `page`
    /// the view of page `index`; its first line unindented, the rest indented by `indent`.
    func curlPagerCall(count: String, page: String, indent: String) -> String {
        ["\(curlPagerType)(count: \(count), current: $current) { index in",
         "\(indent)    let page = pages[index]",
         "\(indent)    \(page)",
         "\(indent)}"].joined(separator: "\n")
    }

    /// The `UIViewControllerRepresentable` wrapping a `UIPageViewController` with
    /// `transitionStyle: .pageCurl`; "" unless the feel's transition is `curl`.
    var curlPager: String {
        guard feel.transition == .curl else { return "" }
        let orientation = feel.axis == .vertical ? "vertical" : "horizontal"
        return """
        /// Pages that turn like paper: UIKit's UIPageViewController with `transitionStyle: .pageCurl`,
        /// its spine at the \(feel.axis == .vertical ? "top" : "leading edge"). UIKit decides where a release goes (its own threshold
        /// and flick): the feel's `threshold`, `flickSpeed` and `flickDistance` cannot be set on it.
        /// A drag from the free edge's lower part lifts the lower corner first, as in Mekuri.
        struct \(curlPagerType)<Page: View>: UIViewControllerRepresentable {
            /// How many pages there are.
            let count: Int
            /// The page on show, which the buttons and dots also set.
            @Binding var current: Int?
            /// The view of page `index`.
            @ViewBuilder let page: (Int) -> Page

            func makeCoordinator() -> Coordinator { Coordinator(self) }

            func makeUIViewController(context: Context) -> UIPageViewController {
                let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .\(orientation),
                                                      options: [.spineLocation: UIPageViewController.SpineLocation.min.rawValue])
                controller.isDoubleSided = false
                controller.dataSource = context.coordinator
                controller.delegate = context.coordinator
                controller.setViewControllers([context.coordinator.controller(at: current ?? 0)], direction: .forward, animated: false)
                return controller
            }

            func updateUIViewController(_ controller: UIPageViewController, context: Context) {
                context.coordinator.parent = self
                let target = current ?? 0
                guard let shown = controller.viewControllers?.first?.view.tag, shown != target else { return }
                controller.setViewControllers([context.coordinator.controller(at: target)],
                                              direction: target > shown ? .forward : .reverse, animated: true)
            }

            /// The pages' data source and the page on show's keeper.
            final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
                var parent: \(curlPagerType)

                init(_ parent: \(curlPagerType)) {
                    self.parent = parent
                }

                /// Page `index` in a hosting controller tagged with its index.
                func controller(at index: Int) -> UIViewController {
                    let controller = UIHostingController(rootView: parent.page(index))
                    controller.view.tag = index
                    return controller
                }

                /// The index `step` pages on from `controller`'s, wrapping when the feel loops; nil past an end.
                private func index(from controller: UIViewController, by step: Int) -> Int? {
                    let next = controller.view.tag + step
                    guard parent.count > 0 else { return nil }
                    if \(constantsType).loops { return (next % parent.count + parent.count) % parent.count }
                    return (0..<parent.count).contains(next) ? next : nil
                }

                func pageViewController(_ pageViewController: UIPageViewController,
                                        viewControllerBefore viewController: UIViewController) -> UIViewController? {
                    index(from: viewController, by: -1).map(controller(at:))
                }

                func pageViewController(_ pageViewController: UIPageViewController,
                                        viewControllerAfter viewController: UIViewController) -> UIViewController? {
                    index(from: viewController, by: 1).map(controller(at:))
                }

                func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                        previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
                    if completed, let shown = pageViewController.viewControllers?.first { parent.current = shown.view.tag }
                }
            }
        }
        """
    }

    /// Where the `transition` key went in the file.
    var transitionDestination: String {
        switch feel.transition {
        case .slide: "the ScrollView's own slide"
        case .curl: "\(curlPagerType): a UIPageViewController with transitionStyle .pageCurl (UIKit's threshold, not the feel's)"
        default: ".scrollTransition on each page: \(feel.transition.rawValue), as Mekuri draws it"
        }
    }
}
