#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The process and its terminal: exit, sleep, signals, the environment, the window size.

public enum SystemProcess {
  /// Ends the process with `status`, flushing nothing more (output is written unbuffered).
  public static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(status)
    #elseif canImport(Glibc)
      Glibc.exit(status)
    #else
      Musl.exit(status)
    #endif
  }

  /// The process's identifier, for names of temporary files.
  public static var identifier: Int32 { getpid() }

  /// The environment variable's value, or nil when it is not set.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Sleeps this thread for `seconds` (interrupted by a signal, it returns early).
  public static func sleep(seconds: Double) {
    var request = timespec(
      tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    nanosleep(&request, nil)
  }

  /// Writing to a socket or pipe whose reader has gone then fails with EPIPE instead of
  /// ending the process.
  public static func ignoreBrokenPipe() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Makes Ctrl-C end the process whatever it inherited: a shell that starts a command in
  /// the background (scripts, CI runners) leaves SIGINT ignored, and a parent that spawns
  /// from a thread with signals blocked (Foundation's Process on Linux) leaves it blocked.
  /// SIGINT's default action then ends the process (status 130 in the shell).
  public static func restoreInterrupt() {
    signal(SIGINT, SIG_DFL)
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
  }
}

public enum Terminal {
  /// Whether standard output is a terminal (not a pipe or a file).
  public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// The columns of the terminal standard output is, if it is one with a width.
  public static var outputColumns: Int? {
    var size = winsize()
    guard outputIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
  }

  /// When standard output is a pipe, makes its buffer `bytes` large (a pipe holds 64 KiB),
  /// so that a large write goes in at once while the reader reads the last one. Only Linux
  /// can (F_SETPIPE_SZ); elsewhere, and where a limit refuses, the pipe stays as it is.
  public static func widenOutputPipe(to bytes: Int) {
    #if os(Linux)
      var status = stat()
      guard fstat(STDOUT_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
      // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7, <linux/fcntl.h>): Glibc's module map
      // leaves it out, as it is only defined under _GNU_SOURCE.
      let setPipeSize: Int32 = 1031
      _ = fcntl(STDOUT_FILENO, setPipeSize, Int32(bytes))
    #endif
  }
}
