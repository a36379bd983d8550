import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A client on raw POSIX sockets for the server tests, so that a test can send what no
// HTTP library would (garbage, half a request, a megabyte of header) and see exactly what
// comes back. Every connect and read has a deadline (poll), so a server that never
// answers fails the test instead of hanging it. Responses are parsed as bytes: in Swift
// "\r\n" is one Character, so comparing Characters with "\r" never matches.

final class RawHTTPClient {
  enum Ending: Equatable {
    /// The server closed the connection (EOF).
    case closed
    /// The connection was reset.
    case reset
    /// Nothing more came within the timeout, the connection still open.
    case timedOut
    /// The caller's condition was met.
    case satisfied
  }

  struct Response {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var bodyText: String { String(decoding: body, as: UTF8.self) }
  }

  let socket: Int32

  /// Connects to `address`:`port` within `timeout` seconds; throws the errno otherwise
  /// (ECONNREFUSED when nothing listens there).
  init(port: UInt16, address: String = "127.0.0.1", timeout: Double = 5) throws {
    socket = Self.makeSocket()
    guard socket >= 0 else { throw SocketError(code: errno) }
    var name = sockaddr_in()
    name.sin_family = sa_family_t(AF_INET)
    name.sin_port = port.bigEndian
    inet_pton(AF_INET, address, &name.sin_addr)
    let flags = fcntl(socket, F_GETFL)
    _ = fcntl(socket, F_SETFL, flags | O_NONBLOCK)
    let started = withUnsafePointer(to: &name) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if started != 0 {
      guard errno == EINPROGRESS else { throw close(with: errno) }
      var ready = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
      guard poll(&ready, 1, Int32(timeout * 1000)) == 1 else { throw close(with: ETIMEDOUT) }
      var error: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
      guard error == 0 else { throw close(with: error) }
    }
    _ = fcntl(socket, F_SETFL, flags)
  }

  private func close(with code: Int32) -> SocketError {
    closeSocket(socket)
    return SocketError(code: code)
  }

  deinit { closeSocket(socket) }

  private static func makeSocket() -> Int32 {
    #if canImport(Glibc)
      return Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      return Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  /// Sends all of `bytes`; false when the server has closed or reset the connection.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        sendBytes(socket, $0)
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Reads until `done` holds for what arrived, the connection ends, or `timeout` seconds
  /// pass.
  func receive(timeout: Double, until done: ([UInt8]) -> Bool = { _ in false })
    -> (bytes: [UInt8], ending: Ending)
  {
    let deadline = Date().addingTimeInterval(timeout)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      if done(received) { return (received, .satisfied) }
      let left = deadline.timeIntervalSinceNow
      var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard left > 0, poll(&ready, 1, Int32(max(1, left * 1000))) == 1 else {
        return (received, .timedOut)
      }
      let count = recv(socket, &buffer, buffer.count, 0)
      if count == 0 { return (received, .closed) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return (received, .reset)
      }
      received += buffer[0..<count]
    }
  }

  /// Closing resets the connection (RST, SO_LINGER 0) instead of ending it politely: a
  /// client that vanishes.
  func resetOnClose() {
    var option = linger(l_onoff: 1, l_linger: 0)
    setsockopt(socket, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
  }

  /// Sends `request` and reads the whole answer (the server closes every non-stream
  /// connection after answering).
  static func exchange(_ request: [UInt8], port: UInt16, timeout: Double = 10) throws
    -> (response: Response?, ending: Ending)
  {
    let client = try RawHTTPClient(port: port)
    client.send(request)
    let (bytes, ending) = client.receive(timeout: timeout)
    return (parse(bytes), ending)
  }

  static func get(_ target: String, port: UInt16, host: String? = nil) throws -> Response? {
    let request = "GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n"
    return try exchange(Array(request.utf8), port: port).response
  }

  /// The status, headers and body of a response; nil when it has no status line.
  static func parse(_ bytes: [UInt8]) -> Response? {
    let separator: [UInt8] = [13, 10, 13, 10]
    let headEnd =
      bytes.indices.dropLast(3).first { Array(bytes[$0..<$0 + 4]) == separator } ?? bytes.count
    let lines = lines(of: Array(bytes[..<headEnd]))
    guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 ") else { return nil }
    let parts = statusLine.split(separator: " ")
    guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let body = headEnd + 4 <= bytes.count ? Array(bytes[(headEnd + 4)...]) : []
    return Response(status: status, headers: headers, body: body)
  }

  /// Lines split at CRLF, by bytes.
  static func lines(of bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    var start = 0
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 13 && bytes[index + 1] == 10 {
        lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
        start = index + 2
        index += 2
      } else {
        index += 1
      }
    }
    if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return lines
  }
}

struct SocketError: Error, CustomStringConvertible {
  var code: Int32
  var context = ""
  var description: String { context + String(cString: strerror(code)) }
}

// The system calls the client's methods of the same names would shadow.
private func closeSocket(_ socket: Int32) { close(socket) }

private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  #if canImport(Glibc)
    send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
  #else
    send(socket, bytes.baseAddress, bytes.count, 0)
  #endif
}
