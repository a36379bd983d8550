import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

/// The reader's key table: the known keys at their fixed IDs, named as documents write them.
@Suite struct KeyTableTests {
  @Test func knownKeysAreNamedAsTheirCases() {
    #expect(KnownKey.allCases.map { "\($0)" } == KnownKey.texts)
    var table = KeyTable.standard
    for key in KnownKey.allCases {
      var text = key.text
      #expect(text.withUTF8 { table.intern($0) } == KeyID(key))
    }
    #expect(table.count == KnownKey.allCases.count)
    // `KeyID.isKnown` compares with the last case's ID.
    #expect(KnownKey.allCases.last == KnownKey.last)
    #expect(KeyID(KnownKey.last).isKnown)
    #expect(!KeyID(raw: KnownKey.last.rawValue + 1).isKnown)
  }

  @Test func styleKeysFollowTheKnownKeys() {
    for key in StyleKey.allCases {
      #expect(KnownKey.allCases.first { $0.text == key.rawValue }?.styleKey == key)
    }
  }

  @Test func elementPropertiesFitTheMask() throws {
    for type in ElementType.allCases {
      var name = type.rawValue
      let found = try #require(name.withUTF8 { ElementKeys.typesWithKeyMasks.match($0) })
      #expect(found.type == type)
      #expect(found.masks.properties.nonzeroBitCount == ElementKeys.properties(of: type).count)
      #expect(found.masks.elementHolding & ~found.masks.properties == 0)
      for entry in DescriptionKeys.properties(of: type) {
        #expect(
          entry.key.rawValue < 64,
          "'\(type.rawValue)' key '\(entry.key.text)' is KnownKey \(entry.key.rawValue): an element property must be listed before `root`, below 64"
        )
      }
    }
  }

  @Test func keysAreInternedOnceAndComparedAsStrings() {
    var table = KeyTable.standard
    func intern(_ key: String) -> KeyID {
      var key = key
      return key.withUTF8 { table.intern($0) }
    }
    let long = intern("a key longer than eight bytes")
    #expect(intern("a key longer than eight bytes") == long)
    #expect(intern("a key longer than eight bytez") != long)
    #expect(table.text(long) == "a key longer than eight bytes")
    // Canonically equivalent keys are the same String, though their bytes differ.
    let composed = intern("\u{E9}")
    let decomposed = intern("e\u{301}")
    let kelvin = intern("\u{212A}")
    let k = intern("K")
    let a = intern("a")
    let b = intern("b")
    #expect(composed != decomposed && table.same(composed, decomposed))
    #expect(kelvin != k && table.same(kelvin, k))
    #expect(!table.same(a, b))
  }

  @Test func typeNamesAreLookedUpByTheirExactBytes() {
    func match<Value>(_ text: String, in lookup: NameLookup<Value>) -> Value? {
      var text = text
      return text.withUTF8 { lookup.match($0) }
    }
    for type in ElementType.allCases {
      #expect(match(type.rawValue, in: ElementKeys.typesWithKeyMasks)?.type == type)
      for near in [
        String(type.rawValue.dropLast()), type.rawValue + "s", type.rawValue.uppercased(),
        " " + type.rawValue, String(type.rawValue.dropFirst()) + "x",
      ] {
        #expect(match(near, in: ElementKeys.typesWithKeyMasks) == nil, "\(near)")
      }
    }
    for other in ["", "a", "networkImagf", "networkimage", "videoPlayers", "editableTex"] {
      #expect(match(other, in: ElementKeys.typesWithKeyMasks) == nil, "\(other)")
    }
  }

  @Test func namesAlikeInTheirFirstBytesAndLengthAreStillTold() {
    // No slot of their own for names whose first 8 bytes and length are the same: every
    // name is compared, past the first 8 bytes too.
    let names = [
      "abcdefgh-one", "abcdefgh-two", "abcdefgh-a long name past sixteen bytes",
      "abcdefgh-a long name past sixteen bytez", "short",
    ]
    let lookup = NameLookup(names.enumerated().map { ($0.element, $0.offset) })
    for (index, name) in names.enumerated() {
      var text = name
      #expect(text.withUTF8 { lookup.match($0) } == index)
    }
    for other in ["abcdefgh-six", "abcdefgh-a long name past sixteen bytes!", "shore", ""] {
      var text = other
      #expect(text.withUTF8 { lookup.match($0) } == nil)
    }
  }
}
