// The one request shape the preview server answers: `GET` (or `HEAD`) of a fixed path,
// no body. Parsing is bounded by the caller's byte limit and never touches the file
// system: the target is only compared with the server's route names.

/// What a request head asks for, or why it is refused.
public enum HTTPRequestHead: Equatable, Sendable {
  case get(path: String, headOnly: Bool)
  case refused(status: Int, reason: String)

  /// Parses the bytes up to (not including) the blank line that ends the head.
  /// `allowedHosts`: the Host values accepted (DNS rebinding: a page on another site
  /// resolving its name to 127.0.0.1 must not read the layout).
  public static func parse(_ head: [UInt8], allowedHosts: Set<String>) -> HTTPRequestHead {
    guard let text = String(validating: head, as: UTF8.self) else {
      return .refused(status: 400, reason: "the request head is not UTF-8")
    }
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[2].hasPrefix("HTTP/1.") else {
      return .refused(status: 400, reason: "malformed request line")
    }
    var host: String?
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
        return .refused(status: 400, reason: "malformed header line")
      }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      switch name {
      case "host":
        guard host == nil else { return .refused(status: 400, reason: "two Host headers") }
        host = value
      case "content-length" where value != "0", "transfer-encoding":
        return .refused(status: 413, reason: "requests have no body here")
      default: break
      }
    }
    let method = parts[0]
    guard method == "GET" || method == "HEAD" else {
      return .refused(status: 405, reason: "only GET and HEAD")
    }
    guard let host else { return .refused(status: 400, reason: "no Host header") }
    guard allowedHosts.contains(host.lowercased()) else {
      return .refused(status: 403, reason: "Host is not this server")
    }
    let target = parts[1]
    guard target.hasPrefix("/") else {
      return .refused(status: 400, reason: "not an origin-form target")
    }
    let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
    return .get(path: String(path), headOnly: method == "HEAD")
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
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
    case 413: return "Content Too Large"
    case 431: return "Request Header Fields Too Large"
    case 503: return "Service Unavailable"
    default: return "Error"
    }
  }
}
