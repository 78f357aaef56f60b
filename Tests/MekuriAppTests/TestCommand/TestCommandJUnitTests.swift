import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import MekuriApp
import XCTest

/// `mekuri test --junit FILE`: a well-formed JUnit document with the right counts.
final class TestCommandJUnitTests: TestCommandFixture {
    /// The elements of an XML document, each with its attributes and text, in document order.
    private final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append((name, attributes, ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func named(_ name: String) -> [(name: String, attributes: [String: String], text: String)] {
            elements.filter { $0.name == name }
        }
    }

    private func parse(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> ElementCollector {
        let collector = ElementCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")", file: file, line: line)
        return collector
    }

    func testTheJUnitFileCountsTestsFailuresAndErrorsBySuite() throws {
        try write("state\n", to: "cards/a.mekuri")
        try write("expect page=3\nexpect page=4\n", to: "cards/b.mekuri")
        try write("click @nowhere\n", to: "form/c.mekuri")
        try write("state\n", to: "top.mekuri")
        let run = try mekuriTest(["--junit", "junit.xml"])
        XCTAssertEqual(run.status, 1)
        let xml = parse(try Data(contentsOf: folder.appendingPathComponent("junit.xml")))

        let root = try XCTUnwrap(xml.named("testsuites").first)
        XCTAssertEqual(root.attributes["tests"], "4")
        XCTAssertEqual(root.attributes["failures"], "2")
        XCTAssertEqual(root.attributes["errors"], "0")
        XCTAssertEqual(xml.named("property").map { $0.attributes["value"] }, Array(repeating: Mekuri.version, count: 3),
                       "each suite names the version that ran it")
        XCTAssertEqual(xml.named("testsuite").map { $0.attributes["name"] }, ["cards", "form", folder.lastPathComponent])
        XCTAssertEqual(xml.named("testsuite").map { $0.attributes["tests"] }, ["2", "1", "1"])
        XCTAssertEqual(xml.named("testsuite").map { $0.attributes["failures"] }, ["1", "1", "0"])
        let cases = xml.named("testcase")
        XCTAssertEqual(cases.map { $0.attributes["name"] }, ["a.mekuri", "b.mekuri", "c.mekuri", "top.mekuri"])
        XCTAssertEqual(cases.map { $0.attributes["classname"] }, ["cards", "cards", "form", folder.lastPathComponent])
        XCTAssertTrue(cases.allSatisfy { Double($0.attributes["time"] ?? "") != nil })
        let failures = xml.named("failure")
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures[0].attributes["message"], "cards/b.mekuri:1: expected page=3, got 0 (waited 5 s)")
        XCTAssertEqual(failures[0].attributes["type"], "expect")
        XCTAssertEqual(failures[0].text, "cards/b.mekuri:1: expected page=3, got 0 (waited 5 s)\ncards/b.mekuri:2: expected page=4, got 0 (waited 5 s)")
        XCTAssertTrue(failures[1].attributes["message"]?.hasPrefix("form/c.mekuri:1: no element 'nowhere'") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("partial") }
        XCTAssertEqual(leftovers, [], "written whole")
    }

    func testRunsThatCannotBeMadeAreErrorsAndRecordedGoldensAreListed() throws {
        try write("match home\n", to: "home.mekuri")
        let recorded = parse(try Data(contentsOf: try junit(for: try mekuriTest(["--junit", "recorded.xml"]), "recorded.xml")))
        let golden = folder.appendingPathComponent("__screenshots__/home.png").path
        XCTAssertEqual(recorded.named("system-out").map(\.text), ["recorded [[ATTACHMENT|\(golden)]]"])

        let assets = folder.appendingPathComponent("EmptyAssets")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let broken = try mekuriTest(["--junit", "broken.xml"], environment: ["CI": "", "MEKURI_ASSETS": assets.path])
        XCTAssertEqual(broken.status, 3)
        let xml = parse(try Data(contentsOf: try junit(for: broken, "broken.xml")))
        XCTAssertEqual(xml.named("testsuites").first?.attributes["errors"], "1")
        XCTAssertEqual(xml.named("testsuites").first?.attributes["failures"], "0")
        XCTAssertEqual(xml.named("error").first?.attributes["type"], "environment")
    }

    private func junit(for run: Run, _ name: String) throws -> URL {
        XCTAssertTrue(exists(name), run.stdout + run.stderr)
        return folder.appendingPathComponent(name)
    }

    func testTextIsEscapedSoAnyMessageReadsBack() throws {
        let message = "expected text=<a & \"b\" 'c'>\tgot ]]> \u{1}\u{7}\r\nend"
        var result = ScriptResult(script: "x/y&z.mekuri", seconds: 0.25, exitStatus: 1)
        result.failures = [.init(kind: .expect, line: 3, message: message, actual: "/tmp/a<b>.png")]
        let outcome = ScriptOutcome(script: TestScript(path: "x/y&z.mekuri", name: "x/y&z.mekuri"), result: result)
        let document = JUnitReport(outcomes: [outcome], root: URL(fileURLWithPath: "/tmp/ui\"<")).xml
        let xml = parse(Data(document.utf8))
        let expected = "x/y&z.mekuri:3: expected text=<a & \"b\" 'c'>\tgot ]]> \u{FFFD}\u{FFFD}\r\nend"
        XCTAssertEqual(xml.named("failure").first?.attributes["message"], expected, "attributes keep tabs and line breaks")
        XCTAssertEqual(xml.named("failure").first?.text.replacingOccurrences(of: "\r", with: ""),
                       expected.replacingOccurrences(of: "\r", with: ""))
        XCTAssertEqual(xml.named("testcase").first?.attributes["name"], "y&z.mekuri")
        XCTAssertEqual(xml.named("testcase").first?.attributes["classname"], "x")
        XCTAssertEqual(xml.named("system-out").first?.text, "[[ATTACHMENT|/tmp/a<b>.png]]")
    }
}
