import Foundation
import XCTest

/// `Assets/Prototypes/weekdays.json`, opened with `--deck`, draws what `--scene weekdays` draws:
/// the same bytes in every frame of a script that drags, settles, scrolls, taps the tabs, crosses
/// the seam, changes the feel, the appearance and the size; and an edited copy shows its edit.
final class WeekdaysFileTests: TemporaryFolderTestCase {
    /// `Assets/Prototypes/weekdays.json`.
    static let weekdaysFile = shippedPrototype("weekdays")

    /// A script that goes through what the weekdays do, one shot at each step.
    static let script = """
    shot 00-rest.png
    down 300 500
    move 240 490
    move 160 480
    shot 01-held.png
    up 160 480
    wait 100
    shot 02-settling.png
    wait 1000
    shot 03-next.png
    wheel 0 -300
    wait 50
    shot 04-scrolling.png
    wait 2000
    click @tab.1
    wait 100
    shot 05-to-top.png
    wait 1000
    click @dot.6
    wait 1000
    key Right
    wait 150
    shot 06-seam.png
    wait 1000
    appearance dark
    shot 07-dark.png
    appearance light
    set pageWidth 0.8
    set gap 12
    shot 08-peek.png
    set axis vertical
    drag 200 600 200 300 150
    wait 100
    shot 09-vertical.png
    set axis horizontal
    set direction rtl
    shot 10-rtl.png
    resize 240 320
    shot 11-small.png
    resize 200 150
    shot 12-tiny.png
    """

    /// Runs the script in a folder of its own with `arguments`, returning each shot's bytes by name.
    private func shots(_ arguments: [String], in name: String) throws -> [String: Data] {
        try MekuriProcess(folder: folder.appendingPathComponent(name)).shots(of: Self.script, as: "weekdays.mekuri", arguments)
    }

    func testTheFileDrawsTheWeekdaysByteForByte() throws {
        for locale in ["ja", "en"] {
            let scene = try shots(["--scene", "weekdays", "--locale", locale], in: "scene-\(locale)")
            let file = try shots(["--deck", Self.weekdaysFile.path, "--locale", locale], in: "file-\(locale)")
            assertSameShots(file, as: scene, count: 13, "in \(locale) ")
        }
    }

    func testAnEditedCopyShowsTheEdit() throws {
        let text = try String(contentsOf: Self.weekdaysFile, encoding: .utf8)
        let copy = folder.appendingPathComponent("mine.json")
        try Data(text.replacingOccurrences(of: "#FF9D98", with: "#3366CC").utf8).write(to: copy)
        let scene = try shots(["--scene", "weekdays"], in: "scene")
        let edited = try shots(["--deck", copy.path], in: "edited")
        XCTAssertNotEqual(scene["00-rest.png"], edited["00-rest.png"], "Monday is blue in the copy")
        XCTAssertEqual(scene["03-next.png"], edited["03-next.png"], "Tuesday is as it was")
    }
}
