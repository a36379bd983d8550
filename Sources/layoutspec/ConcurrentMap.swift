import LayoutSpecPlatform

// Evaluates independent work items on all cores and returns the results in input order.
// Each worker is a thread with its own stack size: decoding and layout recurse as deep as
// the description (at most 256 elements, a limit the reader enforces), which needs about
// 1 MiB in a debug build; a secondary thread's default stack can be 512 KiB, and 16 MiB
// leaves a wide margin without reserving hundreds of megabytes per core.

enum ConcurrentMap {
  static let workerStackSize = 16 << 20

  static func map<T: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> T) -> [T] {
    let box = ResultBox<T>(count: count)
    // One item needs no count of cores (`sysconf` reads a file): `eval` of one file.
    let workers = count <= 1 ? 1 : min(count, StartedThread.availableCores)
    let work: @Sendable () -> Void = {
      while let index = box.claimNext() {
        box.store(transform(index), at: index)
      }
    }
    let threads = (0..<workers).compactMap { _ in
      StartedThread.start(stackSize: workerStackSize, work)
    }
    // Without a thread from the system, the work is done here, on the stack this thread has.
    if threads.isEmpty { work() }
    for thread in threads { thread.join() }
    return box.results()
  }

  /// Shared state of one `map`: the next index to claim and the results, behind a lock.
  private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claimNext() -> Int? {
      lock.withLock {
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
      }
    }

    func store(_ value: T, at index: Int) {
      lock.withLock { slots[index] = value }
    }

    func results() -> [T] {
      lock.withLock { slots.compactMap { $0 } }
    }
  }
}
