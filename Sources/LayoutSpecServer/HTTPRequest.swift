// The one request shape the preview server answers: `GET` (or `HEAD`) of a fixed path,
// with a query or none, no body. Parsing works on the bytes (RFC 9112's grammar is bytes, and a Swift String
// would merge "\r\n" into one Character), is bounded by the caller's byte limit and never
// touches the file system: the target is only compared with the server's route names.
//
// Stricter than a general server where strictness costs no real client: every byte of
// the head is checked against the grammar (a control byte, a bare CR, a folded header
// line or a space before a colon is 400, as RFC 9112 §2.2 and §5 allow or require), and
// an absolute-form target must name this server as its Host must.

/// What a request head asks for, or why it is refused.
public enum HTTPRequestHead: Equatable, Sendable {
  /// `query`: what follows the path's `?`, undecoded (HTTPQuery decodes it), "" for none.
  case get(path: String, query: String, headOnly: Bool)
  case refused(status: Int, reason: String)

  /// Methods HTTP defines that this server does not allow: 405 (RFC 9110 §15.5.6); any
  /// other method is unknown here: 501 (§15.6.2).
  static let knownMethods: Set<String> = [
    "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH",
  ]

  /// Parses the bytes up to (not including) the blank line that ends the head; lines end
  /// in CRLF or a bare LF (RFC 9112 §2.2 lets a server take either).
  /// `allowedHosts`: the Host values accepted (DNS rebinding: a page on another site
  /// resolving its name to 127.0.0.1 must not read the layout).
  public static func parse(_ head: [UInt8], allowedHosts: Set<String>) -> HTTPRequestHead {
    var lines: [ArraySlice<UInt8>] = []
    for var line in head.split(separator: 10, omittingEmptySubsequences: false) {
      if line.last == 13 { line = line.dropLast() }
      guard !line.contains(13) else { return .refused(status: 400, reason: "a bare CR") }
      lines.append(line)
    }
    let parts = lines[0].split(separator: 32, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
      !parts[1].isEmpty, parts[1].allSatisfy({ (0x21...0x7E).contains($0) })
    else {
      return .refused(status: 400, reason: "malformed request line")
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return isVersionSyntax(parts[2])
        ? .refused(status: 505, reason: "HTTP/1.1 only")
        : .refused(status: 400, reason: "malformed request line")
    }
    var host: String?
    var hasBody = false
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: 58), colon != line.startIndex,
        line[..<colon].allSatisfy(isTokenByte)
      else {
        // Also a folded line (leading space) and a space before the colon, which RFC
        // 9112 §5.1 and §5.2 say to refuse.
        return .refused(status: 400, reason: "malformed header line")
      }
      let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
      guard value.allSatisfy({ $0 == 9 || $0 >= 32 && $0 != 127 }) else {
        return .refused(status: 400, reason: "a control character in a header")
      }
      let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
      let text = String(decoding: value, as: UTF8.self).trimmingTrailingSpaces
      switch name {
      case "host":
        guard host == nil else { return .refused(status: 400, reason: "two Host headers") }
        host = text.lowercased()
      case "content-length" where text != "0", "transfer-encoding": hasBody = true
      default: break
      }
    }
    guard let host else { return .refused(status: 400, reason: "no Host header") }
    guard allowedHosts.contains(host) else {
      return .refused(status: 403, reason: "Host is not this server")
    }
    let method = String(decoding: parts[0], as: UTF8.self)
    guard method == "GET" || method == "HEAD" else {
      return knownMethods.contains(method)
        ? .refused(status: 405, reason: "only GET and HEAD")
        : .refused(status: 501, reason: "unknown method")
    }
    guard !hasBody else { return .refused(status: 413, reason: "requests have no body here") }
    let target = String(decoding: parts[1], as: UTF8.self)
    let path: Substring
    if target.hasPrefix("/") {
      path = target[...]
    } else if target.lowercased().hasPrefix("http://") {
      // The absolute form (RFC 9112 §3.2.2) names its host too: it must be this server.
      let rest = target.dropFirst("http://".count)
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      guard allowedHosts.contains(rest[..<slash].lowercased()) else {
        return .refused(status: 403, reason: "the target's host is not this server")
      }
      path = slash == rest.endIndex ? "/" : rest[slash...]
    } else {
      return .refused(status: 400, reason: "not an origin-form target")
    }
    let route = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    return .get(
      path: String(route[0]), query: route.count > 1 ? String(route[1]) : "",
      headOnly: method == "HEAD")
  }

  /// Whether `bytes`, the start of a connection's data, can still become a request line:
  /// false as soon as a byte before the first space cannot be in a method (a TLS
  /// handshake, binary data), so such a client is answered at once, not at the timeout.
  public static func canStartRequest(_ bytes: [UInt8]) -> Bool {
    bytes.prefix { $0 != 32 }.allSatisfy(isTokenByte)
  }

  /// RFC 9110 §5.6.2's tchar.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// `HTTP/d.d`: a version, just not one spoken here.
  static func isVersionSyntax(_ bytes: ArraySlice<UInt8>) -> Bool {
    let digits = Array(bytes.dropFirst(5))
    return bytes.starts(with: Array("HTTP/".utf8)) && digits.count == 3
      && (0x30...0x39).contains(digits[0]) && digits[1] == 46 && (0x30...0x39).contains(digits[2])
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self[...]
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(text)
  }
}

enum HTTPStatus {
  static func text(_ code: Int) -> String {
    switch code {
    case 200: return "OK"
    case 400: return "Bad Request"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 408: return "Request Timeout"
    case 409: return "Conflict"
    case 413: return "Content Too Large"
    case 422: return "Unprocessable Content"
    case 431: return "Request Header Fields Too Large"
    case 501: return "Not Implemented"
    case 503: return "Service Unavailable"
    case 505: return "HTTP Version Not Supported"
    default: return "Error"
    }
  }
}
