// ASSizeRange: Source/Layout/ASDimension.h (ASSizeRangeClamp), Source/Layout/ASDimension.mm
// (ASSizeRangeIntersect, `_Range::intersect`), Tests/ASDimensionTests.mm.
// Texture's MAX/MIN are the C macros `a > b ? a : b` / `a < b ? a : b` (strict C++11
// builds), which matters once NaN is involved.

import Testing

@testable import LayoutSpecEngine

@Suite struct SizeRangeTests {
  // Texture: ASDimensionTests testIntersectingOverlappingSizeRangesReturnsTheirIntersection.
  //  range: |---------|
  //  other:      |----------|
  // result:      |----|
  @Test func testIntersectingOverlappingSizeRangesReturnsTheirIntersection() {
    let result = sizeRange(0, 0, 10, 10).intersect(sizeRange(7, 7, 15, 15))
    #expect(result == sizeRange(7, 7, 10, 10))
  }

  // Texture: ASDimensionTests testIntersectingSizeRangeWithRangeThatContainsItReturnsSameRange.
  @Test func testIntersectingSizeRangeWithRangeThatContainsItReturnsSameRange() {
    let result = sizeRange(2, 2, 8, 8).intersect(sizeRange(0, 0, 10, 10))
    #expect(result == sizeRange(2, 2, 8, 8))
  }

  // Texture: ASDimensionTests testIntersectingSizeRangeWithRangeContainedWithinItReturnsContainedRange.
  @Test func testIntersectingSizeRangeWithRangeContainedWithinItReturnsContainedRange() {
    let result = sizeRange(0, 0, 10, 10).intersect(sizeRange(2, 2, 8, 8))
    #expect(result == sizeRange(2, 2, 8, 8))
  }

  // Texture: ASDimensionTests testIntersectingSizeRangeWithNonOverlappingRangeToRightReturnsSinglePointNearestOtherRange.
  //  range: |-----|
  //  other:          |---|
  // result:       *
  @Test
  func testIntersectingSizeRangeWithNonOverlappingRangeToRightReturnsSinglePointNearestOtherRange()
  {
    let result = sizeRange(0, 0, 5, 5).intersect(sizeRange(10, 10, 15, 15))
    #expect(result == sizeRange(5, 5, 5, 5))
  }

  // Texture: ASDimensionTests testIntersectingSizeRangeWithNonOverlappingRangeToLeftReturnsSinglePointNearestOtherRange.
  //  range:          |---|
  //  other: |-----|
  // result:          *
  @Test
  func testIntersectingSizeRangeWithNonOverlappingRangeToLeftReturnsSinglePointNearestOtherRange() {
    let result = sizeRange(10, 10, 15, 15).intersect(sizeRange(0, 0, 5, 5))
    #expect(result == sizeRange(10, 10, 10, 10))
  }

  // ASDimension.mm `_Range::intersect`: the axes are independent; the first range wins
  // where they are disjoint (a parent's range beats the element's own size).
  @Test func axesAreIndependentAndTheFirstRangeWins() {
    // Width overlaps ([20..50]), height is disjoint below ([0..10] vs [30..40]) -> 10.
    let result = sizeRange(0, 0, 50, 10).intersect(sizeRange(20, 30, 100, 40))
    #expect(result == sizeRange(20, 10, 50, 10))
    // A node styled 50 wide offered exactly 100 is 100 (docs/texture-rules.md §2.1).
    #expect(exactRange(100, 100).intersect(exactRange(50, 50)) == exactRange(100, 100))
    // Touching ranges intersect in one point.
    #expect(sizeRange(0, 0, 10, 10).intersect(sizeRange(10, 10, 20, 20)) == exactRange(10, 10))
  }

  // ASDimension.mm: with NaN in the other range, MAX(min, NaN) = NaN and MIN(max, NaN) = NaN
  // (the C macros), `NaN <= NaN` is false and `min < NaN` is false -> the first range's
  // min. A fractional min against an undefined parent thus collapses to the min.
  @Test func nanCollapsesToTheFirstRangesMin() {
    let nanPoint = SizeRange(exactly: Size(width: .nan, height: .nan))
    #expect(sizeRange(5, 6, 100, 100).intersect(nanPoint) == sizeRange(5, 6, 5, 6))
    // Only the min NaN: [NaN..inf] (a fractional minWidth with an undefined parent).
    let nanMin = SizeRange(min: Size(width: .nan, height: 0), max: Size(width: inf, height: inf))
    #expect(sizeRange(5, 0, 100, 100).intersect(nanMin) == sizeRange(5, 0, 5, 100))
  }

  // ASSizeRangeClamp: MAX(min, MIN(max, v)) per axis.
  @Test func clamp() {
    let range = sizeRange(10, 20, 100, 200)
    #expect(range.clamp(Size(width: 50, height: 50)) == Size(width: 50, height: 50))
    #expect(range.clamp(Size(width: 5, height: 500)) == Size(width: 10, height: 200))
    #expect(range.clamp(Size(width: inf, height: -inf)) == Size(width: 100, height: 20))
  }

  // ASSizeRangeClamp on an inverted range (min > max, asserted only in debug builds): MAX
  // is applied last, so the min wins.
  @Test func clampOnAnInvertedRangeGivesTheMin() {
    let inverted = sizeRange(100, 80, 50, 40)
    #expect(inverted.clamp(Size(width: 70, height: 60)) == Size(width: 100, height: 80))
    #expect(inverted.clamp(Size(width: 0, height: 1000)) == Size(width: 100, height: 80))
  }

  // ASSizeRangeClamp with NaN: MIN(max, NaN) = NaN, MAX(min, NaN) = NaN: NaN passes through
  // (ASLayout then turns the invalid size into 0 x 0).
  @Test func clampPassesNaNThrough() {
    let clamped = sizeRange(10, 10, 100, 100).clamp(Size(width: .nan, height: 50))
    #expect(clamped.width.isNaN)
    #expect(clamped.height == 50)
  }

  // ASSizeRangeUnconstrained `{{0, 0}, {INFINITY, INFINITY}}`; ASSizeRangeMake(size).
  @Test func constants() {
    #expect(SizeRange.unconstrained == sizeRange(0, 0, inf, inf))
    #expect(SizeRange(exactly: Size(width: 3, height: 4)) == sizeRange(3, 4, 3, 4))
  }

  // `isUnchangedByUnconstrained` lets an element with the default style skip resolving it
  // (LayoutContext.constrainedRange): wherever it holds, intersecting with
  // ASSizeRangeUnconstrained must give the range back bit for bit, or a cache key and a
  // frame could change. Every pairing of awkward bounds, per axis. (It may say no where
  // the intersection changes nothing, as for an exact negative width: the style is then
  // resolved, as before.)
  @Test func unchangedByUnconstrainedOnlyWhereIntersectingChangesNoBit() {
    let values: [Double] = [0, -0.0, 5, 320, -3, .nan, .infinity, -.infinity, 1e-310]
    func bits(_ range: SizeRange) -> [UInt64] {
      [range.min.width, range.min.height, range.max.width, range.max.height].map(\.bitPattern)
    }
    for minWidth in values {
      for maxWidth in values {
        for (minHeight, maxHeight) in [(0.0, Double.infinity), (-0.0, 5), (7, 3), (.nan, 9)] {
          let range = sizeRange(minWidth, minHeight, maxWidth, maxHeight)
          if range.isUnchangedByUnconstrained {
            #expect(bits(range.intersect(.unconstrained)) == bits(range), "\(range)")
          }
        }
      }
    }
    // The ranges layout passes most: a width exact or open, a height open or exact.
    #expect(sizeRange(375, 0, 375, inf).isUnchangedByUnconstrained)
    #expect(sizeRange(0, 0, 351, inf).isUnchangedByUnconstrained)
    #expect(exactRange(375, 667).isUnchangedByUnconstrained)
    #expect(!sizeRange(-0.0, 0, 375, inf).isUnchangedByUnconstrained)
    #expect(!sizeRange(10, 0, 5, inf).isUnchangedByUnconstrained)
  }

  // The C macros themselves: not symmetric in NaN, unlike Swift.max/min.
  @Test func cMacrosAndNaN() {
    #expect(cMax(1, .nan).isNaN)
    #expect(cMax(.nan, 1) == 1)
    #expect(cMin(1, .nan).isNaN)
    #expect(cMin(.nan, 1) == 1)
    #expect(cMax(2, 1) == 2 && cMin(2, 1) == 1)
  }
}
