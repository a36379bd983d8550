// "did you mean '...'?": the nearest candidate by edit distance (optimal string alignment:
// insertions, deletions, substitutions and swaps of neighbours), compared case-insensitively,
// when it is near enough to be a likely misspelling.

public enum DidYouMean {
  /// The candidate nearest to `word`, if one is close enough. Ties go to the earlier one.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      let limit = Swift.max(1, Swift.min(3, Swift.max(target.count, other.count) / 3))
      let distance = editDistance(target, other)
      if distance <= limit, best == nil || distance < best?.distance ?? Int.max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// `; did you mean 'x'?` or an empty string.
  static func hint(for word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var previous2 = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = Swift.min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      swap(&previous2, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
