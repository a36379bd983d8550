import Testing

@testable import LayoutSpecEngine

@Suite struct ElementTypeTests {
  /// Tables indexed by `ordinal` (the reader's key kinds and masks) rely on it being the
  /// position in `allCases`, so that a new type cannot land in another type's row.
  @Test func ordinalIsThePositionInAllCases() {
    for (index, type) in ElementType.allCases.enumerated() {
      #expect(type.ordinal == index, "\(type)")
    }
  }
}
