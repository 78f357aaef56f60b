import Foundation
import MekuriEngine
@testable import MekuriSDL
import MekuriUI
import XCTest

/// The window's way: images read and decoded on a background thread, the page drawn without
/// them meanwhile and a callback when they are ready; and the textures' budget.
final class ImageBackgroundTests: XCTestCase {
    /// How long a background read may take before a test fails.
    private static let timeout: TimeInterval = 10

    private var fixture: ImageFixture!

    override func setUpWithError() throws { fixture = try ImageFixture() }
    override func tearDown() { fixture = nil }

    /// Waits for `painter`'s callbacks until `done` holds, failing after the timeout.
    private func wait(for painter: DisplayListPainter, signals: DispatchSemaphore, until done: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while try !done() {
            guard signals.wait(timeout: .now() + deadline.timeIntervalSinceNow) == .success else {
                return XCTFail("no image was ready within \(Self.timeout) s")
            }
        }
    }

    func testInTheBackgroundAnImageLoadsFirstThenIsReadyAfterTheCallback() throws {
        let source = try fixture.writePNG("blue.png", width: 6, height: 6) { _, _ in 0xFF00_00FF }
        let (painter, surface) = try fixture.painter(width: 6, height: 6, inBackground: true)
        let signals = DispatchSemaphore(value: 0)
        painter.onImageReady = { signals.signal() }
        XCTAssertEqual(painter.status(of: source), .loading)
        let frame = Rect(x: 0, y: 0, width: 6, height: 6)
        try fixture.paint(painter, [(source, frame)])
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_FFFF], "nothing is drawn while the image loads")
        try wait(for: painter, signals: signals) { painter.status(of: source) != .loading }
        XCTAssertEqual(painter.status(of: source), .ready(width: 6, height: 6))
        try wait(for: painter, signals: signals) {
            try fixture.paint(painter, [(source, frame)])
            return surface.argbPixels.first != 0xFFFF_FFFF
        }
        XCTAssertEqual(Set(surface.argbPixels), [0xFF00_00FF])
    }

    func testALayerDrawnWhileItsImageDecodesIsDrawnAgainOnceTheImageIsIn() throws {
        let source = try fixture.writePNG("page.png", width: 6, height: 6) { _, _ in 0xFF00_00FF }
        let (painter, surface) = try fixture.painter(width: 6, height: 6, inBackground: true)
        let signals = DispatchSemaphore(value: 0)
        painter.onImageReady = { signals.signal() }
        // A page's picture in a transition: the same key and version before and after the decode.
        var page = DisplayList(background: .white)
        page.image(source, in: Rect(x: 0, y: 0, width: 6, height: 6))
        var list = DisplayList(background: .white)
        list.layer(Layer(key: "deck.page.0#1", frame: Rect(x: 0, y: 0, width: 6, height: 6), content: page))
        try painter.paint(list)
        painter.renderer.present()
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_FFFF], "the picture is drawn while the image loads")
        try wait(for: painter, signals: signals) {
            try painter.paint(list)
            painter.renderer.present()
            return surface.argbPixels.first != 0xFFFF_FFFF
        }
        XCTAssertEqual(Set(surface.argbPixels), [0xFF00_00FF], "the picture was drawn again with its image")
    }

    func testInTheBackgroundARewrittenFileShowsItsOldPictureUntilTheNewOneIsDecoded() throws {
        let first = try fixture.writePNG("page.png", width: 6, height: 6) { _, _ in 0xFFFF_0000 }
        let (painter, surface) = try fixture.painter(width: 6, height: 6, inBackground: true)
        let signals = DispatchSemaphore(value: 0)
        painter.onImageReady = { signals.signal() }
        let frame = Rect(x: 0, y: 0, width: 6, height: 6)
        try wait(for: painter, signals: signals) {
            try fixture.paint(painter, [(first, frame)])
            return surface.argbPixels.first == 0xFFFF_0000
        }
        try fixture.writePNG("page.png", width: 6, height: 6) { _, _ in 0xFF00_00FF }
        let second = ImageSource(path: first.path, version: 1)
        XCTAssertEqual(painter.status(of: second), .loading)
        try fixture.paint(painter, [(second, frame)])
        XCTAssertEqual(Set(surface.argbPixels), [0xFFFF_0000], "the old picture stands in, no flash of white")
        try wait(for: painter, signals: signals) {
            try fixture.paint(painter, [(second, frame)])
            return surface.argbPixels.first != 0xFFFF_0000
        }
        XCTAssertEqual(Set(surface.argbPixels), [0xFF00_00FF])
        XCTAssertEqual(painter.images.count, 1, "the old version's texture is let go")
    }

    func testInTheBackgroundAFileThatCannotBeDecodedFailsAfterTheCallback() throws {
        let source = try fixture.write("fake.webp", bytes: Array("RIFF....WEBPVP8 junk, no picture".utf8))
        let (painter, _) = try fixture.painter(width: 6, height: 6, inBackground: true)
        let signals = DispatchSemaphore(value: 0)
        painter.onImageReady = { signals.signal() }
        try fixture.paint(painter, [(source, Rect(x: 0, y: 0, width: 6, height: 6))])
        try wait(for: painter, signals: signals) {
            try fixture.paint(painter, [(source, Rect(x: 0, y: 0, width: 6, height: 6))])
            return painter.status(of: source) != .loading
        }
        guard case .failed(let reason) = painter.status(of: source) else { return XCTFail("\(painter.status(of: source))") }
        XCTAssertFalse(reason.isEmpty)
    }

    func testManyImagesStayWithinTheBudgetAndAFrameKeepsWhatItDraws() throws {
        // 4×4 images take 64 bytes each: three fit the budget, four do not.
        let colors: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FF00, 0xFF00_FFFF, 0xFFFF_00FF]
        let sources = try colors.enumerated().map { index, color in
            try fixture.writePNG("\(index).png", width: 4, height: 4) { _, _ in color }
        }
        let (painter, surface) = try fixture.painter(width: 16, height: 4, imageByteBudget: 200)
        func frame(_ slot: Int) -> Rect { Rect(x: Double(slot * 4), y: 0, width: 4, height: 4) }
        func paint(_ indices: [Int]) throws -> [UInt32] {
            try fixture.paint(painter, indices.enumerated().map { slot, index in (sources[index], frame(slot)) })
            XCTAssertLessThanOrEqual(painter.images.usedBytes, 200)
            let pixels = surface.argbPixels
            return indices.indices.map { pixels[$0 * 4] }
        }
        let statistics = { painter.renderer.textureStatistics.created }
        for index in sources.indices { _ = try paint([index]) }
        XCTAssertEqual(painter.images.count, 3)
        let made = statistics()
        XCTAssertEqual(try paint([3, 4, 5]), [colors[3], colors[4], colors[5]])
        XCTAssertEqual(statistics(), made, "the three most recent images were kept")
        XCTAssertEqual(try paint([0, 1, 2, 3]), [colors[0], colors[1], colors[2], colors[3]],
                       "a frame drawing more than the budget holds still draws every image")
        XCTAssertEqual(painter.images.count, 3)
        XCTAssertEqual(try paint([0, 1, 2]).count, 3)
        XCTAssertEqual(statistics(), made + 4, "the three images the frame before drew first were kept")
    }

    func testInTheBackgroundADecodeThatDoesNotFitIsDeclinedInsteadOfEvictingThePagesOnShow() throws {
        // Four 4×4 images (64 bytes each) on show, room for three.
        let colors: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FF00]
        let sources = try colors.enumerated().map { index, color in
            try fixture.writePNG("\(index).png", width: 4, height: 4) { _, _ in color }
        }
        let (painter, surface) = try fixture.painter(width: 16, height: 4, inBackground: true, imageByteBudget: 200)
        let signals = DispatchSemaphore(value: 0)
        painter.onImageReady = { signals.signal() }
        let frames = sources.indices.map { (sources[$0], Rect(x: Double($0 * 4), y: 0, width: 4, height: 4)) }
        // Draw until the worker has been quiet for a while: every decode has arrived (decoding
        // in a loop, evicting the pages on show in turn, would never be quiet).
        var rounds = 0
        repeat {
            try fixture.paint(painter, frames)
            rounds += 1
        } while signals.wait(timeout: .now() + Self.quietPeriod) == .success && rounds < Self.maximumRounds
        XCTAssertLessThan(rounds, Self.maximumRounds, "the worker went quiet")
        let made = painter.renderer.textureStatistics.created
        for _ in 0..<10 { try fixture.paint(painter, frames) }
        XCTAssertEqual(signals.wait(timeout: .now() + Self.quietPeriod), .timedOut, "nothing is decoded again")
        XCTAssertEqual(painter.renderer.textureStatistics.created, made, "no texture is made again")
        XCTAssertEqual(painter.images.count, 3)
        XCTAssertLessThanOrEqual(painter.images.usedBytes, 200)
        let shown = Set(surface.argbPixels).subtracting([0xFFFF_FFFF])
        XCTAssertEqual(shown.count, 3, "three of the four images show")
        XCTAssertTrue(shown.isSubset(of: colors))
    }

    /// How many frames the worker may keep waking before a test takes it as decoding in a loop.
    private static let maximumRounds = 100
    /// How long the worker must stay quiet for a test to take it as done.
    private static let quietPeriod: DispatchTimeInterval = .milliseconds(300)
}
