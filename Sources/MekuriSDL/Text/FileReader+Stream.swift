internal import CSDL2

extension FileReader {
    /// An SDL stream reading this file, which holds the reader until SDL closes the stream
    /// (`SDL_RWclose`, or `TTF_CloseFont` for a font opened with `freesrc`); nil when SDL
    /// cannot allocate one. Writing to it fails.
    func makeStream() -> UnsafeMutablePointer<SDL_RWops>? {
        guard let stream = SDL_AllocRW() else { return nil }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = Unmanaged.passRetained(self).toOpaque()
        stream.pointee.size = { stream in
            FileReader.with(stream, otherwise: -1) { $0.size }
        }
        stream.pointee.seek = { stream, offset, whence in
            FileReader.with(stream, otherwise: -1) { reader in
                let base: Int64
                switch whence {
                case RW_SEEK_SET: base = 0
                case RW_SEEK_CUR: base = reader.offset
                case RW_SEEK_END: base = reader.size
                default: return -1
                }
                return reader.seek(to: base + offset) ?? -1
            }
        }
        stream.pointee.read = { stream, destination, size, count in
            guard let destination, size > 0 else { return 0 }
            return FileReader.with(stream, otherwise: 0) { reader in
                let wanted = size * count
                var done = 0
                while done < wanted, let got = reader.read(into: destination + done, count: wanted - done), got > 0 {
                    done += got
                }
                return done / size
            }
        }
        stream.pointee.write = { _, _, _, _ in 0 }
        stream.pointee.close = { stream in
            guard let stream else { return 0 }
            if let reader = stream.pointee.hidden.unknown.data1 {
                Unmanaged<FileReader>.fromOpaque(reader).release()
            }
            SDL_FreeRW(stream)
            return 0
        }
        return stream
    }

    /// `body` applied to the reader a stream made by ``makeStream()`` reads, or `otherwise` for a
    /// stream without one. The stream holds the reader, so `body` borrows it without retaining
    /// it: FreeType reads a font a few bytes at a time, about 1,000 times to open the two bundled
    /// faces and draw a frame.
    private static func with<Result>(_ stream: UnsafeMutablePointer<SDL_RWops>?, otherwise: Result,
                                     _ body: (FileReader) -> Result) -> Result {
        guard let data = stream?.pointee.hidden.unknown.data1 else { return otherwise }
        return Unmanaged<FileReader>.fromOpaque(data)._withUnsafeGuaranteedRef(body)
    }
}
