import Foundation
import MekuriEngine
import MekuriSDL
import MekuriUI

/// `mekuri --bench`: times the ``BenchWorkload`` frame by frame with the software renderer, and
/// in the same run the floor — frames that only clear the frame, fill it with one colour and
/// present — so the ratio between them says what drawing the scenes costs beyond touching
/// every pixel.
struct Benchmark {
    /// The frame size.
    let size: Size
    /// How many workload frames to measure (after two warm-up passes).
    let frames: Int
    let runtime: SDLRuntime
    let fonts: FontLibrary

    /// Runs the warm-up, the measured frames and the floor.
    func run() throws -> BenchReport {
        let scene = SceneCatalog.makeScene(named: "weekdays", locale: .ja, size: size)!
        let runner = try HeadlessRunner(scene: scene, locale: .ja, runtime: runtime, fonts: fonts,
                                        fileName: "--bench") { _ in }
        // Warm-up: every text and disc texture made once; the second pass starts where every
        // later one does.
        for _ in 0..<2 { try BenchWorkload.run(on: runner) }

        let cache = runner.painter.textCache
        let (hits, misses, created, live) = (cache.hits, cache.misses, Texture.createdCount, Texture.liveCount)
        var times: [Double] = []
        times.reserveCapacity(frames)
        var last = ThreadCPUClock.milliseconds()
        runner.frameObserver = {
            let now = ThreadCPUClock.milliseconds()
            times.append(now - last)
            last = now
        }
        while times.count < frames {
            last = ThreadCPUClock.milliseconds()
            try BenchWorkload.run(on: runner)
        }
        runner.frameObserver = nil
        let measured = Array(times.prefix(frames))

        var report = BenchReport(size: size, frameTimes: measured, floorTimes: try floor(renderer: runner.painter.renderer),
                                 textHits: cache.hits - hits, textMisses: cache.misses - misses,
                                 texturesCreated: Texture.createdCount - created,
                                 peakRSSMegabytes: Self.peakRSSMegabytes())
        report.liveTextures = (live, Texture.liveCount)
        return report
    }

    /// The floor: as many frames that clear, fill the whole frame with one colour and present.
    private func floor(renderer: Renderer) throws -> [Double] {
        let whole = PixelRect(x: 0, y: 0, width: renderer.outputSize.width, height: renderer.outputSize.height)
        var times: [Double] = []
        times.reserveCapacity(frames)
        for index in 0..<frames {
            let start = ThreadCPUClock.milliseconds()
            renderer.clear(.white)
            renderer.fill(whole, index.isMultiple(of: 2) ? Color(255, 157, 152) : Color(255, 202, 128))
            renderer.present()
            times.append(ThreadCPUClock.milliseconds() - start)
        }
        return times
    }

    /// The process's peak resident set size (`VmHWM`), in megabytes.
    static func peakRSSMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
        return kilobytes / 1024
    }
}
