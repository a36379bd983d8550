import LayoutSpecEngine

// The json output read back as a plain tree of frames: what golden checks and layout
// transition diffs compare. Both sides of a comparison are read the same way, from the
// json the tool writes, so they cannot disagree about which elements appear.

/// A frame as the json output prints it and `check` and `diff` read it back: a coordinate
/// Texture leaves non-finite is nil (`null`). Named apart from the engine's frames (a
/// position and a size, always numbers) and from the test suites' own.
public struct PrintedFrame: Hashable, Sendable {
  // Kept as four Doubles, NaN for nil (a printed coordinate is never NaN): 32 bytes, not
  // the 64 four optionals take, for golden files of hundreds of thousands of elements.
  private var storedX: Double
  private var storedY: Double
  private var storedWidth: Double
  private var storedHeight: Double

  public var x: Double? {
    get { storedX.isNaN ? nil : storedX }
    set { storedX = newValue ?? .nan }
  }
  public var y: Double? {
    get { storedY.isNaN ? nil : storedY }
    set { storedY = newValue ?? .nan }
  }
  public var width: Double? {
    get { storedWidth.isNaN ? nil : storedWidth }
    set { storedWidth = newValue ?? .nan }
  }
  public var height: Double? {
    get { storedHeight.isNaN ? nil : storedHeight }
    set { storedHeight = newValue ?? .nan }
  }

  /// A coordinate that is NaN reads back as nil, as `null` prints it.
  public init(x: Double?, y: Double?, width: Double?, height: Double?) {
    storedX = x ?? .nan
    storedY = y ?? .nan
    storedWidth = width ?? .nan
    storedHeight = height ?? .nan
  }

  public static func == (a: PrintedFrame, b: PrintedFrame) -> Bool {
    a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(y)
    hasher.combine(width)
    hasher.combine(height)
  }

  /// Whether every coordinate is within `tolerance` of the other's (nil matches only nil).
  public func matches(_ other: PrintedFrame, tolerance: Double) -> Bool {
    func close(_ a: Double?, _ b: Double?) -> Bool {
      switch (a, b) {
      case (nil, nil): return true
      case (let a?, let b?): return abs(a - b) <= tolerance
      default: return false
      }
    }
    return close(x, other.x) && close(y, other.y) && close(width, other.width)
      && close(height, other.height)
  }

  /// `{x, y, w, h}` as check prints it.
  public var description: String {
    let parts = [x, y, width, height].map { $0.map { NumberFormat.json($0) } ?? "null" }
    return "{" + parts.joined(separator: ", ") + "}"
  }
}

/// One element of a json result.
public struct FrameTree: Sendable {
  public var type: String
  public var name: String?
  public var frame: PrintedFrame
  public var children: [FrameTree]

  public init(type: String, name: String?, frame: PrintedFrame, children: [FrameTree]) {
    self.type = type
    self.name = name
    self.frame = frame
    self.children = children
  }
}

/// One json result: the size range (and variant) it was laid out for and its root.
public struct FrameResult: Sendable {
  /// The size range as the SIZE syntax (docs/cli.md, "Sizes") would print it, for messages.
  public var sizeRange: String
  /// The variant's name, for a document with variants.
  public var variant: String?
  public var root: FrameTree
  /// The safe area it was laid out with, `[top, left, bottom, right]`; empty for none (the
  /// json prints it only when it is not zero).
  public var safeArea: [Double]

  public init(sizeRange: String, variant: String? = nil, root: FrameTree, safeArea: [Double] = []) {
    self.sizeRange = sizeRange
    self.variant = variant
    self.root = root
    self.safeArea = safeArea
  }

  /// What messages call the result: `375x667`, or `noLocation at 375x667`.
  public var label: String {
    variant.map { "\(PrintableText.escaped($0)) at \(sizeRange)" } ?? sizeRange
  }
}
