import Foundation
@testable import MekuriApp
import MekuriEngine
import XCTest

/// The options, script commands and feel keys each come from one table, which writes `--help`
/// and the "unknown command" line; these tests fail when the parsers or the manual's reference
/// tables (docs/) drift from them (issues 28 and 32).
final class ReferenceTablesTests: XCTestCase {
    /// The manual's page `name` (docs/NAME.md).
    private func page(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/\(name).md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Every page of the manual and the README, one after the other.
    private var manual: String {
        get throws { try DocumentationExamplesTests.pages.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n") }
    }

    /// The first cells of the rows of the table under `heading` on page `name`, up to the next heading.
    private func firstCells(under heading: String, on name: String) throws -> [String] {
        let text = try page(name)
        let start = try XCTUnwrap(text.range(of: "\n" + heading + "\n"), heading).upperBound
        let section = text[start...]
        // The next heading (a page's headings are `##` and deeper; a `#` line in a code block is not one).
        let end = section.range(of: "\n##")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.dropFirst()
            .map { String($0.dropFirst(2).prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces) }
    }

    /// The first and third cells (the key and its example) of every table row under `heading`
    /// on page `name`, up to the next heading of its level.
    private func firstRows(under heading: String, on name: String) throws -> [(first: String, example: String)] {
        let text = try page(name)
        let start = try XCTUnwrap(text.range(of: "\n" + heading + "\n"), heading).upperBound
        let end = text[start...].range(of: "\n## ")?.lowerBound ?? text.endIndex
        return text[start..<end].split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[0], cells.count > 2 ? cells[2] : "")
        }
    }

    /// The words in backticks of a cell that name an option or command: `` `--feel FILE` · `--deck PATH` `` → --feel, --deck.
    private func names(in cell: String) -> [String] {
        cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
            .compactMap { $0.element.split(separator: " ").first.map(String.init) }
    }

    func testEveryOptionInTheTablesIsOneTheParsersTake() {
        for spec in Options.table {
            let arguments = [spec.name] + (spec.value == nil ? [] : ["x"])
            XCTAssertThrowsErrorOrNot(try Options.parse(arguments, environment: [:])) { message in
                XCTAssertFalse(message.contains("unknown option"), "\(spec.name): \(message)")
            }
        }
        for spec in TestOptions.table {
            let arguments = [spec.name] + (spec.value == nil ? [] : ["x"])
            XCTAssertThrowsErrorOrNot(try TestOptions.parse(arguments, environment: [:])) { message in
                XCTAssertFalse(message.contains("unknown option"), "\(spec.name): \(message)")
            }
        }
        XCTAssertThrowsError(try Options.parse(["--wobble"], environment: [:]))
        XCTAssertTrue(Options.usage.contains(Options.table.helpText) && Options.usage.contains(TestOptions.table.helpText),
                      "--help is written from the tables")
    }

    func testTheManualsOptionTablesNameTheTablesOptions() throws {
        let listed = Set(try firstCells(under: "## Command line", on: "command-line").flatMap(names))
        XCTAssertGreaterThan(listed.count, 10, "the table is read: \(listed)")
        let known = Set(Options.table.map(\.name))
        XCTAssertTrue(listed.isSubset(of: known), "the manual lists options mekuri does not take: \(listed.subtracting(known))")
        let text = try manual
        for spec in Options.table {
            XCTAssertTrue(text.contains("`\(spec.name)"), "the manual never names \(spec.name)")
        }
        let suite = Set(try firstCells(under: "### A suite: `mekuri test`", on: "testing").flatMap(names))
        XCTAssertEqual(suite, Set(TestOptions.table.map(\.name)), "the manual's mekuri test table against TestOptions.table")
    }

    func testTheManualsScriptTableListsEveryCommandAndNoOther() throws {
        let listed = try firstCells(under: "## Headless script runner", on: "scripts").flatMap(names)
        // A row may show a command's forms (`click X Y` · `click @ID`): each name once, in order.
        var seen: Set<String> = []
        XCTAssertEqual(listed.filter { seen.insert($0).inserted }, ScriptParser.commandNames)
        for name in ScriptParser.commandNames {
            XCTAssertThrowsErrorOrNot(try ScriptParser(fileName: "t").parse(name)) { message in
                XCTAssertFalse(message.contains("unknown command"), "\(name): \(message)")
            }
        }
    }

    func testTheManualsDeckTablesListEveryKeyTheLoaderTakesWithAnExample() throws {
        let section = try firstRows(under: "## Your own pages", on: "decks")
        let listed = section.map(\.first)
        var seen: Set<String> = []
        let tabsOwn = (DeckFileKeys.tab + DeckFileKeys.pulldownTab).filter { !DeckFileKeys.page.contains($0) && seen.insert($0).inserted }
        XCTAssertEqual(listed, (DeckFileKeys.deck + DeckFileKeys.page + tabsOwn + DeckFileKeys.control).map { "`\($0)`" })
        let takenByControls = DeckFileKeys.controls.flatMap { [$0.kind] + $0.keys }
        XCTAssertEqual(Set(DeckFileKeys.control), Set(takenByControls), "the control table against the keys the loader takes")
        for row in section {
            XCTAssertTrue(row.example.contains("\"\(row.first.dropFirst().dropLast())\":"), "\(row.first) has no example: \(row.example)")
        }
    }

    func testTheManualsFeelTableListsEveryKey() throws {
        XCTAssertEqual(try firstCells(under: "## Feel", on: "feel").flatMap(names), Feel.Key.allCases.map(\.name))
    }
}

/// Runs `body`; when it throws, hands the error's message to `check`.
private func XCTAssertThrowsErrorOrNot<T>(_ body: @autoclosure () throws -> T, _ check: (String) -> Void) {
    do {
        _ = try body()
    } catch {
        check((error as? UsageError)?.message ?? "\(error)")
    }
}
