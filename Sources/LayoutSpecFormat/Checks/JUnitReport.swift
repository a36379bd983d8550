import LayoutSpecEngine

// JUnit XML, the report CI dashboards read (GitHub and GitLab test reports, Jenkins, Xcode
// Cloud): one <testsuite> of <testcase>s, each passed, failed (a difference: <failure>) or
// in error (an input that cannot be read: <error>).

public struct JUnitReport: Sendable {
  public struct TestCase: Sendable {
    public enum Result: Sendable {
      case passed
      case failed(String)
      case error(String)
    }

    /// The document (`classname`, as CI groups cases by it) and what was checked in it.
    public var className: String
    public var name: String
    public var result: Result

    public init(className: String, name: String, result: Result) {
      self.className = className
      self.name = name
      self.result = result
    }
  }

  public var suiteName: String
  public var cases: [TestCase]

  public init(suiteName: String, cases: [TestCase]) {
    self.suiteName = suiteName
    self.cases = cases
  }

  public var xml: String {
    let failures = cases.filter { if case .failed = $0.result { true } else { false } }.count
    let errors = cases.filter { if case .error = $0.result { true } else { false } }.count
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    text +=
      "  <testsuite name=\"\(Self.escaped(suiteName))\" tests=\"\(cases.count)\" "
      + "failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for testCase in cases {
      text +=
        "    <testcase classname=\"\(Self.escaped(testCase.className))\" "
        + "name=\"\(Self.escaped(testCase.name))\""
      switch testCase.result {
      case .passed:
        text += "/>\n"
      case .failed(let message):
        text += ">\n      <failure message=\"\(Self.escaped(firstLine(message)))\">"
        text += Self.escaped(message) + "</failure>\n    </testcase>\n"
      case .error(let message):
        text += ">\n      <error message=\"\(Self.escaped(firstLine(message)))\">"
        text += Self.escaped(message) + "</error>\n    </testcase>\n"
      }
    }
    return text + "  </testsuite>\n</testsuites>\n"
  }

  private func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
  }

  /// XML text: markup characters as entities; control characters, which XML 1.0 cannot
  /// hold, written out as every text format writes them (newlines and tabs kept).
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case _
      where PrintableText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += PrintableText.escaped(String(scalar))
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
