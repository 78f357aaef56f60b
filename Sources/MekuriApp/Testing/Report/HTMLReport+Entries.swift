#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HTMLReport {
    /// What the page shows of one script; a failing one's text is read and its pictures copied.
    func entry(for result: ScriptResult, anchor: String, imagesInto folder: URL) throws -> ReportEntry {
        let scriptURL = URL(fileURLWithPath: result.script, relativeTo: scriptsRoot).standardizedFileURL
        var entry = ReportEntry(result: result, displayPath: displayPath(of: scriptURL, given: result.script),
                                anchor: anchor, scriptText: nil, images: [])
        guard !result.passed else { return entry }
        entry.scriptText = try? String(contentsOf: scriptURL, encoding: .utf8)
        entry.images = try result.failures.enumerated().map { index, failure in
            // Checks failing on one line share their last frames: the animation is made once.
            let earlier = failure.frames.isEmpty ? nil : result.failures[..<index].firstIndex { $0.frames == failure.frames }
            var images = try FailureImages.gather(for: failure, prefix: "\(anchor)-failure-\(index + 1)", into: folder,
                                                  withFrames: earlier == nil)
            images.framesShownWithFailure = earlier.map { $0 + 1 }
            return images
        }
        return entry
    }

    /// The script's path relative to the scripts' root when inside it, else as it was given.
    func displayPath(of script: URL, given: String) -> String {
        scriptsRoot.standardizedFileURL.relativePath(of: script.path) ?? given
    }
}
