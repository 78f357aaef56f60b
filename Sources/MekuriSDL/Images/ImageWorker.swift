import MekuriUI

/// Reads image files on one background thread: measures them (their headers) and decodes them
/// at the sizes they are drawn, one at a time, handing the results to the drawing thread.
///
/// Measuring comes first (it is cheap and lays out pages), then the most recently asked
/// decodes; only a few decodes wait at a time (older ones are dropped: the pages swiped past),
/// and the worker waits while the decoded pixels not yet taken pass a budget, so memory stays
/// bounded however fast pages go by. Each result calls ``onFinished`` on the worker's thread.
final class ImageWorker: @unchecked Sendable {
    /// One piece of work.
    enum Job: Hashable, Sendable {
        /// Learn the size of a file.
        case measure(ImageSource)
        /// Decode a file shrunk to fit a size.
        case decode(ImageSource, PixelSize)
    }

    /// What a job gave.
    enum Outcome: Sendable {
        case measured(ImageSource, ImageStatus)
        case decoded(ImageSource, PixelSize, Result<DecodedImage, ImageFailure>)

        /// The bytes of pixels it holds.
        var bytes: Int {
            guard case .decoded(_, _, .success(let image)) = self else { return 0 }
            return image.bytes
        }
    }

    /// How many decodes wait at most; asking for one more drops the oldest.
    static let maximumWaitingDecodes = 4
    /// The decoded bytes not yet taken past which the worker waits before decoding again.
    static let maximumUntakenBytes = 32 << 20

    // Everything below is guarded by `condition`.
    private let condition = ConditionLock()
    private var measures: [ImageSource] = []
    private var decodes: [Job] = []
    private var running: Job?
    private var finished: [Outcome] = []
    private var finishedBytes = 0
    private var stopped = false
    private var finishedCallback: (@Sendable () -> Void)?

    /// Whether the worker has a thread; without one (none could be made) each job runs at once
    /// on the thread that asks for it.
    private var hasThread = false

    /// Starts the worker's thread; it runs until ``stop()``.
    init() {
        hasThread = (try? BackgroundThread.start(named: "mekuri-images") { [self] in work() }) != nil
    }

    /// Called on the worker's thread after each job (the window wakes its loop with it).
    var onFinished: (@Sendable () -> Void)? {
        get { locked { finishedCallback } }
        set { locked { finishedCallback = newValue } }
    }

    /// Asks for `job` unless it is waiting or running already; a decode asked again moves to the
    /// front of the decodes.
    ///
    /// - Complexity: O(waiting jobs).
    func request(_ job: Job) {
        guard hasThread else { return finish(Self.perform(job)) }
        locked {
            guard job != running else { return }
            switch job {
            case .measure(let source):
                guard !measures.contains(source) else { return }
                measures.append(source)
            case .decode:
                decodes.removeAll { $0 == job }
                decodes.append(job)
                if decodes.count > Self.maximumWaitingDecodes { decodes.removeFirst() }
            }
            condition.signal()
        }
    }

    /// The results since the last call, oldest first; with `pixels` false, only those holding
    /// no pixels (sizes and failures), the decoded images staying until taken with `pixels`,
    /// which lets the worker decode again.
    func takeFinished(pixels: Bool) -> [Outcome] {
        locked {
            let (taken, kept) = pixels ? (finished, []) : (finished.filter { $0.bytes == 0 }, finished.filter { $0.bytes > 0 })
            finished = kept
            finishedBytes = kept.reduce(0) { $0 + $1.bytes }
            if pixels, !taken.isEmpty { condition.signal() }
            return taken
        }
    }

    /// Ends the thread after the job it is running, if any.
    func stop() {
        locked {
            stopped = true
            condition.signal()
        }
    }

    private func work() {
        while let job = nextJob() { finish(Self.perform(job)) }
    }

    /// Hands `outcome` over and calls ``onFinished``.
    private func finish(_ outcome: Outcome) {
        let callback: (@Sendable () -> Void)? = locked {
            finished.append(outcome)
            finishedBytes += outcome.bytes
            running = nil
            return finishedCallback
        }
        callback?()
    }

    /// The next job to run, waiting until there is one; nil once stopped.
    private func nextJob() -> Job? {
        locked {
            while !stopped {
                if !measures.isEmpty {
                    running = .measure(measures.removeFirst())
                    return running
                }
                if finishedBytes < Self.maximumUntakenBytes, let decode = decodes.popLast() {
                    running = decode
                    return running
                }
                condition.wait()
            }
            return nil
        }
    }

    private static func perform(_ job: Job) -> Outcome {
        switch job {
        case .measure(let source):
            return .measured(source, ImageDecoder.status(ofFileAt: source.path))
        case .decode(let source, let size):
            return .decoded(source, size, Result { () throws(ImageFailure) in try ImageDecoder.decode(source.path, fitting: size) })
        }
    }

    private func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        try condition.withLock(body)
    }
}
