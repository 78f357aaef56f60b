extension String {
    /// The text `bytes` encode in UTF-8; nil when they are not valid UTF-8 (decoding would have
    /// to repair them with U+FFFD).
    ///
    /// - Complexity: O(`bytes.count`).
    public init?(validatingUTF8Bytes bytes: some Collection<UInt8>) {
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }
}
