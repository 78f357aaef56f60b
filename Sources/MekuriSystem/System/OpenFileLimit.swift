#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many files the process may hold open (`ulimit -n`): below what Mekuri needs, a font, the
/// display or an image library fails to open half-way, with a misleading line or none.
public enum OpenFileLimit {
    /// The open files Mekuri needs at most: the standard streams, the script, two fonts, the X
    /// connection, SDL_image and its codecs, the deck watcher, images being read, room to spare.
    public static let needed: rlim_t = 32

    /// Raises the soft limit to ``needed`` when the hard limit allows it; throws one line when it
    /// does not.
    public static func ensure() throws {
        var limit = rlimit()
        guard getrlimit(resourceNumber, &limit) == 0, limit.rlim_cur < needed else { return }
        if limit.rlim_max >= needed {
            limit.rlim_cur = needed
            if setrlimit(resourceNumber, &limit) == 0 { return }
        }
        throw EnvironmentError("mekuri: only \(limit.rlim_cur) files may be open at once (ulimit -n \(limit.rlim_cur)); "
                               + "Mekuri needs \(needed): raise the limit, as in 'ulimit -n 1024'")
    }

    #if canImport(Glibc)
    private static let resourceNumber = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resourceNumber = RLIMIT_NOFILE
    #endif
}
