import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriSystem
import XCTest

/// Every example in README.md and docs/ runs as shown: scripts (blocks tagged `mekuri`, their
/// `# mekuri:` first line giving their options, paths from the repository's folder) headless,
/// files (blocks tagged `json`) through the loader of feels or of decks, and command lines
/// (blocks tagged `sh`) through the command line's parsers, unless the block says `illustrative`.
final class DocumentationExamplesTests: XCTestCase {
    /// A fenced block of a Markdown file.
    struct Block {
        /// The file, relative to the repository, and the line its fence opens on.
        let place: String
        /// The fence's words: the language, then any others (`sh illustrative`).
        let info: [String]
        /// What lies between the fences.
        let text: String
    }

    /// The repository's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every page of docs/.
    static var pages: [URL] {
        let docs = repository.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [repository.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    /// Every fenced block of every page.
    static func blocks() throws -> [Block] {
        var blocks: [Block] = []
        for page in pages {
            let name = String(page.path.dropFirst(repository.path.count + 1))
            // A fence may be indented (a block inside a list item): its lines lose that indent.
            var open: (line: Int, indent: Int, info: [String], lines: [String])?
            for (index, line) in try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n").enumerated() {
                let indent = line.prefix { $0 == " " }.count
                if line.dropFirst(indent).hasPrefix("```") {
                    if let block = open {
                        blocks.append(Block(place: "\(name):\(block.line)", info: block.info, text: block.lines.joined(separator: "\n")))
                        open = nil
                    } else {
                        open = (index + 1, indent, line.dropFirst(indent + 3).split(separator: " ").map(String.init), [])
                    }
                } else if let block = open {
                    open?.lines.append(String(line.dropFirst(min(block.indent, indent))))
                }
            }
            XCTAssertNil(open, "\(name): a fence left open")
        }
        return blocks
    }

    /// A new empty folder for this test, removed when it ends.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testEveryScriptExampleRunsHeadless() throws {
        let scripts = try Self.blocks().filter { $0.info.first == "mekuri" }
        XCTAssertGreaterThan(scripts.count, 5, "the examples are found")
        let folder = try temporaryFolder()
        for (index, script) in scripts.enumerated() {
            // Each in a folder of its own: two examples may match goldens of the same name.
            let own = folder.appendingPathComponent("example-\(index)")
            try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
            let file = own.appendingPathComponent("example.mekuri")
            try script.text.write(to: file, atomically: true, encoding: .utf8)
            // Paths on the first line are the repository's, as a reader who cloned it types them;
            // a golden an example matches is recorded beside it on this first run, under CI too.
            let options = try ScriptHeader(fileName: Self.repository.appendingPathComponent("example.mekuri").path)
                .options(in: script.text)
            let run = try MekuriProcess(folder: own).run(["--headless", "--script", file.path] + options,
                                                          environment: ["XDG_STATE_HOME": own.path, "CI": "false"])
            XCTAssertEqual(run.status, 0, "\(script.place): \(run.stderr)")
        }
    }

    func testEveryScriptCommandHasAnExampleThatRuns() throws {
        let used = Set(try Self.blocks().filter { $0.info.first == "mekuri" }.flatMap { block in
            block.text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        })
        for command in ScriptParser.commandNames {
            XCTAssertTrue(used.contains(command), "no script example in the manual uses '\(command)'")
        }
    }

    func testEveryJSONExampleLoadsAsAFeelOrADeck() throws {
        let files = try Self.blocks().filter { $0.info.first == "json" }
        XCTAssertGreaterThan(files.count, 3, "the examples are found")
        let folder = try temporaryFolder()
        let feelKeys = Set(Feel.Key.allCases.map(\.name))
        for (index, example) in files.enumerated() {
            let file = folder.appendingPathComponent("example-\(index).json")
            try example.text.write(to: file, atomically: true, encoding: .utf8)
            // The images a deck names stand beside it, as a reader's own would.
            for image in matches(of: #""image": "([^"]+)""#, in: example.text) {
                let place = folder.appendingPathComponent(image)
                try FileManager.default.createDirectory(at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: place.path) {
                    try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Assets/Screenshots/icon.png"), to: place)
                }
            }
            guard case .object(let members)? = try? JSONValue(validating: Array(example.text.utf8)) else {
                XCTFail("\(example.place): not a JSON object"); continue
            }
            let keys = Set(members.map(\.0))
            do {
                if !keys.isEmpty, keys.isSubset(of: feelKeys) {
                    _ = try FeelFile.load(path: file.path)
                } else {
                    _ = try DeckLoader.load(path: file.path, locale: .en)
                }
            } catch {
                XCTFail("\(example.place): \(error)")
            }
        }
    }

    func testEveryCommandLineShownParsesOrIsMarkedIllustrative() throws {
        let makefile = try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)
        var checked = 0
        for block in try Self.blocks() where block.info.first == "sh" && !block.info.contains("illustrative") {
            for line in block.text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") && !line.isEmpty {
                // What the shell would hand the program: the words before a comment or a redirection.
                let command = line.components(separatedBy: " #")[0].components(separatedBy: " >")[0]
                let words = try ScriptWords.split(Substring(command)).map(ScriptWords.unquoted)
                checked += 1
                switch words.first {
                case "mekuri" where words.dropFirst().first == "test":
                    let options = try? TestOptions.parse(Array(words.dropFirst(2)), environment: [:])
                    XCTAssertNotNil(options, "\(block.place): \(line)")
                    for path in options?.paths ?? [] {
                        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(path).path),
                                      "\(block.place): '\(path)' is not in the repository; mark the block illustrative")
                    }
                case "mekuri":
                    XCTAssertNoThrow(try Options.parse(Array(words.dropFirst()), environment: [:]), "\(block.place): \(line)")
                case "make":
                    for target in words.dropFirst() where !target.contains("=") {
                        XCTAssertTrue(makefile.contains("\n\(target):"), "\(block.place): make has no target '\(target)'")
                    }
                default:
                    let path = Self.repository.appendingPathComponent(words.first ?? "").path
                    XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path),
                                  "\(block.place): '\(line)' is neither mekuri, make nor a program of the repository; mark the block illustrative")
                }
            }
        }
        XCTAssertGreaterThan(checked, 5, "the command lines are found")
    }

    /// GitHub's anchor for a heading: lower case, its punctuation left out, spaces as hyphens.
    private static func anchor(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_" }
            .map(Character.init)).replacingOccurrences(of: " ", with: "-")
    }

    func testEveryLinkAndPictureOfTheManualLeadsToAFileAndAHeadingThere() throws {
        var headings: [String: Set<String>] = [:]
        for page in Self.pages {
            var inCode = false, found: Set<String> = []
            for line in try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n") {
                if line.drop(while: { $0 == " " }).hasPrefix("```") { inCode.toggle() }
                guard !inCode, line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { continue }
                found.insert(Self.anchor(String(line[line.index(after: space)...])))
            }
            headings[page.standardizedFileURL.path] = found
        }
        var links = 0
        for page in Self.pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            let targets = matches(of: #"\]\(([^)\s]+)\)"#, in: text) + matches(of: #"src="([^"]+)""#, in: text)
            for target in targets where !target.hasPrefix("http") {
                links += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(parts[0])
                let path = file.standardizedFileURL.path
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(page.lastPathComponent): '\(target)' leads to no file")
                if parts.count == 2, let known = headings[path] {
                    XCTAssertTrue(known.contains(parts[1]), "\(page.lastPathComponent): '\(target)' leads to no heading")
                }
            }
        }
        XCTAssertGreaterThan(links, 50, "the links are found")
    }

    /// The first group of every match of `pattern` in `text`.
    private func matches(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
