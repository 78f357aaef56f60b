@testable import MekuriApp
import Foundation
import XCTest

/// The report's folder: what index.html says, and that it stands alone.
final class HTMLReportTests: XCTestCase {
    private var fixture: ReportFixture!
    private var reportFolder: URL { fixture.folder.appendingPathComponent("report") }

    override func setUpWithError() throws { fixture = try ReportFixture() }
    override func tearDown() { fixture = nil }

    /// One of each: a match failure, a motion failure with an expect failure, an error, a pass.
    private func results() throws -> [ScriptResult] {
        let motionScript = try fixture.text("scripts/motion/<odd> & name.mekuri", "scene cards\nexpect page=1\nmatch-motion swipe\n")
        let motion = ScriptResult(script: motionScript, seconds: 0.5, failures: [
            .init(kind: .expect, line: 2, message: "expected page=1, got <0> & \"none\""),
            .init(kind: .motion, line: 3, message: "the motion differs", expected: "/nowhere/swipe.motion.json",
                  actual: "/nowhere/swipe.actual.motion.json",
                  plot: try fixture.solidPNG("scripts/motion/swipe.motion.png", colour: ReportFixture.Colour.plot),
                  frames: ["/nowhere/frame.png"]),
        ], exitStatus: 1)
        let broken = ScriptResult(script: "missing.mekuri", seconds: 0.01, error: "missing.mekuri:1: unknown command 'flick'",
                                  exitStatus: 2)
        let passed = ScriptResult(script: try fixture.text("scripts/tabs.mekuri", "scene tabs\n"), seconds: 0.75,
                                  recorded: ["/x/__screenshots__/tabs.png"], exitStatus: 0)
        return [try fixture.matchFailure(), motion, broken, passed]
    }

    private func writeReport() throws -> String {
        try HTMLReport(results: try results(), scriptsRoot: fixture.scriptsRoot).write(to: reportFolder)
        return try String(contentsOf: reportFolder.appendingPathComponent("index.html"), encoding: .utf8)
    }

    /// Every `src="…"` and `href="…"` value in the page.
    private func references(in html: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"\b(?:src|href)\s*=\s*"([^"]*)""#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
            Range($0.range(at: 1), in: html).map { String(html[$0]) }
        }
    }

    func testThePageReferencesOnlyFilesBesideItAndNothingOnTheNetwork() throws {
        let html = try writeReport()
        XCTAssertNil(html.range(of: "https?:", options: [.regularExpression, .caseInsensitive]), "no http(s) URL")
        XCTAssertNil(html.range(of: #"url\("#), "no CSS url(…)")
        XCTAssertFalse(html.contains("@import"))
        let files = try references(in: html).filter { !$0.hasPrefix("#") }
        XCTAssertEqual(Set(files).count, 5, "expected, actual, diff, the frames, the plot: \(files)")
        for file in files {
            XCTAssertFalse(file.contains("/") || file.contains(":"), "\(file) lies beside index.html")
            XCTAssertTrue(FileManager.default.fileExists(atPath: reportFolder.appendingPathComponent(file).path), "\(file) exists")
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: reportFolder.path)
        XCTAssertEqual(Set(written), Set(files).union(["index.html", ".mekuri-report"]), "nothing else is written")
    }

    func testThePageShowsCountsFailuresTheirLinesAndThePasses() throws {
        let html = try writeReport()
        XCTAssertTrue(html.contains(">1 passed</span> / <span class=\"count failed-count\">3 failed</span>"), "the header's counts")
        XCTAssertTrue(html.contains(" · mekuri \(Mekuri.version)</span>"), "the header names the version that made it")
        XCTAssertTrue(html.contains("<code>swipe.mekuri:3: the frame differs from __screenshots__/weekdays-monday.png in 1200 pixels</code>"),
                      "FILE:LINE: message, the path relative to the scripts' root")
        XCTAssertTrue(html.contains("motion/&lt;odd&gt; &amp; name.mekuri:2: expected page=1, got &lt;0&gt; &amp; &quot;none&quot;"),
                      "escaped path and message")
        XCTAssertFalse(html.contains("<odd>"), "no text from a result reaches the page unescaped")
        XCTAssertTrue(html.contains(#"<span class="line failing" id="script-1-L3"><span class="ln" aria-hidden="true">3</span>"#)
                      && html.contains("match weekdays-monday</span>"), "the failing line marked")
        XCTAssertTrue(html.contains(#"<span class="line" id="script-1-L2">"#), "other lines unmarked")
        XCTAssertTrue(html.contains(##"href="#script-1-L3""##), "the failure links to its line")
        XCTAssertTrue(html.contains("unknown command &#39;flick&#39;"), "the error shown")
        XCTAssertTrue(html.contains("could not be read from <code>missing.mekuri</code>"))
        XCTAssertTrue(html.contains("<code>tabs.mekuri</code>") && html.contains("0.75 s"), "a pass with its time")
        XCTAssertTrue(html.contains("<code>/nowhere/frame.png</code>") == false && html.contains("None of the 1 frames"))
        XCTAssertTrue(html.contains("The last 2 frames before the failure"))
    }

    func testTheMatchFailureHasTheThreeImagesAWipeAndTheAnimation() throws {
        let html = try writeReport()
        for role in ["expected", "actual", "diff"] {
            XCTAssertTrue(html.contains(#"<img src="script-1-failure-1-\#(role).png" alt=""#), role)
        }
        XCTAssertTrue(html.contains(#"<input type="range" class="wipe-slider" id="script-1-failure-1-wipe""#))
        XCTAssertTrue(html.contains(#"<label for="script-1-failure-1-wipe">"#), "the slider is labelled")
        XCTAssertTrue(html.contains(#"id="script-1-failure-1-wipe-overlay" style="clip-path: inset(0 50% 0 0)""#))
        XCTAssertTrue(html.contains(#"<img src="script-1-failure-1-frames.png""#))
        XCTAssertTrue(html.contains(#"<img src="script-2-failure-2-motion.png""#), "the motion plot")
        XCTAssertFalse(html.contains("script-2-failure-2-wipe"), "no wipe without images")
        let imgTags = html.components(separatedBy: "<img ").dropFirst()
        XCTAssertEqual(imgTags.count, 7)
        XCTAssertTrue(imgTags.allSatisfy { $0.contains("alt=\"") && !$0.contains("alt=\"\"") }, "every image has alt text")
        let animation = try Data(contentsOf: reportFolder.appendingPathComponent("script-1-failure-1-frames.png"))
        XCTAssertEqual(AnimatedPNG(frames: [animation])?.frameCount, 1, "a PNG whose default image reads")
        XCTAssertNotNil(animation.range(of: Data("acTL".utf8)), "an APNG")
    }

    func testChecksFailingOnOneLineShowTheirFramesOnce() throws {
        var result = try fixture.matchFailure()
        let frames = result.failures[0].frames
        // Three checks of one `expect` line: one set of last frames between them.
        result.failures = (1...3).map { index in
            .init(kind: .expect, line: 2, message: "expected check \(index)", frames: frames)
        } + [.init(kind: .expect, line: 3, message: "another line's frames",
                   frames: [try fixture.solidPNG("frames/3.png", colour: ReportFixture.Colour.lastFrame)])]
        try HTMLReport(results: [result], scriptsRoot: fixture.scriptsRoot).write(to: reportFolder)
        let html = try String(contentsOf: reportFolder.appendingPathComponent("index.html"), encoding: .utf8)
        let animations = try FileManager.default.contentsOfDirectory(atPath: reportFolder.path).filter { $0.hasSuffix("-frames.png") }.sorted()
        XCTAssertEqual(animations, ["script-1-failure-1-frames.png", "script-1-failure-4-frames.png"])
        XCTAssertEqual(html.components(separatedBy: "are shown with failure 1, above").count - 1, 2, "the others point at it")
        XCTAssertTrue(html.contains(##"<a href="#script-1-failure-1">The frames before it</a>"##))
    }

    func testWritingAgainReplacesTheWholeFolderAndLeavesNothingBeside() throws {
        _ = try writeReport()
        // An image an earlier report wrote (its marker lists it) and this one does not.
        try Data("old".utf8).write(to: reportFolder.appendingPathComponent("stale.png"))
        let marker = reportFolder.appendingPathComponent(HTMLReport.markerName)
        try Data((try String(contentsOf: marker, encoding: .utf8) + "stale.png\n").utf8).write(to: marker)
        _ = try writeReport()
        XCTAssertFalse(FileManager.default.fileExists(atPath: reportFolder.appendingPathComponent("stale.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: reportFolder.appendingPathComponent("index.html").path))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        XCTAssertEqual(siblings.filter { $0.hasPrefix(".report") }, [], "no staging or old folder left")
    }

    func testAFailedWriteLeavesNothing() throws {
        let blocker = URL(fileURLWithPath: try fixture.text("blocker", "a file where a folder must be"))
        XCTAssertThrowsError(try HTMLReport(results: try results(), scriptsRoot: fixture.scriptsRoot)
            .write(to: blocker.appendingPathComponent("report")))
        XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "a file where a folder must be")
    }

    func testAFolderOfSomeoneElsesFilesIsNeverReplaced() throws {
        try FileManager.default.createDirectory(at: reportFolder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: reportFolder.appendingPathComponent("plan.txt"))
        XCTAssertThrowsError(try writeReport()) { error in
            XCTAssertTrue("\(error)".contains("holds files Mekuri did not write (such as 'plan.txt')"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOf: reportFolder.appendingPathComponent("plan.txt"), encoding: .utf8), "mine")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        XCTAssertEqual(siblings.filter { $0.hasPrefix(".report") }, [], "no staging folder left")
    }
}
