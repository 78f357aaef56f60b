@testable import MekuriApp
import MekuriEngine
import XCTest

/// Each transition in the SwiftUI file: a `.scrollTransition` with its effects on each page, a
/// UIPageViewController with `.pageCurl` for the curl, and the key map saying where it went.
final class SwiftUIExportTransitionTests: XCTestCase {
    private func source(_ transition: PageTransition, axis: Axis = .horizontal) -> String {
        var feel = Feel.standard
        feel.transition = transition
        feel.axis = axis
        return SwiftUIExport(feel: feel, sourceFile: "\(transition.rawValue).json").source
    }

    func testSlideAddsNoTransitionAndNoCurlPager() {
        let text = source(.slide)
        XCTAssertFalse(text.contains(".scrollTransition"))
        XCTAssertFalse(text.contains("UIPageViewController"))
        XCTAssertTrue(text.contains("//   transition      slide       the ScrollView's own slide"), text)
    }

    func testEachScrollViewTransitionHasItsEffects() {
        let effects: [PageTransition: [String]] = [
            .parallax: [".offset(x: phase.value < 0 ? -phase.value * (length * SlideFeel.pageWidth + SlideFeel.gap) * (1 - 0.3) : 0)",
                        ".brightness("],
            .fade: [".opacity(1 - abs(phase.value))", ".offset(x: -phase.value * "],
            .scale: [".scaleEffect(phase.value < 0 ? 1 - 0.1 * abs(phase.value) : 1)", ".brightness("],
            .stack: [".scaleEffect(phase.value > 0 ? 1 - 0.1 * phase.value : 1)"],
            .cube: [".rotation3DEffect(.degrees(phase.value * 90), axis: (x: 0, y: 1, z: 0)"],
            .coverflow: [".rotation3DEffect(.degrees(phase.value * -50), axis: (x: 0, y: 1, z: 0), perspective: 0.5)"],
        ]
        for (transition, lines) in effects {
            let text = source(transition).replacingOccurrences(of: "\(transition.rawValue.capitalized)Feel", with: "SlideFeel")
            XCTAssertTrue(text.contains(".scrollTransition(.interactive, axis: .horizontal) { content, phase in"), "\(transition)")
            for line in lines { XCTAssertTrue(text.contains(line), "\(transition): \(line)\n\(text)") }
            XCTAssertFalse(text.contains("UIPageViewController"), "\(transition)")
            XCTAssertTrue(text.contains(".scrollTransition on each page: \(transition.rawValue)"), "\(transition)")
        }
    }

    func testAVerticalCubeTurnsAboutTheHorizontalAxis() {
        let text = source(.cube, axis: .vertical)
        XCTAssertTrue(text.contains(".scrollTransition(.interactive, axis: .vertical)"))
        XCTAssertTrue(text.contains("axis: (x: 1, y: 0, z: 0)"))
        XCTAssertTrue(text.contains("anchor: phase.value < 0 ? .bottom : .top"))
    }

    func testTheCurlIsAPageCurlPageViewControllerInARepresentable() {
        let text = source(.curl)
        XCTAssertTrue(text.contains("import UIKit"))
        XCTAssertTrue(text.contains("struct CurlCurlPager<Page: View>: UIViewControllerRepresentable {"), text)
        XCTAssertTrue(text.contains("UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,"))
        XCTAssertTrue(text.contains("CurlCurlPager(count: pages.count, current: $current) { index in"))
        XCTAssertFalse(text.contains("ScrollView(.horizontal) {"), "the curl replaces the paged ScrollView")
        XCTAssertTrue(text.contains("if CurlFeel.loops { return (next % parent.count + parent.count) % parent.count }"))
        XCTAssertTrue(text.contains("UIKit's threshold, not the feel's"))
        XCTAssertTrue(source(.curl, axis: .vertical).contains("navigationOrientation: .vertical"))
    }
}
