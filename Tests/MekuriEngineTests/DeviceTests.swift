import MekuriEngine
import XCTest

/// The devices' screens, safe areas and turns, as iOS has them.
final class DeviceTests: XCTestCase {
    private func device(_ name: String) throws -> Device { try XCTUnwrap(Device.named(name), name) }

    func testTheCatalogueHasTheIssuesDevicesWithTheirScreensInPoints() throws {
        XCTAssertEqual(Device.catalogue.map(\.name), ["iphone-se", "iphone-16", "iphone-16-pro", "iphone-16-pro-max", "ipad-air-11"])
        XCTAssertEqual(try device("iphone-se").screenSize(in: .portrait), Size(width: 375, height: 667))
        XCTAssertEqual(try device("iphone-16-pro").screenSize(in: .landscapeLeft), Size(width: 874, height: 402))
        XCTAssertEqual(try device("ipad-air-11").screenSize(in: .portraitUpsideDown), Size(width: 820, height: 1180))
        XCTAssertNil(Device.named("iphone-15"))
    }

    func testTheSafeAreaMovesToTheSidesAndTheBottomInLandscape() throws {
        XCTAssertEqual(try device("iphone-se").safeArea(in: .portrait), EdgeInsets(top: 20))
        XCTAssertEqual(try device("iphone-se").safeArea(in: .landscapeRight), .zero, "no status bar in landscape")
        let pro = try device("iphone-16-pro")
        XCTAssertEqual(pro.safeArea(in: .portrait), EdgeInsets(top: 62, bottom: 34))
        XCTAssertEqual(pro.safeArea(in: .landscapeLeft), EdgeInsets(left: 62, bottom: 21, right: 62))
        XCTAssertEqual(try device("ipad-air-11").safeArea(in: .portraitUpsideDown), EdgeInsets(top: 20, bottom: 24))
        XCTAssertEqual(pro.safeArea(in: .portrait).inset(Rect(x: 0, y: 0, width: 402, height: 874)),
                       Rect(x: 0, y: 62, width: 402, height: 778))
        XCTAssertEqual(EdgeInsets(top: 50, bottom: 50).inset(Rect(x: 0, y: 0, width: 10, height: 60)).height, 0, "never negative")
    }

    func testAQuarterTurnGoesRoundOnAnIPadAndSkipsUpsideDownOnAnIPhone() throws {
        let pad = try device("ipad-air-11")
        var orientation = Orientation.portrait
        var seen: [Orientation] = []
        for _ in 0..<4 {
            orientation = pad.orientation(after: orientation, clockwise: true)
            seen.append(orientation)
        }
        XCTAssertEqual(seen, [.landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait])
        XCTAssertEqual(pad.orientation(after: .portrait, clockwise: false), .landscapeRight)
        let phone = try device("iphone-16")
        XCTAssertEqual(phone.orientation(after: .portrait, clockwise: true), .landscapeLeft)
        XCTAssertEqual(phone.orientation(after: .landscapeLeft, clockwise: true), .landscapeLeft, "an iPhone's interface stays")
        XCTAssertEqual(phone.orientation(after: .landscapeLeft, clockwise: false), .portrait)
    }
}
