extension Scroller {
    /// Scrolls as a key asks: Up / Down by one line, PageUp / PageDown by a viewport less one
    /// line, Home / End to the top and the bottom. Returns false for any other key.
    @discardableResult
    public mutating func scroll(for key: Key, lineHeight: Double, at time: Double) -> Bool {
        let page = max(lineHeight, viewportHeight - lineHeight)
        switch key {
        case .up: scroll(by: -lineHeight, at: time)
        case .down: scroll(by: lineHeight, at: time)
        case .pageUp: scroll(by: -page, at: time)
        case .pageDown: scroll(by: page, at: time)
        case .home: scroll(to: 0, at: time)
        case .end: scroll(to: .infinity, at: time)
        default: return false
        }
        return true
    }
}
