// Values stored once each and addressed by a 32-bit index: how the element tree keeps
// styles and spec properties. A feed of 110,000 elements has four distinct styles and
// two distinct stack specs; storing each element's own copy made an element 288 bytes.

/// Identity for interning. Doubles are compared by bit pattern, so that 0 and -0 (equal
/// as numbers, but printed and propagated differently) never share an entry, while a NaN
/// matches the same NaN.
protocol Internable {
  func isIdentical(to other: Self) -> Bool
  func hashIdentity(into hasher: inout Hasher)
}

struct InternTable<Value: Internable & Sendable>: Sendable {
  private(set) var values: [Value] = []
  /// An open-addressed hash set of indexes into `values` (-1 empty, a power of two long),
  /// built once the table outgrows a linear scan: documents with a style per element
  /// (absolute positions) would otherwise scan quadratically.
  private var slots: [Int32] = []
  /// The last index returned, tried first: consecutive elements often share a style.
  private var lastIndex = -1

  private static var linearLimit: Int { 8 }

  init() {}

  @inline(__always)
  subscript(index: Int32) -> Value {
    _read { yield values[Int(index)] }
  }

  /// The index of the value identical to `value`, added if there is none.
  mutating func index(of value: Value) -> Int32 {
    if lastIndex >= 0 && values[lastIndex].isIdentical(to: value) { return Int32(lastIndex) }
    if let found = find(value) {
      lastIndex = found
      return Int32(found)
    }
    let index = values.count
    values.append(value)
    if !slots.isEmpty && values.count * 2 <= slots.count {
      insertSlot(index)
    } else if values.count > Self.linearLimit {
      rebuildSlots()
    }
    lastIndex = index
    return Int32(index)
  }

  private func find(_ value: Value) -> Int? {
    if slots.isEmpty {
      return values.firstIndex { $0.isIdentical(to: value) }
    }
    let mask = slots.count - 1
    var slot = Self.hash(value) & mask
    while slots[slot] >= 0 {
      if values[Int(slots[slot])].isIdentical(to: value) { return Int(slots[slot]) }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private mutating func insertSlot(_ index: Int) {
    let mask = slots.count - 1
    var slot = Self.hash(values[index]) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index)
  }

  /// Slots for at least twice the values, so probes stay short.
  private mutating func rebuildSlots() {
    var count = 16
    while count < values.count * 4 { count *= 2 }
    slots = Array(repeating: -1, count: count)
    for index in values.indices { insertSlot(index) }
  }

  private static func hash(_ value: Value) -> Int {
    var hasher = Hasher()
    value.hashIdentity(into: &hasher)
    return hasher.finalize()
  }
}

// MARK: - Identity of the interned types

extension Double {
  /// Bitwise identity: -0 is not 0, NaN is the same NaN.
  @inline(__always)
  func isIdentical(to other: Double) -> Bool { bitPattern == other.bitPattern }
}

extension Dimension: Internable {
  func isIdentical(to other: Dimension) -> Bool {
    switch (self, other) {
    case (.auto, .auto): return true
    case (.points(let a), .points(let b)), (.fraction(let a), .fraction(let b)):
      return a.isIdentical(to: b)
    default: return false
    }
  }

  func hashIdentity(into hasher: inout Hasher) {
    switch self {
    case .auto: hasher.combine(0 as UInt8)
    case .points(let value):
      hasher.combine(1 as UInt8)
      hasher.combine(value.bitPattern)
    case .fraction(let value):
      hasher.combine(2 as UInt8)
      hasher.combine(value.bitPattern)
    }
  }
}

extension Size: Internable {
  func isIdentical(to other: Size) -> Bool {
    width.isIdentical(to: other.width) && height.isIdentical(to: other.height)
  }

  func hashIdentity(into hasher: inout Hasher) {
    hasher.combine(width.bitPattern)
    hasher.combine(height.bitPattern)
  }
}

extension Point: Internable {
  func isIdentical(to other: Point) -> Bool {
    x.isIdentical(to: other.x) && y.isIdentical(to: other.y)
  }

  func hashIdentity(into hasher: inout Hasher) {
    hasher.combine(x.bitPattern)
    hasher.combine(y.bitPattern)
  }
}

extension LayoutElementStyle: Internable {
  func isIdentical(to other: LayoutElementStyle) -> Bool {
    width.isIdentical(to: other.width) && height.isIdentical(to: other.height)
      && minWidth.isIdentical(to: other.minWidth) && maxWidth.isIdentical(to: other.maxWidth)
      && minHeight.isIdentical(to: other.minHeight)
      && maxHeight.isIdentical(to: other.maxHeight)
      && spacingBefore.isIdentical(to: other.spacingBefore)
      && spacingAfter.isIdentical(to: other.spacingAfter)
      && flexGrow.isIdentical(to: other.flexGrow) && flexShrink.isIdentical(to: other.flexShrink)
      && flexBasis.isIdentical(to: other.flexBasis) && alignSelf == other.alignSelf
      && ascender.isIdentical(to: other.ascender) && descender.isIdentical(to: other.descender)
      && layoutPosition.isIdentical(to: other.layoutPosition)
  }

  func hashIdentity(into hasher: inout Hasher) {
    width.hashIdentity(into: &hasher)
    height.hashIdentity(into: &hasher)
    minWidth.hashIdentity(into: &hasher)
    maxWidth.hashIdentity(into: &hasher)
    minHeight.hashIdentity(into: &hasher)
    maxHeight.hashIdentity(into: &hasher)
    flexBasis.hashIdentity(into: &hasher)
    hasher.combine(spacingBefore.bitPattern)
    hasher.combine(spacingAfter.bitPattern)
    hasher.combine(flexGrow.bitPattern)
    hasher.combine(flexShrink.bitPattern)
    hasher.combine(ascender.bitPattern)
    hasher.combine(descender.bitPattern)
    hasher.combine(alignSelf)
    layoutPosition.hashIdentity(into: &hasher)
  }
}

extension StackLayoutSpec: Internable {
  func isIdentical(to other: StackLayoutSpec) -> Bool {
    direction == other.direction && spacing.isIdentical(to: other.spacing)
      && justifyContent == other.justifyContent && alignItems == other.alignItems
      && flexWrap == other.flexWrap && alignContent == other.alignContent
      && lineSpacing.isIdentical(to: other.lineSpacing)
      && horizontalAlignment == other.horizontalAlignment
      && verticalAlignment == other.verticalAlignment
  }

  func hashIdentity(into hasher: inout Hasher) {
    hasher.combine(direction)
    hasher.combine(spacing.bitPattern)
    hasher.combine(justifyContent)
    hasher.combine(alignItems)
    hasher.combine(flexWrap)
    hasher.combine(alignContent)
    hasher.combine(lineSpacing.bitPattern)
    hasher.combine(horizontalAlignment)
    hasher.combine(verticalAlignment)
  }
}

extension InsetLayoutSpec: Internable {
  func isIdentical(to other: InsetLayoutSpec) -> Bool {
    insets.top.isIdentical(to: other.insets.top) && insets.left.isIdentical(to: other.insets.left)
      && insets.bottom.isIdentical(to: other.insets.bottom)
      && insets.right.isIdentical(to: other.insets.right)
  }

  func hashIdentity(into hasher: inout Hasher) {
    hasher.combine(insets.top.bitPattern)
    hasher.combine(insets.left.bitPattern)
    hasher.combine(insets.bottom.bitPattern)
    hasher.combine(insets.right.bitPattern)
  }
}

extension RatioLayoutSpec: Internable {
  func isIdentical(to other: RatioLayoutSpec) -> Bool { ratio.isIdentical(to: other.ratio) }
  func hashIdentity(into hasher: inout Hasher) { hasher.combine(ratio.bitPattern) }
}

extension CornerLayoutSpec: Internable {
  func isIdentical(to other: CornerLayoutSpec) -> Bool {
    cornerLocation == other.cornerLocation && offset.isIdentical(to: other.offset)
      && wrapsCorner == other.wrapsCorner
  }

  func hashIdentity(into hasher: inout Hasher) {
    hasher.combine(cornerLocation)
    offset.hashIdentity(into: &hasher)
    hasher.combine(wrapsCorner)
  }
}

extension DisplayNode: Internable {
  func isIdentical(to other: DisplayNode) -> Bool {
    switch (intrinsicSize, other.intrinsicSize) {
    case (nil, nil): return true
    case (let a?, let b?): return a.isIdentical(to: b)
    default: return false
    }
  }

  func hashIdentity(into hasher: inout Hasher) {
    hasher.combine(intrinsicSize != nil)
    intrinsicSize?.hashIdentity(into: &hasher)
  }
}

extension ImageNode: Internable {
  func isIdentical(to other: ImageNode) -> Bool { imageSize.isIdentical(to: other.imageSize) }
  func hashIdentity(into hasher: inout Hasher) { imageSize.hashIdentity(into: &hasher) }
}

// Names: the same bytes, not Swift's `==`, which equates canonically equivalent strings
// ("é" as one scalar or two) that print differently.
// No doubles: equality is identity.
extension CenterLayoutSpec: Internable {
  func isIdentical(to other: CenterLayoutSpec) -> Bool { self == other }
  func hashIdentity(into hasher: inout Hasher) { hash(into: &hasher) }
}

extension RelativeLayoutSpec: Internable {
  func isIdentical(to other: RelativeLayoutSpec) -> Bool { self == other }
  func hashIdentity(into hasher: inout Hasher) { hash(into: &hasher) }
}

extension AbsoluteLayoutSpec: Internable {
  func isIdentical(to other: AbsoluteLayoutSpec) -> Bool { self == other }
  func hashIdentity(into hasher: inout Hasher) { hash(into: &hasher) }
}
