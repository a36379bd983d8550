// Threads on POSIX threads rather than Foundation's `Thread`: Foundation linked into the
// binary cost every run about 2.5 ms of start-up (its relocations, its pages and its
// protocol conformances, which the runtime scans), more than a small description takes
// to read, lay out and write (docs/performance.md, "Start-up").

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A thread running a closure once, with a stack of a chosen size. (`@unchecked`: Darwin's
/// `pthread_t` is a pointer, which Swift does not call Sendable, though any thread may join
/// or detach the thread it names.)
public struct StartedThread: @unchecked Sendable {
  private let handle: pthread_t

  /// Starts `body` on a new thread whose stack is `stackSize` bytes; nil, and `body` never
  /// runs, when the system has no thread to give (out of threads or memory): the caller
  /// does the work another way.
  public static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void)
    -> StartedThread?
  {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    // Darwin's <pthread.h> gives `pthread_t *` a nullable pointer type and its start routine
    // a nullable argument; glibc's a plain integer handle.
    #if canImport(Darwin)
      var created: pthread_t?
    #else
      var created = pthread_t()
    #endif
    guard pthread_create(&created, &attributes, { ThreadBody.run($0) }, context) == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      return nil
    }
    #if canImport(Darwin)
      return created.map(StartedThread.init(handle:))
    #else
      return StartedThread(handle: created)
    #endif
  }

  /// Starts `body` on a thread nobody waits for (the server's connections); false, and
  /// `body` never runs, when the system has no thread to give.
  public static func detach(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    guard let thread = start(stackSize: stackSize, body) else { return false }
    pthread_detach(thread.handle)
    return true
  }

  /// Waits until the thread's closure returned.
  public func join() {
    pthread_join(handle, nil)
  }

  /// The cores online: how many threads are worth starting. (A process that `taskset`
  /// keeps to fewer runs its workers on those, a little less evenly.)
  public static var availableCores: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}

/// The closure a thread runs, kept alive by the thread until it ran.
private final class ThreadBody {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) { self.body = body }

  static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
    return nil
  }
}
