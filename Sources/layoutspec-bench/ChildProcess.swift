import Foundation

// Runs another program (the release `layoutspec`, `jq`, this benchmark in child mode) and
// reports its wall time, exit status and peak resident memory, from wait4's rusage.
//
// Linux carries a process's peak RSS across exec: a child spawned from this (large) process
// starts with ru_maxrss = this process's peak (exec_mmap folds the old mm's high-water mark
// into the new program's). So the program is started by a small intermediary (this benchmark
// again, `--measure-child`), whose own peak of a few MB is then the floor instead; the
// intermediary times the program, reaps it with wait4 and writes the figures to a file.

struct ChildRun {
  var exitStatus: Int32
  var seconds: Double
  /// ru_maxrss, converted from Linux's kilobytes.
  var maxResidentBytes: Int
  /// The first line the child wrote to standard error, if any.
  var firstErrorLine: String

  var succeeded: Bool { exitStatus == 0 }
}

enum ChildProcess {
  /// Runs `arguments` (the first is the program, looked up in PATH when it has no slash)
  /// with standard input from /dev/null and standard output to `standardOutput`, through
  /// the intermediary.
  static func run(_ arguments: [String], standardOutput: String = "/dev/null") -> ChildRun? {
    let base = NSTemporaryDirectory() + "layoutspec-bench-\(getpid())-child"
    let errorPath = base + ".stderr"
    let reportPath = base + ".report"
    defer {
      unlink(errorPath)
      unlink(reportPath)
    }
    let intermediary = executableDirectory + "/layoutspec-bench"
    guard
      let outer = spawnAndWait(
        [intermediary, "--measure-child", reportPath, standardOutput, errorPath] + arguments,
        standardOutput: "/dev/null", standardError: "/dev/null"),
      outer.status == 0,
      let report = try? String(contentsOfFile: reportPath, encoding: .utf8)
    else { return nil }
    let fields = report.split(separator: " ")
    guard fields.count == 3, let status = Int32(fields[0]), let seconds = Double(fields[1]),
      let kilobytes = Int(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    let errorText = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    return ChildRun(
      exitStatus: status, seconds: seconds, maxResidentBytes: kilobytes * 1024,
      firstErrorLine: String(errorText.split(separator: "\n").first ?? ""))
  }

  /// `layoutspec-bench --measure-child REPORT OUT ERR PROGRAM ARGS...`: runs the program and
  /// writes `STATUS SECONDS MAXRSS_KB` to REPORT. Exit 0 unless the program could not start.
  static func measureChild(_ arguments: [String]) -> Int32 {
    guard arguments.count >= 4 else { return 2 }
    guard
      let run = spawnAndWait(
        Array(arguments[3...]), standardOutput: arguments[1], standardError: arguments[2])
    else { return 1 }
    let report = "\(run.status) \(run.seconds) \(run.maxResidentKilobytes)\n"
    return FileManager.default.createFile(atPath: arguments[0], contents: Data(report.utf8))
      ? 0 : 1
  }

  /// posix_spawnp + wait4: exit status (128 + signal when killed), wall time and ru_maxrss.
  static func spawnAndWait(
    _ arguments: [String], standardOutput: String, standardError: String
  ) -> (status: Int32, seconds: Double, maxResidentKilobytes: Int)? {
    var actions = posix_spawn_file_actions_t()
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
    let start = Timing.now()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
      return nil
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR { return nil }
    }
    let elapsed = Timing.now() - start
    // WIFEXITED / WEXITSTATUS; a signal shows as 128 + its number, as shells report it.
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (exitStatus, elapsed, Int(usage.ru_maxrss))
  }

  /// The fastest of `runs` runs (all must succeed to count; a failure is returned at once).
  static func best(_ runs: Int, _ arguments: [String]) -> ChildRun? {
    var best: ChildRun?
    for _ in 0..<max(1, runs) {
      guard let run = run(arguments) else { return nil }
      if !run.succeeded { return run }
      if best == nil || run.seconds < best!.seconds { best = run }
    }
    return best
  }

  /// The directory this executable is in (`.build/release`), through /proc/self/exe.
  static var executableDirectory: String {
    let path =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return (path as NSString).deletingLastPathComponent
  }

  static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

  /// `name` found in PATH, or nil.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where isExecutable("\(directory)/\(name)") {
      return "\(directory)/\(name)"
    }
    return nil
  }
}
