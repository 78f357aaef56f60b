@testable import MekuriApp
import MekuriSDL
import XCTest
import MekuriSystem

/// An error met running a script line says where, and its exit status says whose fault it is:
/// the script's (2) or the installation's and the system's (3).
final class ScriptErrorLocationTests: XCTestCase {
    func testSDLFailingIsTheEnvironmentsFaultNotTheScripts() {
        // A shot under a low `ulimit -v`: SDL_image cannot be mapped to encode the PNG.
        let failure = SDLError(action: "encode the PNG", reason: "cannot load libSDL2_image-2.0.so.0 (failed to map segment)")
        let located = HeadlessRunner.located(failure, file: "a.mekuri", line: 2)
        XCTAssertEqual((located as? EnvironmentError)?.message,
                       "a.mekuri:2: could not encode the PNG: cannot load libSDL2_image-2.0.so.0 (failed to map segment)")
    }

    func testTheScriptsOwnMistakesStayUsageErrors() {
        XCTAssertEqual((HeadlessRunner.located(UsageError("no element 'x'"), file: "a.mekuri", line: 3) as? UsageError)?.message,
                       "a.mekuri:3: no element 'x'")
        XCTAssertEqual((HeadlessRunner.located(POSIXError(.EACCES), file: "a.mekuri", line: 4) as? UsageError)?.message
                        .hasPrefix("a.mekuri:4: "), true)
    }
}
