// `layoutspec serve`'s HTTP/1.1 server on POSIX sockets: it listens on 127.0.0.1 only and
// answers a fixed set of routes, each either a page (generated on request) or a
// Server-Sent Events stream that gets every published event.
//
// Defences, each tested (Tests/CLITests/ServeCommandTests.swift):
// - loopback only, and a Host header naming it (a rebinding DNS name is refused);
// - no paths from requests: the target is compared with the route names, nothing else;
// - a request head of at most `maximumRequestBytes` (431 beyond), no bodies (413);
// - at most `maximumConnections` at once (503 beyond, answered at once and closed);
// - `idleTimeout` to send a request head (408), writes that time out drop the client;
// - a client that vanishes (mid-request, or an event stream closed) costs its thread and
//   descriptor only until the failed read or write; SIGPIPE is ignored.
// Every non-stream response closes its connection (`Connection: close`).

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

public final class PreviewServer: @unchecked Sendable {
  public struct Limits: Sendable {
    public var maximumRequestBytes = 8192
    public var maximumConnections = 32
    /// Seconds a connection may take to send its request head.
    public var idleTimeout = 5.0
    /// Seconds a write may block before the client is dropped.
    public var writeTimeout = 2.0
    /// Seconds between keep-alive comments on event streams (they find vanished clients).
    public var pingInterval = 15.0
    public init() {}
  }

  public enum Route: Sendable {
    case page(@Sendable () -> String)
    case events(channel: Int)
  }

  public let port: UInt16
  private let listener: Int32
  private let limits: Limits
  private let routes: [String: Route]
  private let allowedHosts: Set<String>
  private let lock = NSLock()
  private var connections = 0
  private var streams: [Int32: Int] = [:]
  /// Per channel, the events a new stream starts with (the current state).
  private var current: [Int: [(event: String, data: String)]] = [:]

  /// Binds 127.0.0.1:`port` (0: a free port the system picks) and listens.
  public init(port: UInt16, routes: [String: Route], limits: Limits = Limits()) throws {
    signal(SIGPIPE, SIG_IGN)
    let socket = Self.socket()
    guard socket >= 0 else { throw ServerError("cannot create a socket", errno: errno) }
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
    guard bound == 0, listen(socket, 64) == 0 else {
      let code = errno
      close(socket)
      throw ServerError("cannot listen on 127.0.0.1:\(port)", errno: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    self.listener = socket
    self.port = UInt16(bigEndian: address.sin_port)
    self.limits = limits
    self.routes = routes
    self.allowedHosts = ["127.0.0.1:\(self.port)", "localhost:\(self.port)"]
  }

  private static func socket() -> Int32 {
    #if canImport(Glibc)
      return Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      return Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  /// Accepts connections on a thread of its own until the process ends.
  public func start() {
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { continue }
        setTimeout(client, SO_SNDTIMEO, limits.writeTimeout)
        lock.lock()
        let admitted = connections < limits.maximumConnections
        if admitted { connections += 1 }
        lock.unlock()
        guard admitted else {
          respond(client, status: 503, body: "too many connections\n")
          close(client)
          continue
        }
        Thread.detachNewThread { [self] in
          serve(client)
          lock.lock()
          connections -= 1
          lock.unlock()
          close(client)
        }
      }
    }
  }

  /// Sends an event to every stream of `channel`; `replacing` names the events that no
  /// longer hold for streams that start later (a layout clears the problem before it).
  public func publish(channel: Int, event: String, data: String, replacing: Set<String> = []) {
    let message = Array("event: \(event)\ndata: \(data)\n\n".utf8)
    lock.lock()
    defer { lock.unlock() }
    var state = current[channel, default: []].filter {
      !replacing.contains($0.event) && $0.event != event
    }
    state.append((event, data))
    current[channel] = state
    for (stream, streamChannel) in streams where streamChannel == channel {
      if !send(stream, message) { shutdown(stream, Int32(SHUT_RDWR)) }
    }
  }

  private func serve(_ client: Int32) {
    setTimeout(client, SO_RCVTIMEO, limits.idleTimeout)
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 2048)
    while true {
      let count = recv(client, &buffer, buffer.count, 0)
      if count == 0 { return }  // the client left
      if count < 0 {
        if errno == EAGAIN || errno == EWOULDBLOCK { respond(client, status: 408, body: "") }
        return
      }
      head += buffer[0..<count]
      if let end = Self.headEnd(head) {
        head.removeSubrange(end...)
        break
      }
      if head.count > limits.maximumRequestBytes {
        respond(
          client, status: 431, body: "request head over \(limits.maximumRequestBytes) bytes\n")
        return
      }
    }
    guard head.count <= limits.maximumRequestBytes else {
      respond(client, status: 431, body: "request head over \(limits.maximumRequestBytes) bytes\n")
      return
    }
    switch HTTPRequestHead.parse(head, allowedHosts: allowedHosts) {
    case .refused(let status, let reason):
      respond(client, status: status, body: reason + "\n")
    case .get(let path, let headOnly):
      switch routes[path] {
      case nil: respond(client, status: 404, body: "not found\n", headOnly: headOnly)
      case .page(let make)?:
        respond(
          client, status: 200, body: make(), type: "text/html; charset=utf-8", headOnly: headOnly)
      case .events(let channel)?:
        stream(client, channel: channel, headOnly: headOnly)
      }
    }
  }

  /// The index of the blank line's first byte ("\r\n\r\n"), if the head is complete.
  static func headEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index
    }
    return nil
  }

  private func stream(_ client: Int32, channel: Int, headOnly: Bool) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
      + "X-Content-Type-Options: nosniff\r\n\r\n"
    guard send(client, Array(head.utf8)), !headOnly else { return }
    lock.lock()
    var ok = true
    for (event, data) in current[channel] ?? [] where ok {
      ok = send(client, Array("event: \(event)\ndata: \(data)\n\n".utf8))
    }
    if ok { streams[client] = channel }
    lock.unlock()
    guard ok else { return }
    // Nothing more is read: a read ends when the client leaves; a quiet interval sends
    // a comment, whose failure says the client is gone.
    setTimeout(client, SO_RCVTIMEO, limits.pingInterval)
    var byte: UInt8 = 0
    while true {
      let count = recv(client, &byte, 1, 0)
      if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { break }
      if count < 0 {
        lock.lock()
        let alive = send(client, Array(": ping\n\n".utf8))
        lock.unlock()
        if !alive { break }
      }
    }
    lock.lock()
    streams[client] = nil
    lock.unlock()
  }

  private func respond(
    _ client: Int32, status: Int, body: String, type: String = "text/plain; charset=utf-8",
    headOnly: Bool = false
  ) {
    let bytes = Array(body.utf8)
    var head = "HTTP/1.1 \(status) \(HTTPStatus.text(status))\r\n"
    head += "Content-Type: \(type)\r\nContent-Length: \(bytes.count)\r\n"
    head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
    if status == 405 { head += "Allow: GET, HEAD\r\n" }
    head += "Connection: close\r\n\r\n"
    _ = send(client, Array(head.utf8) + (headOnly ? [] : bytes))
  }

  /// Writes all of `bytes`; false when the client is gone or too slow.
  private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  private func setTimeout(_ socket: Int32, _ option: Int32, _ seconds: Double) {
    var time = timeval(
      tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
    setsockopt(socket, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
  }
}

public struct ServerError: Error, CustomStringConvertible {
  public var description: String
  init(_ message: String, errno code: Int32) {
    description = message + ": " + String(cString: strerror(code))
  }
}
