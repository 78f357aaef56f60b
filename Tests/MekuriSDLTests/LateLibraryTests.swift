import CSDL2
import CSDL2TTF
import XCTest

/// Libraries opened on first use (CSDL2's late_library.h): what a missing library or function
/// says, and SDL_ttf found and started through its table.
final class LateLibraryTests: XCTestCase {
    /// The problem text a call left, as a string.
    private func text(of problem: [CChar]) -> String {
        String(decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func testAMissingLibraryNamesItselfAndThePackageToInstall() throws {
        #if os(Linux)
        var problem = [CChar](repeating: 0, count: Int(MEKURI_LATE_PROBLEM_SIZE))
        XCTAssertNil(mekuri_late_open("libmekuri-missing.so.9", "mekuri-missing", &problem))
        let said = text(of: problem)
        XCTAssertTrue(said.hasPrefix("cannot load libmekuri-missing.so.9 ("), said)
        XCTAssertTrue(said.hasSuffix("); install mekuri-missing"), said)
        XCTAssertFalse(said.contains("\n"))
        #else
        throw XCTSkip("the libraries are linked, not opened, outside Linux")
        #endif
    }

    func testALibraryThatCannotBeMappedSaysMemoryOrFilesRanOutNotInstall() {
        var problem = [CChar](repeating: 0, count: Int(MEKURI_LATE_PROBLEM_SIZE))
        mekuri_late_problem(&problem, "libSDL2_ttf-2.0.so.0", "libglib-2.0.so.0: failed to map segment from shared object",
                            "libsdl2-ttf-2.0-0")
        XCTAssertEqual(text(of: problem), "cannot load libSDL2_ttf-2.0.so.0 (libglib-2.0.so.0: failed to map segment from shared "
                       + "object); the process is out of memory or open files: raise ulimit -v or ulimit -n")
    }

    func testAMissingFunctionIsNamedAndOnlyTheFirstProblemKept() throws {
        #if os(Linux)
        var problem = [CChar](repeating: 0, count: Int(MEKURI_LATE_PROBLEM_SIZE))
        let handle = mekuri_late_open(MEKURI_SDL_TTF_LIBRARY, MEKURI_SDL_TTF_PACKAGE, &problem)
        XCTAssertNotNil(handle, text(of: problem))
        XCTAssertNotNil(mekuri_late_symbol(handle, "TTF_Init", MEKURI_SDL_TTF_LIBRARY, MEKURI_SDL_TTF_PACKAGE, &problem))
        XCTAssertEqual(text(of: problem), "")
        XCTAssertNil(mekuri_late_symbol(handle, "TTF_NoSuchFunction", MEKURI_SDL_TTF_LIBRARY, MEKURI_SDL_TTF_PACKAGE, &problem))
        XCTAssertNil(mekuri_late_symbol(handle, "TTF_NorThisOne", MEKURI_SDL_TTF_LIBRARY, MEKURI_SDL_TTF_PACKAGE, &problem))
        XCTAssertEqual(text(of: problem), "cannot load libSDL2_ttf-2.0.so.0 (it has no TTF_NoSuchFunction); install libsdl2-ttf-2.0-0")
        #else
        throw XCTSkip("the libraries are linked, not opened, outside Linux")
        #endif
    }

    func testSDLttfOpensWholeAndStarted() throws {
        let library = try XCTUnwrap(mekuri_ttf_library())
        var problem = library.pointee.problem
        XCTAssertEqual(withUnsafeBytes(of: &problem) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }, "")
        XCTAssertNotNil(library.pointee.TTF_OpenFontIndexRW)
        XCTAssertNotNil(library.pointee.TTF_CloseFont)
        // Started: opening a missing file fails on the file, not on an uninitialised SDL_ttf.
        XCTAssertNil(mekuri_TTF_OpenFontIndex("/nonexistent/font.otf", 12, 0))
        let error = String(cString: SDL_GetError())
        XCTAssertFalse(error.contains("Library not initialized"), error)
        XCTAssertFalse(error.isEmpty)
    }
}
