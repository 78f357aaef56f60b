import Foundation
import XCTest

/// `mekuri --export swiftui` through the built `mekuri`: a Swift file on stdout and exit 0, or
/// one line and exit 2 for anything wrong.
final class ExportProcessTests: TemporaryFolderTestCase {
    private var process: MekuriProcess { MekuriProcess(folder: folder) }

    private func assertOneLineError(_ arguments: [String], _ line: String,
                                    file: StaticString = #filePath, line number: UInt = #line) throws {
        let result = try process.run(arguments)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: number)
        XCTAssertEqual(result.stderr, line + "\n", file: file, line: number)
        XCTAssertEqual(result.stdout, "", file: file, line: number)
    }

    func testTheDefaultFeelPrintsASwiftFileAndOpensNoWindow() throws {
        // No display: a window would fail with exit 3.
        let result = try process.run(["--export", "swiftui"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasPrefix("// Mekuri.swift: a Mekuri feel for SwiftUI"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nimport SwiftUI\n"))
        XCTAssertTrue(result.stdout.contains("struct MekuriPaging: ScrollTargetBehavior {"))
        XCTAssertTrue(result.stdout.contains("static let threshold: CGFloat = 0.2\n"))
        XCTAssertTrue(result.stdout.hasSuffix("}\n"))
    }

    func testAFeelFileGivesItsNumbersAndItsName() throws {
        try process.write(#"{"threshold": 0.35, "bounce": 0.3, "axis": "vertical"}"#, to: "snappy.json")
        let result = try process.run(["--feel", "snappy.json", "--export", "swiftui"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("// Snappy.swift: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("static let threshold: CGFloat = 0.35\n"))
        XCTAssertTrue(result.stdout.contains(".spring(duration: 0.35, bounce: 0.3)"))
        XCTAssertTrue(result.stdout.contains("ScrollView(.vertical) {"))
    }

    func testADeckExportsThePrototypeWithTheFeelItsPagerRunsWith() throws {
        try process.write(##"""
        {"title": "Say \"hi\"", "indicator": ["tabs", "dots"], "buttons": false, "feel": {"threshold": 0.4}, "loop": false,
         "pages": [{"title": {"ja": "月", "en": "Mon"}, "label": "M", "color": "#FF9D98", "rows": {"count": 3, "start": 0, "text": "{title}{n}"}, "rowStyle": "large"},
                   {"title": "Two\nlines", "rows": ["A", {"title": "B", "subtitle": "b"}]}]}
        """##, to: "my-deck.json")
        let result = try process.run(["--deck", "my-deck.json", "--locale", "en", "--export", "swiftui"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("// MyDeck.swift: a Mekuri prototype for SwiftUI"), result.stdout)
        XCTAssertTrue(result.stdout.contains("static let threshold: CGFloat = 0.4\n"), "the deck's own feel")
        XCTAssertTrue(result.stdout.contains("static let loops = false\n"), "the deck's own loop")
        XCTAssertTrue(result.stdout.contains(##"MyDeckPageData(id: 0, title: "Mon", color: Color(red: 1, green: 0.616, blue: 0.596), label: "M", rows: .numbered(count: 3, start: 0, text: "{title}{n}"), largeRows: true),"##),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains(##"MyDeckPageData(id: 1, title: "Two\nlines", rows: .items([MyDeckPageData.Row(title: "A"), MyDeckPageData.Row(title: "B", subtitle: "b")])),"##))
        XCTAssertTrue(result.stdout.contains(##"/// The deck "Say \"hi\"": its pages"##))
        XCTAssertTrue(result.stdout.contains("static let showsTabs = true\n") && result.stdout.contains("static let showsButtons = false\n"))
        XCTAssertTrue(result.stdout.contains("struct MyDeckPrototype: View {") && !result.stdout.contains("struct MyDeckPager: View {"))
    }

    func testABadFeelFileIsItsOwnError() throws {
        try process.write(#"{"threshold": 1.5}"#, to: "bad.json")
        try assertOneLineError(["--export", "swiftui", "--feel", "bad.json"], "mekuri: bad.json: key 'threshold': 1.5 is outside 0.05…0.95")
    }

    func testAnUnknownFormatNamesTheOneThereIs() throws {
        try assertOneLineError(["--export", "kotlin"], "mekuri: unknown export format 'kotlin'; --export takes swiftui")
        try assertOneLineError(["--export"], "mekuri: --export needs a value; see 'mekuri --help'")
    }

    func testExportStandsAlone() throws {
        try process.write("wait 100\n", to: "s.mekuri")
        try assertOneLineError(["--export", "swiftui", "--headless", "--script", "s.mekuri"],
                               "mekuri: --export stands alone (with --feel FILE, --deck PATH and --locale at most); leave out --headless, --script")
        try assertOneLineError(["--bench", "--export", "swiftui"],
                               "mekuri: --export stands alone (with --feel FILE, --deck PATH and --locale at most); leave out --bench")
        try assertOneLineError(["--export", "swiftui", "test"], "mekuri: --export stands alone; run 'mekuri test' without it")
        try assertOneLineError(["test", "--export", "swiftui"],
                               "mekuri test: --export stands alone; run 'mekuri --export swiftui [--feel FILE]' without test")
    }
}
