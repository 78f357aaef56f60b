#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MekuriUI
import MekuriSystem

/// The scene's state at every frame between `track` and `match-motion`: a settle's timing, an
/// overshoot, a caption's fade as data to compare.
struct MotionTrack: Equatable {
    /// The state at each frame drawn, oldest first.
    var frames: [JSONValue]

    /// The frame rate the frames were drawn at.
    static let framesPerSecond = 60.0
    /// How far numbers may differ unless `tolerance=` says otherwise.
    static let defaultTolerance = 0.01

    /// The file's JSON: `{"fps":60,"frames":[{…state…}, …]}`.
    var json: JSONValue {
        .object([("fps", .number(Self.framesPerSecond)), ("frames", .array(frames))])
    }

    /// A track of `frames`, their numbers rounded to the three decimals a motion file keeps,
    /// so a run compares with its golden as the golden was written.
    init(frames: [JSONValue]) {
        self.frames = frames.map(Self.rounded)
    }

    /// `value` with every number rounded to three decimals, as `serialized` writes it.
    static func rounded(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number): .number((number * Self.decimalsScale).rounded() / Self.decimalsScale)
        case .array(let items): .array(items.map(rounded))
        case .object(let members): .object(members.map { ($0.0, rounded($0.1)) })
        default: value
        }
    }

    /// Three decimals.
    static let decimalsScale = 1000.0
    /// How far apart two numbers may be and still count as equal after rounding.
    static let roundingSlack = 1e-9

    /// The track in a `.motion.json` file's text, or nil when it is not one.
    init?(fileData: Data) {
        guard let value = JSONValue(parsing: fileData), let frames = value["frames"]?.array else { return nil }
        self.frames = frames.map(Self.rounded)
    }

    /// Every leaf of a frame by its key path (`captions.1.opacity`).
    static func leaves(of value: JSONValue, prefix: String = "") -> [(key: String, value: JSONValue)] {
        func joined(_ key: String) -> String { prefix.isEmpty ? key : "\(prefix).\(key)" }
        switch value {
        case .object(let members): return members.flatMap { leaves(of: $0.1, prefix: joined($0.0)) }
        case .array(let items): return items.enumerated().flatMap { leaves(of: $0.1, prefix: joined(String($0.0))) }
        default: return [(prefix, value)]
        }
    }

    /// The first way this track differs from `expected`, said in one line, or nil when numbers
    /// agree within `tolerance` and everything else exactly.
    func firstDifference(from expected: MotionTrack, tolerance: Double) -> String? {
        guard frames.count == expected.frames.count else {
            return "expected \(expected.frames.count) frames, got \(frames.count)"
        }
        for (index, (wanted, got)) in zip(expected.frames, frames).enumerated() {
            let wantedLeaves = Dictionary(Self.leaves(of: wanted), uniquingKeysWith: { first, _ in first })
            let gotLeaves = Dictionary(Self.leaves(of: got), uniquingKeysWith: { first, _ in first })
            for key in Set(wantedLeaves.keys).union(gotLeaves.keys).sorted() {
                let (a, b) = (wantedLeaves[key], gotLeaves[key])
                let same: Bool
                if let x = a?.number, let y = b?.number { same = abs(x - y) <= tolerance + Self.roundingSlack } else { same = a == b }
                if !same {
                    return "frame \(index + 1) of \(frames.count): expected \(key)=\(a?.serialized ?? "nothing"), "
                        + "got \(b?.serialized ?? "nothing") (±\(JSONValue.number(tolerance).serialized))"
                }
            }
        }
        return nil
    }

    /// The numeric series by key, in key order: what the plot draws.
    var numericSeries: [(key: String, values: [Double])] {
        var order: [String] = []
        var series: [String: [Double]] = [:]
        for (index, frame) in frames.enumerated() {
            for (key, value) in Self.leaves(of: frame) {
                guard let number = value.number else { continue }
                if series[key] == nil { order.append(key); series[key] = Array(repeating: .nan, count: frames.count) }
                series[key]?[index] = number
            }
        }
        return order.map { ($0, series[$0]!) }
    }
}
