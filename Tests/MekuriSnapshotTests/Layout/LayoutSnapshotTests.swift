import MekuriEngine
import MekuriSDL
import MekuriTestSupport
import MekuriUI
import XCTest

/// Every scene at the window's smallest size, 240×320, in both locales, compared with reviewed
/// PNGs; and the weekday tabs there, whose English labels once ran together.
final class LayoutSnapshotTests: XCTestCase {
    static let smallest = Size(width: 240, height: 320)

    func testEverySceneAt240x320InBothLocales() throws {
        for kind in SceneKind.builtIn {
            for locale in AppLocale.allCases {
                let harness = try HeadlessHarness(scene: kind, locale: locale, size: Self.smallest)
                try assertSnapshot(try harness.run("wait 100"), named: "layout-240x320-\(kind.name)-\(locale.rawValue)")
            }
        }
    }

    func testAt240WideTheEnglishWeekdayTabsFitTheirTabsAtOneSize() throws {
        let text = try BundledFontText()
        let scene = DeckScene.weekdays(locale: .en, size: Self.smallest)
        let titles = Set(scene.deck.pages.compactMap(\.title))
        let tabs = scene.displayList(at: 0, measuring: text).commands.compactMap { command -> TextRun? in
            guard case .text(let run) = command, titles.contains(run.text), run.frame.minY == 0 else { return nil }
            return run
        }
        XCTAssertEqual(tabs.count, 7)
        // The largest size at which bold "Wed" and "Mon" fit 34.3 pt tabs less 2 pt each side: 30 pt wide at 14 pt.
        XCTAssertEqual(tabs.map(\.style.size), Array(repeating: 14, count: 7), "one size for every tab")
        for run in tabs {
            let box = text.drawnBox(of: run)
            XCTAssertTrue(PixelRect(run.frame, scale: 1).contains(box), "\(run.text) drawn at \(box) in its tab \(run.frame)")
        }
    }
}
