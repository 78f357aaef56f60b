import Foundation

/// How long this process has existed: the time since the kernel created it, read from
/// `/proc/self/stat` against the boot clock. For a program started directly that is its exec
/// (through a shell that execs it, the shell's start). Linux only; elsewhere nil.
enum ProcessClock {
    /// Milliseconds since the process started, to the kernel's clock tick (10 ms), or nil.
    static func millisecondsSinceStart() -> Double? {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.range(of: ")", options: .backwards) else { return nil }
        // Fields after the command name start at field 3; the start time is field 22.
        let fields = stat[close.upperBound...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let uptime = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
        return uptime - ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
        return nil
        #endif
    }
}
