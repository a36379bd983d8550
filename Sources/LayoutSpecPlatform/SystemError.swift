#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The system's error numbers, as messages say them.

public struct SystemError: Error, Sendable, CustomStringConvertible {
  /// The error number (`errno`).
  public var code: Int32

  public init(code: Int32) { self.code = code }

  /// The error of the call that just failed on this thread.
  public static var last: SystemError { SystemError(code: errno) }

  /// `strerror`'s text: `Permission denied`.
  public var description: String { String(cString: strerror(code)) }

  /// Whether a call was interrupted by a signal before it did anything (try it again).
  public var isInterruption: Bool { code == EINTR }

  /// Whether a socket's wait timed out (`SO_RCVTIMEO`), rather than failed.
  public var isTimeout: Bool { code == EAGAIN || code == EWOULDBLOCK }
}
