// TextClusters classifies ASCII text byte by byte; the result must be what the general
// path (Character iteration, Unicode properties) gives for the same text.

import Testing

@testable import LayoutSpecEngine

@Suite struct TextClustersASCIITests {
  static let samples = [
    "", " ", "a", "User 1234", "Lunch tomorrow? #12", "  lead and trail  ", "a\nb", "a\r\nb",
    "a\rb", "a\n\nb", "\r\n", "\n", "\r\r\n\n", "tab\there", "x\u{0B}y\u{0C}z", "#1*2 3",
    "\u{01}\u{1F}\u{7F}", "\r", "ends with CR\r", "word  \r\n  word",
  ]

  @Test(arguments: samples)
  func matchesTheGeneralPath(_ text: String) {
    #expect(
      TextClusters(text) == TextClusters(text, classifyingASCIIBytes: false),
      "\(text.debugDescription)")
  }

  @Test func randomASCIIMatchesTheGeneralPath() {
    let alphabet = Array("ab #1*\n\r\t\u{0B}\u{0C} \u{01}".unicodeScalars)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<3000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 60) + 1 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.unicodeScalars.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      #expect(
        TextClusters(text) == TextClusters(text, classifyingASCIIBytes: false),
        "\(text.debugDescription)")
    }
  }

  @Test func nonASCIITextTakesTheGeneralPath() {
    for text in ["日本", "❤️ ok", "e\u{301}", "a\u{85}b"] {
      #expect(TextClusters(text) == TextClusters(text, classifyingASCIIBytes: false))
    }
  }
}
