@testable import MekuriApp
import Foundation
import MekuriSDL
import XCTest

/// A temporary folder with solid-colour PNGs and a script, for building reports in tests.
final class ReportFixture {
    /// Distinct solid colours (0xAARRGGBB), far from the page's greys, reds and greens.
    enum Colour {
        static let expected: UInt32 = 0xFF1E_64C8
        static let actual: UInt32 = 0xFFF0_8C00
        static let diff: UInt32 = 0xFFC8_1EB4
        static let firstFrame: UInt32 = 0xFF00_A0A0
        static let lastFrame: UInt32 = 0xFF78_B400
        static let plot: UInt32 = 0xFF50_3CA0
    }

    /// The folder everything is written under; removed when the fixture goes.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes a `width`×`height` PNG of one colour and returns its absolute path.
    @discardableResult
    func solidPNG(_ name: String, colour: UInt32, width: Int = 200, height: Int = 150) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try Surface(width: width, height: height, argbPixels: Array(repeating: colour, count: width * height)).writePNG(to: path)
        return path
    }

    /// Writes a text file under the folder and returns its absolute path.
    @discardableResult
    func text(_ name: String, _ contents: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// The script of the one-match-failure report: `match weekdays-monday` fails on line 3.
    static let matchScript = "scene weekdays\ndrag 300,400 -> 100,400\nmatch weekdays-monday\nstate\n"

    /// A failing script with one `match` failure (expected, actual, diff and two frames).
    func matchFailure(script: String = "scripts/swipe.mekuri") throws -> ScriptResult {
        let scriptPath = try text(script, Self.matchScript)
        let failure = ScriptResult.Failure(
            kind: .match, line: 3, message: "the frame differs from __screenshots__/weekdays-monday.png in 1200 pixels",
            expected: try solidPNG("scripts/__screenshots__/weekdays-monday.png", colour: Colour.expected),
            actual: try solidPNG("scripts/__screenshots__/weekdays-monday.actual.png", colour: Colour.actual),
            diff: try solidPNG("scripts/__screenshots__/weekdays-monday.diff.png", colour: Colour.diff),
            frames: [try solidPNG("frames/1.png", colour: Colour.firstFrame), try solidPNG("frames/2.png", colour: Colour.lastFrame)])
        return ScriptResult(script: scriptPath, seconds: 1.25, failures: [failure], exitStatus: 1)
    }

    /// The folder the scripts live in (the report's scripts root).
    var scriptsRoot: URL { folder.appendingPathComponent("scripts") }
}
