#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// TCP sockets on 127.0.0.1, for `layoutspec serve`: the calls the server makes, each with
// the type differences of Darwin's <sys/socket.h> and glibc's <bits/socket.h> kept here.

public enum Sockets {
  /// A socket bound to 127.0.0.1:`port` (0: a free port the system picks) and listening,
  /// with the port it got.
  public static func listenOnLoopback(port: UInt16, backlog: Int32) -> Result<
    (socket: Int32, port: UInt16), SystemError
  > {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #elseif canImport(Darwin)
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #else
      let socket = Musl.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { return .failure(.last) }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, backlog) == 0 else {
      let failure = SystemError.last
      close(socket)
      return .failure(failure)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return .success((socket, UInt16(bigEndian: address.sin_port)))
  }

  /// The next connection, or nil (out of descriptors, or interrupted).
  public static func accept(_ listener: Int32) -> Int32? {
    #if canImport(Darwin)
      let client = Darwin.accept(listener, nil, nil)
    #elseif canImport(Glibc)
      let client = Glibc.accept(listener, nil, nil)
    #else
      let client = Musl.accept(listener, nil, nil)
    #endif
    guard client >= 0 else { return nil }
    #if canImport(Darwin)
      // Darwin has no MSG_NOSIGNAL: the socket itself is told not to raise SIGPIPE.
      var yes: Int32 = 1
      setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return client
  }

  /// Reads what has arrived into `buffer` (waiting for something unless `waiting` is
  /// false): the count read, 0 when the client closed its side, or the error.
  public static func receive(_ socket: Int32, into buffer: inout [UInt8], waiting: Bool = true)
    -> Result<Int, SystemError>
  {
    let count = buffer.withUnsafeMutableBytes {
      recv(socket, $0.baseAddress, $0.count, waiting ? 0 : Int32(MSG_DONTWAIT))
    }
    return count >= 0 ? .success(count) : .failure(.last)
  }

  /// Sends as much of `bytes` as the socket takes now: the count sent, or -1. A client that
  /// has gone is an error, not SIGPIPE.
  public static func send(_ socket: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
      return Darwin.send(socket, bytes.baseAddress, bytes.count, 0)
    #elseif canImport(Glibc)
      return Glibc.send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #else
      return Musl.send(socket, bytes.baseAddress, bytes.count, MSG_NOSIGNAL)
    #endif
  }

  /// Whether something can be read (data, or the client's close) within `milliseconds`.
  public static func isReadable(_ socket: Int32, withinMilliseconds milliseconds: Int32) -> Bool {
    var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, milliseconds) > 0
  }

  /// No more writes on the socket (the client reads an end of file after what was sent).
  public static func shutdownWriting(_ socket: Int32) { shutdown(socket, Int32(SHUT_WR)) }

  /// No more reads or writes: the thread blocked reading the socket returns.
  public static func shutdownBoth(_ socket: Int32) { shutdown(socket, Int32(SHUT_RDWR)) }

  /// A write that blocks longer than `seconds` fails.
  public static func setSendTimeout(_ socket: Int32, seconds: Double) {
    setTimeout(socket, SO_SNDTIMEO, seconds)
  }

  /// A read that waits longer than `seconds` fails with a timeout (`SystemError.isTimeout`).
  public static func setReceiveTimeout(_ socket: Int32, seconds: Double) {
    setTimeout(socket, SO_RCVTIMEO, seconds)
  }

  public static func close(_ socket: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(socket)
    #elseif canImport(Glibc)
      _ = Glibc.close(socket)
    #else
      _ = Musl.close(socket)
    #endif
  }

  private static func setTimeout(_ socket: Int32, _ option: Int32, _ seconds: Double) {
    // `tv_usec` is `suseconds_t`: Int32 on Darwin, Int on glibc.
    var time = timeval(
      tv_sec: Int(seconds),
      tv_usec: suseconds_t((seconds - seconds.rounded(.down)) * 1_000_000))
    setsockopt(socket, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
  }
}
