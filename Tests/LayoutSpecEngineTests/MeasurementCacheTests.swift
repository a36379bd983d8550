// The measurement cache shares one stored key and baselines among the entries that repeat
// them, found again by a slot that hashes only some of their words: every word must still
// tell entries apart.

import Testing

@testable import LayoutSpecEngine

@Suite struct MeasurementCacheTests {
  static func range(_ minHeight: Double) -> SizeRange {
    SizeRange(min: Size(width: 375, height: minHeight), max: Size(width: 375, height: 800))
  }

  // Keys and baselines that differ only in words the slot does not hash (the minimum
  // height, the parent's height, the scope, the descender) share a slot: each lookup must
  // still find its own node and baselines, and a repeated one the same.
  @Test func entriesDifferingOutsideTheSlotsWordsStayApart() {
    var cache = MeasurementCache(elementCount: 8, containerCount: 8)
    let keys = [
      MeasurementCache.Key(Self.range(0), .zero),
      MeasurementCache.Key(Self.range(1), .zero),
      MeasurementCache.Key(Self.range(0), Size(width: 0, height: 5)),
      MeasurementCache.Key(Self.range(0), .zero, scope: 2),
      MeasurementCache.Key(Self.range(0), .zero),
    ]
    let baselines = [
      Baselines(ascender: 10, descender: -2), Baselines(ascender: 10, descender: -2),
      Baselines(ascender: 10, descender: -2), Baselines(ascender: 10, descender: -2),
      Baselines(ascender: 10, descender: -3),
    ]
    for index in keys.indices {
      // Elements 0 to 4 with a key each, and element 5 with every key (four are kept).
      cache.store(Int32(index), baselines[index], for: ElementID(index), keys[index])
      cache.store(Int32(10 + index), baselines[index], for: ElementID(5), keys[index])
    }
    for index in keys.indices {
      let found = cache.layout(for: ElementID(index), keys[index])
      #expect(found?.node == Int32(index))
      #expect(found?.baselines.descender == baselines[index].descender)
      for other in keys.indices where keys[other] != keys[index] {
        #expect(cache.layout(for: ElementID(index), keys[other]) == nil)
      }
    }
    // The oldest of element 5's five entries was replaced; its key (equal to the fifth's)
    // now finds the fifth.
    #expect(cache.layout(for: ElementID(5), keys[0])?.node == 14)
    #expect(cache.layout(for: ElementID(5), keys[3])?.node == 13)
    #expect(cache.layout(for: ElementID(5), keys[1])?.node == 11)
  }

  // -0 and 0 are different bits: a layout with an ascender of -0 must not come back
  // with 0, or the other way round.
  @Test func baselinesCompareBitForBit() {
    var cache = MeasurementCache(elementCount: 2, containerCount: 2)
    let key = MeasurementCache.Key(Self.range(0), .zero)
    cache.store(0, Baselines(ascender: 0, descender: 0), for: ElementID(0), key)
    cache.store(1, Baselines(ascender: -0.0, descender: 0), for: ElementID(1), key)
    #expect(cache.layout(for: ElementID(0), key)?.baselines.ascender.sign == .plus)
    #expect(cache.layout(for: ElementID(1), key)?.baselines.ascender.sign == .minus)
  }
}
