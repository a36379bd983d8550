// A request target's query (`element=header%2Ftitle&size=375x*`) as names and values, as
// a browser's `URLSearchParams` writes them (the WHATWG URL standard's
// application/x-www-form-urlencoded): `&` between pairs, `=` between name and value, `+` a
// space, `%XX` a byte, the bytes UTF-8. Strict where a page of ours never writes it: a
// name given twice, a bad `%` escape or bytes that are not UTF-8 are refused, not guessed.

public enum HTTPQuery {
  /// The query's parameters by name, or why it cannot be read.
  public static func parameters(_ query: String) -> Result<[String: String], QueryError> {
    var parameters: [String: String] = [:]
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decoded(parts[0]),
        let value = parts.count > 1 ? decoded(parts[1]) : ""
      else {
        return .failure(QueryError("a bad %-escape or bytes that are not UTF-8 in the query"))
      }
      guard parameters[name] == nil else {
        return .failure(QueryError("the parameter '\(name)' is given twice"))
      }
      parameters[name] = value
    }
    return .success(parameters)
  }

  /// `text` with `+` as a space and `%XX` as its byte; nil for a bad escape or bytes that
  /// are not UTF-8.
  static func decoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    // Decoding repairs bad UTF-8 with U+FFFD: a repaired text no longer has the bytes.
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

public struct QueryError: Error, Sendable {
  public var message: String
  init(_ message: String) { self.message = message }
}
