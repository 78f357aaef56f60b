@testable import MekuriApp
import XCTest

/// Path arithmetic on strings, as NSString's path methods did it for the app before Foundation left.
final class PathTextTests: XCTestCase {
    func testLastComponentAndTheRest() {
        XCTAssertEqual("/a/b.png".lastPathComponent, "b.png")
        XCTAssertEqual("/a/b/".lastPathComponent, "b")
        XCTAssertEqual("b.png".lastPathComponent, "b.png")
        XCTAssertEqual("/".lastPathComponent, "/")
        XCTAssertEqual("".lastPathComponent, "")
        XCTAssertEqual("/a/b.png".deletingLastPathComponent, "/a")
        XCTAssertEqual("/a".deletingLastPathComponent, "/")
        XCTAssertEqual("b.png".deletingLastPathComponent, "")
        XCTAssertEqual("a/b/c".deletingLastPathComponent, "a/b")
    }

    func testExtensions() {
        XCTAssertEqual("a/b.tar.gz".pathExtension, "gz")
        XCTAssertEqual("deck.JSON".pathExtension, "JSON")
        XCTAssertEqual(".hidden".pathExtension, "")
        XCTAssertEqual("a.dir/file".pathExtension, "")
        XCTAssertEqual("a/b.png".deletingPathExtension, "a/b")
        XCTAssertEqual("tour.json".deletingPathExtension, "tour")
        XCTAssertEqual("noext".deletingPathExtension, "noext")
    }

    func testAppendingComponentsWithOneSlash() {
        XCTAssertEqual("a".appendingPathComponent("b"), "a/b")
        XCTAssertEqual("a/".appendingPathComponent("b"), "a/b")
        XCTAssertEqual("/".appendingPathComponent("b"), "/b")
        XCTAssertEqual("".appendingPathComponent("b"), "b")
        XCTAssertEqual("rec".appendingPathComponent("frame-00001.png"), "rec/frame-00001.png")
        XCTAssertEqual(String.path(withComponents: ["/", "usr", "lib"]), "/usr/lib")
    }

    func testStandardizingFromAFolderResolvesDotsWithoutTheFileSystem() {
        XCTAssertEqual("../b/./c".standardizedPath(from: "/x/y"), "/x/b/c")
        XCTAssertEqual("/a//b/../c/".standardizedPath(from: "/ignored"), "/a/c")
        XCTAssertEqual("mekuri".standardizedPath(from: "/usr/bin"), "/usr/bin/mekuri")
        XCTAssertEqual("../../..".standardizedPath(from: "/a"), "/", "a .. at the root stays there")
        XCTAssertEqual(".".standardizedPath(from: "/"), "/")
    }

    func testPrintfFormattingInTheCLocale() {
        XCTAssertEqual(String(cFormat: "frame-%05ld.png", 42), "frame-00042.png")
        XCTAssertEqual(String(cFormat: "%.1f", 0.25), "0.2")
        XCTAssertEqual(String(cFormat: "%8.3f", 3.14159), "   3.142")
        XCTAssertEqual(String(cFormat: "%200ld", 7).count, 200, "longer than the first buffer")
        XCTAssertEqual("ab".padded(to: 4), "ab  ")
        XCTAssertEqual("abcdef".padded(to: 4), "abcdef")
    }

    func testFindingASign() {
        let text = "0.5±0.1"
        let range = text.rangeOfFirst("±")
        XCTAssertEqual(range.map { String(text[..<$0.lowerBound]) }, "0.5")
        XCTAssertEqual(range.map { String(text[$0.upperBound...]) }, "0.1")
        XCTAssertNil("1+2".rangeOfFirst("+-"))
    }
}
