import MekuriEngine

/// The one line that says an explicit `--size` did not fit.
extension WindowPlacement {
    /// The line for stderr when `request`'s `--size` was more than fits, such as
    /// `mekuri: --size 3000x3000 does not fit the screen's usable area of 1366×768 (the scene
    /// list takes 168 pt of its width); the scene opens at 1198×768`; nil when it fitted or
    /// was not given.
    func notice(for request: WindowRequest) -> String? {
        let asked = request.sceneSize, fitted = sceneSize
        guard request.sizeIsExplicit, fitted.width < asked.width || fitted.height < asked.height else { return nil }
        let usable = display.usableBounds
        return "mekuri: --size \(Self.text(asked, "x")) does not fit the screen's usable area of "
            + "\(Self.text(usable.size, "×")) (the scene list takes \(Int(chromeWidth)) pt of its width); "
            + "the scene opens at \(Self.text(fitted, "×"))"
    }

    /// `size` as whole points joined by `separator`.
    private static func text(_ size: Size, _ separator: String) -> String {
        "\(Int(size.width))\(separator)\(Int(size.height))"
    }
}
