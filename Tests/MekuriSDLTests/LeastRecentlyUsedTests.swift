@testable import MekuriSDL
import XCTest

final class LeastRecentlyUsedTests: XCTestCase {
    func testTheLeastRecentlyUsedValueGoesWhenFull() {
        var cache = LeastRecentlyUsed<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        XCTAssertEqual(cache.value(for: "a"), 1, "a is used, so b is now the oldest")
        cache.insert(3, for: "c")
        XCTAssertNil(cache.value(for: "b"))
        XCTAssertEqual(cache.value(for: "a"), 1)
        XCTAssertEqual(cache.value(for: "c"), 3)
        cache.insert(4, for: "c")
        XCTAssertEqual(cache.count, 2, "replacing a value drops nothing")
        XCTAssertEqual(cache.value(for: "c"), 4)
    }
}

extension LeastRecentlyUsedTests {
    func testRemovingValuesHandsThemBack() {
        var cache = LeastRecentlyUsed<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "ab")
        XCTAssertEqual(cache.removeValue(for: "b"), 2)
        XCTAssertNil(cache.removeValue(for: "b"))
        XCTAssertEqual(cache.removeAll { $0.hasPrefix("a") }.sorted(), [1, 3])
        XCTAssertEqual(cache.count, 0)
        cache.insert(4, for: "c")
        cache.insert(5, for: "d")
        _ = cache.value(for: "c")
        XCTAssertEqual(cache.removeLeastRecentlyUsed()?.key, "d")
        XCTAssertEqual(cache.removeLeastRecentlyUsed()?.value, 4)
        XCTAssertNil(cache.removeLeastRecentlyUsed())
    }
}
