@testable import MekuriApp
import MekuriEngine
import MekuriSDL
import XCTest

/// The rule that fits the first window into a display's usable area and puts a saved one back.
final class WindowPlacementTests: XCTestCase {
    /// The scene picker's width beside the scene.
    private let chrome = 168.0
    /// A laptop: 1366×768, with a 27 pt panel at the top.
    private let laptop = Display(index: 0, name: "eDP-1", bounds: Rect(x: 0, y: 0, width: 1366, height: 768),
                                 usableBounds: Rect(x: 0, y: 27, width: 1366, height: 741))
    /// A large monitor to the laptop's right, wholly usable.
    private let monitor = Display(index: 1, name: "HDMI-1", bounds: Rect(x: 1366, y: 0, width: 1920, height: 1080),
                                  usableBounds: Rect(x: 1366, y: 0, width: 1920, height: 1080))

    private func place(_ width: Double = 390, _ height: Double = 844, explicit: Bool = false, saved: SavedWindow? = nil,
                       on displays: [Display], borders: WindowBorders = .none) -> WindowPlacement {
        WindowPlacement(WindowRequest(sceneSize: Size(width: width, height: height), sizeIsExplicit: explicit, saved: saved),
                        displays: displays, chromeWidth: chrome, borders: borders)
    }

    private func request(_ width: Double, _ height: Double, explicit: Bool = true) -> WindowRequest {
        WindowRequest(sceneSize: Size(width: width, height: height), sizeIsExplicit: explicit, saved: nil)
    }

    func testAWindowThatFitsOpensAsAskedCentredOnThePrimaryDisplay() {
        let placement = place(on: [monitor.with(index: 0), laptop.with(index: 1)])
        XCTAssertEqual(placement.frame, Rect(x: 1366 + 681, y: 118, width: 558, height: 844), "(1920 − 558) / 2, (1080 − 844) / 2")
        XCTAssertEqual(placement.sceneSize, Size(width: 390, height: 844))
        XCTAssertEqual(placement.display.index, 0)
        XCTAssertNil(placement.notice(for: request(390, 844)), "it fitted: nothing to say")
    }

    func testATooTallWindowIsShrunkToTheUsableHeightBelowThePanel() {
        let placement = place(on: [laptop])
        XCTAssertEqual(placement.frame, Rect(x: 404, y: 27, width: 558, height: 741),
                       "not at y −38 as SDL's centring put it; the whole window inside the usable area")
        XCTAssertEqual(placement.sceneSize, Size(width: 390, height: 741))
        XCTAssertNil(placement.notice(for: request(390, 844, explicit: false)), "the default size shrinks silently")
    }

    func testATooWideWindowIsShrunkToTheUsableWidthScenePickerIncluded() {
        let placement = place(3000, 600, explicit: true, on: [laptop])
        XCTAssertEqual(placement.frame, Rect(x: 0, y: 27 + 70, width: 1366, height: 600), "not 3168 wide")
        XCTAssertEqual(placement.sceneSize, Size(width: 1198, height: 600))
    }

    func testAnExplicitSizeThatDoesNotFitIsReportedInOneLine() {
        let placement = place(3000, 3000, explicit: true, on: [laptop.with(usableBounds: laptop.bounds)])
        XCTAssertEqual(placement.frame, Rect(x: 0, y: 0, width: 1366, height: 768))
        XCTAssertEqual(placement.notice(for: request(3000, 3000)),
                       "mekuri: --size 3000x3000 does not fit the screen's usable area of 1366×768 "
                       + "(the scene list takes 168 pt of its width); the scene opens at 1198×768")
        XCTAssertNil(placement.notice(for: request(3000, 3000, explicit: false)))
    }

    func testTheSceneNeverGetsSmallerThanItsMinimum() {
        XCTAssertEqual(place(100, 100, explicit: true, on: [laptop]).frame.size, Size(width: 408, height: 320))
        let tiny = Display(index: 0, name: "", bounds: Rect(x: 0, y: 0, width: 300, height: 200),
                           usableBounds: Rect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(place(on: [tiny]).frame, Rect(x: 0, y: 0, width: 408, height: 320),
                       "a screen smaller than the minimum: the minimum, from the usable area's top-left")
    }

    func testASavedWindowComesBackWhereItWasOnItsDisplay() {
        let saved = SavedWindow(frame: Rect(x: 1500, y: 100, width: 800, height: 600), display: monitor)
        let placement = place(saved: saved, on: [laptop, monitor])
        XCTAssertEqual(placement.frame, saved.frame)
        XCTAssertEqual(placement.display, monitor)
    }

    func testASavedWindowFindsItsDisplayByNameAndBoundsWhenItsIndexChanged() {
        let saved = SavedWindow(frame: Rect(x: 1500, y: 100, width: 800, height: 600), display: monitor)
        XCTAssertEqual(place(saved: saved, on: [monitor.with(index: 0), laptop.with(index: 1)]).frame, saved.frame)
    }

    func testASavedWindowOnAVanishedDisplayIsCentredOnThePrimaryAndShrunkToFit() {
        let saved = SavedWindow(frame: Rect(x: 1500, y: 100, width: 800, height: 900), display: monitor)
        XCTAssertEqual(place(saved: saved, on: [laptop]).frame, Rect(x: 283, y: 27, width: 800, height: 741))
        let resized = monitor.with(bounds: Rect(x: 1366, y: 0, width: 1280, height: 1024))
        XCTAssertEqual(place(saved: saved, on: [laptop, resized]).display, laptop,
                       "the same index with other bounds is another display")
    }

    func testASavedWindowPartlyOffTheUsableAreaIsMovedBackOntoIt() {
        let offRight = SavedWindow(frame: Rect(x: 1000, y: 400, width: 600, height: 500), display: laptop)
        XCTAssertEqual(place(saved: offRight, on: [laptop]).frame, Rect(x: 766, y: 268, width: 600, height: 500))
        let offTopLeft = SavedWindow(frame: Rect(x: -50, y: 0, width: 600, height: 500), display: laptop)
        XCTAssertEqual(place(saved: offTopLeft, on: [laptop]).frame, Rect(x: 0, y: 27, width: 600, height: 500),
                       "not under the panel")
        let tooBig = SavedWindow(frame: Rect(x: 0, y: 0, width: 1366, height: 768), display: laptop)
        XCTAssertEqual(place(saved: tooBig, on: [laptop]).frame, Rect(x: 0, y: 27, width: 1366, height: 741),
                       "saved before the panel came: shrunk to the usable area")
    }

    func testAnExplicitSizeWinsOverTheSavedSizeButKeepsTheSavedPlace() {
        let saved = SavedWindow(frame: Rect(x: 100, y: 50, width: 600, height: 500), display: laptop)
        XCTAssertEqual(place(500, 400, explicit: true, saved: saved, on: [laptop]).frame,
                       Rect(x: 100, y: 50, width: 668, height: 400))
        XCTAssertEqual(place(500, 400, saved: saved, on: [laptop]).frame, saved.frame, "the default size gives way")
    }

    func testTheWindowManagersDecorationsStayInsideTheUsableAreaToo() {
        let borders = WindowBorders(top: 30, left: 2, bottom: 2, right: 2)
        XCTAssertEqual(place(on: [laptop], borders: borders).frame, Rect(x: 404, y: 57, width: 558, height: 709),
                       "the title bar under the panel, the bottom border on the screen's edge")
    }

    func testWithNoDisplayKnownTheWindowOpensAsAsked() {
        XCTAssertEqual(place(on: []).frame, Rect(x: 0, y: 0, width: 558, height: 844))
    }
}

private extension Display {
    func with(index: Int) -> Display { Display(index: index, name: name, bounds: bounds, usableBounds: usableBounds) }
    func with(usableBounds: Rect) -> Display { Display(index: index, name: name, bounds: bounds, usableBounds: usableBounds) }
    func with(bounds: Rect) -> Display { Display(index: index, name: name, bounds: bounds, usableBounds: bounds) }
}

extension WindowPlacementTests {
    func testTheFeelPanelWidensTheWindowInPlaceButNeverPastTheScreen() {
        let area = laptop.usableBounds
        let window = Rect(x: 404, y: 27, width: 558, height: 741)
        XCTAssertEqual(WindowPlacement.frame(window, resizedToWidth: 838, within: area), Rect(x: 404, y: 27, width: 838, height: 741),
                       "room to the right: it grows there")
        XCTAssertEqual(WindowPlacement.frame(Rect(x: 800, y: 27, width: 558, height: 741), resizedToWidth: 838, within: area),
                       Rect(x: 528, y: 27, width: 838, height: 741), "at the right edge: it moves left to stay on screen")
        XCTAssertEqual(WindowPlacement.frame(window, resizedToWidth: 1500, within: area), Rect(x: 0, y: 27, width: 1366, height: 741),
                       "wider than the screen: as wide as the screen")
        XCTAssertEqual(WindowPlacement.frame(Rect(x: 528, y: 27, width: 838, height: 741), resizedToWidth: 558, within: area),
                       Rect(x: 528, y: 27, width: 558, height: 741), "hidden again: it shrinks in place")
    }
}
