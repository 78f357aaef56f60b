import Foundation
import XCTest

/// `set direction rtl` through the built `mekuri`, in every pager: a drag to the right goes
/// forward, key Left goes forward, 次へ sits at the left of 前へ, the first dot and tab at the right.
final class FeelRightToLeftProcessTests: XCTestCase {
    private var folder: URL!
    private var process: MekuriProcess { MekuriProcess(folder: folder) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-rtl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ script: String, scene: String) throws -> MekuriProcess.Result {
        let name = try process.write(script, to: "rtl-\(scene).mekuri")
        return try process.run(["--headless", "--script", name, "--scene", scene])
    }

    func testWeekdaysADragRightPagesToTuesdayAndKeyLeftGoesForward() throws {
        let result = try run("""
            set direction rtl
            drag 100 400 217 400 1000
            wait 400
            expect page=1 title=火 offset=0
            key Left
            wait 400
            expect page=2 title=水
            key Right
            key Right
            key Right
            wait 400
            expect page=6 title=日
            down 200 400
            move 300 400
            expect page=6 offset=100
            up 300 400
            wait 400
            expect page=0 title=月 offset=0
            """, scene: "weekdays")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testWeekdaysElementsMirror() throws {
        let result = try run("""
            set direction rtl
            expect @tab.0 frame.0=334.286±0.01 frame.2=55.714±0.01
            expect @tab.6 frame.0=0
            expect @next frame.0=8
            expect @prev frame.0=286
            expect @dot.0 frame.0=240
            expect @dot.6 frame.0=132
            elements
            """, scene: "weekdays")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains(#""id":"next","role":"button","label":"次へ""#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""id":"prev","role":"button","label":"前へ""#), result.stdout)
    }

    func testCardsADragRightAndKeyLeftGoForwardAndTheDotsMirror() throws {
        let result = try run("""
            set direction rtl
            expect @dot.0 frame.0=48
            expect @dot.2 frame.0=16
            drag 100 150 217 150 1000
            wait 400
            expect page=1
            key Left
            wait 400
            expect page=2
            key Right
            wait 400
            expect page=1
            """, scene: "cards")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testFormADragRightAndKeyLeftGoForwardAndNextIsOnTheLeft() throws {
        let result = try run("""
            set direction rtl
            expect @prev enabled=false frame.0=286
            expect @next frame.0=8
            drag 100 100 217 100 1000
            wait 400
            expect page=1
            key Left
            wait 400
            expect page=2
            key Right
            wait 400
            expect page=1
            click @next
            wait 400
            expect page=2
            """, scene: "form")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testADragRightGoesBackWithTheStandardDirection() throws {
        let result = try run("drag 100 400 217 400 1000\nwait 400\nexpect page=6 title=日\n", scene: "weekdays")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }
}
