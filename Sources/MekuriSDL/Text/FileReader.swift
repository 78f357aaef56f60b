#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only file read with `pread` through a few small cached blocks: seeking moves an offset
/// and costs no system call, and reading bytes of a block read before costs none either.
///
/// FreeType reads a font a few bytes at a time, seeking before each read: through SDL's stdio
/// stream that is one `lseek` per read (about 1,000 to open the two bundled faces and draw a
/// frame; 17,000 before their charset was made one range), and a mapped file
/// makes the kernel map 64 KB around every page touched (some 2.7 MB resident for a frame of
/// text). It also reads from several places in turn (a CFF glyph's offset, its FDSelect entry,
/// its outline): one buffer would be refilled at every turn (554 reads of 16 KB, the font read
/// twice over, to draw one frame), so the reader keeps ``blockCount`` blocks, the least recently
/// used one giving way. Through it only the blocks asked for are read: 141 reads for a frame
/// (`strace` of a headless `shot`).
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
    /// What each block holds, in the same order.
    private var blockStates = [BlockState](repeating: BlockState(), count: FileReader.blockCount)
    /// The reads from the blocks so far, which stamp each block's last use.
    private var useCount = 0
    /// The system calls made to read the file so far.
    private(set) var systemReads = 0

    /// Opens the file at `path`, or nil when it cannot be opened or is not a regular file.
    init?(path: String) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is then refused below).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
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
            guard let got = readFile(into: destination, count: wanted, at: offset) else { return nil }
            offset += Int64(got)
            return got
        }
        let blockStart = offset - offset % Int64(Self.blockSize)
        guard let block = cachedBlock(at: blockStart) ?? readBlock(at: blockStart) else { return nil }
        let within = Int(offset - blockStart)
        let available = min(wanted, blockStates[block].length - within)
        guard available > 0 else { return 0 }
        destination.copyMemory(from: blocks.baseAddress! + block * Self.blockSize + within, byteCount: available)
        offset += Int64(available)
        return available
    }

    /// The block holding the file's bytes from `start`, if it is cached; marks it used.
    private func cachedBlock(at start: Int64) -> Int? {
        guard let block = blockStates.firstIndex(where: { $0.start == start }) else { return nil }
        markUsed(block)
        return block
    }

    /// Reads the file's bytes from `start` into the least recently used block; nil when the
    /// file cannot be read.
    private func readBlock(at start: Int64) -> Int? {
        let block = blockStates.indices.min { blockStates[$0].lastUse < blockStates[$1].lastUse }!
        guard let got = readFile(into: blocks.baseAddress! + block * Self.blockSize, count: Self.blockSize, at: start) else {
            blockStates[block] = BlockState()
            return nil
        }
        blockStates[block].start = start
        blockStates[block].length = got
        markUsed(block)
        return block
    }

    /// Stamps `block` as the most recently used.
    private func markUsed(_ block: Int) {
        useCount += 1
        blockStates[block].lastUse = useCount
    }

    /// Up to `count` of the file's bytes from `position`, read into `destination` with one
    /// system call (counted in ``systemReads``); how many were read, or nil on an error.
    private func readFile(into destination: UnsafeMutableRawPointer, count: Int, at position: Int64) -> Int? {
        systemReads += 1
        let got = pread(descriptor, destination, count, off_t(position))
        return got >= 0 ? got : nil
    }
}

extension FileReader {
    /// What a cached block holds.
    struct BlockState {
        /// The file offset of its first byte; -1 when it holds nothing yet.
        var start: Int64 = -1
        /// How many of its bytes are the file's (fewer than a block at the end).
        var length = 0
        /// When it was last used, as a count of reads from the blocks.
        var lastUse = 0
    }
}
