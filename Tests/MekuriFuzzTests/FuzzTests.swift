import Foundation
import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriTestSupport
import MekuriUI
import XCTest

/// Seeded random input against every scene, checking the invariants after every event.
///
/// `make test` runs a bounded amount (a few seconds); set `MEKURI_SOAK=1` for the soak run of a
/// million events (`MEKURI_SOAK=1 swift test --filter FuzzTests`). A failure names its seed and
/// event, so it can be replayed.
final class FuzzTests: XCTestCase {
    private static let isSoak = ProcessInfo.processInfo.environment["MEKURI_SOAK"].map { !$0.isEmpty } ?? false
    /// Events per scene at the scene level.
    private static let sceneEvents = isSoak ? 200_000 : 24_000
    /// Commands per scene through the headless runner, which draws every frame.
    private static let runnerCommands = isSoak ? 20_000 : 400

    func testEverySceneKeepsItsInvariantsUnderRandomInput() throws {
        for (sceneIndex, kind) in SceneKind.builtIn.enumerated() {
            let sequences = 20
            for sequence in 0..<sequences {
                let seed = UInt64(sceneIndex * 1000 + sequence + 1)
                try fuzzScene(kind, seed: seed, events: Self.sceneEvents / sequences)
            }
        }
    }

    /// The same, under random valid feels: each sequence starts with one and changes to the
    /// next at even intervals, mid-gesture and mid-settle too.
    func testEverySceneKeepsItsInvariantsUnderRandomFeels() throws {
        var bounces = 0
        defer { XCTAssertGreaterThan(bounces, 0, "some of the random feels bounce") }
        for (sceneIndex, kind) in SceneKind.builtIn.enumerated() {
            let sequences = 6
            for sequence in 0..<sequences {
                let seed = UInt64(50_000 + sceneIndex * 1000 + sequence)
                var random = SeededGenerator(seed: seed)
                let feels = (0..<4).map { _ in FuzzInput.feel(using: &random) }
                bounces += feels.filter { $0.bounce > 0 }.count
                try fuzzScene(kind, seed: seed, events: Self.sceneEvents / 4 / sequences, feels: feels)
            }
        }
    }

    /// Drives one scene value with `events` random events, then lets go and waits; with `feels`,
    /// the scene takes the first at the start and each next one after an equal share of the events.
    private func fuzzScene(_ kind: SceneKind, seed: UInt64, events: Int, feels: [Feel] = []) throws {
        var scene = kind.makeShippedScene(locale: .ja, size: Size(width: 390, height: 844), feel: feels.first ?? .standard)
        let name = kind.name
        var time = 0.0
        let sequence = FuzzInput.sequence(seed: seed, count: events, size: scene.size)
        let feelSpell = max(1, events / max(1, feels.count))
        let bounces = feels.contains { $0.bounce > 0 }
        // A settle takes the longest feel's duration; the rest of the second is the standard margin.
        let restAfter = 1 - Feel.standard.settleDuration + (feels.map(\.settleDuration).max() ?? Feel.standard.settleDuration)
        for (index, step) in sequence.enumerated() {
            time += step.pause
            if index > 0, index.isMultiple(of: feelSpell), feels.indices.contains(index / feelSpell) {
                scene.apply(feels[index / feelSpell], at: time)
            }
            scene.handle(step.event, at: time)
            let problems = SceneInvariants.violations(of: scene, at: time, bounces: bounces)
            guard problems.isEmpty else {
                return XCTFail("\(name), seed \(seed), event \(index) \(step.event): \(problems.joined(separator: "; "))")
            }
        }
        // The user lets go; a second later every pager and panel rests on a page or an end and
        // every other animation has ended, except a list flicked hard, which may still coast
        // (iOS's deceleration runs for up to a few seconds), and its fading indicator; by 6 s
        // all is still.
        scene.handle(.pointerUp(sequence.last?.pointer ?? .zero), at: time)
        XCTAssertTrue(SceneInvariants.pagersRest(in: scene, at: time + restAfter),
                      "\(name), seed \(seed): pages not at rest after \(restAfter) s")
        XCTAssertTrue(SceneInvariants.onlyListsMove(in: scene, at: time + restAfter),
                      "\(name), seed \(seed): something other than a coasting list still animates after \(restAfter) s")
        XCTAssertFalse(scene.isAnimating(at: time + 6), "\(name), seed \(seed): still animating after 6 s")
        XCTAssertTrue(scene.isSettled(at: time + 6), "\(name), seed \(seed): not settled after 6 s")
        XCTAssertTrue(SceneInvariants.violations(of: scene, at: time + 6, bounces: bounces).isEmpty)
    }

    /// SDL without video and the bundled fonts, found from this source file.
    private func makeFonts() throws -> (SDLRuntime, FontLibrary) {
        let runtime = try SDLRuntime(video: false)
        return (runtime, try FontLibrary(paths: try AssetLocator(environment: [:], executablePath: #filePath).fontPaths(),
                                         runtime: runtime))
    }

    func testTheSameSequencesThroughTheHeadlessRunnerNeverCrashIt() throws {
        let (runtime, fonts) = try makeFonts()
        for (sceneIndex, kind) in SceneKind.builtIn.enumerated() {
            let seed = UInt64(sceneIndex * 1000 + 1)
            let name = kind.name
            let scene = kind.makeShippedScene(locale: .ja, size: Size(width: 390, height: 844))
            let runner = try HeadlessRunner(scene: scene, locale: .ja, runtime: runtime, fonts: fonts, fileName: "fuzz",
                                            prototypes: .shipped(.ja)) { _ in }
            for (index, step) in FuzzInput.sequence(seed: seed, count: Self.runnerCommands, size: scene.size).enumerated() {
                if step.pause > 0 { try runner.run(.wait(milliseconds: step.pause * 1000)) }
                try runner.run(Self.command(for: step.event))
                let problems = SceneInvariants.violations(of: runner.scene, at: runner.time)
                guard problems.isEmpty else {
                    return XCTFail("\(name), seed \(seed), event \(index) \(step.event): \(problems.joined(separator: "; "))")
                }
            }
        }
    }

    func testTheHeadlessRunnerSurvivesRandomScriptsAcrossSceneSwitches() throws {
        let (runtime, fonts) = try makeFonts()
        for (index, kind) in SceneKind.builtIn.enumerated() {
            let seed = UInt64(90_000 + index)
            let name = kind.name
            var random = SeededGenerator(seed: seed)
            let scene = kind.makeShippedScene(locale: .en, size: Size(width: 390, height: 844))
            let runner = try HeadlessRunner(scene: scene, locale: .en, runtime: runtime, fonts: fonts, fileName: "fuzz",
                                            prototypes: .shipped(.en)) { _ in }
            var pointer = Point(x: 100, y: 100)
            var bounces = false
            for step in 0..<Self.runnerCommands {
                let command = Self.command(size: runner.scene.size, pointer: &pointer, using: &random)
                if case .set(.bounce, .number(let bounce)) = command, bounce > 0 { bounces = true }
                try runner.run(command)
                let problems = SceneInvariants.violations(of: runner.scene, at: runner.time, bounces: bounces)
                let ids = Set(runner.scene.elements(at: runner.time).map(\.id))
                if let focus = runner.focusedElementID, !ids.contains(focus) {
                    return XCTFail("\(name), seed \(seed), step \(step) \(command): focus on missing \(focus)")
                }
                guard problems.isEmpty else {
                    return XCTFail("\(name), seed \(seed), step \(step) \(command): \(problems.joined(separator: "; "))")
                }
            }
            _ = try runner.currentFrame()
        }
    }

    func testEverySceneInADeviceTurnedAtAnyMomentKeepsItsInvariants() throws {
        let (runtime, fonts) = try makeFonts()
        for (index, kind) in SceneKind.builtIn.enumerated() {
            let seed = UInt64(70_000 + index)
            let device = Device.catalogue[index % Device.catalogue.count]
            let name = "\(kind.name) on \(device.name)"
            var random = SeededGenerator(seed: seed)
            let scene = kind.makeShippedScene(locale: .en, size: device.portraitSize)
            // An iPhone's refused turns upside down say so on `report`: kept out of the test's output.
            let runner = try HeadlessRunner(scene: scene, locale: .en, runtime: runtime, fonts: fonts, fileName: "fuzz",
                                            prototypes: .shipped(.en), report: { _ in }) { _ in }
            try runner.place(in: device)
            var pointer = Point(x: 100, y: 100)
            var turns = 0
            for step in 0..<Self.runnerCommands {
                var command = Self.command(size: runner.scene.size, pointer: &pointer, using: &random)
                // A device's size is its own: turns instead of resizes, and more of them, mid-gesture too.
                if case .resize = command { command = .rotate(clockwise: Bool.random(using: &random)) }
                if Int.random(in: 0..<100, using: &random) < 4 { command = .rotate(clockwise: Bool.random(using: &random)) }
                if case .rotate = command { turns += 1 }
                try runner.run(command)
                let problems = SceneInvariants.violations(of: runner.scene, at: runner.time, bounces: true)
                guard problems.isEmpty else {
                    return XCTFail("\(name), seed \(seed), step \(step) \(command): \(problems.joined(separator: "; "))")
                }
                let screen = device.screenSize(in: runner.scene.size.width > runner.scene.size.height ? .landscapeLeft : .portrait)
                guard runner.scene.size == screen else {
                    return XCTFail("\(name), seed \(seed), step \(step): the scene is \(runner.scene.size), not the screen's \(screen)")
                }
            }
            XCTAssertGreaterThan(turns, 10, name)
            try runner.run(.up(pointer))
            try runner.run(.wait(milliseconds: 6000))
            XCTAssertTrue(runner.scene.isSettled(at: runner.time), "\(name), seed \(seed): not settled after 6 s")
            XCTAssertTrue(SceneInvariants.pagersRest(in: runner.scene, at: runner.time), "\(name), seed \(seed): a page rests between two: \(runner.scene.state(at: runner.time).serialized)")
        }
    }

    /// One random script command: input as in ``FuzzInput``, plus waits (which draw frames),
    /// scene switches, Tab, Space and Return for the focus ring, and `set` of a random feel key.
    private static func command(size: Size, pointer: inout Point, using random: inout SeededGenerator) -> ScriptCommand {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<15: return .wait(milliseconds: [16, 50, 200].randomElement(using: &random)!)
        case 15..<18: return .scene(SceneKind.builtIn.randomElement(using: &random)!)
        case 18..<24: return .key([.tab, .backTab, .space, .returnKey].randomElement(using: &random)!)
        case 24..<26:
            let key = Feel.Key.allCases.randomElement(using: &random)!
            return .set(key, FuzzInput.value(for: key, using: &random))
        default: return command(for: FuzzInput.event(size: size, pointer: &pointer, using: &random))
        }
    }

    /// The script command that sends `event`.
    private static func command(for event: InputEvent) -> ScriptCommand {
        switch event {
        case .pointerDown(let point): return .down(point)
        case .pointerMove(let point): return .move(point)
        case .pointerUp(let point): return .up(point)
        case .wheel(let delta, let isDiscrete): return .wheel(delta, isDiscrete: isDiscrete)
        case .key(let key, let modifiers): return .key(key, modifiers: modifiers)
        case .text(let text): return .type(text)
        case .compose(let text): return .compose(text)
        case .resize(let size): return .resize(size)
        }
    }
}
