internal import CSDL2
internal import CSDL2Image

extension Surface {
    /// The surface encoded as a PNG file's bytes, in memory: the caller decides where and how
    /// they are written.
    ///
    /// - Complexity: O(width × height).
    public func pngBytes() throws -> [UInt8] {
        let sink = ByteSink()
        guard let stream = sink.makeStream() else { throw SDLError.last("encode the PNG") }
        let encoded = mekuri_IMG_SavePNG_RW(pointer, stream, 0) == 0
        let error = encoded ? nil : SDLError.last("encode the PNG")
        SDL_RWclose(stream)
        if let error { throw error }
        return sink.bytes
    }
}

/// Bytes an SDL stream writes, gathered in memory.
private final class ByteSink {
    /// What was written so far.
    var bytes: [UInt8] = []

    /// A write-only SDL stream appending to ``bytes``, which holds the sink until it is closed.
    func makeStream() -> UnsafeMutablePointer<SDL_RWops>? {
        guard let stream = SDL_AllocRW() else { return nil }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = Unmanaged.passRetained(self).toOpaque()
        stream.pointee.size = { stream in ByteSink.with(stream, otherwise: -1) { Int64($0.bytes.count) } }
        stream.pointee.seek = { stream, offset, whence in
            // Only "where am I" is answered: libpng appends.
            guard whence == RW_SEEK_CUR || whence == RW_SEEK_END, offset == 0 else { return -1 }
            return ByteSink.with(stream, otherwise: -1) { Int64($0.bytes.count) }
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { stream, source, size, count in
            guard let source, size > 0 else { return 0 }
            return ByteSink.with(stream, otherwise: 0) { sink in
                sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: source, count: size * count))
                return count
            }
        }
        stream.pointee.close = { stream in
            guard let stream else { return 0 }
            if let sink = stream.pointee.hidden.unknown.data1 {
                Unmanaged<ByteSink>.fromOpaque(sink).release()
            }
            SDL_FreeRW(stream)
            return 0
        }
        return stream
    }

    /// `body` applied to the sink a stream made by ``makeStream()`` holds, or `otherwise`.
    private static func with<Result>(_ stream: UnsafeMutablePointer<SDL_RWops>?, otherwise: Result,
                                     _ body: (ByteSink) -> Result) -> Result {
        guard let data = stream?.pointee.hidden.unknown.data1 else { return otherwise }
        return Unmanaged<ByteSink>.fromOpaque(data)._withUnsafeGuaranteedRef(body)
    }
}
