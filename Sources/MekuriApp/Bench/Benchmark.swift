#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriSDL
import MekuriUI

/// `mekuri --bench`: times the ``BenchWorkload`` frame by frame with the software renderer, and
/// after each of its frames one frame of the floor — clear the frame, fill it with one colour,
/// present — so the ratio between them says what drawing the scenes costs beyond touching every
/// pixel, measured under the same conditions.
struct Benchmark {
    /// The frame size.
    let size: Size
    /// How many workload frames to measure (after two warm-up passes).
    let frames: Int
    let runtime: SDLRuntime
    let fonts: FontLibrary
    /// The feel the workload's scenes have.
    var feel = Feel.standard
    /// Whether the feel panel, with the motion plot, shows beside the scenes (`--panel`).
    var showsFeelPanel = false
    /// The device whose screen the scenes are in (`--device`): its bars, glass and corners drawn too.
    var device: Device?

    /// Runs the warm-up, the measured frames and the floor.
    func run() throws -> BenchReport {
        let prototypes = try BuiltInPrototypes.load(locale: .ja)
        let scene = SceneKind.weekdays.makeScene(locale: .ja, size: size, prototypes: prototypes)
        let runner = try HeadlessRunner(scene: scene, locale: .ja, runtime: runtime, fonts: fonts,
                                        fileName: "--bench", feel: feel, prototypes: prototypes) { _ in }
        if let device { try runner.place(in: device) }
        if showsFeelPanel { try runner.run(.panel(shows: true)) }
        // Warm-up: every text and disc texture made once; the second pass starts where every
        // later one does.
        for _ in 0..<2 { try BenchWorkload.run(on: runner) }

        let cache = runner.painter.textCache
        // The runner's renderer makes every texture of the bench.
        let renderer = runner.painter.renderer
        let (hits, misses, texturesBefore) = (cache.hits, cache.misses, renderer.textureStatistics)
        var times: [Double] = [], floorTimes: [Double] = []
        times.reserveCapacity(frames)
        floorTimes.reserveCapacity(frames)
        var last = ThreadCPUClock.milliseconds()
        // After each workload frame, one floor frame, so both see the same state of the machine.
        runner.frameObserver = {
            let now = ThreadCPUClock.milliseconds()
            times.append(now - last)
            floorTimes.append(Self.floorFrame(renderer: renderer, index: floorTimes.count))
            last = ThreadCPUClock.milliseconds()
        }
        while times.count < frames {
            last = ThreadCPUClock.milliseconds()
            try BenchWorkload.run(on: runner)
        }
        runner.frameObserver = nil
        // Counted while the runner is alive: its painter's caches hold the live textures, and an
        // optimised build may otherwise release it right after its last use, above.
        let texturesAfter = withExtendedLifetime(runner) { renderer.textureStatistics }

        var report = BenchReport(size: size, frameTimes: Array(times.prefix(frames)), floorTimes: Array(floorTimes.prefix(frames)),
                                 textHits: cache.hits - hits, textMisses: cache.misses - misses,
                                 texturesCreated: texturesAfter.created - texturesBefore.created,
                                 peakRSSMegabytes: Self.peakRSSMegabytes())
        report.liveTextures = (texturesBefore.live, texturesAfter.live)
        report.device = device?.name
        return report
    }

    /// One floor frame: clear, fill the whole frame with one colour, present. Returns its CPU
    /// time in milliseconds.
    private static func floorFrame(renderer: Renderer, index: Int) -> Double {
        let start = ThreadCPUClock.milliseconds()
        let size = renderer.outputSize
        renderer.clear(.white)
        renderer.fill(PixelRect(x: 0, y: 0, width: size.width, height: size.height),
                      index.isMultiple(of: 2) ? Color(255, 157, 152) : Color(255, 202, 128))
        renderer.present()
        return ThreadCPUClock.milliseconds() - start
    }

    /// The process's peak resident set size (`VmHWM`), in megabytes.
    static func peakRSSMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
        return kilobytes / 1024
    }
}
