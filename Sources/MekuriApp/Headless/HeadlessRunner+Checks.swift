#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriSDL
import MekuriUI
import MekuriSystem

/// `expect`, `match` and `match-motion`: a failed check is recorded with what it found, and the
/// run goes on.
extension HeadlessRunner {
    /// Prints a line on stderr.
    public static func printToStandardError(_ line: String) {
        StandardStream.writeErrorLine(line)
    }

    func expect(_ expectation: Expectation) throws {
        var messages = expectation.failures(in: subject(of: expectation))
        if expectation.timing == .waiting {
            // As Playwright's assertions: retried on each frame until they hold or time is up.
            var frames = 0
            while !messages.isEmpty, frames < patienceFrames {
                try advanceOneFrame()
                frames += 1
                messages = expectation.failures(in: subject(of: expectation))
            }
            messages = messages.map { "\($0) (waited \(Self.patienceText))" }
        }
        for message in messages {
            try fail(.expect, message, name: "line-\(currentLine)")
        }
    }

    /// What `expectation` reads now: the scene's state, or the element's JSON (nil when absent).
    private func subject(of expectation: Expectation) -> JSONValue? {
        switch expectation.subject {
        case .state: stage.state(at: sceneNow)
        case .element(let id): stage.element(withID: id, at: sceneNow)?.json
        }
    }

    /// The most frames a waiting check draws: ``CheckTiming/patience`` of the script's clock.
    private var patienceFrames: Int { clock.frames(in: CheckTiming.patience * 1000) }

    /// The patience as a failure says it: `5 s`.
    private static var patienceText: String { "\(CheckTiming.patience.scriptNumber) s" }

    /// Draws frames until nothing on the stage moves, for up to the patience: nil once still, or
    /// what changed in the last frame drawn (`offset, progress`) when time ran out.
    private func waitUntilStill() throws -> String? {
        var frames = 0
        while stage.isAnimating(at: sceneNow) {
            let before = stage.state(at: sceneNow)
            try advanceOneFrame()
            frames += 1
            guard frames >= patienceFrames, stage.isAnimating(at: sceneNow) else { continue }
            let changed = Self.changedKeys(from: before, to: stage.state(at: sceneNow))
            return changed.isEmpty ? "an animation outside the state" : changed.joined(separator: ", ")
        }
        return nil
    }

    /// The key paths whose values differ between two states, as `state` rounds them.
    private static func changedKeys(from before: JSONValue, to after: JSONValue) -> [String] {
        let earlier = Dictionary(MotionTrack.leaves(of: MotionTrack.rounded(before)).map { ($0.key, $0.value) },
                                 uniquingKeysWith: { first, _ in first })
        return MotionTrack.leaves(of: MotionTrack.rounded(after)).filter { earlier[$0.key] != $0.value }.map(\.key)
    }

    func match(_ goldenName: String, tolerance: ImageTolerance, timing: CheckTiming) throws {
        let stillMoving = timing == .waiting ? try waitUntilStill() : nil
        let actual = try currentFrame()
        // The frame compared is the last one the failure's animation shows.
        if keepsRecentFrames { recentFrames.keep(width: actual.width, height: actual.height, pixels: actual.argbPixels) }
        let name = resultName(goldenName)
        removeStaleResults(of: name)
        let golden = checks.goldenFolder.appendingPathComponent("\(goldenName).png")
        if let stillMoving {
            return try fail(.match, "the scene still moves after \(Self.patienceText) (\(stillMoving)), so '\(Self.shown(golden))' "
                                    + "was not compared; wait for it to rest, or write 'match \(goldenName) now' to compare a "
                                    + "moving frame", name: name, files: try writeActual(actual, name: name))
        }
        let recording = { try self.record(golden, bytes: try actual.pngBytes(),
                                          frame: PendingGolden.Frame(actual)) }
        let expected: PendingGolden.Frame
        if let pending = pendingGoldens.last(where: { $0.golden == golden })?.frame {
            // Recorded earlier in this run, to be written when it passes: compared as the file would be.
            expected = pending
        } else {
            guard FileManager.default.fileExists(atPath: golden.path) else {
                return try recordOrFailMissing(golden, record: recording, kind: .match, name: name)
            }
            do {
                expected = PendingGolden.Frame(try Surface(contentsOfPNG: golden.path))
            } catch {
                if checks.mode == .update { return try recording() }
                return try fail(.match, "\(Self.shown(golden)) is not a PNG image; delete it to record it again", name: name,
                                files: try writeActual(actual, name: name))
            }
        }
        guard expected.width == actual.width, expected.height == actual.height else {
            if checks.mode == .update { return try recording() }
            return try fail(.match, "\(Self.shown(golden)) is \(expected.width)×\(expected.height) but the frame is "
                                    + "\(actual.width)×\(actual.height)", name: name,
                            files: try writeActual(actual, name: name).with(expected: golden.path))
        }
        let comparison = ImageComparison(expected: expected.pixels, actual: actual.argbPixels, maxDelta: tolerance.maxDelta)
        guard comparison.differingPixels > tolerance.maxPixels else { return }
        if checks.mode == .update { return try recording() }
        var files = try writeActual(actual, name: name).with(expected: golden.path)
        let diff = checks.resultsFolder.appendingPathComponent("\(name).diff.png")
        try Surface(width: actual.width, height: actual.height, argbPixels: comparison.diffPixels).writePNG(to: diff.path)
        files.diff = diff.path
        try fail(.match, "\(Self.shown(golden)) differs in \(comparison.differingPixels) pixels, the largest channel "
                         + "difference \(comparison.largestDelta) (allowed: \(tolerance.maxPixels) pixels differing by "
                         + "more than \(tolerance.maxDelta)); see '\(Self.shown(diff))'", name: name, files: files)
    }

    func matchMotion(_ name: String, tolerance: Double) throws {
        guard let frames = motion else {
            return try fail(.motion, "match-motion '\(name)' has nothing to compare: put 'track' before the motion", name: name)
        }
        motion = nil
        let actual = MotionTrack(frames: frames)
        let golden = checks.goldenFolder.appendingPathComponent("\(name).motion.json")
        let name = resultName(name)
        removeStaleResults(of: name)
        let text = actual.json.serialized + "\n"
        let recording = { try self.record(golden, bytes: Array(text.utf8), frame: nil) }
        let pending = pendingGoldens.last(where: { $0.golden == golden }).map { Data($0.bytes) }
        guard pending != nil || FileManager.default.fileExists(atPath: golden.path) else {
            return try recordOrFailMissing(golden, record: recording, kind: .motion, name: name)
        }
        guard let data = pending ?? FileManager.default.contents(atPath: golden.path), let expected = MotionTrack(fileData: data) else {
            if checks.mode == .update { return try recording() }
            return try fail(.motion, "\(Self.shown(golden)) is not a motion file; delete it to record it again", name: name)
        }
        guard let difference = actual.firstDifference(from: expected, tolerance: tolerance) else { return }
        if checks.mode == .update { return try recording() }
        let actualFile = checks.resultsFolder.appendingPathComponent("\(name).actual.motion.json")
        try Self.writeWhole(text, to: actualFile.path)
        let plot = checks.resultsFolder.appendingPathComponent("\(name).motion.png")
        try drawPlot(expected: expected, actual: actual, tolerance: tolerance, title: "\(name): \(difference)", to: plot.path)
        try fail(.motion, "\(Self.shown(golden)): \(difference); see '\(Self.shown(plot))'", name: name,
                 files: Files(expected: golden.path, actual: actualFile.path, plot: plot.path))
    }

    // MARK: Recording and failing

    /// The images a failure points at.
    struct Files {
        var expected: String?
        var actual: String?
        var diff: String?
        var plot: String?

        func with(expected: String) -> Files {
            var copy = self
            copy.expected = expected
            return copy
        }
    }

    /// A missing golden: recorded (the check passes) unless under `--ci`, where it fails.
    private func recordOrFailMissing(_ golden: URL, record: () throws -> Void, kind: ScriptResult.Failure.Kind,
                                     name: String) throws {
        guard checks.mode != .ci else {
            return try fail(kind, "no golden '\(Self.shown(golden))'; run without --ci and without CI=true to record it", name: name)
        }
        try record()
    }

    /// Keeps `bytes` to be written to `golden` when the script has passed (``finishRecording()``).
    private func record(_ golden: URL, bytes: [UInt8], frame: PendingGolden.Frame?) throws {
        pendingGoldens.append(PendingGolden(golden: golden, bytes: bytes, line: currentLine, frame: frame))
    }

    /// Writes the goldens the run recorded, now that it has ended: all of them when every check
    /// passed, none when one failed (each said, with the first failure's line).
    func finishRecording() throws {
        defer { pendingGoldens = [] }
        if let failed = failures.first {
            for pending in pendingGoldens {
                report("\(fileName):\(pending.line): not recorded '\(Self.shown(pending.golden))': the script failed at line "
                       + "\(failed.line); fix that and run it again")
            }
            return
        }
        // The last of several recordings of one golden wins, as it did when each was written at
        // once; they are written, and said, in the script's order.
        let last = Dictionary(pendingGoldens.enumerated().map { ($0.element.golden, $0.offset) }, uniquingKeysWith: max)
        for (index, pending) in pendingGoldens.enumerated() where last[pending.golden] == index {
            let folder = pending.golden.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError("cannot make the folder '\(folder.path)' for the goldens; check its permissions")
            }
            do {
                try AtomicFile.write(Data(pending.bytes), to: pending.golden)
            } catch {
                throw UsageError("\(fileName):\(pending.line): cannot write '\(Self.shown(pending.golden))' "
                                 + "(\(SystemError.reason(error))); check the folder and the disk")
            }
            recorded.append(pending.golden.path)
            report("\(fileName):\(pending.line): recorded \(Self.shown(pending.golden))")
        }
    }

    /// The name a check's result files take: the golden's, or with `-line-N` when an earlier
    /// check of this run already wrote files under that name.
    private func resultName(_ golden: String) -> String {
        defer { resultNames.insert(golden) }
        return resultNames.contains(golden) ? "\(golden)-line-\(currentLine)" : golden
    }

    /// Removes what an earlier run wrote for `name`, so the results folder never shows an old
    /// failure's images beside a check that now passes; nothing else there is touched.
    private func removeStaleResults(of name: String) {
        ResultFiles.removeWritten(named: name, in: checks.resultsFolder)
    }

    private func writeActual(_ frame: Surface, name: String) throws -> Files {
        let actual = checks.resultsFolder.appendingPathComponent("\(name).actual.png")
        try frame.writePNG(to: actual.path)
        return Files(actual: actual.path)
    }

    /// Records a failure, says it on stderr, and writes the last frames before it.
    private func fail(_ kind: ScriptResult.Failure.Kind, _ message: String, name: String, files: Files = Files()) throws {
        report("\(fileName):\(currentLine): \(message)")
        let frames = try writeRecentFrames(name: name)
        // Listed as Mekuri's, so a later run removes these and nothing else (the golden is not among them).
        ResultFiles.noteWritten([files.actual, files.diff, files.plot].compactMap { $0 } + frames, in: checks.resultsFolder)
        failures.append(ScriptResult.Failure(kind: kind, line: currentLine, message: message, expected: files.expected,
                                             actual: files.actual, diff: files.diff, plot: files.plot, frames: frames))
    }

    /// The kept frames as `NAME.frames/frame-01.png` …, oldest first.
    private func writeRecentFrames(name: String) throws -> [String] {
        guard !recentFrames.frames.isEmpty else { return [] }
        // A second failure on one line shows the same frames.
        if let written = failures.last(where: { $0.line == currentLine })?.frames { return written }
        let folder = checks.resultsFolder.appendingPathComponent(name + ResultFiles.framesSuffix, isDirectory: true)
        ResultFiles.removeFrames(named: name, in: checks.resultsFolder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try recentFrames.frames.enumerated().map { index, frame in
            let path = folder.appendingPathComponent(ResultFiles.frameName(index)).path
            try Surface(width: frame.width, height: frame.height, argbPixels: frame.pixels).writePNG(to: path)
            return path
        }
    }

    private func drawPlot(expected: MotionTrack, actual: MotionTrack, tolerance: Double, title: String, to path: String) throws {
        let expectedSeries = Dictionary(expected.numericSeries.map { ($0.key, $0.values) }, uniquingKeysWith: { a, _ in a })
        var series = actual.numericSeries.map { key, values in
            MotionPlot.Series(key: key, expected: expectedSeries[key] ?? [], actual: values)
        }
        // The keys that differ beyond the tolerance first: they are what the reader looks for.
        func differs(_ one: MotionPlot.Series) -> Bool {
            one.expected.count != one.actual.count
                || zip(one.expected, one.actual).contains { abs($0 - $1) > tolerance + MotionTrack.roundingSlack }
        }
        series = series.filter(differs) + series.filter { !differs($0) }
        let plot = MotionPlot(title: title, series: series)
        let surface = try Surface(width: Int(plot.size.width), height: Int(plot.size.height))
        let painter = DisplayListPainter(renderer: try Renderer(surface: surface, runtime: runtime), fonts: fonts)
        try painter.paint(plot.displayList)
        painter.renderer.present()
        try surface.writePNG(to: path)
    }

    /// A path as a failure shows it: relative to the current folder when inside it.
    static func shown(_ url: URL) -> String {
        URL.currentFolder.relativePath(of: url.path) ?? url.path
    }

    /// Writes `text` to `path` whole or not at all.
    static func writeWhole(_ text: String, to path: String) throws {
        do {
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw UsageError("cannot write '\(path)' (\(SystemError.reason(error))); check the folder and the disk")
        }
    }
}
