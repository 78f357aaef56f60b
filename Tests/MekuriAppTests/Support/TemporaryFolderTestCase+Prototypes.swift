import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

extension TemporaryFolderTestCase {
    /// The shipped prototype file `Assets/Prototypes/NAME.json`, found from this source file.
    static func shippedPrototype(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Prototypes/\(name).json")
    }

    /// The deck that `text`, written as `deck.json` in the test's folder, loads as in `locale`.
    func deck(_ text: String, locale: AppLocale = .ja) throws -> Deck {
        let path = folder.appendingPathComponent("deck.json")
        try Data(text.utf8).write(to: path)
        return try DeckLoader.load(path: path.path, locale: locale)
    }

    /// The line the loader refuses `text` with (as ``deck(_:locale:)`` writes it), nil when it loads.
    func mistake(in text: String) -> String? {
        do {
            _ = try deck(text)
            return nil
        } catch {
            return (error as? UsageError)?.message ?? "\(error)"
        }
    }

    /// Runs `script` headless against the prototype `text` (both written in the test's folder)
    /// at `size`, returning what it printed and its exit status.
    func runScript(_ script: String, on text: String, size: String = "390x844") throws -> MekuriProcess.Result {
        let process = MekuriProcess(folder: folder)
        let deck = try process.write(text, to: "deck.json")
        let file = try process.write(script, to: "s.mekuri")
        return try process.run(["--headless", "--script", file, "--deck", deck, "--size", size])
    }

    /// Fails unless `file` holds `count` shots, the same names as `scene`'s, each byte for byte.
    func assertSameShots(_ file: [String: Data], as scene: [String: Data], count: Int, _ context: String = "",
                         file sourceFile: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(scene.count, count, "shots \(context)", file: sourceFile, line: line)
        XCTAssertEqual(Set(file.keys), Set(scene.keys), file: sourceFile, line: line)
        for name in scene.keys.sorted() {
            XCTAssertTrue(scene[name] == file[name], "\(name) \(context)differs", file: sourceFile, line: line)
        }
    }
}
