internal import CSDL2

/// A mutual-exclusion lock with a condition to wait on, SDL's mutex and condition variable: the
/// app's worker threads guard their queues with it (Foundation's NSLock and NSCondition, without
/// Foundation).
public final class ConditionLock: @unchecked Sendable {
    private let mutex: OpaquePointer
    private let condition: OpaquePointer

    /// A new, unlocked lock. Stops the program when SDL cannot make one (out of memory).
    public init() {
        guard let mutex = SDL_CreateMutex(), let condition = SDL_CreateCond() else {
            fatalError("\(SDLError.last("make a lock"))")
        }
        self.mutex = mutex
        self.condition = condition
    }

    deinit {
        SDL_DestroyCond(condition)
        SDL_DestroyMutex(mutex)
    }

    /// Runs `body` holding the lock.
    public func withLock<Value>(_ body: () throws -> Value) rethrows -> Value {
        SDL_LockMutex(mutex)
        defer { SDL_UnlockMutex(mutex) }
        return try body()
    }

    /// Inside ``withLock(_:)``: lets the lock go until ``signal()`` or ``broadcast()``, then
    /// takes it again (it may also return without either: check what was waited for again).
    public func wait() {
        SDL_CondWait(condition, mutex)
    }

    /// Wakes one thread waiting in ``wait()``.
    public func signal() {
        SDL_CondSignal(condition)
    }

    /// Wakes every thread waiting in ``wait()``.
    public func broadcast() {
        SDL_CondBroadcast(condition)
    }
}
