#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Other programs run to the end, with what the system measured of them: `make bench` times
// the release binary, jq and itself this way.

public enum ChildProcesses {
  /// What one finished program took.
  public struct Finished: Sendable {
    /// The exit status, or 128 + the signal that ended it, as shells report it.
    public var status: Int32
    public var seconds: Double
    /// Its peak resident memory (`ru_maxrss`), in bytes on every system.
    public var maxResidentBytes: Int
  }

  /// Runs `arguments` (the first is the program, looked up in PATH when it has no slash)
  /// with standard input from /dev/null and standard output and error to the files named
  /// (created or truncated), and waits for it; nil when it could not be started.
  public static func run(_ arguments: [String], standardOutput: String, standardError: String)
    -> Finished?
  {
    guard !arguments.isEmpty else { return nil }
    // Darwin's <spawn.h> makes `posix_spawn_file_actions_t` an opaque pointer that init
    // allocates; glibc's a struct the caller holds.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(
      &actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    argv.append(nil)
    defer { for argument in argv { free(argument) } }

    var pid = pid_t()
    let start = MonotonicClock.seconds()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
      return nil
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR { return nil }
    }
    let elapsed = MonotonicClock.seconds() - start
    // WIFEXITED / WEXITSTATUS; a signal shows as 128 + its number.
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Finished(
      status: exitStatus, seconds: elapsed,
      maxResidentBytes: ResourceUsage.bytes(maxResidentSetSize: Int(usage.ru_maxrss)))
  }

  /// The path of the running executable: Linux's /proc/self/exe, else the path it was
  /// started by (absolute when it can be).
  public static var executablePath: String {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if count > 0 {
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    guard let started = SystemProcess.arguments.first else { return "" }
    guard let resolved = realpath(started, nil) else { return started }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

public enum MonotonicClock {
  /// Seconds on the clock that never jumps (CLOCK_MONOTONIC), for timing.
  public static func seconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
