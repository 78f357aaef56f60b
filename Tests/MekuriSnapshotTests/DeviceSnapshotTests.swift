import MekuriApp
import MekuriEngine
import MekuriSDL
import MekuriTestSupport
import MekuriUI
import XCTest
import MekuriSystem

/// Scenes in a device's screen (`device NAME`): laid out inside the safe area, their bars'
/// backgrounds running on under the status bar and the home indicator, drawn with the device's
/// status bar, Dynamic Island, home indicator and corners, and turned by `rotate`.
final class DeviceSnapshotTests: XCTestCase {
    /// A harness showing `scene` in `device`'s screen, after `script`.
    private func onDevice(_ scene: SceneKind, _ device: String, locale: AppLocale = .en,
                          _ script: String = "wait 0") throws -> (harness: HeadlessHarness, frame: Surface) {
        let harness = try HeadlessHarness(scene: scene, locale: locale)
        let frame = try harness.run("device \(device)\n" + script)
        return (harness, frame)
    }

    /// Page `page`'s list offset in a weekdays `state`'s `scrollY`.
    private static func scrollY(of state: JSONValue, page: Int) -> Double? {
        guard case .array(let offsets)? = state["scrollY"], offsets.indices.contains(page) else { return nil }
        return offsets[page].number
    }

    func testTheStripAndTheFooterStandInsideTheSafeAreaTheirBarsRunningToTheScreensEdges() throws {
        let (_, frame) = try onDevice(.weekdays, "iphone-16-pro")
        XCTAssertEqual(frame.width, 402)
        XCTAssertEqual(frame.height, 874)
        let page = frame.pixel(120, 300)
        // The status bar's room (62 pt) is the strip's bar colour, as the strip under it is.
        XCTAssertEqual(frame.pixel(120, 57), frame.pixel(120, 66), "the strip's background runs up under the status bar")
        XCTAssertNotEqual(frame.pixel(120, 57), page, "the page starts below the strip")
        // The home indicator's room (34 pt) is the footer bar's colour, as the bar above it is.
        XCTAssertEqual(frame.pixel(140, 858), frame.pixel(140, 800), "the footer's bar runs down under the home indicator")
        XCTAssertEqual(frame.pixel(1, 1), 0xFF00_0000, "the screen's rounded corner")
    }

    func testEveryControlOfEverySceneIsInsideTheSafeAreaOnEveryDeviceHeldEitherWay() throws {
        for device in Device.catalogue {
            for kind in SceneKind.builtIn {
                for turns in ["", "rotate right\n"] {
                    let (harness, _) = try onDevice(kind, device.name, turns + "wait 0")
                    let orientation: Orientation = turns.isEmpty ? .portrait : .landscapeLeft
                    let screen = device.screenSize(in: orientation)
                    let safe = device.safeArea(in: orientation).inset(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
                    // The controls on screen (a form's other pages list theirs off it).
                    let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
                    let focusable = harness.elements.filter { $0.role.isFocusable && $0.frame.overlaps(bounds) }
                    XCTAssertFalse(focusable.isEmpty, "\(kind.name) on \(device.name)")
                    let margin = 1e-9
                    for element in focusable {
                        let frame = element.frame
                        XCTAssert(frame.minX >= safe.minX - margin && frame.maxX <= safe.maxX + margin
                                    && frame.minY >= safe.minY - margin && frame.maxY <= safe.maxY + margin,
                                  "\(element.id) of \(kind.name) on \(device.name) \(orientation.rawValue) at \(frame) is out of the safe area \(safe)")
                    }
                }
            }
        }
    }

    func testListsStartBelowTheBarsAndScrollOnUnderTheHomeIndicator() throws {
        // The tabs' first row is under the navigation bar, below the status bar.
        let (tabs, _) = try onDevice(.tabs, "iphone-16")
        let list = try XCTUnwrap(tabs.elements.first { $0.role == .list })
        XCTAssertEqual(list.frame.minY, 59 + 52, "the list starts under the navigation bar under the status bar")
        XCTAssertEqual(list.frame.maxY, 852, "and runs on under the glass tab bar to the screen's bottom")
        let bar = try XCTUnwrap(tabs.elements.first { $0.id == "tabbar.first" })
        XCTAssertEqual(bar.frame.maxY, 852 - 34, "the glass tab bar floats above the home indicator")
        let (landscape, _) = try onDevice(.tabs, "iphone-16", "rotate right\nwait 500")
        let tab = try XCTUnwrap(landscape.elements.first { $0.id == "tabbar.first" })
        XCTAssertGreaterThanOrEqual(tab.frame.minX, 59, "in landscape the tab bar's buttons keep clear of the sides")
    }

    func testTurningKeepsThePageTheListsAndRestsOnAPage() throws {
        // Scrolled on Tuesday, then turned at rest, mid-drag and mid-settle.
        let start = "click @tab.1\nwait 500\nwheel 0 -200\nwait 1500\n"
        let (before, _) = try onDevice(.weekdays, "iphone-16-pro", start)
        let scrolled = try XCTUnwrap(Self.scrollY(of: before.state, page: 1))
        XCTAssertGreaterThan(scrolled, 0)
        for (moment, script) in [("at rest", "rotate right\nwait 500"),
                                 ("mid-drag", "down 300 400\nmove 250 400\nmove 200 400\nrotate right\nmove 400 200\nup 400 200\nwait 800"),
                                 ("mid-settle", "click @next\nwait 100\nrotate left\nwait 800")] {
            let (harness, frame) = try onDevice(.weekdays, "iphone-16-pro", start + script)
            let state = harness.state
            XCTAssertEqual(state["settled"], .bool(true), moment)
            XCTAssertEqual(state["offset"], .number(0), "\(moment): no page rests between two")
            XCTAssertEqual(Self.scrollY(of: state, page: 1), scrolled, "\(moment): Tuesday keeps its scroll position")
            XCTAssertEqual(frame.width, 874, moment)
            XCTAssertEqual(frame.height, 402, moment)
        }
        let (atRest, _) = try onDevice(.weekdays, "iphone-16-pro", start + "rotate right\nwait 500")
        XCTAssertEqual(atRest.state["page"], .number(1), "the same page stays in front")
        let (midSettle, _) = try onDevice(.weekdays, "iphone-16-pro", start + "click @next\nwait 100\nrotate left\nwait 800")
        XCTAssertEqual(midSettle.state["page"], .number(2), "a settle under way ends on the page it was going to")
        // Mid-scroll (the list coasting) and mid-flick (the pages thrown): the list goes on from
        // where it was, the pages land on a page.
        let (midScroll, _) = try onDevice(.weekdays, "iphone-16-pro", start + "wheel 0 -200\nwait 50\nrotate right\nwait 2500")
        XCTAssertEqual(midScroll.state["page"], .number(1))
        XCTAssertGreaterThan(try XCTUnwrap(Self.scrollY(of: midScroll.state, page: 1)), scrolled, "the scroll went on, not back")
        let (midFlick, _) = try onDevice(.weekdays, "iphone-16-pro", start + "drag 300 400 200 400 60\nwait 30\nrotate right\nwait 800")
        XCTAssertEqual(midFlick.state["offset"], .number(0))
        XCTAssertEqual(midFlick.state["page"], .number(2), "the flick's page")
        XCTAssertEqual(Self.scrollY(of: midFlick.state, page: 1), scrolled)
    }

    func testATurnRunsFromTheOldOrientationToTheNewInFourTenthsOfASecond() throws {
        let (harness, _) = try onDevice(.weekdays, "iphone-16-pro")
        // The runner draws every frame into one surface: what is checked is read before the next run.
        let midway = try harness.run("rotate right\nadvance 200")
        XCTAssertEqual(midway.width, 874, "the frame takes the new orientation's size at once")
        XCTAssertEqual(midway.pixel(20, 200), 0xFF00_0000, "half-way, the picture turned 45° leaves the sides black")
        XCTAssertNotEqual(midway.pixel(437, 5), 0xFF00_0000, "and covers the middle of the top edge")
        try assertSnapshot(midway, named: "device-turn-midway")
        let done = try harness.run("advance 200")
        XCTAssertNotEqual(done.pixel(20, 200), 0xFF00_0000, "upright again after 0.4 s: the page reaches the side")
        let donePixels = done.argbPixels
        XCTAssertEqual(try harness.run("wait 100").argbPixels, donePixels, "and still after it")
    }

    func testEveryDeviceInBothOrientations() throws {
        for device in Device.catalogue {
            for (suffix, script) in [("portrait", "wait 0"), ("landscape", "rotate right\nwait 500")] {
                try assertSnapshot(try onDevice(.weekdays, device.name, script).frame, named: "device-\(device.name)-weekdays-\(suffix)")
            }
        }
    }

    func testEverySceneOnEveryDeviceBothWaysUpAndGlassInLightAndDark() throws {
        for device in Device.catalogue {
            for kind in SceneKind.builtIn where kind != .weekdays {
                for (suffix, script) in [("portrait", "wait 0"), ("landscape", "rotate left\nwait 500")] {
                    try assertSnapshot(try onDevice(kind, device.name, script).frame, named: "device-\(device.name)-\(kind.name)-\(suffix)")
                }
            }
        }
        try assertSnapshot(try onDevice(.tabs, "iphone-se", "appearance dark\nwait 0").frame, named: "device-iphone-se-tabs-dark")
        try assertSnapshot(try onDevice(.weekdays, "ipad-air-11", "appearance dark\nrotate right\nwait 500").frame,
                           named: "device-ipad-air-11-weekdays-landscape-dark")
    }
}
