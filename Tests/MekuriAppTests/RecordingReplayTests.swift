@testable import MekuriApp
import MekuriEngine
import MekuriTestSupport
import MekuriUI
import XCTest

/// A recording of the window's input replays headless to the state the window reached.
final class RecordingReplayTests: XCTestCase {
    private let size = Size(width: 390, height: 844)
    private let picker = ScenePicker.width

    /// The events a window got while recording: frame points (beside the picker) and scene
    /// times with sub-millisecond parts, as slow motion gives between releases.
    private var timedEvents: [(time: Double, event: InputEvent)] {
        let x = picker
        return [
            // A flick: 40 pt in 100 ms (400 pt/s) — on to the next page only because it is fast.
            (10.000, .pointerDown(Point(x: x + 300, y: 400))),
            (10.050, .pointerMove(Point(x: x + 280, y: 400))),
            (10.100, .pointerUp(Point(x: x + 260, y: 400))),
            // A slow drag: 40 pt in 300 ms — back to where it was.
            (11.25025, .pointerDown(Point(x: x + 300, y: 400))),
            (11.40025, .pointerMove(Point(x: x + 280, y: 400))),
            (11.55025, .pointerUp(Point(x: x + 260, y: 400))),
            // A vertical fling of the list: its momentum comes from the velocity too.
            (12.5, .pointerDown(Point(x: x + 200, y: 600))),
            (12.516, .pointerMove(Point(x: x + 200, y: 560))),
            (12.533, .pointerMove(Point(x: x + 200.5, y: 500))),
            (12.549, .pointerUp(Point(x: x + 200.5, y: 450))),
            // A press on the picker is the window's, not the scene's.
            (13.3, .pointerDown(Point(x: 20, y: 300))),
            (13.35, .pointerUp(Point(x: 500, y: 300))),
            (13.75, .key(.right)),
        ]
    }

    func testTheWrittenRecordingReplaysHeadlessToTheLiveStagesStateExactly() throws {
        let live = try makeWindowStage(showing: DeckScene.weekdays(locale: .ja, size: size))
        live.apply(try Feel.standard.setting(.threshold, to: .number(0.35)), at: 0)
        // Before recording the window was moved on two pages: the recording must start there.
        live.send(.key(.right), at: 1)
        live.send(.key(.right), at: 2)
        try live.drawFrame(at: 3)
        XCTAssertEqual(live.scene.state(at: 9)["page"], .number(2))

        var recorder = InputRecorder(scene: live.scene.kind, size: live.scene.size, feel: live.feel,
                                       savedState: live.scene.savedState(at: 9.5), sceneOffset: live.sceneOffset, at: 9.5)
        for (time, event) in timedEvents {
            live.send(event, at: time)
            recorder.record(event, at: time)
            try live.drawFrame(at: time + 0.007)
        }
        let script = recorder.script(endTime: 14, note: "test")
        let rest = 14 + InputRecorder.restingTime / 1000
        let liveState = live.scene.state(at: rest)
        XCTAssertEqual(liveState["page"], .number(4), "the flick went on, the drag back, the key on: \(liveState)")
        XCTAssertEqual(liveState["settled"], .bool(true))

        var printed: [String] = []
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: Size(width: 600, height: 500))) { printed.append($0) }
        try runner.run(try ScriptParser(fileName: "recording.mekuri").parse(script))
        XCTAssertEqual(runner.time, 4.5 + InputRecorder.restingTime / 1000, accuracy: 1e-9, "from the start of recording to its end, then at rest")
        // Exactly as state lines say it (three decimals); the raw numbers differ only in the last
        // bits, the replay's clock starting at 0 where the window's was at 9.5 s.
        XCTAssertEqual(runner.scene.state(at: runner.time).serialized, liveState.serialized, script)
        XCTAssertEqual(runner.feel.threshold, 0.35)
        XCTAssertEqual(printed.last, liveState.serialized, "the script ends with the state")
    }

    func testTheScriptStartsWhereTheWindowWasAndWritesSceneTimesAndPoints() throws {
        var recorder = InputRecorder(scene: .weekdays, size: size, feel: .standard,
                                       savedState: .object([("page", .number(3))]),
                                       sceneOffset: Vector(dx: picker, dy: 0), at: 2)
        recorder.record(.pointerDown(Point(x: picker + 10, y: 20)), at: 2.25)
        recorder.record(.pointerMove(Point(x: picker + 12.5, y: 20)), at: 2.2500625)
        recorder.record(.pointerUp(Point(x: picker + 13, y: 21)), at: 2.2500625)
        recorder.record(.key(.left, modifiers: .shift), at: 3)
        recorder.record(.wheel(Vector(dx: 0, dy: -120), isDiscrete: true), at: 3)
        recorder.record(.resize(Size(width: picker + 500, height: 700)), at: 3)
        recorder.recordResize(sceneSize: Size(width: 500, height: 700), at: 3)
        recorder.recordSwitch(to: .form, at: 3)
        let lines = recorder.script(endTime: 4, note: "a note").split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "# a note")
        let commands = lines.filter { !$0.hasPrefix("#") }
        XCTAssertEqual(Array(commands.prefix(3)), ["scene weekdays", "resize 390 844", "set threshold 0.2"])
        XCTAssertTrue(commands.contains("set axis horizontal"))
        XCTAssertTrue(commands.contains("set loop true") || commands.contains("set loop false"))
        XCTAssertEqual(Array(commands.drop { !$0.hasPrefix("restore") }), [
            #"restore {"scenes":{"weekdays":{"page":3}}}"#,
            "advance 250", "down 10 20", "advance 0.0625", "move 12.5 20", "up 13 21",
            "advance 749.9375", "key Shift+Left", "wheel 0 -120 notch", "resize 500 700", "scene form",
            "advance 1000", "wait 2000", "state",
        ])
        XCTAssertNoThrow(try ScriptParser(fileName: "r").parse(lines.joined(separator: "\n")), "the parser reads it all")
    }

    func testARecordingKeepsTheFeelsTransitionAndReplaysTheCurlToTheSameState() throws {
        let feel = try Feel.standard.setting(.transition, to: .word("curl")).setting(.parallax, to: .number(0.5))
        var recorder = InputRecorder(scene: .weekdays, size: size, feel: feel, savedState: .object([]),
                                       sceneOffset: Vector(dx: picker, dy: 0), at: 0)
        let live = try makeWindowStage(showing: DeckScene.weekdays(locale: .ja, size: size))
        live.apply(feel, at: 0)
        // Held half-way through a curl from the lower corner.
        for (time, event) in [(0.1, InputEvent.pointerDown(Point(x: picker + 380, y: 640))),
                              (0.2, .pointerMove(Point(x: picker + 370, y: 640))), (0.3, .pointerMove(Point(x: picker + 190, y: 600)))] {
            live.send(event, at: time)
            recorder.record(event, at: time)
            try live.drawFrame(at: time + 0.007)
        }
        let script = recorder.script(endTime: 0.4, note: "curl")
        let commands = script.split(separator: "\n").map(String.init)
        XCTAssertTrue(commands.contains("set transition curl"), script)
        XCTAssertTrue(commands.contains("set parallax 0.5"), script)
        let runner = try makeRunner(showing: DeckScene.weekdays(locale: .ja, size: size)) { _ in }
        try runner.run(try ScriptParser(fileName: "recording.mekuri").parse(script.replacingOccurrences(of: "wait 2000\n", with: "")))
        XCTAssertEqual(runner.feel.transition, .curl)
        XCTAssertEqual(runner.feel.parallax, 0.5)
        XCTAssertEqual(runner.scene.state(at: runner.time)["transition"], .string("curl"))
        XCTAssertEqual(runner.scene.state(at: runner.time)["offset"], live.scene.state(at: 0.4)["offset"], "held where the window held it")
    }

    func testARecordingMadeWithTheFeelPanelShowsItInTheReplayAndFollowsItsToggles() throws {
        var recorder = InputRecorder(scene: .weekdays, size: size, feel: .standard, savedState: .object([]),
                                       sceneOffset: Vector(dx: picker, dy: 0), showsPanel: true, at: 0)
        recorder.recordPanel(shows: false, at: 0.5)
        let script = recorder.script(endTime: 1, note: "panel")
        let commands = script.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        XCTAssertEqual(commands.filter { $0.hasPrefix("panel") }, ["panel feel", "panel off"])
        let parsed = try ScriptParser(fileName: "r").parse(script)
        XCTAssertTrue(parsed.contains { if case .panel(true) = $0.command { true } else { false } }, "read back as written")
    }

    func testTheRecordingsFolderNeverOverwritesAndFailsWithAReason() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-rec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = RecordingsFolder(environment: ["XDG_STATE_HOME": home.path])
        XCTAssertEqual(folder.url.path, home.path + "/mekuri/recordings")
        XCTAssertEqual(RecordingsFolder(environment: ["HOME": "/home/u"]).url.path, "/home/u/.local/state/mekuri/recordings")
        let date = Date(timeIntervalSince1970: 0)
        let first = try folder.write("state\n", at: date)
        let second = try folder.write("elements\n", at: date)
        XCTAssertEqual(first.lastPathComponent, "recording-\(RecordingsFolder.stamp(date)).mekuri")
        XCTAssertEqual(second.lastPathComponent, "recording-\(RecordingsFolder.stamp(date))-2.mekuri")
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "state\n")

        let blocked = home.appendingPathComponent("blocked")
        try Data().write(to: blocked)
        XCTAssertThrowsError(try RecordingsFolder(environment: ["XDG_STATE_HOME": blocked.path]).write("state\n", at: date)) {
            XCTAssertEqual("\($0)", "'\(blocked.standardizedFileURL.path)' is a file")
        }
    }
}

/// Typing replays as it was typed: spaces (leading, trailing, alone), `#`, quotes and a
/// combining mark after the command's space (issue 27).
final class TypedTextReplayTests: XCTestCase {
    /// Characters typing draws from: letters, spaces, `#`, quotes, backslashes, combining marks, kana, emoji.
    private static let alphabet: [String] = ["a", "Z", " ", " ", "#", "\"", "'", "\\", "\u{0301}", "\u{0308}", "め", "く", "り", "👍🏽", "\t"]

    func testEveryRandomTypedTextReadsBackAsTheSameCommand() throws {
        var generator = SplitMix64(seed: 27)
        let parser = ScriptParser(fileName: "recording.mekuri")
        for _ in 0..<2000 {
            let length = Int.random(in: 1...12, using: &generator)
            let text = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
            for command in [ScriptCommand.type(text), .compose(text)] {
                let line = try XCTUnwrap(command.scriptText)
                XCTAssertEqual(try parser.parse(line).map(\.command), [command], "\(line.debugDescription)")
            }
        }
    }

    func testARecordingOfTypingIntoTheFormReplaysToTheSameText() throws {
        let size = Size(width: 390, height: 844)
        let live = try makeWindowStage(showing: DeckScene.form(size: size))
        var recorder = InputRecorder(scene: .form, size: size, feel: .standard, savedState: .object([]),
                                       sceneOffset: live.sceneOffset, at: 0)
        let field = try XCTUnwrap(live.element(withID: "textfield", at: 0)).frame
        let centre = Point(x: field.center.x + live.sceneOffset.dx, y: field.center.y + live.sceneOffset.dy)
        var time = 0.1
        func send(_ event: InputEvent) throws {
            live.send(event, at: time)
            // As the window records: a paste as the text it typed.
            recorder.record(event, pasted: live.pastedText, at: time)
            try live.drawFrame(at: time)
            time += 0.05
        }
        try send(.pointerDown(centre))
        try send(.pointerUp(centre))
        for typed in ["  hello", " ", "# not a comment", " ", "\u{0301}", "\"quoted\" 'too' ", "\\"] { try send(.text(typed)) }
        // The window's clipboard is the user's: the replay has none of it, yet pastes the same.
        live.clipboard.text = " pasted # too"
        try send(.key(.v, modifiers: .command))
        let expected = "  hello # not a comment \u{0301}\"quoted\" 'too' \\ pasted # too"
        XCTAssertEqual(live.scene.state(at: time)["text"], .string(expected))
        let script = recorder.script(endTime: time, note: "typing")
        let runner = try makeRunner(showing: DeckScene.form(size: size))
        try runner.run(try ScriptParser(fileName: "recording.mekuri").parse(script))
        XCTAssertEqual(runner.scene.state(at: runner.time)["text"], .string(expected), script)
    }
}

/// A small seeded generator (SplitMix64), so a failing case is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
