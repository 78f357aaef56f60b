import MekuriEngine
import MekuriUI
import XCTest

/// Issue 14: every scene, in both locales, at sizes from 240×320 to 2560×1600 (and headless
/// sizes below that), in a few states each, passes ``LayoutAudit``: no two controls overlap,
/// every control on screen lies inside the scene and is hit only where it shows, and text fits.
final class LayoutSweepTests: XCTestCase {
    /// Widths and heights whose every pairing is swept: the window's smallest scene, phones,
    /// tablets, desktops, odd sizes that cut columns at fractions, and the extreme aspect ratios
    /// (2560×320, 240×1600).
    static let widths: [Double] = [240, 241, 300, 333, 375, 390, 430, 600, 800, 1024, 1280, 1920, 2560]
    static let heights: [Double] = [320, 321, 480, 517, 667, 844, 1200, 1600]

    /// The window never shows a scene smaller than 240×320; the headless runner does.
    static let smallSizes: [Size] = [
        Size(width: 1, height: 1), Size(width: 2, height: 3), Size(width: 10, height: 10), Size(width: 30, height: 30),
        Size(width: 50, height: 80), Size(width: 100, height: 100), Size(width: 100, height: 320),
        Size(width: 150, height: 200), Size(width: 200, height: 300), Size(width: 239, height: 319),
        Size(width: 240, height: 100), Size(width: 320, height: 240), Size(width: 390, height: 150),
        Size(width: 2560, height: 100), Size(width: 60, height: 1600), Size(width: 1, height: 844), Size(width: 390, height: 1),
    ]

    static var sweptSizes: [Size] {
        widths.flatMap { width in heights.map { Size(width: width, height: $0) } }
    }

    func testTheSweepCoversAtLeastFiftySizesFromTheSmallestSceneToTheLargest() {
        let sizes = Self.sweptSizes
        XCTAssertGreaterThanOrEqual(sizes.count, 50)
        for size in [Size(width: 240, height: 320), Size(width: 2560, height: 1600), Size(width: 2560, height: 320),
                     Size(width: 240, height: 1600), Size(width: 800, height: 320)] {
            XCTAssertTrue(sizes.contains(size), "\(size)")
        }
    }

    func testEveryLayoutIsSoundFrom240x320To2560x1600InBothLocales() throws {
        try sweep(Self.sweptSizes, strictness: .full)
    }

    func testSmallerHeadlessSizesLeaveOutWhatDoesNotFit() throws {
        try sweep(Self.smallSizes, strictness: .noOverlapOnly)
    }

    /// Audits every scene in every state, locale and size, and reports the first few problems
    /// of each scene with where they happened.
    private func sweep(_ sizes: [Size], strictness: LayoutAudit.Strictness) throws {
        let text = try BundledFontText()
        for kind in SceneKind.allCases {
            var problems: [String] = []
            for locale in AppLocale.allCases {
                for size in sizes {
                    for (state, scene, time) in LayoutStates.states(of: kind, locale: locale, size: size) {
                        let found = LayoutAudit(scene: scene, time: time, text: text).problems(strictness)
                        problems += found.map { "\(kind.name) \(locale) \(Int(size.width))×\(Int(size.height)) \(state): \($0)" }
                    }
                }
            }
            XCTAssertTrue(problems.isEmpty, "\(problems.count) problems, first:\n" + problems.prefix(30).joined(separator: "\n"))
        }
    }
}
