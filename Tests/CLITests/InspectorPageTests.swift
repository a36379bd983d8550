import Foundation
import Testing

// `--format html`: the page's embedded data is valid JSON, holds every variant, and agrees
// with `--format json --variant` for the same size, for every sample; the page loads
// nothing from elsewhere.

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

  /// A series' value `index`, decoded as the page does: runs of `[start, step, count]`
  /// and bare values (a number, or null for an absent one).
  static func value(_ runs: [Any], at index: Int) -> Double? {
    var skipped = 0
    for item in runs {
      guard let run = item as? [Any], run.count == 3 else {
        if index == skipped { return item as? Double }
        skipped += 1
        continue
      }
      let count = Int(run[2] as? Double ?? 0)
      if index < skipped + count {
        guard let start = run[0] as? Double else { return nil }
        return start + Double(index - skipped) * (run[1] as? Double ?? 0)
      }
      skipped += count
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

  /// Every variant's layout at the size as given agrees with `--format json --variant`.
  @Test(arguments: samples) func embeddedDataMatchesJSON(sample: String) throws {
    let size = "320x*"
    let page = try CommandRunner.run(["eval", sample, "--size", size, "--format", "html"])
    #expect(page.status == 0, "\(page.stderr)")
    let data = try Self.embeddedData(page.stdout)
    let variants = try #require(data["variants"] as? [[String: Any]])
    let names = variants.compactMap { $0["name"] as? String }
    // Every variant, default first, in the order json lays them out.
    let stream = try CommandRunner.run(["eval", sample, "--size", size, "--compact"])
    let listed = stream.stdout.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["variant"]
        as? String
    }
    #expect(names == (listed.isEmpty ? ["default"] : listed))
    for (name, variant) in zip(names, variants) {
      let json = try CommandRunner.run(["eval", sample, "--size", size, "--variant", name])
      let result = try #require(
        JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      try Self.expect(variant, matches: result, size: size, in: "\(sample) \(name)")
    }
  }

  /// One variant's data: its single tab's layout 0 has json's frames, in pre-order.
  static func expect(
    _ variant: [String: Any], matches result: [String: Any], size: String, in context: String
  ) throws {
    let expected = absoluteFrames(try #require(result["root"] as? [String: Any]))
    let elements = try #require(variant["elements"] as? [[String: Any]])
    let tabs = try #require(variant["tabs"] as? [[String: Any]])
    #expect(tabs.count == 1)
    #expect(tabs.first?["label"] as? String == size)
    // A field given as a number has that earlier field's series.
    let fields = try #require(tabs.first?["frames"] as? [[Any]])
    let series = fields.map { element in
      var resolved: [[Any]] = []
      for field in element {
        resolved.append((field as? Int).map { resolved[$0] } ?? field as? [Any] ?? [])
      }
      return resolved
    }
    #expect(series.count == elements.count)
    // Layout 0 is the size as given; the elements drawn there in pre-order.
    let drawn = elements.indices.filter { value(series[$0][0], at: 0) != nil }
    let actual = drawn.map { index in
      let element = elements[index]
      let label = "\(element["type"] ?? "") \(element["name"] as? String ?? "-")"
      return (label, (0..<4).map { value(series[index][$0], at: 0) ?? .nan })
    }
    #expect(actual.map(\.0) == expected.map(\.label), "\(context)")
    for (a, e) in zip(actual, expected) {
      // Non-finite values are null in both (json prints them so, with a warning).
      for (u, v) in zip(a.1, e.frame) where !(u.isNaN && v.isNaN) {
        #expect(abs(u - v) < 1e-9, "\(context) \(a.0): \(a.1) vs \(e.frame)")
      }
    }
    // The slider's widths, at most 200, in order.
    let widths = try #require(tabs.first?["widths"] as? [Double])
    #expect(widths.count > 1 && widths.count <= 200)
    #expect(widths == widths.sorted())
  }

  /// `--variant` picks the variants the page shows, in the order given; a size tab each.
  @Test func variantPicksThePagesVariants() throws {
    let page = try CommandRunner.run([
      "eval", "samples/cells/item-node.yaml", "--format", "html", "--variant", "soldOut",
      "--variant", "default", "--size", "375x*", "--size", "320x*",
    ])
    #expect(page.status == 0, "\(page.stderr)")
    let variants = try #require(Self.embeddedData(page.stdout)["variants"] as? [[String: Any]])
    #expect(variants.map { $0["name"] as? String } == ["soldOut", "default"])
    #expect(variants.allSatisfy { ($0["tabs"] as? [Any])?.count == 2 })
  }

  /// The details panel's derivation: in a file, the `why` command for the selected
  /// element, built from the data as the page's `whyCommand` builds it (the element's path
  /// from its name or `at`, the tab's `size`, the variant and scale when not the default),
  /// with no request; the command, run, explains the frame `eval` gives that element.
  @Test func detailsGiveTheWhyCommandOfTheSelection() throws {
    let page = try CommandRunner.run([
      "eval", "samples/cells/item-node.yaml", "--format", "html", "--variant", "soldOut",
      "--size", "320x*", "--scale", "3",
    ])
    #expect(page.status == 0, "\(page.stderr)")
    // The panel's code: the command offline, the server's `why` route when served.
    #expect(page.stdout.contains("function whyCommand(i)"))
    #expect(page.stdout.contains("if (!LIVE) {"))
    #expect(page.stdout.contains("'why?' + new URLSearchParams(parameters)"))
    let data = try Self.embeddedData(page.stdout)
    let variant = try #require((data["variants"] as? [[String: Any]])?.first)
    let elements = try #require(variant["elements"] as? [[String: Any]])
    let tab = try #require((variant["tabs"] as? [[String: Any]])?.first)
    func path(_ index: Int) -> String {
      var parts: [String] = []
      var current = index
      while current >= 0 {
        if let whole = elements[current]["path"] as? String {
          parts.append(whole)
          break
        }
        let at = (elements[current]["at"] as? Double).map { String(Int($0)) }
        parts.append(elements[current]["name"] as? String ?? at ?? "?")
        current = Int(elements[current]["parent"] as? Double ?? -1)
      }
      return parts.reversed().joined(separator: "/")
    }
    let scale = try #require(data["scale"] as? Double)
    #expect(scale == 3)
    let size = try #require(tab["size"] as? String)
    #expect(size == "320x*")
    let eval = try CommandRunner.run([
      "eval", "samples/cells/item-node.yaml", "--format", "json", "--variant", "soldOut",
      "--size", "320x*", "--scale", "3",
    ])
    let frames = Self.absoluteFrames(
      try #require(
        (try JSONSerialization.jsonObject(with: Data(eval.stdout.utf8)) as? [String: Any])?[
          "root"] as? [String: Any]))
    // A named element and an unnamed one (a path of indices).
    let named = try #require(elements.firstIndex { $0["name"] as? String == "finalPriceLabel" })
    let unnamed = try #require(elements.indices.last { elements[$0]["name"] is NSNull })
    for index in [named, unnamed] {
      let arguments = [
        "why", "samples/cells/item-node.yaml", path(index), "--size", size, "--variant",
        "soldOut", "--scale", "3", "--format", "json",
      ]
      let why = try CommandRunner.run(arguments)
      #expect(why.status == 0, "\(arguments): \(why.stderr)")
      let answer = try #require(
        try JSONSerialization.jsonObject(with: Data(why.stdout.utf8)) as? [String: Any])
      #expect(answer["element"] as? String == path(index))
      let frame = try #require(answer["frame"] as? [String: Double])
      // `why`'s frame is relative to its parent, the data's absolute: compare the sizes,
      // and the element's type.
      #expect(answer["type"] as? String == elements[index]["type"] as? String)
      let label = "\(elements[index]["type"] ?? "") \(elements[index]["name"] as? String ?? "-")"
      let absolute = frames.filter { $0.label == label }.map { [$0.frame[2], $0.frame[3]] }
      #expect(absolute.contains([frame["width"] ?? .nan, frame["height"] ?? .nan]), "\(label)")
    }
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
    let variants = data["variants"] as? [[String: Any]]
    let elements = variants?.first?["elements"] as? [[String: Any]]
    #expect(elements?.first?["name"] as? String == "</script><!--")
  }

  /// Past 1,500 elements the slider sweeps fewer widths, and eval says so (at the root);
  /// a sample's page says nothing.
  @Test func largeDocumentsWarnOfFewerWidths() throws {
    let nodes = Array(
      repeating: #"{"type": "node", "style": {"height": 2}}"#, count: 2_499)
    let document =
      #"{"root": {"type": "vstack", "children": ["# + nodes.joined(separator: ",") + "]}}"
    let page = try CommandRunner.run(
      ["eval", "-", "--size", "375x*", "--format", "html"], stdin: document)
    #expect(page.status == 0)
    #expect(
      page.stderr.contains(
        "<stdin>:1:10: warning: the inspector's width slider has 120 widths, not 200: 2500 "
          + "elements"), "\(page.stderr)")
    let variants = try #require(Self.embeddedData(page.stdout)["variants"] as? [[String: Any]])
    let widths = (variants.first?["tabs"] as? [[String: Any]])?.first?["widths"] as? [Double]
    // 375 / 119 is 3.15: steps of 3.5 from 188, then 563.
    #expect(widths?.count == 109)
    let sample = try CommandRunner.run([
      "eval", "samples/cells/post-node.yaml", "--size", "375x*", "--format", "html",
    ])
    #expect(sample.status == 0 && sample.stderr.isEmpty, "\(sample.stderr)")
  }

  /// The page labels spec outlines (kind, name and size, as the svg does) and draws
  /// button titles, placing every label clear of the others: the data holds what the
  /// labels say (each spec's type and name, a button's title lines), the script draws
  /// them through one grid of placed boxes (`make browser-test` checks the drawing).
  @Test func specsAndButtonsAreLabelled() throws {
    let document = """
      {"root": {"type": "inset", "name": "pad", "insets": 8, "child":
        {"type": "button", "name": "ok", "title": "OK", "style": {"width": 80, "height": 30}}}}
      """
    let page = try CommandRunner.run(
      ["eval", "-", "--size", "200x100", "--format", "html"], stdin: document)
    #expect(page.status == 0, "\(page.stderr)")
    let data = try Self.embeddedData(page.stdout)
    let variant = try #require((data["variants"] as? [[String: Any]])?.first)
    let elements = try #require(variant["elements"] as? [[String: Any]])
    #expect(elements.first?["type"] as? String == "inset")
    #expect(elements.first?["name"] as? String == "pad")
    let lines = elements.last?["lineSets"] as? [[[Any]]]
    #expect(lines?.first?.first?.first as? String == "OK")
    for part in [
      "const specLabel = (e) => e.type + (e.name ? ' ' + e.name : '');",
      "name + '  ' + num(f.w) + ' x ' + num(f.h)", "placed.overlaps(box)",
      "f.title ? f.x + f.title[0] : f.x", "labels: () => placed ? placed.all.slice() : []",
    ] {
      #expect(page.stdout.contains(part), "\(part)")
    }
  }

  @Test func severalFilesAreAUsageError() throws {
    let outcome = try CommandRunner.run([
      "eval", "samples/specs/inset.yaml", "samples/specs/stack.yaml", "--format", "html",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("one document per FILE"))
  }
}
