@testable import MekuriSDL
import XCTest

/// The layer cache's budget of bytes: the least recently used pictures go to stay within it,
/// a picture larger than it is never made, and a frame never evicts its own pictures.
final class LayerTextureCacheTests: XCTestCase {
    /// Room for two 10×10 pictures (400 bytes each), not three.
    private static let budget = 1000

    private var runtime: SDLRuntime!
    private var renderer: Renderer!
    private var cache: LayerTextureCache!
    /// The keys drawn into new pictures, in order.
    private var drawn: [String] = []

    override func setUpWithError() throws {
        runtime = try SDLRuntime(video: false)
        renderer = try Renderer(surface: try Surface(width: 4, height: 4), runtime: runtime)
        cache = LayerTextureCache(renderer: renderer, byteBudget: Self.budget)
        drawn = []
    }

    override func tearDown() {
        (cache, renderer, runtime) = (nil, nil, nil)
    }

    /// Asks for the picture of `key`, recording in ``drawn`` when one is made.
    @discardableResult
    private func picture(_ key: String, side: Int = 10) throws -> Texture? {
        try cache.texture(key: key, width: side, height: side) { _ in drawn.append(key) }
    }

    func testTheLeastRecentlyUsedPictureGoesToStayWithinTheBudget() throws {
        cache.beginFrame()
        try picture("a")
        try picture("b")
        XCTAssertEqual(cache.usedBytes, 800)
        cache.beginFrame()
        try picture("a")
        XCTAssertNotNil(try picture("c"), "c fits once b, the least recently used, goes")
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.usedBytes, 800)
        XCTAssertLessThanOrEqual(cache.usedBytes, cache.byteBudget)
        cache.beginFrame()
        try picture("a")
        try picture("c")
        XCTAssertEqual(drawn, ["a", "b", "c"], "a and c were kept")
        cache.beginFrame()
        try picture("b")
        XCTAssertEqual(drawn, ["a", "b", "c", "b"], "b was evicted, so it is drawn again")
        XCTAssertLessThanOrEqual(cache.usedBytes, cache.byteBudget)
    }

    func testANewContentOfAFamilyTakesOverThePictureTheFrameDidNotUse() throws {
        cache.beginFrame()
        let first = try XCTUnwrap(try picture("page.1#a"))
        let made = renderer.textureStatistics.created
        cache.beginFrame()
        let second = try XCTUnwrap(try picture("page.1#b"))
        XCTAssertTrue(first === second, "drawn again in the same texture")
        XCTAssertEqual(renderer.textureStatistics.created, made)
        XCTAssertEqual(drawn, ["page.1#a", "page.1#b"])
        XCTAssertEqual(cache.count, 1)
        // Two contents in one frame (two panes side by side) keep a picture each.
        let third = try XCTUnwrap(try picture("page.1#c"))
        XCTAssertFalse(third === second, "the frame already used b's picture")
        XCTAssertEqual(cache.count, 2)
        // Another family, or another size, never takes it.
        cache.beginFrame()
        let other = try XCTUnwrap(try picture("page.2#a"))
        XCTAssertFalse(other === second || other === third)
        try picture("page.1#d", side: 8)
        XCTAssertEqual(renderer.textureStatistics.created, made + 3)
        // A key with no family is never taken over.
        cache.beginFrame()
        try picture("plain")
        cache.beginFrame()
        try picture("plain2")
        XCTAssertEqual(renderer.textureStatistics.created, made + 5)
    }

    func testAPictureLargerThanTheBudgetIsNeverMade() throws {
        cache.beginFrame()
        try picture("small")
        let made = renderer.textureStatistics.created
        for _ in 1...2 {
            cache.beginFrame()
            XCTAssertNil(try picture("huge", side: 16), "16 × 16 × 4 = 1024 bytes, over the 1000-byte budget")
        }
        XCTAssertEqual(drawn, ["small"], "nothing drawn into a picture for the huge layer")
        XCTAssertEqual(renderer.textureStatistics.created, made, "no texture made for it")
        XCTAssertEqual(cache.count, 1, "the small picture stays")
        XCTAssertEqual(cache.usedBytes, 400)
    }

    func testAFrameNeverEvictsItsOwnPictures() throws {
        cache.beginFrame()
        try picture("a")
        try picture("b")
        XCTAssertNil(try picture("c"), "c would evict a picture this frame copies")
        XCTAssertEqual(drawn, ["a", "b"])
        // Frame after frame the same three layers: a and b stay kept, c is drawn directly,
        // rather than each evicting another every frame.
        for _ in 1...3 {
            cache.beginFrame()
            XCTAssertNotNil(try picture("a"))
            XCTAssertNotNil(try picture("b"))
            XCTAssertNil(try picture("c"))
        }
        XCTAssertEqual(drawn, ["a", "b"], "no picture made again")
    }

    func testALayerAtANewSizeReplacesItsPictureAtTheOldOne() throws {
        cache.beginFrame()
        try picture("card", side: 10)
        cache.beginFrame()
        try picture("card", side: 12)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.usedBytes, 12 * 12 * 4)
        cache.beginFrame()
        XCTAssertNil(try picture("card", side: 20), "too large for the budget")
        XCTAssertEqual(cache.count, 0, "its picture at the old size went too")
        XCTAssertEqual(cache.usedBytes, 0)
    }
}

extension LayerTextureCacheTests {
    func testANewVersionRedrawsThePictureInItsOwnTexture() throws {
        var versions: [String] = []
        func picture(_ version: String) throws -> Texture? {
            try cache.texture(key: "plot", version: version, width: 10, height: 10) { _ in versions.append(version) }
        }
        cache.beginFrame()
        let first = try picture("1")
        let made = renderer.textureStatistics.created
        XCTAssertTrue(try picture("1") === first, "the same version is copied, not drawn")
        let second = try picture("2")
        XCTAssertTrue(second === first, "a new version is drawn into the texture it has")
        XCTAssertEqual(renderer.textureStatistics.created, made, "no texture made for it")
        XCTAssertEqual(versions, ["1", "2"])
        XCTAssertEqual(cache.count, 1)
    }
}
