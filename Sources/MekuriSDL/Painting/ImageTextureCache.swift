import MekuriUI

/// The images the painter draws: what is known of each file, and its texture at the size it is
/// drawn, within a budget of bytes.
///
/// A file is read on first ask: in the background by an ``ImageWorker`` (the window: a frame
/// never waits, and ``onImageReady`` says when to draw again), or at once when
/// ``waitsForImages`` (the headless runner: every run gives the same pixels). Images are decoded
/// shrunk to the pixels they are drawn at and kept one size per file: drawing a file at a new
/// size decodes that size and lets the old one go. Textures follow ``BudgetedTextures``' rule:
/// the least recently used go first, never one the current frame draws.
final class ImageTextureCache {
    /// The default budget: 64 MiB, a dozen full-window pages at 2× on a phone-sized window
    /// (780×1688 pixels, 5.3 MB each), three at 2560×1600.
    static let defaultByteBudget = 64 << 20
    /// How many textures are kept at most, whatever their size.
    static let capacity = 256
    /// The longest side of a texture; an image drawn larger is decoded at this and stretched.
    static let maximumSide = 8192
    /// The share of the budget one texture may take at most (a third: a page and its two
    /// neighbours fit); an image drawn larger is decoded smaller and stretched.
    static let maximumBudgetShare = 3
    /// How many frames a background decode that did not fit the budget waits before it is
    /// asked for again; an idle window draws no frames, so it never decodes in a loop.
    static let declinedRetryFrames = 30

    /// Whether files are read and decoded at once, on the drawing thread, instead of in the
    /// background.
    var waitsForImages = false
    /// Called on the worker's thread when a background read or decode finishes.
    var onImageReady: (@Sendable () -> Void)? {
        didSet { worker?.onFinished = onImageReady }
    }

    private let renderer: Renderer
    private var textures: BudgetedTextures<Key>
    /// What is known of each path, at the version last asked for.
    private var statuses: [String: (version: Int, status: ImageStatus)] = [:]
    /// The key of the texture held for each path, if any.
    private var heldKeys: [String: Key] = [:]
    /// Made on the first background read.
    private var worker: ImageWorker?
    /// The frames counted by ``beginFrame()``.
    private var frame = 0
    /// The frame in which each background decode that did not fit the budget arrived.
    private var declined: [Key: Int] = [:]

    private struct Key: Hashable {
        var source: ImageSource
        /// The size the image is decoded to fit.
        var size: PixelSize
    }

    /// A cache of image textures for `renderer` taking at most `byteBudget` bytes.
    init(renderer: Renderer, byteBudget: Int = ImageTextureCache.defaultByteBudget) {
        self.renderer = renderer
        textures = BudgetedTextures(byteBudget: byteBudget, capacity: Self.capacity)
    }

    deinit { worker?.stop() }

    /// The number of textures held.
    var count: Int { textures.count }
    /// The bytes the textures held take (width × height × 4 each).
    var usedBytes: Int { textures.usedBytes }
    /// The most bytes the textures may take.
    var byteBudget: Int { textures.byteBudget }

    /// Starts a frame: takes what the worker finished (kept only where it fits beside the
    /// textures the last frame drew, so a decode never evicts a page on show), then lets
    /// textures drawn in earlier frames be evicted for new ones.
    func beginFrame() throws {
        try takeFinished(pixels: true)
        textures.beginFrame()
        frame += 1
        if !declined.isEmpty { declined = declined.filter { isResting($0.key) } }
    }

    /// What is known of `source`; the first ask for a file (or a new version of it) reads it.
    ///
    /// - Complexity: O(1) on average once asked; the first ask reads the file's header when
    ///   ``waitsForImages`` (or decodes it when its header does not say its size).
    func status(of source: ImageSource) -> ImageStatus {
        try? takeFinished(pixels: false)  // sizes and failures only: no texture is made, nothing thrown
        if let known = statuses[source.path], known.version == source.version { return known.status }
        // A texture of an earlier version stays, standing in until the new one is decoded.
        guard !waitsForImages else {
            let status = ImageDecoder.status(ofFileAt: source.path)
            record(status, of: source)
            return status
        }
        statuses[source.path] = (source.version, .loading)
        backgroundWorker.request(.measure(source))
        return .loading
    }

    /// How many times ``texture(for:width:height:)`` answered with a stand-in or nothing while
    /// the image decodes in the background: a picture drawn meanwhile changes once it is decoded.
    private(set) var standInsServed = 0

    /// The texture of `source` drawn at `width`×`height` pixels: the image shrunk to that size
    /// (never enlarged), or nil when it cannot be drawn or, in the background, is not decoded
    /// yet — a texture of the file at another size or an earlier version stands in meanwhile.
    ///
    /// - Complexity: O(1) on average for a texture held; a decode when ``waitsForImages``.
    func texture(for source: ImageSource, width: Int, height: Int) throws -> Texture? {
        if case .failed = status(of: source) { return nil }
        let key = Key(source: source, size: Self.decodeSize(width: width, height: height, byteBudget: byteBudget))
        if let texture = textures.texture(for: key) { return texture }
        guard waitsForImages else {
            if !isResting(key) { backgroundWorker.request(.decode(source, key.size)) }
            standInsServed += 1
            return heldKeys[source.path].flatMap { textures.texture(for: $0) }
        }
        return try receive(source, key.size, Result { () throws(ImageFailure) in try ImageDecoder.decode(source.path, fitting: key.size) })
    }

    /// The size an image drawn at `width`×`height` pixels is decoded to fit: that size, made
    /// smaller (keeping its shape) to stay within ``maximumSide`` and a share of `byteBudget`.
    static func decodeSize(width: Int, height: Int, byteBudget: Int) -> PixelSize {
        let bytes = Double(BudgetedTextures<Key>.bytes(width: width, height: height))
        let fit = min(1, Double(maximumSide) / Double(max(width, height)),
                      (Double(byteBudget / maximumBudgetShare) / bytes).squareRoot())
        return PixelSize(width: max(1, Int(Double(width) * fit)), height: max(1, Int(Double(height) * fit)))
    }

    /// Whether `key`'s decode did not fit the budget a short while ago, and waits.
    private func isResting(_ key: Key) -> Bool {
        declined[key].map { frame - $0 < Self.declinedRetryFrames } ?? false
    }

    private var backgroundWorker: ImageWorker {
        if let worker { return worker }
        let made = ImageWorker()
        made.onFinished = onImageReady
        worker = made
        return made
    }

    /// Takes the worker's results: sizes and failures into the statuses, and with `pixels` its
    /// decoded images into textures (without, they wait for the next frame, still counted
    /// against the worker's bound).
    private func takeFinished(pixels: Bool) throws {
        guard let worker else { return }
        for outcome in worker.takeFinished(pixels: pixels) { try take(outcome) }
    }

    /// Takes one of the worker's results, unless it is of a version no longer asked for.
    private func take(_ outcome: ImageWorker.Outcome) throws {
        switch outcome {
        case .measured(let source, let status):
            guard statuses[source.path]?.version == source.version, statuses[source.path]?.status == .loading else { return }
            record(status, of: source)
        case .decoded(let source, let size, let result):
            guard statuses[source.path]?.version == source.version else { return }
            try receive(source, size, result)
        }
    }

    /// Makes a decode's texture and keeps it, in place of the file's texture at another size
    /// (when it fits the budget beside this frame's), or records why the file cannot be drawn.
    @discardableResult
    private func receive(_ source: ImageSource, _ size: PixelSize, _ result: Result<DecodedImage, ImageFailure>) throws -> Texture? {
        switch result {
        case .failure(let failure):
            record(.failed(reason: failure.reason), of: source)
            return nil
        case .success(let image):
            if statuses[source.path]?.status == .loading {
                statuses[source.path] = (source.version, .ready(width: image.originalSize.width, height: image.originalSize.height))
            }
            let surface = try Surface(width: image.size.width, height: image.size.height, argbPixels: image.pixels)
            let texture = try Texture(renderer: renderer, surface: surface)
            // A picture drawn larger than its pixels (a 300 px JPEG on a 390 pt page) is filtered,
            // not blocky; one drawn smaller was already shrunk smoothly when decoded.
            texture.scalesSmoothly()
            let key = Key(source: source, size: size)
            textures.remove { $0.source.path == source.path }
            let kept = textures.keep(texture, for: key)
            heldKeys[source.path] = kept ? key : nil
            if !kept, !waitsForImages { declined[key] = frame }
            return texture
        }
    }

    /// Records what is known of `source`, letting its file's textures go when it cannot be drawn.
    private func record(_ status: ImageStatus, of source: ImageSource) {
        statuses[source.path] = (source.version, status)
        if case .failed = status { forget(path: source.path) }
    }

    /// Drops the textures of the file at `path`.
    private func forget(path: String) {
        guard heldKeys.removeValue(forKey: path) != nil else { return }
        textures.remove { $0.source.path == path }
    }
}
