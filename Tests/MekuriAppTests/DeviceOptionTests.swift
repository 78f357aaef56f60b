import Foundation
@testable import MekuriApp
import MekuriEngine
@testable import MekuriUI
import XCTest

/// `--device NAME` puts the scene in a device's screen: its size held in portrait, and its
/// device, orientation and safe area in `state`.
final class DeviceOptionTests: TemporaryFolderTestCase {
    func testADeviceGivesTheSceneItsScreensSizeAndNoneIsTheBareScene() throws {
        let pro = try Options.parse(["--headless", "--script", "s.mekuri", "--device", "iphone-16-pro"])
        XCTAssertEqual(pro.device?.name, "iphone-16-pro")
        XCTAssertEqual(pro.size, Size(width: 402, height: 874))
        XCTAssertTrue(pro.sizeIsExplicit, "it wins over the saved window's size")
        let none = try Options.parse(["--device", "none"])
        XCTAssertNil(none.device)
        XCTAssertEqual(none.size, Size(width: 390, height: 844))
    }

    func testAnUnknownDeviceOrOneBesideSizeIsOneLine() {
        let cases: [([String], String)] = [
            (["--device", "pixel"], "mekuri: unknown device 'pixel'; choose one of: iphone-se, iphone-16, iphone-16-pro, iphone-16-pro-max, ipad-air-11, none"),
            (["--size", "390x844", "--device", "iphone-16"],
             "mekuri: --size 390x844 and --device iphone-16 both set the scene's size; give one (iphone-16 is 393x852 in portrait)"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try Options.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, expected)
            }
        }
    }

    func testTheStateNamesTheDeviceItsOrientationAndItsSafeArea() throws {
        let process = MekuriProcess(folder: folder)
        let script = try process.write("expect device=iphone-se orientation=portrait safeArea.top=20 safeArea.bottom=0\nstate\nshot a.png",
                                       to: "s.mekuri")
        let result = try process.run(["--headless", "--script", script, "--device", "iphone-se"])
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains(#""device":"iphone-se","orientation":"portrait","safeArea":{"top":20,"left":0,"bottom":0,"right":0}"#),
                      result.stdout)
        let shot = try Data(contentsOf: folder.appendingPathComponent("a.png"))
        // The PNG's IHDR: width and height, big-endian, at bytes 16–23.
        XCTAssertEqual(shot[16..<24].map { $0 }, [0, 0, 1, 119, 0, 0, 2, 155], "375×667")
    }

    func testDeviceAndRotateAreScriptCommandsWithOneLineErrors() throws {
        let parser = ScriptParser(fileName: "s.mekuri")
        XCTAssertEqual(try parser.parse("device iphone-se\nrotate right\nrotate left\ndevice none").map(\.command),
                       [.device(Device.named("iphone-se")), .rotate(clockwise: true), .rotate(clockwise: false), .device(nil)])
        let cases: [(String, String)] = [
            ("device pixel", "s.mekuri:1: device takes one of: iphone-se, iphone-16, iphone-16-pro, iphone-16-pro-max, ipad-air-11, none"),
            ("rotate up", "s.mekuri:1: rotate takes 'left' or 'right' (a quarter turn of the device)"),
            ("rotate", "s.mekuri:1: rotate takes 'left' or 'right' (a quarter turn of the device)"),
        ]
        for (script, expected) in cases {
            XCTAssertThrowsError(try parser.parse(script), script) { error in
                XCTAssertEqual("\(error)", expected)
            }
        }
    }

    func testTurningWithoutADeviceOrResizingInOneIsAnErrorNamingTheWayOut() throws {
        let process = MekuriProcess(folder: folder)
        let cases: [(String, [String], String)] = [
            ("rotate right", [], "rotate: there is no device to turn; put the scene in one first with 'device NAME' or --device NAME"),
            ("resize 500 600", ["--device", "iphone-16"],
             "resize: the scene is in iphone-16's screen, whose size is its own; turn it with 'rotate left|right', or leave it with 'device none'"),
        ]
        for (script, options, expected) in cases {
            let file = try process.write(script, to: "s.mekuri")
            let result = try process.run(["--headless", "--script", file] + options)
            XCTAssertEqual(result.status, 2, script)
            XCTAssertTrue(result.stderr.contains(expected), result.stderr)
        }
        // An iPhone does not stand upside down: a second clockwise turn says so and leaves it.
        let file = try process.write("rotate right\nrotate right\nwait 500\nexpect orientation=landscapeLeft\ndevice none\nexpect scene=weekdays\nstate",
                                     to: "s.mekuri")
        let result = try process.run(["--headless", "--script", file, "--device", "iphone-16"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("rotate right: iphone-16 stays landscapeLeft; an iPhone's interface does not turn upside down"),
                      result.stderr)
        XCTAssertFalse(result.stdout.contains("\"device\""), "device none: the bare scene again")
    }

    func testARecordingInADeviceStartsInItTurnedAsItIsAndRecordsTurnsNotSizes() throws {
        let screen = DeviceScreen(device: try XCTUnwrap(Device.named("ipad-air-11")), orientation: .portraitUpsideDown)
        var recorder = InputRecorder(scene: .tabs, size: screen.size, screen: screen, feel: .standard, savedState: .object([]),
                                     sceneOffset: Vector(dx: 0, dy: 0), at: 0)
        recorder.recordTurn(clockwise: false, at: 1)
        recorder.recordResize(sceneSize: Size(width: 1180, height: 820), at: 1)
        let commands = recorder.script(endTime: 2, note: "n").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        XCTAssertEqual(Array(commands.prefix(5)), ["scene tabs", "device ipad-air-11", "rotate right", "rotate right", "wait 400"])
        XCTAssertTrue(commands.contains("rotate left"))
        XCTAssertFalse(commands.contains { $0.hasPrefix("resize") }, "the device's size is its own")
    }

    func testCtrlArrowsTurnADeviceOnlyWhenThereIsOneAndNoFieldTakesTyping() {
        XCTAssertEqual(WindowCommand(key: .right, modifiers: .command, isTyping: false, hasDevice: true), .rotate(clockwise: true))
        XCTAssertEqual(WindowCommand(key: .left, modifiers: .command, isTyping: false, hasDevice: true), .rotate(clockwise: false))
        XCTAssertNil(WindowCommand(key: .left, modifiers: .command, isTyping: false, hasDevice: false), "the scene's without a device")
        XCTAssertNil(WindowCommand(key: .left, modifiers: .command, isTyping: true, hasDevice: true), "a field's word jump while typing")
        XCTAssertNil(WindowCommand(key: .left, modifiers: [.command, .shift], isTyping: false, hasDevice: true))
    }

    func testAPagerOnATabKeepsItsControlsClearOfTheGlassTabBarAndTheBars() throws {
        // The seed's own screen: a weekday pager in a tab, under the glass tab bar.
        let process = MekuriProcess(folder: folder)
        let script = try process.write("elements", to: "s.mekuri")
        let result = try process.run(["--headless", "--script", script, "--device", "iphone-16-pro", "--locale", "en",
                                      "--deck", Self.shippedPrototype("Examples/week").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let elements = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let frames = elements.compactMap { element -> (String, [Double])? in
            guard let id = element["id"] as? String, let frame = element["frame"] as? [Double] else { return nil }
            return (id, frame)
        }
        let bar = try XCTUnwrap(frames.first { $0.0 == "tabbar.week" }).1
        let dots = frames.filter { $0.0.hasPrefix("pager.0.dot.") }
        XCTAssertEqual(dots.count, 7)
        for (id, frame) in dots {
            XCTAssertLessThanOrEqual(frame[1] + frame[3], bar[1], "\(id) stands above the glass tab bar at \(bar[1])")
        }
        let strip = try XCTUnwrap(frames.first { $0.0 == "pager.0.tab.0" }).1
        XCTAssertGreaterThanOrEqual(strip[1], 62, "the weekday strip is below the status bar")
    }

    func testAPagerOnATabKeepsItsRowsToTheIPadsReadableWidth() throws {
        let deck = try DeckLoader.load(path: Self.shippedPrototype("Examples/week").path, locale: .en)
        let pad = try XCTUnwrap(Device.named("ipad-air-11"))
        var scene = DeckScene(deck: deck, locale: .en, size: pad.portraitSize)
        scene.resize(to: pad.screenSize(in: .landscapeLeft), traits: ScreenTraits(device: pad, orientation: .landscapeLeft), at: 0)
        let inner = try XCTUnwrap(scene.inner[0])
        XCTAssertEqual(inner.traits.readableWidth, ScreenTraits.readableWidth, "the week's rows keep to 672 pt, as a tab's own list does")
        XCTAssertFalse(inner.traits.hasGlassBars, "the tab's glass is the outer screen's; the inner strip stays a bar")
    }
}
