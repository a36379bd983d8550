import LayoutSpecPlatform

// Watching files for `serve` and `eval --watch`: a poll of each path's stat every
// `interval` (50 ms), so a save is seen within that however the editor writes (in place,
// or a new file renamed over the old one, which changes the inode). Portable and cheap:
// a few stat calls a tick.

enum FileWatcher {
  static let interval = 0.05

  /// Runs `initially` (the first reading of the paths), then calls `changed` with the
  /// indices of the paths whose stamp changed since the last tick, until Ctrl-C. The
  /// stamps are taken before `initially`: a save while it runs is seen at the first tick,
  /// not lost.
  static func watch(
    _ paths: [String], initially: () -> Void, changed: ([Int]) -> Void
  ) -> Never {
    var stamps = paths.map(FileSystem.stamp)
    initially()
    SystemProcess.restoreInterrupt()
    while true {
      SystemProcess.sleep(seconds: interval)
      let now = paths.map(FileSystem.stamp)
      let indices = paths.indices.filter { now[$0] != stamps[$0] && now[$0] != nil }
      // A file that vanished (an editor's rename in progress) counts once it is back.
      for index in paths.indices where now[index] != nil { stamps[index] = now[index] }
      if !indices.isEmpty { changed(indices) }
    }
  }
}
