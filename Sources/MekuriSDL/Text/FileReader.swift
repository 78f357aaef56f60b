#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only file read with `pread` through a few small cached blocks: seeking moves an offset
/// and costs no system call, and reading bytes of a block read before costs none either.
///
/// FreeType reads a font a few bytes at a time, seeking before each read: through SDL's stdio
/// stream that is one `lseek` per read (some 17,000 to open three CJK faces), and a mapped file
/// makes the kernel map 64 KB around every page touched (some 2.7 MB resident for a frame of
/// text). It also reads from several places in turn (a CFF glyph's offset, its FDSelect entry,
/// its outline): one buffer would be refilled at every turn (554 reads of 16 KB, the font read
/// twice over, to draw one frame), so the reader keeps ``blockCount`` blocks, the least recently
/// used one giving way. Through it only the blocks asked for are read: 177 reads for a frame.
final class FileReader {
    /// The bytes of one cached block, read from a multiple of this offset.
    static let blockSize = 4 << 10
    /// How many blocks are kept.
    static let blockCount = 16
    /// Reads of this many bytes or more go straight to the destination, past the blocks.
    static let directReadSize = 4 * blockSize

    private let descriptor: Int32
    /// The file's size in bytes.
    let size: Int64
    /// Where the next read starts, in bytes from the start (may be past the end).
    private(set) var offset: Int64 = 0
    /// The blocks' bytes, one after another.
    private let blocks: UnsafeMutableRawBufferPointer
    /// Each block's file offset (-1 for none yet), how many of its bytes are the file's, and
    /// when it was last used (a count of reads).
    private var blockStarts = [Int64](repeating: -1, count: FileReader.blockCount)
    private var blockLengths = [Int](repeating: 0, count: FileReader.blockCount)
    private var blockUses = [Int](repeating: 0, count: FileReader.blockCount)
    private var useCount = 0
    /// The system calls made to read the file so far.
    private(set) var systemReads = 0

    /// Opens the file at `path`, or nil when it cannot be opened or is not a regular file.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int64(status.st_size)
        blocks = .allocate(byteCount: Self.blockSize * Self.blockCount, alignment: 16)
    }

    deinit {
        blocks.deallocate()
        close(descriptor)
    }

    /// Moves the offset to `position` (negative is refused); returns the new offset or nil.
    func seek(to position: Int64) -> Int64? {
        guard position >= 0 else { return nil }
        offset = position
        return offset
    }

    /// Copies up to `count` bytes from the offset into `destination` and moves the offset past
    /// them; returns how many were copied (0 at the end; fewer than asked at a block's end), or
    /// nil when the file cannot be read.
    ///
    /// - Complexity: O(`count` + ``blockCount``), with at most one system call.
    func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int? {
        let wanted = Int(max(0, min(Int64(count), size - offset)))
        guard wanted > 0 else { return 0 }
        if wanted >= Self.directReadSize {
            let got = pread(descriptor, destination, wanted, off_t(offset))
            systemReads += 1
            guard got >= 0 else { return nil }
            offset += Int64(got)
            return got
        }
        let blockStart = offset - offset % Int64(Self.blockSize)
        guard let block = cachedBlock(at: blockStart) ?? readBlock(at: blockStart) else { return nil }
        let within = Int(offset - blockStart)
        let available = min(wanted, blockLengths[block] - within)
        guard available > 0 else { return 0 }
        destination.copyMemory(from: blocks.baseAddress! + block * Self.blockSize + within, byteCount: available)
        offset += Int64(available)
        return available
    }

    /// The block holding the file's bytes from `start`, if it is cached; marks it used.
    private func cachedBlock(at start: Int64) -> Int? {
        guard let block = blockStarts.firstIndex(of: start) else { return nil }
        useCount += 1
        blockUses[block] = useCount
        return block
    }

    /// Reads the file's bytes from `start` into the least recently used block; nil when the
    /// file cannot be read.
    private func readBlock(at start: Int64) -> Int? {
        let block = blockUses.indices.min { blockUses[$0] < blockUses[$1] }!
        let got = pread(descriptor, blocks.baseAddress! + block * Self.blockSize, Self.blockSize, off_t(start))
        systemReads += 1
        guard got >= 0 else {
            blockStarts[block] = -1
            return nil
        }
        blockStarts[block] = start
        blockLengths[block] = got
        useCount += 1
        blockUses[block] = useCount
        return block
    }
}
