import Foundation
import XCTest

/// MekuriSystem's files import at most FoundationEssentials: Foundation only where it is one
/// with FoundationEssentials (Apple's platforms), in the `#else` of a `#if canImport(FoundationEssentials)`
/// or `#if canImport(Glibc)`; besides it only the C library and the project's `CSystem`.
final class SystemImportsTests: XCTestCase {
    /// What a file may import anywhere.
    private let allowed: Set<String> = ["FoundationEssentials", "Glibc", "Darwin", "CSystem"]

    /// The target's folder.
    private let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MekuriSystem")

    /// Each file's imports that break the rule, as `FILE:LINE: import NAME`.
    static func violations(in text: String, file: String, allowed: Set<String>) -> [String] {
        var conditions: [(condition: String, inElse: Bool)] = []
        var found: [String] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            switch first {
            case "#if": conditions.append((words.dropFirst().joined(separator: " "), false))
            case "#elseif", "#else": if !conditions.isEmpty { conditions[conditions.count - 1].inElse = true }
            case "#endif": _ = conditions.popLast()
            default:
                guard let name = (words.first == "import" ? words.dropFirst().first : words.dropFirst().first == "import" ? words.dropFirst(2).first : nil)
                else { continue }
                let applePlatformsOnly = conditions.last.map {
                    $0.inElse && ["canImport(FoundationEssentials)", "canImport(Glibc)"].contains($0.condition)
                } ?? false
                if allowed.contains(name) || (name == "Foundation" && applePlatformsOnly) { continue }
                found.append("\(file):\(index + 1): import \(name)")
            }
        }
        return found
    }

    func testEveryFileImportsAtMostFoundationEssentials() throws {
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertGreaterThan(files.count, 20, "the target's files are found")
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(Self.violations(in: text, file: file, allowed: allowed), [])
        }
    }

    func testTheRuleCatchesFoundationAndAnyOtherModule() {
        let plain = "import Foundation\n"
        XCTAssertEqual(Self.violations(in: plain, file: "a", allowed: allowed), ["a:1: import Foundation"])
        let guarded = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"
        XCTAssertEqual(Self.violations(in: guarded, file: "b", allowed: allowed), [])
        let wrongBranch = "#if canImport(FoundationEssentials)\nimport Foundation\n#endif\n"
        XCTAssertEqual(Self.violations(in: wrongBranch, file: "c", allowed: allowed), ["c:2: import Foundation"])
        XCTAssertEqual(Self.violations(in: "internal import MekuriUI\n", file: "d", allowed: allowed), ["d:1: import MekuriUI"])
    }
}
