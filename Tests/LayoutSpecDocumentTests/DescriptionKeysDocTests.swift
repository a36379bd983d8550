import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// DescriptionKeys (what the decoder and the schema read) against docs/format.md's key tables:
// each type's keys, meanings, defaults and enum values; the style keys, defaults and
// values; the envelope's and every element's common keys. A key added to one and not the
// other, or a meaning reworded in one place only, fails here.

private let formatDoc: [String] = {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/format.md")
  return ((try? String(contentsOf: url, encoding: .utf8)) ?? "").components(separatedBy: "\n")
}()

/// The rows of every table whose header is `header`, in order, each after the heading
/// above it; cells trimmed.
private func tables(_ header: String) -> [(heading: String, rows: [[String]])] {
  var result: [(heading: String, rows: [[String]])] = []
  var heading = ""
  var index = 0
  while index < formatDoc.count {
    let line = formatDoc[index]
    if line.hasPrefix("#") { heading = line }
    if line == header {
      var rows: [[String]] = []
      index += 2
      while index < formatDoc.count, formatDoc[index].hasPrefix("|") {
        rows.append(
          formatDoc[index].split(separator: "|", omittingEmptySubsequences: false)
            .dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) })
        index += 1
      }
      result.append((heading, rows))
    }
    index += 1
  }
  return result
}

/// The backticked names in a cell: "`width`, `height`" is ["width", "height"].
private func names(_ cell: String) -> [String] {
  cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
}

/// The keys a table row is about: every name when the cell is only names
/// ("`lineSpacing`, `paragraphSpacing`"), else the first.
private func rowKeys(_ cell: String) -> [String] {
  let all = names(cell)
  return cell == all.map { "`\($0)`" }.joined(separator: ", ") ? all : [all.first ?? ""]
}

/// How the docs write a default: `"start"` as `start` (but `""` as is), `[0, 0]` as `(0, 0)`.
private func written(_ json: String) -> String {
  if json.hasPrefix("\""), json.count > 2 { return String(json.dropFirst().dropLast()) }
  if json.hasPrefix("["), json != "[]" { return "(" + json.dropFirst().dropLast() + ")" }
  return json
}

/// The default cell agrees with the entry: `*required*`, `none` (or prose) when there is
/// no default, else the default first in backticks.
private func expectDefault(_ cell: String, _ entry: KeyEntry, _ what: String) {
  let cell = cell.replacingOccurrences(of: "**", with: "")
  if entry.isRequired {
    #expect(cell == "*required*", "\(what): \(cell)")
  } else if let json = entry.defaultJSON {
    // A string default is written bare (`start`), or quoted when it is text (`"…"`).
    #expect(
      cell.hasPrefix("`\(written(json))`") || cell.hasPrefix("`\(json)`"),
      "\(what): \(cell) vs \(json)")
  } else {
    #expect(cell == "none" || cell.isEmpty || !cell.hasPrefix("`"), "\(what): \(cell)")
  }
}

private func expectValues(_ cell: String, _ entry: KeyEntry, _ what: String) {
  if case .choice(let choices) = entry.value {
    #expect(names(cell) == choices, "\(what): \(cell)")
  }
}

@Suite struct DescriptionKeysDocTests {
  @Test func everyTypeTableIsTheTypesKeys() throws {
    let found = tables("| key | value | default | meaning |")
    var documented: Set<ElementType> = []
    for table in found {
      // `#### \`stack\`, \`hstack\`, \`vstack\`: ASStackLayoutSpec`: the first type's table.
      let type = try #require(names(table.heading).first.flatMap(ElementType.init(rawValue:)))
      documented.insert(type)
      let entries = DescriptionKeys.properties(of: type)
      // A row may give several keys (`lineSpacing`, `paragraphSpacing`, ...): one row each.
      let rows = table.rows.flatMap { row in rowKeys(row[0]).map { (key: $0, cells: row) } }
      #expect(rows.map(\.key) == entries.map(\.key.text), "\(type)")
      for ((_, row), entry) in zip(rows, entries) {
        let what = "\(type.rawValue).\(entry.key.text)"
        #expect(row[3] == entry.meaning, "\(what)")
        expectDefault(row[2], entry, what)
        expectValues(row[1], entry, what)
      }
    }
    // Every type with keys of its own has its table (hstack/vstack share stack's; the four
    // plain node types only take `layout`, described in 2.4).
    let withKeys = ElementType.allCases.filter {
      !DescriptionKeys.properties(of: $0).isEmpty
        && ![.hstack, .vstack, .networkImage, .video, .videoPlayer, .editableText].contains($0)
    }
    #expect(Set(withKeys) == documented)
  }

  @Test func theStyleTableIsTheStyleKeys() throws {
    let table = try #require(tables("| key | value | default | read by |").first)
    var keys: [String] = []
    for row in table.rows {
      for key in names(row[0]) {
        keys.append(key)
        let entry = try #require(DescriptionKeys.style.first { $0.key.text == key })
        expectDefault(row[2], entry, "style.\(key)")
        expectValues(row[1], entry, "style.\(key)")
      }
    }
    #expect(keys == DescriptionKeys.style.map(\.key.text))
  }

  @Test func theEnvelopeAndCommonTablesAreTheirKeys() throws {
    let found = tables("| key | value | |")
    try #require(found.count >= 2)
    let keyTables = [DescriptionKeys.envelope, DescriptionKeys.common]
    for (table, entries) in zip(found.prefix(2), keyTables) {
      #expect(table.rows.map { names($0[0]).first ?? "" } == entries.map(\.key.text))
      for (row, entry) in zip(table.rows, entries) {
        #expect(row[2] == entry.meaning, "\(entry.key.text)")
      }
    }
  }
}
