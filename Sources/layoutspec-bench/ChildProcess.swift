import Foundation
import LayoutSpecPlatform

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
  /// Its peak resident memory (ru_maxrss, in bytes).
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
    let base = NSTemporaryDirectory() + "layoutspec-bench-\(SystemProcess.identifier)-child"
    let errorPath = base + ".stderr"
    let reportPath = base + ".report"
    defer {
      FileSystem.remove(errorPath)
      FileSystem.remove(reportPath)
    }
    let intermediary = executableDirectory + "/layoutspec-bench"
    guard
      let outer = ChildProcesses.run(
        [intermediary, "--measure-child", reportPath, standardOutput, errorPath] + arguments,
        standardOutput: "/dev/null", standardError: "/dev/null"),
      outer.status == 0,
      let report = try? String(contentsOfFile: reportPath, encoding: .utf8)
    else { return nil }
    let fields = report.split(separator: " ")
    guard fields.count == 3, let status = Int32(fields[0]), let seconds = Double(fields[1]),
      let bytes = Int(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    let errorText = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    return ChildRun(
      exitStatus: status, seconds: seconds, maxResidentBytes: bytes,
      firstErrorLine: String(errorText.split(separator: "\n").first ?? ""))
  }

  /// `layoutspec-bench --measure-child REPORT OUT ERR PROGRAM ARGS...`: runs the program and
  /// writes `STATUS SECONDS MAXRSS_BYTES` to REPORT. Exit 0 unless the program could not start.
  static func measureChild(_ arguments: [String]) -> Int32 {
    guard arguments.count >= 4 else { return 2 }
    guard
      let run = ChildProcesses.run(
        Array(arguments[3...]), standardOutput: arguments[1], standardError: arguments[2])
    else { return 1 }
    let report = "\(run.status) \(run.seconds) \(run.maxResidentBytes)\n"
    return FileManager.default.createFile(atPath: arguments[0], contents: Data(report.utf8))
      ? 0 : 1
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

  /// The directory this executable is in (`.build/release`).
  static var executableDirectory: String {
    (ChildProcesses.executablePath as NSString).deletingLastPathComponent
  }

  /// `name` found in PATH, or nil.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":")
    where FileSystem.isExecutable("\(directory)/\(name)") {
      return "\(directory)/\(name)"
    }
    return nil
  }
}
