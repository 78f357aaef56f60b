import Foundation
import XCTest

/// The window carries Mekuri's own icon: the window manager reads it as `_NET_WM_ICON`, which
/// `xprop` (Debian's x11-utils) prints.
final class AppIconEndToEndTests: XCTestCase {
    func testTheWindowHasTheAppsIcon() throws {
        _ = try requireExecutable("xprop")
        let app = try AppWindow()
        // As numbers (xprop draws icons as text art by default): width, height, then ARGB pixels.
        let property = try app.display.run("xprop", ["-id", app.window, "-f", "_NET_WM_ICON", "32c", " = $0+\n", "_NET_WM_ICON"])
        XCTAssertTrue(property.hasPrefix("_NET_WM_ICON(CARDINAL) = 64, 64,"), String(property.prefix(80)))
        // The icon's pixels, after its width and height: the tile's tint in its middle row.
        let values = property.split(separator: "=")[1].split(separator: ",").compactMap { UInt32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        XCTAssertEqual(values.count, 2 + 64 * 64)
        XCTAssertEqual(values[2 + 32 * 64 + 2], 0xFF00_7AFF, "the tile's blue at its left edge, half-way down")
        XCTAssertEqual(try app.quit(), 0)
    }
}
