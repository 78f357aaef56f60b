import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// The exported SwiftUI files are valid Swift syntax: `swiftc -parse` reads each without an
/// error. (SwiftUI does not exist on Linux, so this is all that can be checked here: it is not
/// compiled against the iOS SDK.)
final class SwiftUIExportParseTests: TemporaryFolderTestCase {
    /// What `swiftc -parse` said about `source`, written as `name`.swift.
    func parse(_ source: String, name: String) throws -> ToolRun {
        let file = folder.appendingPathComponent("\(name).swift")
        try Data(source.utf8).write(to: file)
        return try ToolRun.swiftc(["-parse", file.path])
    }

    /// Exported files for `feels`, named: the default, peek with a gap, vertical, rtl without a loop, springy.
    private func feels() throws -> [(String, Feel)] {
        let standard = Feel.standard
        return [
            ("Standard", standard),
            ("Peek", try standard.setting(.pageWidth, to: .number(0.8)).setting(.gap, to: .number(10))),
            ("Vertical", try standard.setting(.axis, to: .word("vertical"))),
            ("RightToLeft", try standard.setting(.direction, to: .word("rtl")).setting(.loop, to: .flag(false))),
            ("Springy", try standard.setting(.bounce, to: .number(0.3)).setting(.settleDuration, to: .number(0.5))),
            ("VerticalCurl", try standard.setting(.axis, to: .word("vertical")).setting(.transition, to: .word("curl"))),
            ("VerticalCube", try standard.setting(.axis, to: .word("vertical")).setting(.transition, to: .word("cube"))),
        ] + PageTransition.allCases.map { transition in
            var feel = standard
            feel.transition = transition
            return ("Transition\(transition.rawValue.capitalized)", feel)
        }
    }

    func testEveryExportParsesWithoutAnError() throws {
        for (name, feel) in try feels() {
            let source = SwiftUIExport(feel: feel, sourceFile: "\(name).json").source
            let parsed = try parse(source, name: name)
            XCTAssertEqual(parsed.status, 0, "\(name): \(parsed.output)")
            XCTAssertFalse(parsed.output.contains("error:"), "\(name): \(parsed.output)")
        }
    }

    func testEveryPrototypeExportParsesWithoutAnError() throws {
        let weekdays = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Prototypes/weekdays.json").path
        try Data().write(to: folder.appendingPathComponent("home.png"))
        try Data().write(to: folder.appendingPathComponent("thumb.png"))
        let mixed = folder.appendingPathComponent("mixed.json")
        try Data(##"""
        {"title": "Back\\slash \"and\" tab\t", "indicator": "none", "captions": true, "fit": "fill",
         "pages": [{"image": "home.png", "caption": "Ünïcödé 月"}, {"image": "home.png", "fit": "fit", "color": "#00000080"},
                   {"rows": [{"title": "T", "subtitle": "S", "image": "thumb.png"}]}, {"title": "Only a title", "color": "#FFFFFF"}, {"rows": 5}]}
        """##.utf8).write(to: mixed)
        let tabs = weekdays.replacingOccurrences(of: "weekdays.json", with: "tabs.json")
        let curl = try Feel.standard.setting(.transition, to: .word("curl"))
        for (path, locale, running) in [(weekdays, AppLocale.ja, Feel.standard), (weekdays, .en, .standard), (tabs, .en, .standard),
                                        (mixed.path, .en, .standard), (folder.path, .en, .standard), (weekdays, .en, curl)] {
            let deck = try DeckLoader.load(path: path, locale: locale)
            let source = SwiftUIExport(deck: deck, running: running, feelFile: nil).source
            let parsed = try parse(source, name: "\(SwiftTypeName(fileName: path))\(locale)\(running.transition.rawValue)")
            XCTAssertEqual(parsed.status, 0, "\(path): \(parsed.output)")
            XCTAssertFalse(parsed.output.contains("error:"), "\(path): \(parsed.output)")
        }
    }

    func testATabBarIsExportedAsATabViewOfItsTabsEachInANavigationStack() throws {
        let path = folder.appendingPathComponent("bar.json")
        try Data(##"{"title": "Bar", "tabBar": [{"id": "a", "title": "Home", "rows": 3}, {"title": "Me", "label": "私"}]}"##.utf8)
            .write(to: path)
        let source = SwiftUIExport(deck: try DeckLoader.load(path: path.path), running: .standard, feelFile: nil).source
        XCTAssertTrue(source.contains("TabView(selection: selection)"))
        XCTAssertTrue(source.contains("NavigationStack {"))
        XCTAssertTrue(source.contains(#"BarPageData(id: 0, title: "Home", rows: .numbered(count: 3, start: 1, text: "Item {n}")),"#))
        XCTAssertTrue(source.contains(#"BarPageData(id: 1, title: "Me", label: "私"),"#))
        XCTAssertFalse(source.contains("static let pages"), "no pager's pages: \(source)")
    }

    func testTheCheckCatchesABrokenFile() throws {
        let source = SwiftUIExport(feel: .standard, sourceFile: nil).source
        let broken = source.replacingOccurrences(of: "return min(1, max(-1, step))\n    }", with: "return min(1, max(-1, step))\n")
        XCTAssertNotEqual(broken, source)
        let parsed = try parse(broken, name: "Broken")
        XCTAssertNotEqual(parsed.status, 0, parsed.output)
        XCTAssertTrue(parsed.output.contains("error:"), parsed.output)
    }
}

extension SwiftUIExportParseTests {
    /// The shipped prototypes and examples, `Assets/Prototypes/NAME.json`.
    private static func shipped(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Prototypes/\(name).json").path
    }

    func testTheWholeStructureOfEveryShippedPrototypeIsExportedAndParses() throws {
        let expected: [(String, [String])] = [
            ("pulldown", ["struct PulldownScreen: View", #"NavigationLink("Show PushView.") { pushed }"#, ".sheet(isPresented: $showsSheet)",
                          "private func panel(height: CGFloat)", #".navigationTitle("ContentView")"#, #"icon: "moon.fill""#]),
            ("cards", ["struct CardsScreen: View", #"Section("Landmarks")"#]),
            ("form", ["struct FormControlRow: View", #".slider(label: "Some value: ", value: 0.5)"#]),
            ("Examples/feed", ["struct FeedNestedPager: View", "pager: [FeedPageData(id: 0"]),
            ("Examples/week", ["struct WeekScreen: View", "WeekNestedPager(pages: pager"]),
            ("Examples/photos", ["struct PhotosScreen: View", ".overlay(alignment: .topTrailing) { sheetButton",
                                 #"PhotosPageView(page: PhotosPageData(id: 0, title: "Details", rows: .items(["#]),
        ]
        for (name, parts) in expected {
            let source = SwiftUIExport(deck: try DeckLoader.load(path: Self.shipped(name), locale: .en), running: .standard,
                                       feelFile: nil).source
            for part in parts { XCTAssertTrue(source.contains(part), "\(name) lacks \(part)") }
            XCTAssertFalse(name == "Examples/feed" && source.contains("pagerAxis: .vertical"), "the carousels page sideways")
            let parsed = try parse(source, name: name.replacingOccurrences(of: "/", with: "-"))
            XCTAssertEqual(parsed.status, 0, "\(name): \(parsed.output)")
            XCTAssertFalse(parsed.output.contains("error:"), "\(name): \(parsed.output)")
        }
    }
}
