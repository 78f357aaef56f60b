import Foundation
import XCTest

/// `set axis vertical` through the built `mekuri`, in every pager: a vertical drag pages and a
/// sideways one does not, Up and Down page, the dots stand in a column; in the weekdays a drag
/// scrolls the day's list and hands the rest on to the pages once the list is at its end.
final class FeelVerticalProcessTests: XCTestCase {
    private var folder: URL!
    private var process: MekuriProcess { MekuriProcess(folder: folder) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-vertical-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ script: String, scene: String) throws -> MekuriProcess.Result {
        let name = try process.write(script, to: "vertical-\(scene).mekuri")
        return try process.run(["--headless", "--script", name, "--scene", scene])
    }

    private func assertPasses(_ result: MekuriProcess.Result, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        XCTAssertEqual(result.status, 0, file: file, line: line)
    }

    func testWeekdaysADragScrollsTheListThenHandsOnToThePages() throws {
        // The pages are 744 pt tall (844 less the 44 pt tab strip and the 56 pt bar).
        assertPasses(try run("""
            set axis vertical
            expect @pages frame.3=744
            down 200 600
            move 200 560
            move 200 300
            wait 200
            up 200 300
            wait 1000
            expect page=0 scrollY.0=300 offset=0
            key End
            wait 1000
            expect scrollY.0=3702
            down 200 600
            move 200 560
            move 200 450
            wait 200
            expect page=0 offset=-150 scrollY.0=3702
            move 200 300
            wait 200
            up 200 300
            wait 500
            expect page=1 title=火 settled=true scrollY.0=3702 scrollY.1=0
            drag 200 300 200 600 1000
            wait 500
            expect page=0 title=月
            down 200 300
            move 200 340
            move 200 500
            wait 200
            up 200 500
            wait 1000
            expect page=0 title=月 offset=0 scrollY.0=3502
            """, scene: "weekdays"))
    }

    func testWeekdaysADragDownFromTheTopPagesBackAcrossTheSeam() throws {
        assertPasses(try run("""
            set axis vertical
            down 200 300
            move 200 320
            move 200 523
            expect offset=223 page=0
            up 200 523
            wait 500
            expect page=6 title=日 scrollY.0=0 scrollY.6=0
            """, scene: "weekdays"))
    }

    func testWeekdaysUpAndDownPageAndPageDownScrollsTheList() throws {
        assertPasses(try run("""
            set axis vertical
            key Down
            wait 400
            expect page=1
            key Up
            key Up
            wait 400
            expect page=6
            key PageDown
            wait 500
            expect page=6 scrollY.6=704
            wheel 0 -3
            wait 500
            expect page=6
            drag 300 400 50 420 1000
            wait 500
            expect page=6
            """, scene: "weekdays"))
    }

    func testWeekdaysDotsStandInAColumnAtTheTrailingEdge() throws {
        assertPasses(try run("""
            set axis vertical
            expect @dot.0 frame.0=354 frame.1=353 frame.2=36 frame.3=18
            expect @dot.6 frame.1=461
            set direction rtl
            expect @dot.0 frame.0=0 frame.1=353
            click @dot.3
            wait 500
            expect page=3 title=木
            """, scene: "weekdays"))
    }

    func testCardsPageVerticallyWithinTheCard() throws {
        assertPasses(try run("""
            set axis vertical
            expect @card frame.3=292.5
            drag 200 250 200 120 1000
            wait 500
            expect page=1
            drag 200 100 200 200 1000
            wait 500
            expect page=0
            drag 300 100 100 110 1000
            wait 500
            expect page=0
            key Down
            wait 500
            expect page=1
            key Right
            wait 500
            expect page=1
            """, scene: "cards"))
    }

    func testFormPagesVerticallyAndItsSliderStillSlidesSideways() throws {
        assertPasses(try run("""
            set axis vertical
            drag 200 500 200 250 1000
            wait 500
            expect page=1
            key Down
            wait 500
            expect page=2 slider=0.5
            drag 30 146 300 146 1000
            expect page=2
            """, scene: "form"))
    }
}
