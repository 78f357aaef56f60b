import Foundation
@testable import MekuriApp
import MekuriEngine
import MekuriUI
import XCTest

/// A `panel` or a `sheet` without a `push` lies over the file's own screen — its pager or its tab
/// bar — and takes input only where it shows, all of it while it covers the screen.
final class OverlayFileTests: TemporaryFolderTestCase {
    /// Two cards of a pager under a sheet of details and a panel.
    static let photos = ##"""
    {"captions": true, "buttons": false,
     "sheet": {"title": "Details", "label": "Taken at noon", "button": "Details"},
     "panel": {"label": "Albums"},
     "pages": [{"artwork": "meadow", "caption": "Meadow"}, {"artwork": "night", "caption": "Night"}]}
    """##

    func testThePagerReportsTheSheetAndThePanelAndTheyTakeInputOnlyWhereTheyShow() throws {
        let result = try runScript("""
        expect page=0 panel=closed panelY=-844 modal=false
        drag 300 400 60 400 250
        wait 600
        expect page=1 modal=false panel=closed
        click @modal.show
        wait 600
        expect modal=true
        drag 300 400 60 400 250
        wait 600
        expect page=1 modal=true
        key Escape
        wait 600
        expect modal=false
        drag 195 10 195 500 300
        wait 600
        expect panel=open panelY=0 page=1
        key Right
        wait 600
        expect page=1
        key Escape
        wait 600
        expect panel=closed
        key Right
        wait 600
        expect page=0
        """, on: Self.photos)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testTheOverlaysControlsLieOverTheScreensAndAloneWhileTheyCoverIt() throws {
        var scene = DeckScene(deck: try deck(Self.photos), locale: .en, size: Size(width: 390, height: 844))
        XCTAssertEqual(scene.controls(at: 0).map(\.control.id), ["pages", "caption", "dot.0", "dot.1", "modal.show", "panel"])
        XCTAssertTrue(scene.activate(.pulldown(.modalShow), at: 0))
        XCTAssertEqual(scene.controls(at: 1).map(\.control.id), ["modal.close", "panel"])
        XCTAssertEqual(scene.signals(at: 1).isSheetShown, true)
        XCTAssertEqual(scene.signals(at: 1).pages?.page, 0, "the pager's signals stay")
        XCTAssertTrue(scene.isControlID("modal.close"))
        XCTAssertFalse(scene.isControlID("push.show"))
    }

    func testATabBarTakesAPanelOverItsListsAndItsBar() throws {
        let tabs = ##"{"panel": {"label": "Up", "color": "#FF9D98"}, "tabBar": [{"id": "a", "title": "A", "rows": 30}, {"id": "b", "title": "B", "rows": 3}]}"##
        let result = try runScript("""
        expect tab=a panel=closed
        click @tabbar.b
        expect tab=b
        drag 195 10 195 600 300
        wait 600
        expect panel=open tab=b
        state
        """, on: tabs)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.split(separator: "\n").last.map(String.init),
                       #"{"scene":"deck","tab":"b","scrollY":{"a":0,"b":0},"settled":true,"panel":"open","panelY":0}"#)
    }

    func testTheSheetsButtonAndThePullZonesGrabberAreDrawnOverThePages() throws {
        let plain = Self.photos.replacingOccurrences(of: #""sheet": {"title": "Details", "label": "Taken at noon", "button": "Details"},"#, with: "")
            .replacingOccurrences(of: #""panel": {"label": "Albums"},"#, with: "")
        XCTAssertNotEqual(plain, Self.photos)
        let process = MekuriProcess(folder: folder)
        let with = try process.shots(of: "shot a.png\nclick @modal.show\nwait 600\nshot b.png", as: "s.mekuri",
                                     ["--deck", try process.write(Self.photos, to: "with.json"), "--size", "390x844"])
        let without = try process.shots(of: "shot a.png", as: "t.mekuri",
                                        ["--deck", try process.write(plain, to: "without.json"), "--size", "390x844"])
        XCTAssertNotNil(with["a.png"])
        XCTAssertNotEqual(with["a.png"], without["a.png"], "the Details button and the grabber over the card")
        XCTAssertNotEqual(with["a.png"], with["b.png"], "the sheet up")
    }
}

/// Presses that are lost or change hands between the overlay, the screen and a tab's pager
/// never leave anything held.
extension OverlayFileTests {
    private static let size = Size(width: 390, height: 844)

    func testAPanelHeldWhenItsReleaseNeverCameLetsGoAtTheNextPressOnTheScreen() throws {
        var scene = DeckScene(deck: try deck(Self.photos), locale: .en, size: Self.size)
        scene.handle(.pointerDown(Point(x: 195, y: 10)), at: 0)
        scene.handle(.pointerMove(Point(x: 195, y: 110)), at: 0.1)
        XCTAssertEqual(scene.state(at: 0.1)["panel"], .string("moving"))
        scene.handle(.pointerDown(Point(x: 195, y: 500)), at: 0.2)
        scene.handle(.pointerUp(Point(x: 195, y: 500)), at: 0.25)
        XCTAssertTrue(scene.isSettled(at: 2), "nothing is held: \(scene.state(at: 2))")
        XCTAssertEqual(scene.state(at: 2)["panel"], .string("open"), "let go where it was last seen, heading down, as the pulldown's")
    }

    func testTheScreensControlsUnderThePullZoneStartBelowIt() throws {
        let tabs = ##"{"indicator": ["tabs"], "panel": {"label": "Up"}, "pages": [{"title": "A", "color": "#FF9D98"}, {"title": "B", "color": "#9AE3AC"}]}"##
        let scene = DeckScene(deck: try deck(tabs), locale: .en, size: Self.size)
        let strip = scene.controls(at: 0).filter { if case .tab = $0.control { true } else { false } }
        XCTAssertEqual(strip.count, 2)
        for tab in strip { XCTAssertEqual(tab.frame.minY, 30, "\(tab.control.id) clears the pull zone") }
    }

    func testSwitchingTabsWhileATabsPagerIsHeldLeavesNothingHeld() throws {
        let file = ##"{"tabBar": [{"title": "A", "pager": {"pages": [{"color": "#FF9D98"}, {"color": "#9AE3AC"}]}}, {"title": "B", "rows": 3}]}"##
        var scene = DeckScene(deck: try deck(file), locale: .en, size: Self.size)
        scene.handle(.pointerDown(Point(x: 300, y: 400)), at: 0)
        scene.handle(.pointerMove(Point(x: 200, y: 400)), at: 0.05)
        XCTAssertTrue(scene.activate(.tabBar("2"), at: 0.1))
        scene.handle(.pointerMove(Point(x: 100, y: 400)), at: 0.15)
        scene.handle(.pointerUp(Point(x: 100, y: 400)), at: 0.2)
        XCTAssertEqual(scene.state(at: 2)["tab"], .string("2"))
        XCTAssertTrue(scene.isSettled(at: 2), "the pager's press ended with its release: \(scene.state(at: 2))")
    }
}
