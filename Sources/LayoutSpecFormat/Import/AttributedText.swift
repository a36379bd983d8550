// NSAttributedString and NSParagraphStyle as layout code builds them: runs of text, each
// with the attributes a description models per run (font, kern) or per text (the paragraph
// style, docs/format.md's text keys). Both are classes because code changes them after
// making them (`[text appendAttributedString:...]`, `style.lineSpacing = 2`) through
// whichever name holds them. Offsets and lengths count UTF-16 code units, as NSString's do.

/// An NSMutableParagraphStyle: the keys the description models, in the order first set.
final class ImportParagraphStyle {
  var keys: [DescriptionMember] = []
  /// What was left out or approximated, as comments for the text it is set on.
  var notes: [String] = []

  /// NSParagraphStyle's properties a text node's keys have, by the same names.
  static let modeled: Set<String> = [
    "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "lineSpacing",
    "paragraphSpacing", "paragraphSpacingBefore",
  ]

  init(keys: [DescriptionMember] = []) { self.keys = keys }

  func copy() -> ImportParagraphStyle {
    let made = ImportParagraphStyle(keys: keys)
    made.notes = notes
    return made
  }

  func set(_ key: String, _ value: Double) {
    keys.removeAll { $0.key == key }
    // 0 is NSParagraphStyle's default and the description's: said by leaving it out.
    if value != 0 { keys.append(DescriptionMember(key, .number(value))) }
  }

  /// The same keys with the same values, in any order (no style has none).
  static func same(_ a: ImportParagraphStyle?, _ b: ImportParagraphStyle?) -> Bool {
    let x = a?.keys ?? []
    let y = b?.keys ?? []
    return x.count == y.count && x.allSatisfy { y.contains($0) }
  }
}

/// The attributes of a run the description can say.
struct RunAttributes {
  var font: FontValue?
  /// `NSKernAttributeName`, in points.
  var kern: Double?
  var paragraph: ImportParagraphStyle?
  /// What was left out or approximated reading them, as comments for the text.
  var notes: [String] = []

  func same(as other: RunAttributes) -> Bool {
    font == other.font && kern == other.kern
      && ImportParagraphStyle.same(paragraph, other.paragraph)
  }
}

struct AttributedRun {
  var text: String
  var attributes: RunAttributes
}

final class ImportAttributedString {
  var runs: [AttributedRun]
  /// What each placeholder in the text stands for (app data), for the warnings.
  var placeholders: [String]
  /// Made from a string and attributes (not a plain string): without a font it is the app's.
  var isAttributed: Bool
  /// What was left out or approximated building it, as comments for the text.
  var notes: [String] = []

  init(runs: [AttributedRun], placeholders: [String] = [], isAttributed: Bool = true) {
    self.runs = runs
    self.placeholders = placeholders
    self.isAttributed = isAttributed
  }

  func copy() -> ImportAttributedString {
    let made = ImportAttributedString(
      runs: runs, placeholders: placeholders, isAttributed: isAttributed)
    made.notes = notes
    return made
  }

  /// Every note of the text, its runs and their paragraph styles, each once.
  var allNotes: [String] {
    var all: [String] = []
    for note in notes
      + runs.flatMap({ $0.attributes.notes + ($0.attributes.paragraph?.notes ?? []) })
    where !all.contains(note) {
      all.append(note)
    }
    return all
  }

  var string: String { runs.map(\.text).joined() }

  /// NSString's `length`.
  var length: Int { runs.reduce(0) { $0 + $1.text.utf16.count } }

  /// The most runs a text keeps: code that appends in a loop or sets attributes over
  /// thousands of ranges gets its later text joined to the last run (and its later
  /// attributes left out), so that odd input stays fast.
  static let maximumRuns = 256

  func append(_ other: ImportAttributedString) {
    notes += other.allNotes
    placeholders += other.placeholders
    for run in other.runs { append(run) }
  }

  func append(_ run: AttributedRun) {
    guard runs.count >= Self.maximumRuns, !runs.isEmpty else {
      runs.append(run)
      return
    }
    runs[runs.count - 1].text += run.text
  }

  /// Changes the attributes of the text from `location` for `length` code units (both
  /// within the text), splitting the runs at the ends; false when the text has as many
  /// runs as it keeps.
  @discardableResult
  func apply(location: Int, length: Int, _ change: (inout RunAttributes) -> Void) -> Bool {
    guard length > 0 else { return true }
    guard runs.count + 2 <= Self.maximumRuns else { return false }
    split(at: location)
    split(at: location + length)
    var offset = 0
    for index in runs.indices {
      let count = runs[index].text.utf16.count
      if offset >= location && offset + count <= location + length {
        change(&runs[index].attributes)
      }
      offset += count
    }
    return true
  }

  /// Splits the run that holds `offset` in two there (a run already ending there stays).
  private func split(at offset: Int) {
    var start = 0
    for index in runs.indices {
      let count = runs[index].text.utf16.count
      if offset > start && offset < start + count {
        let units = Array(runs[index].text.utf16)
        let cut = offset - start
        let head = String(decoding: units[..<cut], as: UTF16.self)
        let tail = String(decoding: units[cut...], as: UTF16.self)
        runs[index].text = head
        runs.insert(AttributedRun(text: tail, attributes: runs[index].attributes), at: index + 1)
        return
      }
      start += count
    }
  }

  /// The runs with adjacent runs of the same attributes joined and empty runs dropped.
  var mergedRuns: [AttributedRun] {
    var merged: [AttributedRun] = []
    for run in runs where !run.text.isEmpty {
      if let last = merged.last, last.attributes.same(as: run.attributes) {
        merged[merged.count - 1].text += run.text
      } else {
        merged.append(run)
      }
    }
    return merged
  }
}

/// `NSFontAttributeName`, `.font`, `NSAttributedString.Key.font` -> `font`: an attribute
/// key's name; nil for a key that is the app's own (a string, a custom constant's value).
enum AttributeKey {
  static func name(_ key: ImportValue) -> String? {
    guard case .constant(let constant) = key else { return nil }
    var name = constant
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    if name.hasPrefix("NS"), name.hasSuffix("AttributeName") {
      name = VariantNames.lowered(String(name.dropFirst(2).dropLast("AttributeName".count)))
    }
    return name
  }

  /// The attributes the description models, in a run or on the text.
  static let perRun: Set<String> = ["font", "kern", "paragraphStyle"]

  /// Attributes that change only how glyphs are drawn, never where lines break or how tall
  /// they are: left out without a word, as colours are.
  static let drawingOnly: Set<String> = [
    "foregroundColor", "backgroundColor", "underlineStyle", "underlineColor",
    "strikethroughStyle", "strikethroughColor", "shadow", "link", "strokeColor", "strokeWidth",
    "textEffect", "obliqueness", "accessibilitySpeechPunctuation", "accessibilitySpeechLanguage",
  ]
}
