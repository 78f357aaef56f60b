import Foundation
import XCTest

/// `Assets/Prototypes/tabs.json`, opened with `--deck`, draws what `--scene tabs` draws: the
/// same bytes in every frame of a script that scrolls, switches, re-selects a tab, holds one,
/// changes the appearance and the size; and an edited copy shows its edit.
final class TabsFileTests: TemporaryFolderTestCase {
    /// `Assets/Prototypes/tabs.json`.
    static let tabsFile = shippedPrototype("tabs")

    /// A script that goes through what the tabs do, one shot at each step.
    static let script = """
    shot 00-rest.png
    drag 200 600 200 300 100
    wait 100
    shot 01-coasting.png
    wait 2000
    click @tabbar.second
    shot 02-second.png
    wheel 0 -300
    wait 50
    shot 03-scrolling.png
    wait 1000
    click @tabbar.second
    wait 100
    shot 04-to-top.png
    wait 1000
    click @tabbar.first
    shot 05-first-kept.png
    down 292 820
    shot 06-held.png
    up 292 820
    appearance dark
    shot 07-dark.png
    appearance light
    resize 240 320
    shot 08-small.png
    resize 200 100
    shot 09-tiny.png
    """

    /// Runs the script in a folder of its own with `arguments`, returning each shot's bytes by name.
    private func shots(_ arguments: [String], in name: String) throws -> [String: Data] {
        try MekuriProcess(folder: folder.appendingPathComponent(name)).shots(of: Self.script, as: "tabs.mekuri", ["--size", "390x844"] + arguments)
    }

    func testTheFileDrawsTheTabsByteForByte() throws {
        let scene = try shots(["--scene", "tabs"], in: "scene")
        let file = try shots(["--deck", Self.tabsFile.path], in: "file")
        assertSameShots(file, as: scene, count: 10)
        XCTAssertNotEqual(scene["00-rest.png"], scene["05-first-kept.png"], "the first tab kept its scroll position")
        XCTAssertNotEqual(scene["05-first-kept.png"], scene["06-held.png"], "the held tab is drawn pressed")
    }

    func testAnEditedCopyShowsTheEdit() throws {
        let text = try String(contentsOf: Self.tabsFile, encoding: .utf8)
        let copy = folder.appendingPathComponent("mine.json")
        try Data(text.replacingOccurrences(of: #""title": "Second""#, with: #""title": "Search""#).utf8).write(to: copy)
        let scene = try shots(["--scene", "tabs"], in: "scene")
        let edited = try shots(["--deck", copy.path], in: "edited")
        XCTAssertNotEqual(scene["00-rest.png"], edited["00-rest.png"], "the second tab's label reads Search")
        XCTAssertNotEqual(scene["02-second.png"], edited["02-second.png"], "and so does its navigation bar")
    }
}
