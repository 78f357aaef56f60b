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
