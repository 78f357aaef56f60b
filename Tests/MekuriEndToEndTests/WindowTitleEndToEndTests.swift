import Foundation
import XCTest

/// The window's title reaches the window manager as UTF-8 (`_NET_WM_NAME`, UTF8_STRING), so
/// "Mekuri — Weekdays" is not shown as "Mekuri â€” Weekdays" (issue 28).
final class WindowTitleEndToEndTests: XCTestCase {
    private func netWMName(of app: AppWindow) throws -> String {
        try app.display.run("xprop", ["-id", app.window, "_NET_WM_NAME"]).trimmingCharacters(in: .newlines)
    }

    func testTheTitleIsUTF8WhateverTheEnvironmentsLocale() throws {
        _ = try requireExecutable("xprop")
        // A UTF-8 locale from the environment, and none at all (the "C" locale of a bare CI shell).
        for environment in [["LANG": "C.UTF-8", "LC_ALL": ""], ["LANG": "", "LC_ALL": "", "LC_CTYPE": ""]] {
            let app = try AppWindow(arguments: ["--fresh"], environment: environment)
            XCTAssertEqual(try netWMName(of: app), #"_NET_WM_NAME(UTF8_STRING) = "Mekuri — Weekdays""#, "\(environment)")
            XCTAssertEqual(try app.quit(), 0)
        }
    }
}
