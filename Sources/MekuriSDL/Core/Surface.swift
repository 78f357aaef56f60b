internal import CSDL2
internal import CSDL2Image
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// An SDL surface: pixels in memory, freed exactly once when this object goes.
public final class Surface {
    /// The owned surface.
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of a surface SDL returned.
    init(owning pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    /// A new, transparent-black surface in 32-bit ARGB.
    public convenience init(width: Int, height: Int) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue
        ) else { throw SDLError.last("create a \(width)×\(height) surface") }
        self.init(owning: surface)
    }

    /// The image in a PNG file, converted to 32-bit ARGB; refused without decoding when its
    /// header declares more pixels than `largest` (a square of that side), or it is not a
    /// regular file.
    public convenience init(contentsOfPNG path: String, largest: Int = Surface.largestDecodedSide) throws {
        try self.init(contentsOfImage: path, kind: "PNG", largest: PixelSize(width: largest, height: largest))
    }

    /// The side of the largest square image decoded by default: 8192 pixels (256 MiB decoded).
    public static let largestDecodedSide = 8192

    /// The image in a file SDL_image reads (PNG, JPEG, WebP), converted to 32-bit ARGB; the
    /// file's own decode is freed once converted. `kind` names the file in errors. The header
    /// is read first: a FIFO, a device, or an image declaring more pixels than `largest` holds
    /// is refused before SDL_image opens it (a 35-byte WebP can declare 16384×16384).
    convenience init(contentsOfImage path: String, kind: String = "image", largest: PixelSize) throws {
        do throws(ImageFailure) {
            let header = try ImageHeader.read(path: path)
            if let size = header.size, size.width * size.height > largest.width * largest.height {
                throw ImageFailure.tooLarge(size, limit: largest)
            }
        } catch {
            throw SDLError(action: "read the \(kind) '\(path)'", reason: error.reason)
        }
        guard let loaded = mekuri_IMG_Load_quietly(path) else { throw SDLError.last("read the \(kind) '\(path)'") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.last("convert the \(kind) '\(path)'")
        }
        self.init(owning: converted)
    }

    deinit { SDL_FreeSurface(pointer) }

    /// The width in pixels.
    public var width: Int { Int(pointer.pointee.w) }
    /// The height in pixels.
    public var height: Int { Int(pointer.pointee.h) }

    /// Every pixel as 0xAARRGGBB, row by row (the surface must be 32-bit ARGB).
    public var argbPixels: [UInt32] {
        withARGBRows { row in
            var result = [UInt32]()
            result.reserveCapacity(width * height)
            for y in 0..<height { result.append(contentsOf: row(y)) }
            return result
        }
    }

    /// Runs `body` with a function giving row `y` of the pixels as 0xAARRGGBB, valid only during
    /// `body` (the surface must be 32-bit ARGB; it is locked meanwhile when SDL needs it).
    func withARGBRows<Result>(_ body: (_ row: (Int) -> UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        precondition(pointer.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
                     "only 32-bit ARGB surfaces are read pixel by pixel")
        let mustLock = mekuri_surface_must_lock(pointer) == SDL_TRUE
        if mustLock { SDL_LockSurface(pointer) }
        defer { if mustLock { SDL_UnlockSurface(pointer) } }
        let (pitch, width) = (Int(pointer.pointee.pitch), self.width)
        let base = UnsafeRawPointer(pointer.pointee.pixels!)
        return try body { y in
            UnsafeBufferPointer(start: (base + y * pitch).assumingMemoryBound(to: UInt32.self), count: width)
        }
    }

    /// A new 32-bit ARGB surface holding `pixels` (0xAARRGGBB, row by row).
    public convenience init(width: Int, height: Int, argbPixels pixels: [UInt32]) throws {
        precondition(pixels.count == width * height, "pixel count must match the size")
        try self.init(width: width, height: height)
        let pitch = Int(pointer.pointee.pitch)
        let base = pointer.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<height {
                let destination = UnsafeMutableRawPointer(base + row * pitch).assumingMemoryBound(to: UInt32.self)
                destination.update(from: source.baseAddress! + row * width, count: width)
            }
        }
    }
}
