#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Watching files for `serve` and `eval --watch`: a poll of each path's stat every
// `interval` (50 ms), so a save is seen within that however the editor writes (in place,
// or a new file renamed over the old one, which changes the inode). Portable and cheap:
// a few stat calls a tick.

enum FileWatcher {
  /// What identifies one version of a file; nil when it cannot be stat'ed (being
  /// replaced, or removed).
  struct Stamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  static func stamp(_ path: String) -> Stamp? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Stamp(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
  }

  static let interval = 0.05

  /// Runs `initially` (the first reading of the paths), then calls `changed` with the
  /// indices of the paths whose stamp changed since the last tick, until Ctrl-C. The
  /// stamps are taken before `initially`: a save while it runs is seen at the first tick,
  /// not lost.
  static func watch(
    _ paths: [String], initially: () -> Void, changed: ([Int]) -> Void
  ) -> Never {
    var stamps = paths.map(stamp)
    initially()
    restoreInterrupt()
    while true {
      usleep(UInt32(interval * 1_000_000))
      let now = paths.map(stamp)
      let indices = paths.indices.filter { now[$0] != stamps[$0] && now[$0] != nil }
      // A file that vanished (an editor's rename in progress) counts once it is back.
      for index in paths.indices where now[index] != nil { stamps[index] = now[index] }
      if !indices.isEmpty { changed(indices) }
    }
  }

  /// Makes Ctrl-C end the watch whatever the process inherited: a shell that starts a
  /// command in the background (scripts, CI runners) leaves SIGINT ignored, and a parent
  /// that spawns from a thread with signals blocked (Foundation's Process on Linux) leaves
  /// it blocked. SIGINT's default action then ends the process (status 130 in the shell).
  static func restoreInterrupt() {
    signal(SIGINT, SIG_DFL)
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
  }
}
