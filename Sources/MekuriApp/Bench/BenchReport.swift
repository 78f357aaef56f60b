#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriEngine
import MekuriUI
import MekuriSystem

/// What one `--bench` run measured, and how it is printed.
struct BenchReport {
    /// The frame size.
    let size: Size
    /// The device whose screen the scenes were in (`--device`), if any.
    var device: String?
    /// The CPU time of each measured workload frame, in milliseconds.
    let frameTimes: [Double]
    /// The CPU time of each floor frame (clear, fill, present), in milliseconds.
    let floorTimes: [Double]
    /// Text texture look-ups during the measured frames that found their texture made.
    let textHits: Int
    /// Text texture look-ups during the measured frames that had to rasterise.
    let textMisses: Int
    /// Textures the runner's renderer made during the measured frames (zero in steady state).
    let texturesCreated: Int
    /// The runner's renderer's textures alive before and after the measured frames (equal in
    /// steady state).
    var liveTextures: (before: Int, after: Int) = (0, 0)
    /// The process's peak resident set size, in megabytes.
    let peakRSSMegabytes: Double

    /// The `p`-th percentile (0…100) of `values`, nearest rank.
    static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var frameP50: Double { Self.percentile(50, of: frameTimes) }
    var frameP99: Double { Self.percentile(99, of: frameTimes) }
    var floorP50: Double { Self.percentile(50, of: floorTimes) }
    var floorP99: Double { Self.percentile(99, of: floorTimes) }
    /// Frame time over floor time at the median.
    var ratioP50: Double { frameP50 / floorP50 }
    /// Frame time over floor time at the 99th percentile.
    var ratioP99: Double { frameP99 / floorP99 }
    /// The share of text look-ups that reused a texture.
    var textCacheHitRate: Double {
        textHits + textMisses == 0 ? 1 : Double(textHits) / Double(textHits + textMisses)
    }

    /// The human-readable table.
    var table: String {
        func ms(_ value: Double) -> String { String(cFormat: "%8.3f", value) }
        return """
        mekuri --bench at \(Int(size.width))x\(Int(size.height))\(device.map { " in \($0)'s screen" } ?? ""), software renderer, \(frameTimes.count) frames (CPU time per frame, ms)

                        p50       p99
          frame    \(ms(frameP50))  \(ms(frameP99))
          floor    \(ms(floorP50))  \(ms(floorP99))
          ratio    \(ms(ratioP50))  \(ms(ratioP99))

          text cache hit rate   \(String(cFormat: "%.4f", textCacheHitRate)) (\(textHits) hits, \(textMisses) misses)
          textures created      \(texturesCreated) during the measured frames
          live textures         \(liveTextures.before) before, \(liveTextures.after) after
          peak RSS              \(String(cFormat: "%.1f", peakRSSMegabytes)) MB
        """
    }

    /// The one JSON line printed last.
    var json: String {
        JSONValue.object([
            ("size", .string("\(Int(size.width))x\(Int(size.height))")),
        ] + (device.map { [("device", JSONValue.string($0))] } ?? []) + [
            ("frames", .number(Double(frameTimes.count))),
            ("frame_ms_p50", .number(frameP50)),
            ("frame_ms_p99", .number(frameP99)),
            ("floor_ms_p50", .number(floorP50)),
            ("ratio_p50", .number(ratioP50)),
            ("ratio_p99", .number(ratioP99)),
            ("text_cache_hit_rate", .number(textCacheHitRate)),
            ("rss_mb", .number(peakRSSMegabytes)),
            ("textures_created", .number(Double(texturesCreated))),
            ("textures_live_before", .number(Double(liveTextures.before))),
            ("textures_live_after", .number(Double(liveTextures.after))),
        ]).serialized
    }
}
