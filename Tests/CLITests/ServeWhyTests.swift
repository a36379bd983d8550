import Foundation
import Testing

// `serve`'s `why` route, which the inspector's details panel asks for the selected
// element's derivation (docs/cli.md, "serve: live preview"): over raw sockets, as
// ServeCommandTests talk to the server. A good request answers with `why --format json`'s
// object; every bad one gets its status and a message, and the server goes on.

@Suite struct ServeWhyTests {
  /// The frame `eval --format json` prints for the card's child at `index`.
  static func evalFrame(childAt index: Int, in server: ServedDocument) throws -> [String: Double] {
    let outcome = try CommandRunner.run(
      ["eval", "card.yaml", "--format", "json"], in: server.command.directory)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let result = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let root = try #require(result["root"] as? [String: Any])
    let children = try #require(root["children"] as? [[String: Any]])
    return try #require(children[index]["frame"] as? [String: Double])
  }

  /// The output frame of the last step of the measurement its parent kept.
  static func keptFrame(_ answer: [String: Any]) throws -> [String: Double] {
    let measurements = try #require(answer["measurements"] as? [[String: Any]])
    let kept = try #require(measurements.first { $0["kept"] as? Bool == true })
    let steps = try #require(kept["steps"] as? [[String: Any]])
    let output = try #require(steps.last?["output"] as? [String: Any])
    return try #require(output["frame"] as? [String: Double])
  }

  @Test func answersWithTheDerivationEndingAtTheFrame() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    // By name, and by a path (its `/` escaped as a browser's URLSearchParams does).
    for element in ["caption", "card%2Fcaption", "0%2F1"] {
      let target = "/why?element=\(element)&size=200x*"
      let response = try #require(try RawHTTPClient.get(target, port: server.port))
      #expect(response.status == 200, "\(target): \(response.bodyText)")
      #expect(response.headers["content-type"] == "application/json; charset=utf-8")
      let answer = try #require(
        JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
      #expect(answer["element"] as? String == "card/caption")
      #expect(answer["size"] as? String == "200x*")
      #expect(answer["variant"] == nil)
      let expected = try Self.evalFrame(childAt: 1, in: server)
      #expect(try Self.keptFrame(answer) == expected, "\(target)")
      #expect(answer["frame"] as? [String: Double] == expected)
    }
    // Another size: the derivation is of that layout (the text is as wide as the root).
    let narrow = try #require(
      try RawHTTPClient.get("/why?element=photo&size=100x300", port: server.port))
    #expect(narrow.status == 200)
    let answer = try #require(
      JSONSerialization.jsonObject(with: Data(narrow.body)) as? [String: Any])
    #expect(try Self.keptFrame(answer) == ["x": 0, "y": 0, "width": 40, "height": 40])
    let head = try server.request(
      "HEAD /why?element=photo&size=100x300 HTTP/1.1\r\nHost: \(server.host)\r\n\r\n")
    #expect(head.response?.status == 200)
    #expect(head.response?.body.isEmpty == true)
  }

  @Test func badOrUnknownRequestsGetTheirStatusAndTheServerStaysUp() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let cases: [(query: String, status: Int, message: String)] = [
      ("", 400, "missing parameter 'element'"),
      ("size=200x*", 400, "missing parameter 'element'"),
      ("element=&size=200x*", 400, "missing parameter 'element'"),
      ("element=caption", 400, "missing parameter 'size'"),
      ("element=caption&size=wide", 400, "invalid size 'wide'"),
      ("element=caption&size=200x*&width=3", 400, "unknown parameter 'width'"),
      ("element=caption&element=photo&size=200x*", 400, "'element' is given twice"),
      ("element=cap%zztion&size=200x*", 400, "a bad %-escape"),
      ("element=%FF&size=200x*", 400, "not UTF-8"),
      ("element=captoin&size=200x*", 404, "has no element 'captoin'; did you mean 'caption'?"),
      ("element=card%2Fmissing&size=200x*", 404, "has no element 'card/missing'"),
      ("element=caption&size=200x*&variant=dark", 404, "the page shows no variant 'dark'"),
    ]
    for (query, status, message) in cases {
      let response = try RawHTTPClient.get("/why?" + query, port: server.port)
      #expect(response?.status == status, "\(query): \(response?.bodyText ?? "no answer")")
      #expect(response?.bodyText.contains(message) == true, "\(query): \(response?.bodyText ?? "")")
      #expect(response?.headers["content-type"] == "text/plain; charset=utf-8")
      server.expectServing(after: "/why?" + query)
    }
    // The server's bound on a request head holds for the route's query too.
    let long = "/why?element=" + String(repeating: "a", count: 9_000) + "&size=200x*"
    #expect(try RawHTTPClient.get(long, port: server.port)?.status == 431)
    server.expectServing(after: "a 9 KB query")
  }

  /// Under `--content-size` the page asks with the tab's SIZE and that content size
  /// (`200x*@xLarge`), which the route takes, as `why --size` does; another content size is
  /// a bad request, since the page shows one.
  @Test func aContentSizeThePageShowsIsTaken() throws {
    let server = try ServedDocument(arguments: ["--content-size", "xLarge"])
    defer { server.stop() }
    let page = try #require(try RawHTTPClient.get("/", port: server.port))
    #expect(page.bodyText.contains(#""size":"200x*@xLarge""#))
    let asked = try #require(
      try RawHTTPClient.get("/why?element=caption&size=200x*%40xLarge", port: server.port))
    #expect(asked.status == 200, "\(asked.bodyText)")
    let answer = try #require(
      JSONSerialization.jsonObject(with: Data(asked.body)) as? [String: Any])
    #expect(answer["size"] as? String == "200x*@xLarge")
    let other = try RawHTTPClient.get("/why?element=caption&size=200x*%40xSmall", port: server.port)
    #expect(other?.status == 400)
    #expect(
      other?.bodyText.hasPrefix("the page shows the content size xLarge, not xSmall") == true,
      "\(other?.bodyText ?? "")")
  }

  /// The route explains the layout the page shows: after a save, the new one; after a
  /// bad save, still the last good one.
  @Test func explainsTheLayoutThePageShows() throws {
    let server = try ServedDocument()
    defer { server.stop() }
    let stream = try server.openEvents()
    #expect(stream.next(timeout: 10)?.event == "layout")
    try server.save(ServedDocument.document.replacingOccurrences(of: "caption", with: "edited"))
    #expect(stream.next(timeout: 5) { $0 == "layout" && $1.contains(#""edited""#) } != nil)
    let target = "/why?element=edited&size=200x*"
    #expect(try RawHTTPClient.get(target, port: server.port)?.status == 200)
    #expect(
      try RawHTTPClient.get("/why?element=caption&size=200x*", port: server.port)?.status == 404)
    try server.save(ServedDocument.document.replacingOccurrences(of: "vstack", with: "vstak"))
    #expect(stream.next(timeout: 5) { event, _ in event == "problem" } != nil)
    #expect(try RawHTTPClient.get(target, port: server.port)?.status == 200)
    // A name two elements have: the message lists their paths, to ask by one.
    try server.save(ServedDocument.document.replacingOccurrences(of: "photo", with: "caption"))
    #expect(stream.next(timeout: 5) { $0 == "layout" && !$1.contains(#""photo""#) } != nil)
    let twice = try RawHTTPClient.get("/why?element=caption&size=200x*", port: server.port)
    #expect(twice?.status == 400)
    #expect(twice?.bodyText.hasPrefix("'caption' names 2 elements in 'card.yaml'") == true)
    let byPath = try RawHTTPClient.get("/why?element=card%2F0&size=200x*", port: server.port)
    #expect(byPath?.status == 200)
    // The root, unnamed or not, by its whole path.
    #expect(try RawHTTPClient.get("/why?element=card&size=200x*", port: server.port)?.status == 200)
  }
}
