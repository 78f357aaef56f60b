/// The CRC-32 of PNG chunks (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320, reflected).
enum CRC32 {
    /// The reversed polynomial PNG's CRC uses.
    private static let polynomial: UInt32 = 0xEDB8_8320

    /// The CRC of every byte value, computed once.
    private static let table: [UInt32] = (0..<256).map { value in
        (0..<8).reduce(UInt32(value)) { crc, _ in crc & 1 == 1 ? polynomial ^ (crc >> 1) : crc >> 1 }
    }

    /// The checksum of `bytes`, continuing from a running value (start from `0`).
    static func checksum(_ bytes: some Sequence<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
        var crc = ~previous
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return ~crc
    }
}
