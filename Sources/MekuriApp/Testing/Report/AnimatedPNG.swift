#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An animated PNG (APNG) assembled from still PNG frames of one size.
///
/// The first frame is the file's ordinary image (`IDAT`, after `acTL` and its `fcTL`), so a
/// viewer without APNG shows it; each later frame is an `fcTL` and its data as `fdAT` chunks.
/// Every frame replaces the whole canvas, so no frame depends on the ones before it.
struct AnimatedPNG: Sendable {
    /// How long each frame shows, in milliseconds: a 60 Hz run at a third of its speed, to be watched.
    static let frameMilliseconds: UInt16 = 50
    /// How long the last frame (the one the check failed on) stays before the loop restarts.
    static let lastFrameMilliseconds: UInt16 = 1_000
    /// The denominator of the frame delays: milliseconds.
    private static let millisecondsPerSecond: UInt16 = 1_000
    /// `num_plays` of zero: loop forever.
    private static let loopForever: UInt32 = 0

    /// The APNG file's bytes.
    let data: Data
    /// How many frames it holds.
    let frameCount: Int
    /// The indices of the frames left out (unreadable, or not of the first frame's size and kind).
    let skipped: [Int]

    /// Assembles the frames, oldest first; nil when not one of them is a readable PNG.
    init?(frames: [Data]) {
        var skipped = [Int]()
        var header: PNGChunk?
        var palette = [PNGChunk]()
        var beforeData = [PNGChunk]()
        var frameData = [[Data]]()
        for (index, frame) in frames.enumerated() {
            guard let chunks = try? PNGChunk.chunks(in: frame) else { skipped.append(index); continue }
            let pieces = chunks.filter { $0.type == "IDAT" }.map(\.data)
            guard !pieces.isEmpty else { skipped.append(index); continue }
            let chunksBeforeData = chunks.dropFirst().prefix { $0.type != "IDAT" }
            let framePalette = chunksBeforeData.filter { Self.paletteTypes.contains($0.type) }
            if let header {
                guard chunks[0] == header, framePalette == palette else { skipped.append(index); continue }
            } else {
                header = chunks[0]
                palette = framePalette
                beforeData = chunksBeforeData.filter { !Self.animationOwnTypes.contains($0.type) }
            }
            frameData.append(pieces)
        }
        guard let header, !frameData.isEmpty else { return nil }
        self.data = Self.encode(header: header, beforeData: beforeData, frames: frameData)
        self.frameCount = frameData.count
        self.skipped = skipped
    }

    /// Chunk types a still frame must not carry into the animation (they are the animation's own).
    private static let animationOwnTypes: Set<String> = ["acTL", "fcTL", "fdAT"]
    /// Chunk types every frame must share with the first, since its pixels are read through them.
    private static let paletteTypes: Set<String> = ["PLTE", "tRNS"]

    /// The file: signature, header, `acTL`, the first frame's ancillary chunks, the frames, `IEND`.
    private static func encode(header: PNGChunk, beforeData: [PNGChunk], frames: [[Data]]) -> Data {
        var file = PNGChunk.signature
        file.append(header.encoded)
        var control = Data()
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(loopForever)
        file.append(PNGChunk(type: "acTL", data: control).encoded)
        for chunk in beforeData { file.append(chunk.encoded) }
        var sequence: UInt32 = 0
        for (index, pieces) in frames.enumerated() {
            let milliseconds = index == frames.count - 1 ? lastFrameMilliseconds : frameMilliseconds
            file.append(frameControl(sequence: sequence, header: header, milliseconds: milliseconds).encoded)
            sequence += 1
            for piece in pieces {
                if index == 0 {
                    file.append(PNGChunk(type: "IDAT", data: piece).encoded)
                } else {
                    var frameData = Data()
                    frameData.appendBigEndian(sequence)
                    frameData.append(piece)
                    file.append(PNGChunk(type: "fdAT", data: frameData).encoded)
                    sequence += 1
                }
            }
        }
        file.append(PNGChunk(type: "IEND", data: Data()).encoded)
        return file
    }

    /// An `fcTL` for a whole-canvas frame that replaces what was there and is kept after it.
    private static func frameControl(sequence: UInt32, header: PNGChunk, milliseconds: UInt16) -> PNGChunk {
        let disposeNone: UInt8 = 0, blendSource: UInt8 = 0
        var control = Data()
        control.appendBigEndian(sequence)
        control.append(header.data.prefix(8))  // width and height, as in IHDR
        control.appendBigEndian(UInt32(0))  // x offset
        control.appendBigEndian(UInt32(0))  // y offset
        control.appendBigEndian(milliseconds)
        control.appendBigEndian(millisecondsPerSecond)
        control.append(contentsOf: [disposeNone, blendSource])
        return PNGChunk(type: "fcTL", data: control)
    }
}
