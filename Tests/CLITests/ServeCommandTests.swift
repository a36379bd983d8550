import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `layoutspec serve` is a server: these tests start the built binary and talk to it over
// raw sockets (RawHTTPClient) the way a hostile or broken client would, and after every
// bad request check that the server still serves its page. The defences are the list in
// docs/cli.md ("serve: live preview") and Sources/LayoutSpecServer/PreviewServer.swift.
// Each test's server is killed in a `defer`, and every read has a deadline.

/// `layoutspec serve card.yaml` in a temporary folder of its own.
final class ServedDocument {
  let command: SpawnedCommand
  let port: UInt16
  let file: URL

  static let document = """
    sizes: ["200xany"]
    root:
      type: vstack
      name: card
      children:
        - { type: node, name: photo, style: { width: 40, height: 40 } }
        - { type: text, name: caption, text: "hello", fontSize: 12 }

    """

  init(idleTimeout: Double = 5, arguments: [String] = []) throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    file = directory.appendingPathComponent("card.yaml")
    try Self.document.write(to: file, atomically: true, encoding: .utf8)
    command = try SpawnedCommand(
      ["serve", "card.yaml", "--idle-timeout", "\(idleTimeout)"] + arguments, in: directory)
    let printed = command.waitForOutput(timeout: 60) { text -> UInt16? in
      guard let start = text.range(of: "http://127.0.0.1:")?.upperBound,
        let end = text[start...].firstIndex(of: "/")
      else { return nil }
      return UInt16(text[start..<end])
    }
    guard let printed else {
      let errors = command.errors
      command.stop()
      throw SocketError(code: ETIMEDOUT, context: "serve printed no URL: \(errors): ")
    }
    port = printed
  }

  var host: String { "127.0.0.1:\(port)" }

  func stop() {
    command.stop()
    try? FileManager.default.removeItem(at: command.directory)
  }

  /// Saves `text` as the document the way editors that write a new file and rename it do.
  func save(_ text: String) throws {
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  func request(_ text: String) throws -> (
    response: RawHTTPClient.Response?, ending: RawHTTPClient.Ending
  ) {
    try RawHTTPClient.exchange(Array(text.utf8), port: port)
  }

  /// The server still answers GET / with the page: checked after every bad request. A
  /// connection the server is still closing counts against the bound for a moment (a
  /// burst of vanished clients can get 503 briefly), so the answer may take a few tries.
  func expectServing(after what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let clock = ContinuousClock()
    let started = clock.now
    let response = waitFor(timeout: 5) { () -> RawHTTPClient.Response? in
      let response = try? RawHTTPClient.get("/", port: port)
      return response?.status == 200 ? response : nil
    }
    let waited = started.duration(to: clock.now)
    if waited > .milliseconds(100) { print("serve: served again \(waited) after \(what)") }
    #expect(response?.status == 200, "no page after \(what)", sourceLocation: sourceLocation)
    #expect(
      response?.bodyText.contains(#"id="layoutspec-data""#) == true,
      "no page after \(what)", sourceLocation: sourceLocation)
    #expect(command.process.isRunning, "the server died after \(what)")
  }

  func openEvents() throws -> EventStream { try EventStream(port: port, host: host) }
}

/// An open events route: the response head, then Server-Sent Events read as they come.
final class EventStream {
  let client: RawHTTPClient
  private var bytes: [UInt8] = []
  /// How many events `next` has returned or passed over.
  private var consumed = 0

  init(port: UInt16, host: String) throws {
    client = try RawHTTPClient(port: port)
    client.send("GET /events HTTP/1.1\r\nHost: \(host)\r\n\r\n")
  }

  var response: RawHTTPClient.Response? { RawHTTPClient.parse(bytes) }

  /// The complete events received so far.
  var events: [(event: String, data: String)] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let body = text.range(of: "\r\n\r\n")?.upperBound else { return [] }
    var events: [(String, String)] = []
    for block in text[body...].components(separatedBy: "\n\n").dropLast() {
      var event = "message"
      var data = ""
      for line in block.split(separator: "\n") {
        if line.hasPrefix("event: ") { event = String(line.dropFirst(7)) }
        if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
      }
      if !data.isEmpty { events.append((event, data)) }
    }
    return events
  }

  /// The next event not returned before that `matches`, waiting up to `timeout` seconds;
  /// nil when none came.
  func next(
    timeout: Double, where matches: (_ event: String, _ data: String) -> Bool = { _, _ in true }
  ) -> (event: String, data: String)? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let all = events
      while consumed < all.count {
        consumed += 1
        if matches(all[consumed - 1].event, all[consumed - 1].data) { return all[consumed - 1] }
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      let (more, ending) = client.receive(timeout: left) { !$0.isEmpty }
      bytes += more
      if ending == .closed || ending == .reset { return nil }
    }
  }
}

@Suite struct ServeCommandTests {
  @Test func listensOnTheLoopbackAddressOnly() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    #expect(throws: Never.self) { _ = try RawHTTPClient(port: server.port) }
    // The rest of 127/8 reaches this machine too (Linux routes it to lo), but a socket
    // bound to 127.0.0.1 does not take it: refused.
    var addresses = ["127.0.0.2"]
    // Every other IPv4 address of this machine's interfaces.
    var list: UnsafeMutablePointer<ifaddrs>?
    if getifaddrs(&list) == 0 {
      var entry = list
      while let current = entry?.pointee {
        if let address = current.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) {
          var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
          address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
            var value = $0.pointee.sin_addr
            _ = inet_ntop(AF_INET, &value, &text, socklen_t(text.count))
          }
          let name = String(
            decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
          if !name.hasPrefix("127.") { addresses.append(name) }
        }
        entry = current.ifa_next
      }
      freeifaddrs(list)
    }
    print("serve: tried to connect to port \(server.port) on \(addresses)")
    for address in addresses {
      #expect(
        performing: { _ = try RawHTTPClient(port: server.port, address: address, timeout: 2) },
        throws: { ($0 as? SocketError)?.code == ECONNREFUSED })
    }
    #if os(Linux)
      // The kernel's own table of listening sockets: on this port, 127.0.0.1 only
      // (0100007F) and nothing on IPv6.
      let port = String(format: ":%04X", server.port)
      let listening = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        .split(separator: "\n").map { $0.split(separator: " ") }
        .filter { $0.count > 3 && $0[1].hasSuffix(port) && $0[3] == "0A" }
      #expect(listening.map { String($0[1]) } == ["0100007F" + port])
      let six = (try? String(contentsOfFile: "/proc/net/tcp6", encoding: .utf8)) ?? ""
      #expect(
        !six.split(separator: "\n").contains {
          let fields = $0.split(separator: " ")
          return fields.count > 3 && fields[1].hasSuffix(port) && fields[3] == "0A"
        })
    #endif
  }

  @Test func servesThePageAndItsData() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let page = try #require(try RawHTTPClient.get("/", port: server.port))
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.headers["content-length"] == "\(page.body.count)")
    #expect(page.bodyText.contains(#"id="layoutspec-data""#))
    #expect(page.bodyText.contains(#""caption""#))
    // A query does not change the route.
    #expect(try RawHTTPClient.get("/?width=320", port: server.port)?.status == 200)

    let head = try server.request("HEAD / HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
    #expect(head.response?.status == 200)
    #expect(head.response?.body.isEmpty == true)
    #expect(head.response?.headers["content-length"] == "\(page.body.count)")

    let events = try server.openEvents()
    let first = try #require(events.next(timeout: 10))
    let response = try #require(events.response)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/event-stream")
    #expect(first.event == "layout")
    let data = try #require(
      JSONSerialization.jsonObject(with: Data(first.data.utf8)) as? [String: Any])
    let variants = data["variants"] as? [[String: Any]]
    #expect(variants?.map { $0["name"] as? String } == ["default"])
    let elements = variants?.first?["elements"] as? [[String: Any]]
    let names = elements?.compactMap { $0["name"] as? String }
    #expect(names == ["card", "photo", "caption"])
  }

  /// No path from a request reaches the file system: everything but the routes is 404,
  /// and the body says so without any file's content.
  @Test func everyOtherPathIsNotFound() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let targets = [
      "/../etc/passwd", "/card.yaml", "/./card.yaml", "/samples/stack/simple-header.yaml",
      "/%2e%2e/", "/%2e%2e/%2e%2e/etc/passwd", "/..%2fcard.yaml", "/%2Fetc%2Fpasswd",
      "//etc/passwd", "/index.html", "/2/", "/events/", "/./", "/.", "/tmp/", "/..",
      "/stdout.txt", "/%00", "http://\(server.host)/card.yaml", "http://\(server.host)/..",
    ]
    for target in targets {
      let response = try RawHTTPClient.get(target, port: server.port)
      #expect(response?.status == 404, "\(target)")
      #expect(response?.bodyText == "not found\n", "\(target)")
      server.expectServing(after: target)
    }
  }

  /// Ctrl-C ends it (SIGINT's default action, even when the parent left SIGINT blocked,
  /// as this test runner does).
  @Test func anInterruptEndsTheServer() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    #expect(server.command.interrupt(SIGINT))
    #expect(server.command.process.terminationReason == .uncaughtSignal)
    #expect(server.command.process.terminationStatus == SIGINT)
  }

  /// DNS rebinding: a page on another site whose name resolves to 127.0.0.1 sends its own
  /// name as Host; refused with 403, whatever the path.
  @Test func hostsThatAreNotThisServerAreForbidden() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let port = server.port
    for host in [
      "evil.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)",
      "localhost.evil.example:\(port)", "127.0.0.1:\(port == 1 ? 2 : 1)", "[::1]:\(port)",
      "127.0.0.1", "", "0.0.0.0:\(port)",
    ] {
      for target in ["/", "/events"] {
        let response = try RawHTTPClient.get(target, port: port, host: host)
        #expect(response?.status == 403, "Host: \(host)")
        #expect(response?.bodyText.contains("layoutspec-data") == false)
      }
      server.expectServing(after: "Host: \(host)")
    }
    // The absolute form names the host in the target: checked the same way.
    let absolute = try server.request(
      "GET http://evil.example/ HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
    #expect(absolute.response?.status == 403)
    // The names of this server, in any case.
    for host in ["localhost:\(port)", "LOCALHOST:\(port)", "127.0.0.1:\(port)"] {
      #expect(try RawHTTPClient.get("/", port: port, host: host)?.status == 200, "\(host)")
    }
    #expect(
      try server.request("GET http://\(server.host)/ HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
        .response?.status == 200)
  }

  /// Every malformed request is answered with its status, the connection is closed, and
  /// the server goes on. The list (with what each got) is docs/cli.md's table.
  @Test func malformedRequestsAreRefusedAndTheServerStaysUp() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let host = "Host: \(server.host)\r\n"
    let cases: [(name: String, bytes: [UInt8], status: Int)] = [
      ("a line that is not a request", Array("GARBAGE\r\n\r\n".utf8), 400),
      ("binary bytes 0 to 255", Array(0...255), 400),
      (
        "a TLS ClientHello (https to an http port)",
        [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03]
          + Array(repeating: 0, count: 64),
        400
      ),
      ("an empty request line", Array("\r\n\r\n".utf8), 400),
      ("HTTP/0.9 (no version)", Array("GET /\r\n\r\n".utf8), 400),
      ("HTTP/2.0", Array("GET / HTTP/2.0\r\n\(host)\r\n".utf8), 505),
      ("version HTTP/1.1x", Array("GET / HTTP/1.1x\r\n\(host)\r\n".utf8), 400),
      ("lower-case http/1.1", Array("GET / http/1.1\r\n\(host)\r\n".utf8), 400),
      ("an unknown method", Array("BREW / HTTP/1.1\r\n\(host)\r\n".utf8), 501),
      ("a lower-case get", Array("get / HTTP/1.1\r\n\(host)\r\n".utf8), 501),
      ("DELETE", Array("DELETE / HTTP/1.1\r\n\(host)\r\n".utf8), 405),
      ("OPTIONS *", Array("OPTIONS * HTTP/1.1\r\n\(host)\r\n".utf8), 405),
      (
        "POST with a body", Array("POST / HTTP/1.1\r\n\(host)Content-Length: 3\r\n\r\nabc".utf8),
        405
      ),
      ("GET with a body", Array("GET / HTTP/1.1\r\n\(host)Content-Length: 3\r\n\r\nabc".utf8), 413),
      (
        "GET chunked",
        Array("GET / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n".utf8), 413
      ),
      ("two spaces in the request line", Array("GET  / HTTP/1.1\r\n\(host)\r\n".utf8), 400),
      ("a NUL in the target", Array("GET /\0 HTTP/1.1\r\n\(host)\r\n".utf8), 400),
      ("UTF-8 in the target", Array("GET /é HTTP/1.1\r\n\(host)\r\n".utf8), 400),
      ("an asterisk target", Array("GET * HTTP/1.1\r\n\(host)\r\n".utf8), 400),
      ("no Host", Array("GET / HTTP/1.1\r\n\r\n".utf8), 400),
      ("HTTP/1.0 without Host", Array("GET / HTTP/1.0\r\n\r\n".utf8), 400),
      ("two Host headers", Array("GET / HTTP/1.1\r\n\(host)\(host)\r\n".utf8), 400),
      (
        "a space before the colon", Array("GET / HTTP/1.1\r\nHost : \(server.host)\r\n\r\n".utf8),
        400
      ),
      ("a folded header line", Array("GET / HTTP/1.1\r\n\(host) X: y\r\n\r\n".utf8), 400),
      (
        "a header line without a colon", Array("GET / HTTP/1.1\r\n\(host)nonsense\r\n\r\n".utf8),
        400
      ),
      (
        "a control byte in a header", Array("GET / HTTP/1.1\r\n\(host)X: a\u{1}b\r\n\r\n".utf8), 400
      ),
      ("a bare CR", Array("GET / HTTP/1.1\r\(host)\r\n".utf8), 400),
      (
        "invalid UTF-8 in the request line",
        [0x47, 0x45, 0x54, 0x20, 0x2F, 0xFF] + Array(" HTTP/1.1\r\n\(host)\r\n".utf8), 400
      ),
      // Not malformed: lines may end in a bare LF (RFC 9112 §2.2), and obs-text is allowed.
      (
        "lines ending in LF only",
        Array("GET / HTTP/1.1\n\(host.replacingOccurrences(of: "\r\n", with: "\n"))\n".utf8), 200
      ),
      (
        "Latin-1 in a header value",
        Array("GET / HTTP/1.1\r\n\(host)X: caf".utf8) + [0xE9] + Array("\r\n\r\n".utf8), 200
      ),
    ]
    for (name, bytes, status) in cases {
      let (response, ending) = try RawHTTPClient.exchange(bytes, port: server.port)
      print("serve: \(name) -> \(response.map { "\($0.status)" } ?? "no answer") (\(ending))")
      #expect(response?.status == status, "\(name)")
      #expect(ending == .closed, "\(name): the connection was not closed")
      server.expectServing(after: name)
    }
  }

  /// The limit is 8192 bytes of request head (docs/cli.md): beyond it 431, closed, whether
  /// the head ends or not; just under it, served.
  @Test func oversizedRequestHeadsAreRefusedAndClosed() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let start = "GET / HTTP/1.1\r\nHost: \(server.host)\r\nX-Padding: "
    for (name, request) in [
      ("a 20 KB head", start + String(repeating: "a", count: 20_000) + "\r\n\r\n"),
      ("a 9 KB head that never ends", start + String(repeating: "a", count: 9_000)),
      ("a 1 MB head", start + String(repeating: "a", count: 1 << 20) + "\r\n\r\n"),
    ] {
      let clock = ContinuousClock()
      let started = clock.now
      let (response, ending) = try server.request(request)
      print(
        "serve: \(name) -> \(response.map { "\($0.status)" } ?? "no answer") (\(ending)) after \(clock.now - started)"
      )
      #expect(response?.status == 431, "\(name)")
      #expect(ending == .closed, "\(name)")
      server.expectServing(after: name)
    }
    let fits = start + String(repeating: "a", count: 8000 - start.utf8.count) + "\r\n\r\n"
    #expect(try server.request(fits).response?.status == 200)
  }

  /// `--idle-timeout` bounds the time to send the whole head: a silent client and one
  /// trickling a byte at a time both get 408 and are closed.
  @Test func idleConnectionsAreTimedOut() throws {
    let timeout = 0.5
    let server = try ServedDocument(idleTimeout: timeout)
    defer { server.stop() }
    let clock = ContinuousClock()

    var started = clock.now
    let silent = try RawHTTPClient(port: server.port)
    let (bytes, ending) = silent.receive(timeout: 10)
    let waited = started.duration(to: clock.now)
    print("serve: a silent client was answered after \(waited) (idle timeout \(timeout) s)")
    #expect(RawHTTPClient.parse(bytes)?.status == 408)
    #expect(ending == .closed)
    #expect(waited >= .milliseconds(400) && waited < .seconds(5))

    started = clock.now
    let trickling = try RawHTTPClient(port: server.port)
    trickling.send("GET / HTTP/1.1\r\n")
    var answer: [UInt8] = []
    var trickleEnding = RawHTTPClient.Ending.timedOut
    while clock.now - started < .seconds(10), trickleEnding == .timedOut {
      trickling.send("X")
      (answer, trickleEnding) = trickling.receive(timeout: 0.1)
    }
    let trickled = started.duration(to: clock.now)
    print("serve: a client sending a byte every 0.1 s was answered after \(trickled)")
    #expect(RawHTTPClient.parse(answer)?.status == 408)
    #expect(trickled < .seconds(5))
    server.expectServing(after: "idle clients")
  }

  /// At most 32 connections at once (docs/cli.md): the next is refused with 503 (or, if
  /// its request comes after the refusal, reset), and the server answers again once the
  /// others go.
  @Test func connectionsBeyondTheBoundAreRefused() throws {
    let server = try ServedDocument(idleTimeout: 30)
    defer { server.stop() }
    var held: [RawHTTPClient] = []
    for _ in 0..<32 {
      let client = try RawHTTPClient(port: server.port)
      client.send("GET / HTTP/1.1\r\n")  // half a request: the connection stays open
      held.append(client)
    }
    let (response, ending) = try RawHTTPClient.exchange(
      Array("GET / HTTP/1.1\r\nHost: \(server.host)\r\n\r\n".utf8), port: server.port)
    print("serve: connection 33 -> \(response.map { "\($0.status)" } ?? "no answer") (\(ending))")
    #expect(response?.status == 503 || (response == nil && ending != .timedOut))
    #expect(server.command.process.isRunning)
    // The held clients vanish mid-request.
    for client in held { client.resetOnClose() }
    held.removeAll()
    let served = waitFor(timeout: 10) {
      (try? RawHTTPClient.get("/", port: server.port))?.status == 200 ? true : nil
    }
    #expect(served == true, "not served again after the held connections closed")
    server.expectServing(after: "33 connections")
  }

  /// Clients that vanish mid-request, mid-response or mid-stream cost the server nothing
  /// lasting, and an event sent to a vanished stream does not stop the others.
  @Test func clientsThatVanishDoNotStopTheServer() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    for _ in 0..<20 {
      let partial = try RawHTTPClient(port: server.port)
      partial.send("GET / HTTP/1.1\r\nHo")
      partial.resetOnClose()
      let unread = try RawHTTPClient(port: server.port)
      unread.send("GET / HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
      unread.resetOnClose()
    }
    server.expectServing(after: "clients that left mid-request and mid-response")

    var vanished: [EventStream] = []
    for _ in 0..<5 {
      let stream = try server.openEvents()
      #expect(stream.next(timeout: 10)?.event == "layout")
      stream.client.resetOnClose()
      vanished.append(stream)
    }
    vanished.removeAll()  // closed, with a reset
    let staying = try server.openEvents()
    #expect(staying.next(timeout: 10)?.event == "layout")
    try server.save(ServedDocument.document.replacingOccurrences(of: "caption", with: "renamed"))
    #expect(staying.next(timeout: 10) { $1.contains(#""renamed""#) } != nil)
    server.expectServing(after: "event streams that vanished")
  }

  /// The live preview: a save reaches an open event stream as a new layout (the issue
  /// asks for 200 ms; measured and printed, asserted within 2 s so a loaded machine does
  /// not fail it); a bad save as a problem with FILE:LINE:COL, while the page keeps the
  /// last good layout; a good save clears the problem.
  @Test func savesReachTheEventStream() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let stream = try server.openEvents()
    #expect(stream.next(timeout: 10)?.event == "layout")
    let clock = ContinuousClock()

    var saved = clock.now
    try server.save(ServedDocument.document.replacingOccurrences(of: "caption", with: "edited"))
    let edited = stream.next(timeout: 2) { $0 == "layout" && $1.contains(#""edited""#) }
    let layoutDelay = saved.duration(to: clock.now)
    print("serve: the edit arrived as a layout event \(layoutDelay) after the save")
    #expect(edited != nil)

    saved = clock.now
    try server.save(ServedDocument.document.replacingOccurrences(of: "vstack", with: "vstak"))
    let problem = try #require(stream.next(timeout: 2) { event, _ in event == "problem" })
    print(
      "serve: the bad edit arrived as a problem event \(saved.duration(to: clock.now)) after the save"
    )
    let message = try #require(
      try JSONSerialization.jsonObject(with: Data(problem.data.utf8), options: .fragmentsAllowed)
        as? String)
    #expect(message == "card.yaml:3:9: error: unknown element type 'vstak'; did you mean 'vstack'?")
    #expect(server.command.errors.contains("card.yaml:3:9: error: unknown element type"))

    // The page and a new stream still have the last good layout (and the problem).
    let page = try #require(try RawHTTPClient.get("/", port: server.port))
    #expect(page.bodyText.contains(#""edited""#))
    let late = try server.openEvents()
    let lateLayout = late.next(timeout: 10)
    #expect(lateLayout?.event == "layout")
    #expect(lateLayout?.data.contains(#""edited""#) == true)
    #expect(late.next(timeout: 10)?.event == "problem")

    // A document without sizes is a problem in eval's words.
    try server.save(
      ServedDocument.document.replacingOccurrences(of: "sizes: [\"200xany\"]\n", with: ""))
    let sizeless = try #require(stream.next(timeout: 2) { event, _ in event == "problem" })
    #expect(
      sizeless.data.contains(
        #"card.yaml:1:1: error: no size to lay out at: give --size WIDTHxHEIGHT or list \"sizes\" in the document's envelope"#
      ), "\(sizeless.data)")

    // Fixed: a layout, and streams that start later have no problem.
    try server.save(ServedDocument.document)
    #expect(stream.next(timeout: 2) { $0 == "layout" && $1.contains(#""caption""#) } != nil)
    let fresh = try server.openEvents()
    #expect(fresh.next(timeout: 10)?.event == "layout")
    // Waits a second for another event, which should not come.
    #expect(fresh.next(timeout: 1) == nil)
    #expect(layoutDelay < .seconds(2))
  }
}
