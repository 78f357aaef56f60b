import Foundation
import XCTest

/// `--trace` tells where the start-up's time goes: a `startup` line per stage, in order, before
/// the first frame's line.
final class StartupTraceEndToEndTests: XCTestCase {
    /// The stages, as `StartupStage` names them, in the order they are reached.
    private static let stages = ["main", "options", "sdl", "fonts", "savedState", "window", "renderer", "scene",
                                 "restored", "firstFrameDrawn", "firstFramePresented"]

    func testEveryStageIsReportedInOrderAndTheLastIsTheFirstFramesTime() throws {
        let app = try AppWindow()
        let first = try app.trace.waitFor("firstFrame")
        let startup = app.trace.events.filter { $0["event"] as? String == "startup" }
        XCTAssertEqual(startup.compactMap { $0["stage"] as? String }, Self.stages)
        let times = startup.compactMap { $0["sinceExecMs"] as? Double }
        let stageTimes = startup.compactMap { $0["stageMs"] as? Double }
        XCTAssertEqual(times.count, Self.stages.count)
        XCTAssertGreaterThan(times[0], 0, "exec to main takes some time")
        XCTAssertEqual(times, times.sorted(), "each stage after the one before")
        XCTAssertEqual(stageTimes.reduce(0, +), times.last ?? 0, accuracy: 0.1, "the stages add up to the whole")
        XCTAssertEqual(first["sinceExecMs"] as? Double, times.last, "the first frame's time is the last stage's")
        XCTAssertLessThan(times.last ?? .infinity, 10_000)
        XCTAssertEqual(try app.quit(), 0)
    }
}
