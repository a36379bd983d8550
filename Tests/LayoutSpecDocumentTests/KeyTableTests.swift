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

  @Test func elementPropertiesFitTheMask() {
    for type in ElementType.allCases {
      let mask = ElementKeys.propertyMask(of: type)
      #expect(mask.nonzeroBitCount == ElementKeys.properties(of: type).count)
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
}
