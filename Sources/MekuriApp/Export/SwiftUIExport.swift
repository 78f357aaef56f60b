import MekuriEngine
import MekuriUI

/// A feel as a self-contained SwiftUI file (`--export swiftui`, Ctrl+E in the window): its
/// numbers, a `ScrollTargetBehavior` that pages by them, an example pager using it, and comments
/// that say where each of the feel's keys went, or why it could not go anywhere.
///
/// The file is written for iOS 17 and later. It is only checked for syntax here (`swiftc -parse`
/// on Linux, where SwiftUI does not exist); it has not been compiled against the iOS SDK.
struct SwiftUIExport {
    /// The feel to export.
    let feel: Feel
    /// The feel running under the deck's own keys: what a page's pager runs its keys over.
    let running: Feel
    /// The stem of every type the file declares: `Snappy` gives `SnappyFeel`, `SnappyPaging`,
    /// `SnappyPager` and `SnappyPage`.
    let name: SwiftTypeName
    /// The feel file it came from, as the header names it; nil for the default feel.
    let sourceFile: String?
    /// The prototype exported with the feel (`--deck FILE`), whose pages replace the example pager.
    let deck: Deck?

    /// The feel read from `sourceFile` (nil: none), its types named `name`, by default after
    /// that file.
    init(feel: Feel, name: SwiftTypeName? = nil, sourceFile: String?) {
        self.feel = feel
        self.running = feel
        self.sourceFile = sourceFile
        self.name = name ?? SwiftTypeName(fileName: sourceFile)
        self.deck = nil
    }

    /// The prototype `deck` with the feel its pager runs with (`running` under the deck's own
    /// keys), its types named after the deck's file or folder; `feelFile` is `--feel`'s, if given.
    init(deck: Deck, running: Feel, feelFile: String?) {
        self.feel = deck.feel(over: running)
        self.running = running
        self.sourceFile = feelFile
        self.name = SwiftTypeName(fileName: deck.source.isEmpty ? nil : deck.source)
        self.deck = deck
    }

    /// The enum of the feel's numbers.
    var constantsType: String { "\(name)Feel" }
    /// The `ScrollTargetBehavior`.
    var behaviorType: String { "\(name)Paging" }
    /// The example view.
    var pagerType: String { "\(name)Pager" }
    /// The example's page view.
    var pageType: String { "\(name)Page" }

    /// The whole Swift file, ending with a newline.
    var source: String {
        let views = deck.map(prototype) ?? example
        let imports = feel.transition == .curl ? "import SwiftUI\nimport UIKit" : "import SwiftUI"
        return ([header, keyMap, imports, constants, behavior, views, curlPager].filter { !$0.isEmpty }).joined(separator: "\n\n") + "\n"
    }

    /// The number `key` holds, as a user writes it (`0.35`, `300`); "" for a word or a flag.
    func number(_ key: Feel.Key) -> String {
        guard case .number(let number) = feel[key] else { return "" }
        return number.feelText
    }

    /// SwiftUI's name for the feel's axis: `horizontal` or `vertical`.
    var axisName: String { feel.axis == .vertical ? "vertical" : "horizontal" }

    /// SwiftUI's layout direction for the feel's direction.
    var layoutDirection: String { feel.direction == .rtl ? "rightToLeft" : "leftToRight" }

    /// What the file is and what was checked.
    private var header: String {
        let options = (deck.map { ["--deck \($0.source)"] } ?? []) + (sourceFile.map { ["--feel \($0)"] } ?? [])
        let command = (["mekuri"] + options + ["--export swiftui"]).joined(separator: " ")
        let shown = switch deck {
        case nil: " \(pagerType) shows\n// it in use, with buttons and dots that settle with the feel's spring."
        case let deck? where !deck.tabBar.isEmpty:
            "\n// \(prototypeType) shows the deck's tab bar: a TabView of its tabs' lists (the feel is for\n// pagers; a tab bar has none)."
        case _?: "\n// \(prototypeType) shows the deck's pages with it: its tabs, lists, captions, dots and buttons."
        }
        let screen = deck.map { $0.below != nil || $0.panel != nil || $0.sheet != nil || $0.push != nil } == true
            ? "\n// \(screenType) is the whole screen: the prototype with its list below, its root view and pushed\n// view, its sheet and its panel, as the file gives them; preview and present that one." : ""

        return """
        // \(name).swift: a Mekuri \(deck == nil ? "feel" : "prototype") for SwiftUI (iOS 17 or later).
        //
        // Made by Mekuri (`\(command)`\(deck == nil ? ", or Ctrl+E in its window" : "")).
        // Checked with `swiftc -parse` (syntax only) on Linux, where SwiftUI does not exist:
        // it has NOT been compiled for iOS. Build it in Xcode before relying on it.
        //
        // \(behaviorType) pages a ScrollView by the feel's rule: released at least `threshold` of a page
        // step from the page the gesture began on, or flicked at `flickSpeed` or faster over at least
        // `flickDistance`, it goes one page on; never more than one page per gesture.\(shown)\(screen)
        """
    }

    /// The comment that maps each of the feel's keys.
    private var keyMap: String {
        let rows = Feel.Key.allCases.map { key in
            "//   \(key.name.padded(to: Self.keyColumn))\(valueText(key).padded(to: Self.valueColumn))\(destination(of: key))"
        }
        return (["// Where each feel key went:"] + rows).joined(separator: "\n")
    }

    /// The width of the key column in the map.
    private static let keyColumn = 16
    /// The width of the value column in the map.
    private static let valueColumn = 12

    /// `key`'s value as a feel file writes it.
    private func valueText(_ key: Feel.Key) -> String {
        switch feel[key] {
        case .number(let number): number.feelText
        case .word(let word), .other(let word): word
        case .flag(let flag): String(flag)
        }
    }

    /// Where `key` went in the file, or why it went nowhere.
    private func destination(of key: Feel.Key) -> String {
        switch key {
        case .threshold: "\(constantsType).threshold, in \(behaviorType): the release distance that turns a page, in page steps"
        case .flickSpeed: "\(constantsType).flickSpeed, in \(behaviorType): a release at least this fast (pt/s) turns a page"
        case .flickDistance: "\(constantsType).flickDistance, in \(behaviorType): the least travel (pt) for a flick"
        case .velocityWindow: "not carried over: SwiftUI measures the release velocity itself (context.velocity)"
        case .settleDuration: "\(constantsType).settle, .spring(duration:bounce:): the buttons' and dots' moves (a swipe's own settle is SwiftUI's)"
        case .bounce: "\(constantsType).settle's bounce, as above"
        case .rubberBand: "not carried over: ScrollView rubber-bands at its ends with UIKit's own constant (0.55) and cannot be set"
        case .pageWidth: "\(constantsType).pageWidth: .containerRelativeFrame pages, the rest .contentMargins (neighbours peek)"
        case .gap: "\(constantsType).gap: the stack's spacing, part of a page step"
        case .axis: "ScrollView(.\(axisName)) with a \(stackType) and \(constantsType).axis"
        case .direction: ".environment(\\.layoutDirection, .\(layoutDirection))"
        case .loop: "\(constantsType).loops: ScrollView does not loop; see \(pagerType) for what to do"
        case .transition: transitionDestination
        case .parallax: feel.transition == .parallax ? "the parallax .scrollTransition's offset" : "not used: the transition is not parallax"
        }
    }

    /// The lazy stack the pages go in along the axis.
    var stackType: String { feel.axis == .vertical ? "LazyVStack" : "LazyHStack" }

    /// The enum holding the feel's numbers.
    private var constants: String {
        """
        /// The feel's numbers, as Mekuri's feel file gives them.
        enum \(constantsType) {
            /// The release distance that turns a page, in page steps (a page's length and the gap).
            static let threshold: CGFloat = \(number(.threshold))
            /// The release speed that turns a page whatever the distance, in points per second.
            static let flickSpeed: CGFloat = \(number(.flickSpeed))
            /// The least travel for a flick, in points.
            static let flickDistance: CGFloat = \(number(.flickDistance))
            /// A page's length as a fraction of the pager; below 1 the neighbours peek in.
            static let pageWidth: CGFloat = \(number(.pageWidth))
            /// The space between pages, in points.
            static let gap: CGFloat = \(number(.gap))
            /// The axis the pages move along.
            static let axis: Axis = .\(axisName)
            /// Whether the pages form a ring in Mekuri (a ScrollView never does: see \(pagerType)).
            static let loops = \(feel.loop)
            /// Every settle: SwiftUI's spring with the feel's duration (s) and bounce, the spring
            /// Mekuri settles with (with bounce 0 Mekuri eases on a cubic instead, which this
            /// critically damped spring is close to).
            static let settle: Animation = .spring(duration: \(number(.settleDuration)), bounce: \(number(.bounce)))
        }
        """
    }
}
