import Foundation
import MekuriApp
import XCTest

/// The built `mekuri` program run as a user runs it: exit codes, stdout and stderr.
final class CommandLineProcessTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mekuri-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private typealias Result = MekuriProcess.Result

    /// Runs `.build/<triple>/debug/mekuri` (beside the test bundle) in the temporary folder.
    private func mekuri(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        try MekuriProcess(folder: folder).run(arguments, environment: environment)
    }

    private func script(_ text: String, named name: String = "script.txt") throws -> String {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return name
    }

    private func assertOneLineError(_ result: Result, status: Int32, containing text: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(text), "\(result.stderr) should contain \(text)", file: file, line: line)
    }

    func testAScriptPrintsStateAndElementsAndWritesAPNG() throws {
        let path = try script("""
            state
            click @next
            wait 400
            state
            shot tuesday.png
            elements
            """)
        let result = try mekuri(["--headless", "--script", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], #"{"scene":"weekdays","page":0,"title":"月","settled":true,"offset":0,"scrollY":[0,0,0,0,0,0,0]}"#)
        XCTAssertEqual(lines[1], #"{"scene":"weekdays","page":1,"title":"火","settled":true,"offset":0,"scrollY":[0,0,0,0,0,0,0]}"#)
        XCTAssertTrue(lines[2].hasPrefix(#"[{"id":"tab.0","role":"tab","label":"月","frame":[0,0,55.714,44],"enabled":true,"selected":false}"#), String(lines[2]))
        XCTAssertTrue(lines[2].contains(#"{"id":"pages","role":"pager","label":"火","frame":[0,44,390,708],"enabled":true,"selected":false}"#), String(lines[2]))
        let png = try Data(contentsOf: folder.appendingPathComponent("tuesday.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("partial") }
        XCTAssertEqual(leftovers, [])
    }

    func testAScriptErrorNamesFileAndLineAndExits2() throws {
        let path = try script("state\nwait 10\njump 3\n")
        let result = try mekuri(["--headless", "--script", path])
        assertOneLineError(result, status: 2, containing: "script.txt:3: unknown command 'jump'")
        XCTAssertEqual(result.stdout, "", "the script is checked before it runs")
    }

    func testAnUnknownElementIsAScriptError() throws {
        let path = try script("click @nowhere\n")
        assertOneLineError(try mekuri(["--headless", "--script", path]), status: 2,
                           containing: "script.txt:1: no element 'nowhere'")
    }

    func testAShotIntoAMissingFolderWritesNothing() throws {
        let path = try script("shot missing/frame.png\n")
        assertOneLineError(try mekuri(["--headless", "--script", path]), status: 2,
                           containing: "script.txt:1: cannot write 'missing/frame.png': the folder 'missing' does not exist")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
    }

    func testMissingEmptyAndBinaryScripts() throws {
        assertOneLineError(try mekuri(["--headless", "--script", "nope.txt"]), status: 2, containing: "nope.txt: the script does not exist")
        let empty = try script("# nothing\n\n", named: "empty.txt")
        assertOneLineError(try mekuri(["--headless", "--script", empty]), status: 2, containing: "empty.txt: the script has no commands")
        try Data([0x89, 0x50, 0x00, 0xFF]).write(to: folder.appendingPathComponent("binary.txt"))
        assertOneLineError(try mekuri(["--headless", "--script", "binary.txt"]), status: 2, containing: "binary.txt: the script is not UTF-8 text")
    }

    func testAScriptStartingWithAByteOrderMarkRuns() throws {
        try Data([0xEF, 0xBB, 0xBF] + Array("state\n".utf8)).write(to: folder.appendingPathComponent("bom.txt"))
        let result = try mekuri(["--headless", "--script", "bom.txt"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"page\":0"), result.stdout)
    }

    func testAnUnreadableScriptAndAShotIntoAnUnwritablePlaceExit2() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.txt"), withIntermediateDirectories: true)
        assertOneLineError(try mekuri(["--headless", "--script", "folder.txt"]), status: 2,
                           containing: "folder.txt: the script is a folder, not a regular file")
        let path = try script("shot /proc/mekuri-test.png\n")
        assertOneLineError(try mekuri(["--headless", "--script", path]), status: 2,
                           containing: "script.txt:1: could not write the PNG '/proc/mekuri-test.png'")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/proc/mekuri-test.png"))
    }

    func testRecordIntoAMissingFolderExits2() throws {
        let path = try script("record frames\n")
        assertOneLineError(try mekuri(["--headless", "--script", path]), status: 2,
                           containing: "script.txt:1: cannot record into 'frames': the folder does not exist")
    }

    func testACorruptFontNamesItsPathAndExits1() throws {
        let path = try script("state\n")
        let fonts = folder.appendingPathComponent("BadAssets/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"] {
            try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: fonts.appendingPathComponent(name))
        }
        let result = try mekuri(["--headless", "--script", path], environment: ["MEKURI_ASSETS": fonts.deletingLastPathComponent().path])
        assertOneLineError(result, status: 3, containing: "could not read the font \(fonts.path)/NotoSansJP")
    }

    func testAFontThatLooksLikeOneButIsNotIsReportedWhenTextFirstNeedsItAndExits3() throws {
        // The signature is checked at start; the face is parsed only when a frame draws text.
        let fonts = folder.appendingPathComponent("HalfBadAssets/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"] {
            try Data(Array("OTTO".utf8) + (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
                .write(to: fonts.appendingPathComponent(name))
        }
        // A whole Assets folder but for the fonts: the built-in scenes' files as shipped.
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Prototypes")
        try FileManager.default.copyItem(at: shipped, to: fonts.deletingLastPathComponent().appendingPathComponent("Prototypes"))
        let environment = ["MEKURI_ASSETS": fonts.deletingLastPathComponent().path]
        let noText = try mekuri(["--headless", "--script", try script("state\n")], environment: environment)
        XCTAssertEqual(noText.status, 0, "nothing drew text: \(noText.stderr)")
        let shot = folder.appendingPathComponent("frame.png").path
        let path = try script("state\nshot \(shot)\n")
        let drawn = try mekuri(["--headless", "--script", path], environment: environment)
        assertOneLineError(drawn, status: 3, containing: "script.txt:2: could not read the font \(fonts.path)/NotoSansJP")
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot), "no picture half-made")
    }

    func testTextLibrariesLoadOnlyWhenAFrameFirstNeedsThem() throws {
        #if os(Linux)
        // glibc's loader names every library it opens on stderr under LD_DEBUG=files.
        func loaded(by text: String) throws -> String {
            let result = try mekuri(["--headless", "--script", try script(text)], environment: ["LD_DEBUG": "files"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stderr
        }
        let noText = try loaded(by: "state\n")
        XCTAssertFalse(noText.contains("libSDL2_ttf"), "a script that draws no text never opens SDL_ttf")
        XCTAssertFalse(noText.contains("libfontconfig"), "nor fontconfig")
        XCTAssertFalse(noText.contains("libSDL2_image"), "nor SDL_image")
        let text = try loaded(by: "shot frame.png\n")
        XCTAssertTrue(text.contains("file=libSDL2_ttf-2.0.so.0 [0];  dynamically loaded"), "a frame with text opens SDL_ttf then")
        XCTAssertFalse(text.contains("libfontconfig"), "the bundled font covers the weekdays, so fontconfig stays closed")
        #else
        throw XCTSkip("LD_DEBUG is glibc's")
        #endif
    }

    func testAFrameOverThePixelBudgetIsRefusedBeforeAnythingIsDrawn() throws {
        let path = try script("state\nresize 8000 8192\nstate\n")
        let tooBig = try mekuri(["--headless", "--script", path, "--size", "8192x8192", "--scale", "3"])
        assertOneLineError(tooBig, status: 2,
                           containing: "--size 8192x8192 at --scale 3 makes a 24576×24576-pixel frame, over the limit of 8192×8192 pixels")
        XCTAssertEqual(tooBig.stdout, "", "refused before the script ran")
        let resized = try mekuri(["--headless", "--script", path, "--size", "4096x4096", "--scale", "2"])
        assertOneLineError(resized, status: 2, containing: "script.txt:2: resize 8000 8192 at --scale 2 makes a 16000×16384-pixel frame")
        XCTAssertEqual(resized.stdout.split(separator: "\n").count, 1, "the line before ran; nothing after")
    }

    func testBadOptionsExit2() throws {
        assertOneLineError(try mekuri(["--bogus"]), status: 2, containing: "unknown option '--bogus'")
        assertOneLineError(try mekuri(["--scene", "nowhere"]), status: 2, containing: "unknown scene 'nowhere'")
        assertOneLineError(try mekuri(["--size", "0x0"]), status: 2, containing: "size '0x0' is out of range")
        assertOneLineError(try mekuri(["--size", "abc"]), status: 2, containing: "bad size 'abc'")
        assertOneLineError(try mekuri(["--size", "100000x100000"]), status: 2, containing: "size '100000x100000' is out of range")
    }

    func testAMissingFontNamesItsPathAndExits1() throws {
        let path = try script("state\n")
        let assets = folder.appendingPathComponent("EmptyAssets")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let result = try mekuri(["--headless", "--script", path], environment: ["MEKURI_ASSETS": assets.path])
        assertOneLineError(result, status: 3, containing: "\(assets.path)/Fonts/NotoSans")
    }

    func testAssetsAreFoundFromAnyWorkingDirectory() throws {
        let path = try script("state\n")
        let result = try mekuri(["--headless", "--script", folder.appendingPathComponent(path).path],
                                environment: ["MEKURI_ASSETS": ""])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testWindowModeWithoutADisplaySuggestsHeadless() throws {
        let result = try mekuri([], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
        assertOneLineError(result, status: 3, containing: "--headless")
    }

    func testVersionPrintsTheProgramAndADottedNumber() throws {
        let result = try mekuri(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "mekuri \(Mekuri.version)\n")
        XCTAssertNotNil(result.stdout.wholeMatch(of: /mekuri \d+\.\d+\.\d+\n/))
        // A mekuri test child's variable left in a shell ends no ordinary command.
        XCTAssertEqual(try mekuri(["--version"], environment: ["MEKURI_TEST_PARENT": "1"]).status, 0)
    }

    func testHelpExits0() throws {
        let result = try mekuri(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("--headless --script FILE"))
    }
}
