#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FailureImages {
    /// Copies the pictures of `failure` into `folder` as `PREFIX-expected.png` and so on, and
    /// assembles its frames into `PREFIX-frames.png` unless `withFrames` is false; an image
    /// that cannot be read is listed in `missing` instead. Throws only when the folder cannot be written.
    static func gather(for failure: ScriptResult.Failure, prefix: String, into folder: URL,
                       withFrames: Bool = true) throws -> FailureImages {
        var images = FailureImages()
        /// Copies one picture when it is a readable PNG, else notes it missing.
        func copy(_ path: String?, as role: String) throws -> ReportImage? {
            guard let path else { return nil }
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), let size = PNGChunk.imageSize(of: data) else {
                images.missing.append(path)
                return nil
            }
            let name = "\(prefix)-\(role).png"
            try data.write(to: folder.appendingPathComponent(name))
            return ReportImage(name: name, width: size.width, height: size.height)
        }
        switch failure.kind {
        case .match:
            images.expected = try copy(failure.expected, as: "expected")
            images.actual = try copy(failure.actual, as: "actual")
            images.diff = try copy(failure.diff, as: "diff")
        case .motion:
            images.plot = try copy(failure.plot, as: "motion")
        case .expect:
            break
        }
        guard withFrames else { return images }
        let frames = failure.frames.map { (try? Data(contentsOf: URL(fileURLWithPath: $0))) ?? Data() }
        if let animation = AnimatedPNG(frames: frames), let size = PNGChunk.imageSize(of: animation.data) {
            let name = "\(prefix)-frames.png"
            try animation.data.write(to: folder.appendingPathComponent(name))
            images.animation = ReportImage(name: name, width: size.width, height: size.height)
            images.frameCount = animation.frameCount
            images.skippedFrames = animation.skipped.count
        } else {
            images.skippedFrames = frames.count
        }
        return images
    }
}
