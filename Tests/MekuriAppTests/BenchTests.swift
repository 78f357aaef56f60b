@testable import MekuriApp
import MekuriSDL
import MekuriEngine
import XCTest

/// The benchmark's arithmetic and options, and the window's choice of renderer.
final class BenchTests: XCTestCase {
    func testPercentilesAreNearestRank() {
        let values = (1...100).map(Double.init).shuffled()
        XCTAssertEqual(BenchReport.percentile(50, of: values), 50)
        XCTAssertEqual(BenchReport.percentile(99, of: values), 99)
        XCTAssertEqual(BenchReport.percentile(100, of: values), 100)
        XCTAssertEqual(BenchReport.percentile(50, of: [3]), 3)
    }

    func testTheReportsJSONLineHasTheRatiosOfFrameToFloor() {
        let report = BenchReport(size: Size(width: 1280, height: 800), frameTimes: [1, 2, 3, 4], floorTimes: [1, 1, 1, 2],
                                 textHits: 99, textMisses: 1, texturesCreated: 0, peakRSSMegabytes: 42.5)
        XCTAssertEqual(report.json, #"{"size":"1280x800","frames":4,"frame_ms_p50":2,"frame_ms_p99":4,"floor_ms_p50":1,"ratio_p50":2,"ratio_p99":2,"text_cache_hit_rate":0.99,"rss_mb":42.5,"textures_created":0,"textures_live_before":0,"textures_live_after":0}"#)
    }

    func testBenchOptions() throws {
        let options = try Options.parse(["--bench", "--size", "1280x800", "--frames", "50"])
        XCTAssertEqual(options.mode, .bench)
        XCTAssertEqual(options.benchFrames, 50)
        XCTAssertThrowsError(try Options.parse(["--bench", "--frames", "0"]))
        XCTAssertThrowsError(try Options.parse(["--bench", "--headless", "--script", "s"]))
        XCTAssertTrue(try Options.parse(["--trace-frames"]).trace, "frame lines are trace lines")
    }

    func testTheRendererCanBeChosenByEnvironment() {
        XCTAssertTrue(WindowLoop.prefersSoftwareRenderer(environment: ["MEKURI_RENDERER": "software"]))
        XCTAssertFalse(WindowLoop.prefersSoftwareRenderer(environment: ["MEKURI_RENDERER": "accelerated"]))
    }
}

extension BenchTests {
    func testMesasCPUEmulationIsRecognisedByItsRendererName() {
        XCTAssertTrue(GraphicsHardware.isEmulatedOpenGL(rendererName: "llvmpipe (LLVM 15.0.6, 256 bits)"))
        XCTAssertTrue(GraphicsHardware.isEmulatedOpenGL(rendererName: "softpipe"))
        XCTAssertFalse(GraphicsHardware.isEmulatedOpenGL(rendererName: "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.7)"))
        XCTAssertFalse(GraphicsHardware.isEmulatedOpenGL(rendererName: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
    }

    func testBenchRefusesOptionsItWouldIgnore() {
        XCTAssertThrowsError(try Options.parse(["--bench", "--scene", "cards"]))
        XCTAssertThrowsError(try Options.parse(["--bench", "--trace"]))
        XCTAssertThrowsError(try Options.parse(["--frames", "10"]), "--frames needs --bench")
    }
}
