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
      "  <testsuite name=\"\(XMLText.escaped(suiteName))\" tests=\"\(cases.count)\" "
      + "failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for testCase in cases {
      text +=
        "    <testcase classname=\"\(XMLText.escaped(testCase.className))\" "
        + "name=\"\(XMLText.escaped(testCase.name))\""
      switch testCase.result {
      case .passed:
        text += "/>\n"
      case .failed(let message):
        text += ">\n      <failure message=\"\(XMLText.escaped(firstLine(message)))\">"
        text += XMLText.escaped(message) + "</failure>\n    </testcase>\n"
      case .error(let message):
        text += ">\n      <error message=\"\(XMLText.escaped(firstLine(message)))\">"
        text += XMLText.escaped(message) + "</error>\n    </testcase>\n"
      }
    }
    return text + "  </testsuite>\n</testsuites>\n"
  }

  private func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
  }
}
