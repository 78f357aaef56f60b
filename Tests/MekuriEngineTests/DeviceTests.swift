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

    func testATurnEasesFromAQuarterTurnToUprightInFourTenthsOfASecond() {
        let right = DeviceTurn(from: .portrait, to: .landscapeLeft, clockwise: true, at: 1)
        XCTAssertEqual(right.angle(at: 1), 90, "a device turned clockwise leaves its old picture a quarter turn clockwise")
        XCTAssertEqual(right.angle(at: 1.2), 45, accuracy: 1e-9, "half-way at half the time: it eases in and out")
        XCTAssertLessThan(right.angle(at: 1.02), 90)
        XCTAssertGreaterThan(right.angle(at: 1.02), 89, "it starts slowly")
        XCTAssertFalse(right.isFinished(at: 1.399))
        XCTAssertTrue(right.isFinished(at: 1.4))
        XCTAssertEqual(right.angle(at: 1.4), 0)
        let left = DeviceTurn(from: .portrait, to: .landscapeRight, clockwise: false, at: 0)
        XCTAssertEqual(left.angle(at: 0), -90)
        let again = DeviceTurn(from: .landscapeLeft, to: .portraitUpsideDown, clockwise: true, at: 1.2, inFlight: right.angle(at: 1.2))
        XCTAssertEqual(again.angle(at: 1.2), 135, accuracy: 1e-9, "a turn under way goes on from where it is")
    }

    func testTheInsetsThatReachIntoAPart() {
        let insets = EdgeInsets(top: 59, left: 10, bottom: 34, right: 20)
        let size = Size(width: 393, height: 852)
        XCTAssertEqual(insets.overlap(of: Rect(x: 0, y: 0, width: 393, height: 852), in: size), insets)
        XCTAssertEqual(insets.overlap(of: Rect(x: 0, y: 103, width: 393, height: 659), in: size),
                       EdgeInsets(left: 10, right: 20), "a part between the bars keeps clear of the sides only")
        XCTAssertEqual(insets.overlap(of: Rect(x: 0, y: 40, width: 393, height: 800), in: size),
                       EdgeInsets(top: 19, left: 10, bottom: 22, right: 20))
        XCTAssertEqual(insets.horizontal, EdgeInsets(left: 10, right: 20))
        XCTAssertEqual(EdgeInsets(top: 500, bottom: 500).inset(Rect(x: 0, y: 0, width: 100, height: 600)).height, 0, "never negative")
        XCTAssertEqual(insets.overlap(of: Rect(x: 0, y: 0, width: 393, height: 20), in: size).top, 20,
                       "no more than the part is tall")
    }
}
