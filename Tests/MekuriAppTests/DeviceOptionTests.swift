import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
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
}
