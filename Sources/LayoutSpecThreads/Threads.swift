// Threads on POSIX threads rather than Foundation's `Thread`: Foundation linked into the
// binary cost every run about 2.5 ms of start-up (its relocations, its pages and its
// protocol conformances, which the runtime scans), more than a small description takes
// to read, lay out and write (docs/performance.md, "Start-up").

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread running a closure once, with a stack of a chosen size.
public struct StartedThread: Sendable {
  #if canImport(Darwin)
    private let handle: pthread_t?
  #else
    private let handle: pthread_t
  #endif

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
    #if canImport(Darwin)
      var handle: pthread_t?
      let created = pthread_create(&handle, &attributes, { ThreadBody.run($0) }, context)
    #else
      var handle = pthread_t()
      let created = pthread_create(&handle, &attributes, { ThreadBody.run($0!) }, context)
    #endif
    guard created == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      return nil
    }
    return StartedThread(handle: handle)
  }

  /// Starts `body` on a thread nobody waits for (the server's connections); false, and
  /// `body` never runs, when the system has no thread to give.
  public static func detach(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    guard let thread = start(stackSize: stackSize, body) else { return false }
    #if canImport(Darwin)
      pthread_detach(thread.handle!)
    #else
      pthread_detach(thread.handle)
    #endif
    return true
  }

  /// Waits until the thread's closure returned.
  public func join() {
    #if canImport(Darwin)
      pthread_join(handle!, nil)
    #else
      pthread_join(handle, nil)
    #endif
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

  static func run(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
    return nil
  }
}
