import MekuriSDL

/// Runs numbered jobs on a fixed number of threads, each job once, and waits for all of them.
struct JobPool: Sendable {
    /// How many jobs run at once.
    let width: Int

    /// Runs `job(0)` … `job(count - 1)`, handing each result to `finished` (on the job's thread,
    /// in the order they finish), and returns once every one started has finished; once
    /// `shouldStop` says so, no further job starts.
    func run<Result: Sendable>(count: Int, shouldStop: @escaping @Sendable () -> Bool = { false },
                               job: @escaping @Sendable (Int) -> Result,
                               finished: @escaping @Sendable (Int, Result) -> Void) {
        let queue = JobCounter(count: count)
        let work: @Sendable () -> Void = {
            while !shouldStop(), let index = queue.next() {
                finished(index, job(index))
            }
        }
        // As many threads as can be made, up to the width (a low `ulimit -v` allows fewer);
        // with none, the jobs run on this thread.
        var workers = 0
        for _ in 0..<min(width, count) {
            guard (try? BackgroundThread.start(named: "mekuri-test-job", { work(); queue.workerEnded() })) != nil else { break }
            workers += 1
        }
        if workers == 0 { work() }
        queue.waitForWorkers(workers)
    }
}

/// Hands out the numbers 0 ..< count, each once, to whichever thread asks, and counts the
/// threads that have ended.
private final class JobCounter: @unchecked Sendable {
    private let lock = ConditionLock()
    private var nextIndex = 0
    private var endedWorkers = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    /// The next number, or nil once all are handed out.
    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    /// Notes that a worker thread has taken its last number and finished.
    func workerEnded() {
        lock.withLock {
            endedWorkers += 1
            lock.broadcast()
        }
    }

    /// Returns once `workers` threads have ended.
    func waitForWorkers(_ workers: Int) {
        lock.withLock {
            while endedWorkers < workers { lock.wait() }
        }
    }
}
