import Foundation
@testable import MekuriApp
import XCTest
import MekuriSystem

/// Finding the Assets folder: the override, then beside or above the program, then an
/// installed copy's `share/mekuri/Assets`.
final class AssetLocatorTests: TemporaryFolderTestCase {
    /// The test's folder, as a path.
    private var root: String { folder.path }

    private func makeFonts(in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
    }

    func testAnAssetsFolderAboveTheProgramIsFound() throws {
        try makeFonts(in: root + "/checkout/Assets")
        let locator = AssetLocator(environment: [:], executablePath: root + "/checkout/.build/debug/mekuri")
        XCTAssertEqual(try locator.assetsFolder(), root + "/checkout/Assets")
        XCTAssertEqual(try locator.fontPaths()[.bold], root + "/checkout/Assets/Fonts/NotoSansJP-Bold.otf")
    }

    func testAnInstalledCopysShareFolderIsFound() throws {
        try makeFonts(in: root + "/usr/share/mekuri/Assets")
        let locator = AssetLocator(environment: [:], executablePath: root + "/usr/bin/mekuri")
        XCTAssertEqual(try locator.assetsFolder(), root + "/usr/share/mekuri/Assets")
    }

    func testDotsInTheProgramsPathAreResolvedBeforeClimbing() throws {
        try makeFonts(in: root + "/a/Assets")
        let locator = AssetLocator(environment: [:], executablePath: root + "/a/b/../b/./c/../mekuri")
        XCTAssertEqual(try locator.assetsFolder(), root + "/a/Assets")
    }

    func testTheEnvironmentOverridesTheSearchAndAnEmptyValueDoesNot() throws {
        try makeFonts(in: root + "/Assets")
        let program = root + "/bin/mekuri"
        XCTAssertEqual(try AssetLocator(environment: ["MEKURI_ASSETS": "/opt/x"], executablePath: program).assetsFolder(), "/opt/x")
        XCTAssertEqual(try AssetLocator(environment: ["MEKURI_ASSETS": ""], executablePath: program).assetsFolder(), root + "/Assets")
    }

    func testAnAssetsFolderWithoutFontsIsPassedOverAndNoneIsOneLine() throws {
        try FileManager.default.createDirectory(atPath: root + "/p/Assets", withIntermediateDirectories: true)
        let locator = AssetLocator(environment: [:], executablePath: root + "/p/mekuri")
        XCTAssertThrowsError(try locator.assetsFolder()) { error in
            let message = (error as? EnvironmentError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("mekuri: cannot find the Assets folder above \(root)/p/mekuri"), message)
            XCTAssertFalse(message.contains("\n"))
        }
    }
}
