import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// `--appearance`, the script command `appearance`, and the appearance in the saved state.
final class AppearanceOptionTests: XCTestCase {
    func testTheOptionNamesTheAppearanceAndIsNilWhenNotGiven() throws {
        XCTAssertNil(try Options.parse([]).appearance, "the saved appearance, else light, decides")
        XCTAssertEqual(try Options.parse(["--appearance", "dark"]).appearance, .dark)
        XCTAssertEqual(try Options.parse(["--appearance", "light"]).appearance, .light)
        XCTAssertEqual(try Options.parse(["--headless", "--script", "s", "--appearance", "dark"]).appearance, .dark)
    }

    func testABadAppearanceSaysSoOnOneLine() {
        for (arguments, expected) in [(["--appearance", "sepia"], "mekuri: unknown appearance 'sepia'; choose light or dark"),
                                      (["--appearance"], "mekuri: --appearance needs a value"),
                                      (["--bench", "--appearance", "dark"], "leave out --appearance")] {
            XCTAssertThrowsError(try Options.parse(arguments), "\(arguments)") { error in
                let message = (error as? UsageError)?.message ?? ""
                XCTAssertTrue(message.contains(expected), "\(arguments): \(message)")
                XCTAssertFalse(message.contains("\n"), "one line")
            }
        }
    }

    func testTheScriptCommandParsesAndWritesBack() throws {
        let parser = ScriptParser(fileName: "demo.txt")
        XCTAssertEqual(try parser.parse("appearance dark\nappearance light").map(\.command), [.appearance(.dark), .appearance(.light)])
        XCTAssertEqual(ScriptCommand.appearance(.dark).scriptText, "appearance dark")
        for bad in ["appearance", "appearance dim", "appearance dark light"] {
            XCTAssertThrowsError(try parser.parse(bad), bad) { error in
                XCTAssertEqual((error as? UsageError)?.message, "demo.txt:1: appearance takes 'light' or 'dark'")
            }
        }
    }

    func testTheStageSavesTheAppearanceAndRestoresIt() throws {
        let stage = try makeWindowStage(showing: SceneKind.weekdays.makeShippedScene(locale: .ja, size: Size(width: 390, height: 844)))
        XCTAssertEqual(stage.savedState(at: 0)["appearance"], .string("light"))
        stage.apply(.dark)
        XCTAssertEqual(stage.scene.appearance, .dark)
        XCTAssertEqual(stage.picker?.appearance, .dark)
        XCTAssertEqual(stage.displayList(at: 0).background, Palette.dark.background)
        let saved = stage.savedState(at: 0)
        XCTAssertEqual(saved["appearance"], .string("dark"))

        let restored = try makeWindowStage(showing: SceneKind.weekdays.makeShippedScene(locale: .ja, size: Size(width: 390, height: 844)))
        restored.restore(saved)
        XCTAssertEqual(restored.appearance, .dark)
        restored.switchScene(to: .form, at: 0)
        XCTAssertEqual(restored.scene.appearance, .dark, "a scene made after the restore")
        restored.restore(.object([("appearance", .string("sepia"))]))
        XCTAssertEqual(restored.appearance, .dark, "an unknown appearance is ignored")
    }

    func testTheFeelPanelAndAParkedSceneFollowTheAppearance() throws {
        let stage = try makeWindowStage(showing: SceneKind.cards.makeShippedScene(locale: .ja, size: Size(width: 390, height: 844)))
        stage.switchScene(to: .tabs, at: 0)
        stage.showPanel(true, at: 0)
        stage.apply(.dark)
        XCTAssertEqual(stage.panel?.appearance, .dark)
        stage.switchScene(to: .cards, at: 0)
        XCTAssertEqual(stage.scene.appearance, .dark, "the parked scene was switched too")
    }

    func testDTogglesTheAppearanceInTheWindowUnlessTextIsTyped() {
        XCTAssertEqual(WindowCommand(key: .d, modifiers: [], isTyping: false), .toggleAppearance)
        XCTAssertNil(WindowCommand(key: .d, modifiers: [], isTyping: true), "a letter for the field")
        XCTAssertTrue(Key.d.isWindowKey, "scripts say 'appearance dark' instead")
    }

    func testTheProgramRefusesABadAppearanceOnOneLineAndExits2() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MekuriProcess(folder: folder).run(["--headless", "--script", "none", "--appearance", "sepia"], environment: [:])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "mekuri: unknown appearance 'sepia'; choose light or dark\n")
    }
}

/// A recording made in dark replays in dark, and a switch while recording is replayed too.
final class AppearanceRecordingTests: XCTestCase {
    func testARecordingStartsInItsAppearanceAndNotesASwitch() throws {
        var recorder = InputRecorder(scene: .weekdays, size: Size(width: 390, height: 844), feel: .standard,
                                     savedState: .object([]), sceneOffset: Vector(dx: 0, dy: 0), appearance: .dark, at: 1)
        recorder.recordAppearance(.light, at: 1.5)
        let commands = recorder.script(endTime: 2, note: "n").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        XCTAssertEqual(Array(commands.drop { !$0.hasPrefix("restore") }.dropFirst()),
                       ["appearance dark", "advance 500", "appearance light", "advance 500", "wait 2000", "state"])
        let light = InputRecorder(scene: .weekdays, size: Size(width: 390, height: 844), feel: .standard,
                                  savedState: .object([]), sceneOffset: Vector(dx: 0, dy: 0), at: 1)
        XCTAssertFalse(light.script(endTime: 1, note: "n").contains("appearance"), "light, the default, goes unsaid")
    }
}
