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
            FileReader.of(stream).map { $0.size } ?? -1
        }
        stream.pointee.seek = { stream, offset, whence in
            guard let reader = FileReader.of(stream) else { return -1 }
            let base: Int64
            switch whence {
            case RW_SEEK_SET: base = 0
            case RW_SEEK_CUR: base = reader.offset
            case RW_SEEK_END: base = reader.size
            default: return -1
            }
            return reader.seek(to: base + offset) ?? -1
        }
        stream.pointee.read = { stream, destination, size, count in
            guard let reader = FileReader.of(stream), let destination, size > 0 else { return 0 }
            let wanted = size * count
            var done = 0
            while done < wanted, let got = reader.read(into: destination + done, count: wanted - done), got > 0 {
                done += got
            }
            return done / size
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

    /// The reader a stream made by ``makeStream()`` reads.
    private static func of(_ stream: UnsafeMutablePointer<SDL_RWops>?) -> FileReader? {
        guard let data = stream?.pointee.hidden.unknown.data1 else { return nil }
        return Unmanaged<FileReader>.fromOpaque(data).takeUnretainedValue()
    }
}
