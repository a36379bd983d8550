import Foundation
import Testing

// `--format html`: the page's embedded data is valid JSON and agrees with `--format json`
// for the same size, for every sample; the page loads nothing from elsewhere.

@Suite struct InspectorPageTests {
  /// The data between `<script type="application/json" id="layoutspec-data">` and
  /// `</script>`, parsed.
  static func embeddedData(_ page: String) throws -> [String: Any] {
    let open = #"<script type="application/json" id="layoutspec-data">"#
    let start = try #require(page.range(of: open))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = String(page[start.upperBound..<end.lowerBound])
    return try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// A series' value `index`, decoded as the page does: runs of `[start, step, count]`.
  static func value(_ runs: [Any], at index: Int) -> Double? {
    var skipped = 0
    var i = 0
    while i + 2 < runs.count {
      let count = Int(runs[i + 2] as? Double ?? 0)
      if index < skipped + count {
        guard let start = runs[i] as? Double else { return nil }
        return start + Double(index - skipped) * (runs[i + 1] as? Double ?? 0)
      }
      skipped += count
      i += 3
    }
    return nil
  }

  /// Every element of a json result with its absolute frame, in pre-order.
  static func absoluteFrames(_ node: [String: Any], x: Double = 0, y: Double = 0)
    -> [(label: String, frame: [Double])]
  {
    let frame = (node["frame"] as? [String: Any] ?? [:]).mapValues { $0 as? Double ?? .nan }
    let (ax, ay) = (x + (frame["x"] ?? .nan), y + (frame["y"] ?? .nan))
    let label = "\(node["type"] ?? "") \(node["name"] ?? "-")"
    var result = [(label, [ax, ay, frame["width"] ?? .nan, frame["height"] ?? .nan])]
    for child in node["children"] as? [[String: Any]] ?? [] {
      result += absoluteFrames(child, x: ax, y: ay)
    }
    return result
  }

  static let samples: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")
    let files =
      FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted().map { "samples/" + $0 }
  }()

  @Test(arguments: samples) func embeddedDataMatchesJSON(sample: String) throws {
    let size = "320x*"
    // A page shows one variant (every document has `default`).
    let page = try CommandRunner.run(
      ["eval", sample, "--size", size, "--format", "html", "--variant", "default"])
    #expect(page.status == 0, "\(page.stderr)")
    let data = try Self.embeddedData(page.stdout)
    let json = try CommandRunner.run(["eval", sample, "--size", size, "--variant", "default"])
    let result = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let expected = Self.absoluteFrames(try #require(result["root"] as? [String: Any]))

    let elements = try #require(data["elements"] as? [[String: Any]])
    let tabs = try #require(data["tabs"] as? [[String: Any]])
    #expect(tabs.count == 1)
    #expect(tabs.first?["label"] as? String == size)
    let series = try #require(tabs.first?["frames"] as? [[[Any]]])
    #expect(series.count == elements.count)
    // Layout 0 is the size as given; the elements drawn there in pre-order.
    let drawn = elements.indices.filter { Self.value(series[$0][0], at: 0) != nil }
    let actual = drawn.map { index in
      let element = elements[index]
      let label = "\(element["type"] ?? "") \(element["name"] as? String ?? "-")"
      return (label, (0..<4).map { Self.value(series[index][$0], at: 0) ?? .nan })
    }
    #expect(actual.map(\.0) == expected.map(\.label))
    for (a, e) in zip(actual, expected) {
      // Non-finite values are null in both (json prints them so, with a warning).
      for (u, v) in zip(a.1, e.frame) where !(u.isNaN && v.isNaN) {
        #expect(abs(u - v) < 1e-9, "\(sample) \(a.0): \(a.1) vs \(e.frame)")
      }
    }
    // The slider's widths, and every sweep layout's root as wide as its width.
    let widths = try #require(tabs.first?["widths"] as? [Double])
    #expect(widths.count > 1 && widths.count <= 200)
    #expect(widths == widths.sorted())
  }

  /// Nothing is fetched: no src or href attributes, no URLs but the SVG namespace, and a
  /// policy that forbids loading anyway.
  @Test func pageIsSelfContained() throws {
    let page = try CommandRunner.run([
      "eval", "samples/stack/simple-header.yaml", "--format", "html",
    ]).stdout
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.contains(" src="))
    #expect(!page.contains(" href="))
    #expect(!page.contains("@import"))
    let urls = page.components(separatedBy: "http").dropFirst().map { $0.prefix(30) }
    #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") || $0.hasPrefix("-equiv") })
    #expect(page.contains("default-src 'none'"))
    #expect(page.contains("const LIVE = false;"))
  }

  /// Names that could end the script element are written as \u003c inside the JSON.
  @Test func namesCannotEndTheScript() throws {
    let document =
      #"{"root": {"type": "node", "name": "</script><!--", "style": {"width": 10, "height": 10}}}"#
    let page = try CommandRunner.run(
      ["eval", "-", "--size", "100x100", "--format", "html"], stdin: document)
    #expect(page.status == 0, "\(page.stderr)")
    let data = try Self.embeddedData(page.stdout)
    let elements = data["elements"] as? [[String: Any]]
    #expect(elements?.first?["name"] as? String == "</script><!--")
  }

  @Test func severalFilesAreAUsageError() throws {
    let outcome = try CommandRunner.run([
      "eval", "samples/specs/inset.yaml", "samples/specs/stack.yaml", "--format", "html",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("one document per FILE"))
  }
}
