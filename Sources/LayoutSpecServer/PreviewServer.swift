// `layoutspec serve`'s HTTP/1.1 server on POSIX sockets: it listens on 127.0.0.1 only and
// answers a fixed set of routes, each either a page (generated on request), an answer to
// a query (computed on request, on the connection's thread) or a Server-Sent Events
// stream that gets every published event.
//
// Defences, each tested (Tests/CLITests/ServeCommandTests.swift):
// - loopback only, and a Host header naming it (a rebinding DNS name is refused);
// - no paths from requests: the target is compared with the route names, nothing else;
//   a query is decoded strictly (HTTPQuery, 400 when it cannot be) and only read by its
//   route;
// - a request head of at most `maximumRequestBytes` (431 beyond), no bodies (413);
// - at most `maximumConnections` at once (503 beyond, answered at once and closed);
// - `idleTimeout` to send the whole request head (408), a first line that cannot be a
//   request (TLS, binary) 400 at once, writes that time out drop the client;
// - a client that vanishes (mid-request, or an event stream closed) costs its thread and
//   descriptor only until the failed read or write; SIGPIPE is ignored.
// Every non-stream response closes its connection (`Connection: close`).

import LayoutSpecPlatform

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
    /// An answer computed from the request's query parameters.
    case answer(@Sendable ([String: String]) -> Answer)
    case events(channel: Int)
  }

  /// What an `answer` route sends: a status, a media type and a body.
  public struct Answer: Sendable {
    public var status: Int
    public var type: String
    public var body: String
    public init(status: Int, type: String = "text/plain; charset=utf-8", body: String) {
      self.status = status
      self.type = type
      self.body = body
    }
  }

  public let port: UInt16
  private let listener: Int32
  private let limits: Limits
  private let routes: [String: Route]
  private let allowedHosts: Set<String>
  /// Guards the streams and their current events.
  private let lock = Lock()
  /// The connections being served (their own lock: the accept loop must not wait while an
  /// event is written to every stream).
  private let countLock = Lock()
  private var connections = 0
  private var streams: [Int32: Int] = [:]
  /// Per channel, the events a new stream starts with (the current state).
  private var current: [Int: [(event: String, data: String)]] = [:]

  /// Binds 127.0.0.1:`port` (0: a free port the system picks) and listens.
  public init(port: UInt16, routes: [String: Route], limits: Limits = Limits()) throws {
    SystemProcess.ignoreBrokenPipe()
    switch Sockets.listenOnLoopback(port: port, backlog: 64) {
    case .failure(let failure):
      throw ServerError("cannot listen on 127.0.0.1:\(port): \(failure)")
    case .success(let bound):
      self.listener = bound.socket
      self.port = bound.port
    }
    self.limits = limits
    self.routes = routes
    self.allowedHosts = ["127.0.0.1:\(self.port)", "localhost:\(self.port)"]
  }

  /// The stack of the accept loop's thread and of each connection's: what a thread gets by
  /// default on Linux.
  static let threadStackSize = 8 << 20

  /// Accepts connections on a thread of its own until the process ends; false when the
  /// system has no thread to give.
  public func start() -> Bool {
    StartedThread.detach(stackSize: Self.threadStackSize) { [self] in
      while true {
        guard let client = Sockets.accept(listener) else {
          // Out of descriptors (or interrupted): wait for connections to end, not spin.
          SystemProcess.sleep(seconds: 0.01)
          continue
        }
        Sockets.setSendTimeout(client, seconds: limits.writeTimeout)
        let admitted = countLock.withLock {
          guard connections < limits.maximumConnections else { return false }
          connections += 1
          return true
        }
        guard admitted else {
          refuse(client)
          continue
        }
        let served = StartedThread.detach(stackSize: Self.threadStackSize) { [self] in
          serve(client)
          Sockets.close(client)
          countLock.withLock { connections -= 1 }
        }
        if !served {
          countLock.withLock { connections -= 1 }
          refuse(client)
        }
      }
    }
  }

  /// Answers a connection over the bound with 503 without a thread, so the accept loop
  /// never waits: what the client has already sent is read first (unread input would turn
  /// the close into a reset that can overtake the answer), whatever comes later is not.
  private func refuse(_ client: Int32) {
    var buffer = [UInt8](repeating: 0, count: 2048)
    while case .success(let count) = Sockets.receive(client, into: &buffer, waiting: false),
      count > 0
    {}
    respond(client, status: 503, body: "too many connections\n")
    Sockets.shutdownWriting(client)
    Sockets.close(client)
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
      if !send(stream, message) { Sockets.shutdownBoth(stream) }
    }
  }

  private func serve(_ client: Int32) {
    switch readHead(client) {
    case .refused(status: 0, _): break  // the client left
    case .refused(let status, let reason):
      respond(client, status: status, body: reason + "\n")
    case .get(let path, let query, let headOnly):
      switch routes[path] {
      case nil: respond(client, status: 404, body: "not found\n", headOnly: headOnly)
      case .page(let make)?:
        respond(
          client, status: 200, body: make(), type: "text/html; charset=utf-8", headOnly: headOnly)
      case .answer(let make)?:
        switch HTTPQuery.parameters(query) {
        case .failure(let error):
          respond(client, status: 400, body: error.message + "\n", headOnly: headOnly)
        case .success(let parameters):
          let answer = make(parameters)
          respond(
            client, status: answer.status, body: answer.body, type: answer.type,
            headOnly: headOnly)
        }
      case .events(let channel)?:
        stream(client, channel: channel, headOnly: headOnly)
      }
    }
    lingeringClose(client)
  }

  /// Reads the request head within `idleTimeout` of the connection's start (a deadline for
  /// the whole head, so a client sending a byte now and then cannot hold its connection)
  /// and parses it; a client that leaves gets `.refused(0)` (nothing is sent).
  private func readHead(_ client: Int32) -> HTTPRequestHead {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(limits.idleTimeout * 1000))
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 2048)
    let tooLarge = HTTPRequestHead.refused(
      status: 431, reason: "request head over \(limits.maximumRequestBytes) bytes")
    while true {
      let left = clock.now.duration(to: deadline).components
      let milliseconds = Int32(
        clamping: left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000)
      guard milliseconds > 0, Sockets.isReadable(client, withinMilliseconds: milliseconds) else {
        return .refused(status: 408, reason: "no request within \(limits.idleTimeout) s")
      }
      guard case .success(let count) = Sockets.receive(client, into: &buffer), count > 0 else {
        return .refused(status: 0, reason: "the client left")
      }
      head += buffer[0..<count]
      if let end = Self.headEnd(head) {
        return end > limits.maximumRequestBytes
          ? tooLarge : HTTPRequestHead.parse(Array(head[..<end]), allowedHosts: allowedHosts)
      }
      if !HTTPRequestHead.canStartRequest(head) {
        return .refused(status: 400, reason: "not an HTTP request")
      }
      if head.count > limits.maximumRequestBytes { return tooLarge }
    }
  }

  /// The length of the head before the blank line that ends it ("\r\n\r\n", or bare
  /// LFs), if it is complete.
  static func headEnd(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while let newline = bytes[index...].firstIndex(of: 10) {
      let next = newline + 1
      if next < bytes.count, bytes[next] == 10 { return newline }
      if next + 1 < bytes.count, bytes[next] == 13, bytes[next + 1] == 10 { return newline }
      index = next
    }
    return nil
  }

  /// Ends a connection without losing the response: closing a socket with unread input
  /// resets it, and a reset can reach the client before it has read what was sent
  /// (a 431 to a client still sending). So: no more writes, then discard what arrives
  /// for up to `lingerTime`, or until the client closes its side.
  private func lingeringClose(_ client: Int32) {
    Sockets.shutdownWriting(client)
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Self.lingerMilliseconds)
    var buffer = [UInt8](repeating: 0, count: 2048)
    var discarded = 0
    while clock.now < deadline, discarded < Self.lingerBytes {
      guard Sockets.isReadable(client, withinMilliseconds: Int32(Self.lingerMilliseconds)),
        case .success(let count) = Sockets.receive(client, into: &buffer), count > 0
      else { return }
      discarded += count
    }
  }

  static let lingerMilliseconds = 500
  static let lingerBytes = 1 << 16

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
    Sockets.setReceiveTimeout(client, seconds: limits.pingInterval)
    var byte: [UInt8] = [0]
    while true {
      switch Sockets.receive(client, into: &byte) {
      case .success(0): return end(client)
      case .success: continue
      case .failure(let failure) where !failure.isTimeout: return end(client)
      case .failure:
        lock.lock()
        let alive = send(client, Array(": ping\n\n".utf8))
        lock.unlock()
        if !alive { return end(client) }
      }
    }
  }

  /// Forgets an event stream whose client has gone.
  private func end(_ client: Int32) {
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
      let count = bytes[sent...].withUnsafeBytes { Sockets.send(client, $0) }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }
}

public struct ServerError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
