import Foundation
import XCTest

/// `set bounce 0.3` through the built `mekuri`: the settle overshoots the page and comes back,
/// at rest on it by `settleDuration`, and a press mid-overshoot holds the pages where they are.
final class FeelBounceProcessTests: XCTestCase {
    private var folder: URL!
    private var process: MekuriProcess { MekuriProcess(folder: folder) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-bounce-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A slow 30% drag to the left (Monday to Tuesday), then the state at each of the next 24 frames.
    private let dragThenEveryFrame = "drag 300 400 183 400 1000\n" + String(repeating: "wait 17\nstate\n", count: 24)

    /// The `offset` and `settled` of each `state` line printed.
    private func frames(_ stdout: String) throws -> [(offset: Double, settled: Bool)] {
        try stdout.split(separator: "\n").map { line in
            let state = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (try XCTUnwrap(state["offset"] as? Double), try XCTUnwrap(state["settled"] as? Bool))
        }
    }

    func testWithBounce03TheOffsetGoesPastThePageAndBackAndRestsBySettleDuration() throws {
        let script = try process.write("set bounce 0.3\n" + dragThenEveryFrame + """
            expect page=1 settled=true offset=0
            drag 300 400 183 400 1000
            wait 200
            expect page=2 settled=false offset=-6.5±1
            wait 150
            expect page=2 settled=true offset=0
            """, to: "bounce.mekuri")
        let result = try process.run(["--headless", "--script", script])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let frames = try frames(result.stdout)
        guard frames.count == 24 else { return XCTFail("24 state lines, not \(frames.count): \(result.stdout)") }
        // Heading for Tuesday from the right (positive), past it (negative), back on it.
        let fromTheRight = try XCTUnwrap(frames.firstIndex { $0.offset > 50 }, "on Tuesday, coming from the right")
        XCTAssertNotNil(frames[fromTheRight...].firstIndex { $0.offset < -5 }, "the offset goes past 0")
        XCTAssertLessThan(frames.map(\.offset).min()!, -8, "a visible overshoot: \(frames.map(\.offset))")
        // 0.35 s is 21 frames: moving until then, then at rest exactly on the page.
        XCTAssertTrue(frames[..<20].allSatisfy { !$0.settled }, "\(frames)")
        XCTAssertTrue(frames[20...].allSatisfy { $0.settled && $0.offset == 0 }, "\(frames)")

        // The standard feel never goes past the page.
        let standard = try process.run(["--headless", "--script", try process.write(dragThenEveryFrame, to: "standard.mekuri")])
        XCTAssertEqual(standard.status, 0, standard.stderr)
        let standardFrames = try self.frames(standard.stdout)
        let onTuesday = try XCTUnwrap(standardFrames.firstIndex { $0.offset > 0 })
        XCTAssertTrue(standardFrames[onTuesday...].allSatisfy { $0.offset >= 0 }, "\(standardFrames)")
    }

    func testAPressMidOvershootHoldsThePagesWhereTheyAre() throws {
        let script = try process.write("""
            set bounce 0.3
            drag 300 400 183 400 1000
            wait 217
            expect page=1 settled=false offset=-9.8±1
            down 200 400
            wait 100
            expect page=1 settled=false offset=-9.8±1
            state
            move 200 400
            wait 100
            state
            up 200 400
            wait 350
            expect page=1 settled=true offset=0
            """, to: "catch.mekuri")
        let result = try process.run(["--headless", "--script", script])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try frames(result.stdout)
        guard frames.count == 2 else { return XCTFail("2 state lines, not \(frames.count): \(result.stdout)") }
        XCTAssertEqual(frames[0].offset, frames[1].offset, "held still while pressed")
    }
}
