import Foundation

// Evaluates independent work items on all cores and returns the results in input order.
// Each worker is a Thread with its own stack size: decoding and layout recurse as deep as
// the description (at most 256 elements, a limit the reader enforces), which needs about
// 1 MiB in a debug build; the default secondary-thread stack (512 KiB) is too small, and
// 16 MiB leaves a wide margin without reserving hundreds of megabytes per core.

enum ConcurrentMap {
  static let workerStackSize = 16 << 20

  static func map<T: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> T) -> [T] {
    let box = ResultBox<T>(count: count)
    let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
    let done = DispatchGroup()
    for _ in 0..<workers {
      done.enter()
      let thread = Thread {
        while let index = box.claimNext() {
          box.store(transform(index), at: index)
        }
        done.leave()
      }
      thread.stackSize = workerStackSize
      thread.start()
    }
    done.wait()
    return box.results()
  }

  /// Shared state of one `map`: the next index to claim and the results, behind a lock.
  private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claimNext() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard next < slots.count else { return nil }
      next += 1
      return next - 1
    }

    func store(_ value: T, at index: Int) {
      lock.lock()
      slots[index] = value
      lock.unlock()
    }

    func results() -> [T] {
      lock.lock()
      defer { lock.unlock() }
      return slots.compactMap { $0 }
    }
  }
}
