import Foundation
import MekuriApp
import XCTest

/// `mekuri test --filter` and `--shard`, and the slices ``Shard`` makes.
final class TestCommandSelectionTests: TestCommandFixture {
    private let names = ["a/one.mekuri", "a/two.mekuri", "b/three.mekuri", "b/four.mekuri", "c/five.mekuri",
                         "c/six.mekuri", "seven.mekuri"]

    func testShardsRunEveryScriptExactlyOnceInSlicesWithinOneOfEachOther() throws {
        for name in names {
            try write("state\n", to: name)
        }
        let all = try mekuriTest([]).passed
        XCTAssertEqual(all.count, names.count)
        for count in 1...4 {
            var slices: [[String]] = []
            for index in 1...count {
                let run = try mekuriTest(["--shard", "\(index)/\(count)"])
                XCTAssertEqual(run.status, 0, run.stderr)
                slices.append(run.passed)
            }
            XCTAssertEqual(slices.flatMap { $0 }, all, "every script once, in order, across \(count) shards")
            let sizes = slices.map(\.count)
            XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "sizes \(sizes)")
        }
    }

    func testAnEmptyShardPassesWithNothingRun() throws {
        try write("state\n", to: "a.mekuri")
        let run = try mekuriTest(["--shard", "1/3"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "0 passed, 0 failed\n")
        XCTAssertEqual(try mekuriTest(["--shard", "3/3"]).passed, ["a.mekuri"])
    }

    func testBadShardsAreOneLineAndExit2() throws {
        try write("state\n", to: "a.mekuri")
        for bad in ["0/3", "4/3", "1/0", "-1/2", "x", "1/2/3", "1/", "/2", "1.5/2"] {
            assertOneLineError(try mekuriTest(["--shard", bad]), containing: "bad --shard '\(bad)'")
        }
    }

    func testFilterRunsTheScriptsWhosePathContainsTheText() throws {
        for name in names {
            try write("state\n", to: name)
        }
        XCTAssertEqual(try mekuriTest(["--filter", "b/"]).passed, ["b/four.mekuri", "b/three.mekuri"])
        XCTAssertEqual(try mekuriTest(["--filter", "o.m"]).passed, ["a/two.mekuri"])
        XCTAssertEqual(try mekuriTest(["--filter", "/t", "--shard", "2/2"]).passed, ["b/three.mekuri"],
                       "the filter first, then the shard of what it leaves")
        assertOneLineError(try mekuriTest(["--filter", "nothing"]), containing: "--filter 'nothing' matches none of the 7 scripts")
    }

    func testShardSlicesPartitionAnyList() throws {
        for itemCount in 0...25 {
            let items = Array(0..<itemCount)
            for count in 1...9 {
                let slices = (1...count).map { Shard(index: $0, count: count)!.slice(of: items) }
                XCTAssertEqual(slices.flatMap { $0 }, items, "\(itemCount) items in \(count) shards")
                let sizes = slices.map(\.count)
                XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(itemCount) items in \(count) shards: \(sizes)")
            }
        }
        XCTAssertNil(Shard(index: 0, count: 2))
        XCTAssertNil(Shard(index: 3, count: 2))
        XCTAssertEqual(try Shard.parse("2/4"), Shard(index: 2, count: 4))
    }
}
