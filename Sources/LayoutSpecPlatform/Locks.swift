// A mutex and a condition variable on POSIX threads, as classes: a pthread mutex must not
// move once initialized, so each lives in memory of its own for the object's lifetime.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutual-exclusion lock.
public final class Lock: @unchecked Sendable {
  fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  public func lock() { pthread_mutex_lock(mutex) }

  public func unlock() { pthread_mutex_unlock(mutex) }

  /// `body`'s result, with the lock held while it runs.
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A lock with a condition to wait for: `wait` releases the lock while it waits and holds
/// it again when it returns.
public final class Condition: @unchecked Sendable {
  private let lock = Lock()
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  public init() {
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
  }

  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  /// Waits for a `broadcast`; call with the lock held, and test again what was waited for
  /// (a wait may end without one).
  public func wait() { pthread_cond_wait(condition, lock.mutex) }

  /// Wakes every thread waiting; call with the lock held.
  public func broadcast() { pthread_cond_broadcast(condition) }
}
