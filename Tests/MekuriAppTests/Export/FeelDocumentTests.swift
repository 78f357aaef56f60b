import Foundation
@testable import MekuriApp
import XCTest

/// Where Ctrl+S and Ctrl+E write: beside the `--feel` file, or numbered in the feels folder.
final class FeelDocumentTests: XCTestCase {
    private let folder = URL(fileURLWithPath: "/config/mekuri/feels")

    func testTheFeelsFolderIsUnderXDGConfigHomeOrDotConfig() {
        XCTAssertEqual(FeelDocument.folder(environment: ["XDG_CONFIG_HOME": "/xdg"], home: "/home/me").path, "/xdg/mekuri/feels")
        XCTAssertEqual(FeelDocument.folder(environment: [:], home: "/home/me").path, "/home/me/.config/mekuri/feels")
        XCTAssertEqual(FeelDocument.folder(environment: ["XDG_CONFIG_HOME": ""], home: "/home/me").path,
                       "/home/me/.config/mekuri/feels", "empty counts as unset")
        XCTAssertEqual(FeelDocument.folder(environment: ["XDG_CONFIG_HOME": "relative"], home: "/home/me").path,
                       "/home/me/.config/mekuri/feels", "a relative path is ignored, as XDG says")
    }

    func testWithAFeelFileBothGoBesideIt() {
        let document = FeelDocument(path: "/work/feels/snappy.json")
        XCTAssertEqual(document.jsonDestination(folder: folder) { _ in true }.path, "/work/feels/snappy.json")
        XCTAssertEqual(document.swiftDestination(folder: folder) { _ in true }.path, "/work/feels/snappy.swift")
    }

    func testWithoutOneTheFirstFreeNumberIsTaken() {
        let taken: Set = ["/config/mekuri/feels/feel-1.json", "/config/mekuri/feels/feel-2.swift"]
        let document = FeelDocument(path: nil)
        XCTAssertEqual(document.jsonDestination(folder: folder, exists: taken.contains).path, "/config/mekuri/feels/feel-3.json")
        XCTAssertEqual(document.swiftDestination(folder: folder, exists: taken.contains).path, "/config/mekuri/feels/feel-3.swift")
        XCTAssertEqual(document.jsonDestination(folder: folder) { _ in false }.path, "/config/mekuri/feels/feel-1.json")
    }
}
