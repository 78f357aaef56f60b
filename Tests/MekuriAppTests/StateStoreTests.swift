@testable import MekuriApp
import Foundation
import MekuriUI
import XCTest
import MekuriSystem

/// The saved-state file: where it is, what a bad one gives, and that saving is all or nothing.
final class StateStoreTests: XCTestCase {
    private var folder: URL!
    private var warnings: [String] = []

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        warnings = []
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func store(at url: URL? = nil) -> StateStore {
        StateStore(url: url ?? folder.appendingPathComponent("mekuri/state.json")) { [unowned self] in warnings.append($0) }
    }

    /// A state file's contents, its keys in the sorted order reading gives them.
    private let sample = JSONValue.object([("scene", .string("form")),
                                           ("scenes", .object([("form", .object([("toggle", .bool(true))]))])),
                                           ("version", .number(1))])

    func testThePathFollowsXDGStateHomeOrDefaultsUnderHome() {
        XCTAssertEqual(StateStore(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]) { _ in }.url.path,
                       "/x/state/mekuri/state.json")
        XCTAssertEqual(StateStore(environment: ["HOME": "/home/u"]) { _ in }.url.path, "/home/u/.local/state/mekuri/state.json")
        XCTAssertEqual(StateStore(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]) { _ in }.url.path,
                       "/home/u/.local/state/mekuri/state.json", "a relative XDG path is ignored, as the spec says")
    }

    func testWhatIsSavedLoadsBackAndNothingElseIsLeftInTheFolder() throws {
        XCTAssertNil(store().load(), "a first run")
        XCTAssertTrue(store().save(sample))
        XCTAssertEqual(store().load(), sample)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("mekuri").path),
                       ["state.json"])
        XCTAssertEqual(warnings, [])
    }

    func testACorruptOrUnreadableFileGivesAWarningAndNoState() throws {
        let url = folder.appendingPathComponent("mekuri/state.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        for bad in ["{\"version\":1,", "[1,2]", "{\"version\":99}", "\u{FF}\u{FE}"] {
            try Data(bad.utf8).write(to: url)
            XCTAssertNil(store().load(), bad)
        }
        XCTAssertEqual(warnings.count, 4)
        XCTAssertEqual(warnings[0], "mekuri: warning: \(url.path):1:14: the saved state is not JSON (expected a key in double "
                       + "quotes but found the end of the text); starting from defaults (it is replaced on quit)")
        XCTAssertTrue(warnings[1].contains("is not a state file Mekuri can read; starting from defaults"), warnings[1])
        try FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        XCTAssertNil(store().load(), "a folder where the file should be")
        XCTAssertTrue(warnings.last!.contains("the saved state '\(url.path)' is a folder, not a regular file; starting from defaults"), warnings.last!)
    }

    func testASaveThatCannotBeWrittenKeepsTheOldFileAndWarns() throws {
        XCTAssertTrue(store().save(sample))
        let url = folder.appendingPathComponent("mekuri/state.json")
        let before = try Data(contentsOf: url)
        // The file's folder replaced by a plain file: nothing can be created in it.
        let blocked = folder.appendingPathComponent("blocked")
        try Data("x".utf8).write(to: blocked)
        XCTAssertFalse(store(at: blocked.appendingPathComponent("state.json")).save(sample))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("cannot save the state"), warnings[0])
        XCTAssertEqual(try Data(contentsOf: url), before)
    }
}
