import Foundation
import XCTest

/// A hostile corpus through every input path: whatever the file, the run ends on its own (no
/// crash, no hang), writes nothing outside its folder, leaves every input as it was, and a
/// refusal is one clear line (issue 27). The corpus is made here, its large members sparse.
final class HostileCorpusTests: TemporaryFolderTestCase {
    private var mekuri: MekuriProcess { MekuriProcess(folder: folder) }
    private var corpus: URL { folder.appendingPathComponent("corpus") }

    /// The corpus: its members' names, made in `corpus/`.
    private func makeCorpus() throws -> [String] {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: corpus, withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: corpus.appendingPathComponent(name)) }
        func link(_ name: String, _ destination: String) throws {
            try fileManager.createSymbolicLink(atPath: corpus.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        XCTAssertEqual(mkfifo(corpus.appendingPathComponent("fifo").path, 0o644), 0)
        try link("dev-zero", "/dev/zero")
        try link("dev-null", "/dev/null")
        try fileManager.createDirectory(at: corpus.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try link("dangling", "nowhere")
        try link("loop-a", "loop-b")
        try link("loop-b", "loop-a")
        // 17 MiB, sparse: over the limit without taking the disk.
        let huge = corpus.appendingPathComponent("huge").path
        XCTAssertTrue(fileManager.createFile(atPath: huge, contents: nil))
        XCTAssertEqual(truncate(huge, 17 << 20), 0)
        var generator = SplitMix64(seed: 2027)
        try write("binary", (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try write("not-utf8", [0xFF, 0xFE] + Array(" wait 1\n".utf8))
        try write("bom.json", [0xEF, 0xBB, 0xBF] + Array("{}\n".utf8))
        try write("deep", Array(repeating: UInt8(ascii: "["), count: 100_000))
        try write("nul", Array("wait\0 100\n".utf8))
        try write("escapes", Array("\u{1B}[2J\u{1B}]0;pwned\u{7} wait 1\n".utf8))
        try write("long-line", Array(repeating: UInt8(ascii: "x"), count: 2 << 20) + [10])
        try write("many-lines", Array(String(repeating: "# a comment\n", count: 100_000).utf8) + Array("wait 1\n".utf8))
        try write("zero-width.json", Array(##"{"title": "\u200B\uFEFF", "pages": [{"color": "#FF9D98", "title": "\u200B", "caption": "\u00AD"}]}"##.utf8))
        return try fileManager.contentsOfDirectory(atPath: corpus.path).sorted()
    }

    /// Each member's kind, size and link destination: the inputs are left as they were.
    private func fingerprint() throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
            var status = stat()
            let path = corpus.appendingPathComponent(name).path
            XCTAssertEqual(lstat(path, &status), 0)
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
            result[name] = "\(status.st_mode) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(destination)"
        }
        return result
    }

    /// Everything under the folder but the corpus and the results folder, by path.
    private func writtenFiles() throws -> Set<String> {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return Set(names.filter { !$0.hasPrefix("corpus") && !$0.hasPrefix("mekuri-results") && !$0.hasPrefix("assets") })
    }

    func testEveryMemberThroughEveryInputPathEndsWithOneLineAndTouchesNothing() throws {
        let members = try makeCorpus()
        try mekuri.write("wait 100\n", to: "ok.mekuri")
        let fonts = folder.appendingPathComponent("assets/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Fonts/NotoSansJP-Bold.otf")
        try FileManager.default.copyItem(at: bundled, to: fonts.appendingPathComponent("NotoSansJP-Bold.otf"))

        let before = try fingerprint()
        let written = try writtenFiles()
        for member in members {
            let path = "corpus/\(member)"
            let font = fonts.appendingPathComponent("NotoSansJP-Regular.otf").path
            try? FileManager.default.removeItem(atPath: font)
            try FileManager.default.createSymbolicLink(atPath: font, withDestinationPath: corpus.appendingPathComponent(member).path)
            let runs: [(String, [String], [String: String])] = [
                ("script", ["--headless", "--script", path], [:]),
                ("feel", ["--headless", "--script", "ok.mekuri", "--feel", path], [:]),
                ("compare", ["--headless", "--script", "ok.mekuri", "--compare", path], [:]),
                ("deck", ["--headless", "--script", "ok.mekuri", "--deck", path], [:]),
                ("test", ["test", path, "--results", "mekuri-results"], [:]),
                ("font", ["--headless", "--script", "ok.mekuri"], ["MEKURI_ASSETS": folder.appendingPathComponent("assets").path]),
            ]
            for (input, arguments, environment) in runs {
                let what = "\(member) as \(input)"
                let run = try mekuri.run(arguments, environment: environment)
                XCTAssertTrue((0...3).contains(run.status), "\(what): ended with \(run.status): \(run.stderr)")
                if run.status != 0, input != "test" {
                    XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "\(what): one line: \(run.stderr)")
                    // The program's name, or the place in a file (issue 28).
                    XCTAssertTrue(run.stderr.hasPrefix("mekuri: ") || run.stderr.firstMatch(of: /^[^ ]*:\d+:/) != nil,
                                  "\(what): \(run.stderr)")
                }
                XCTAssertFalse(run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "\(what): raw control characters")
                XCTAssertLessThanOrEqual(run.stderr.split(separator: "\n").map(\.count).max() ?? 0, 1100, "\(what): a bounded line")
            }
        }
        XCTAssertEqual(try fingerprint(), before, "every input is as it was")
        XCTAssertEqual(try writtenFiles().subtracting(written), [], "nothing written outside the results")
    }
}
