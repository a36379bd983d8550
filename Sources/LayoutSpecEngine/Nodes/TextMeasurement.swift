// TEMPORARY: every cluster narrow, greedy wrap. Replaced by the text-model work.
struct TextClusters: Hashable, Sendable {
  let words: [String]
  init(_ text: String) { words = text.split(separator: " ").map(String.init) }
  var isEmpty: Bool { words.isEmpty }
  func measure(maxWidth: Double, maxLines: Int) -> (width: Double, lineCount: Int) {
    let w = Double(words.joined(separator: " ").count)
    return (w, words.isEmpty ? 0 : 1)
  }
}
