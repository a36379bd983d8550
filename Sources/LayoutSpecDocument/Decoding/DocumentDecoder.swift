// From a value tree to the engine's element tree (docs/format.md): the top level (one element
// or an envelope with `root`, `sizes`, `components`, `variants`), then every element, then
// each variant's elements (Variants.swift). The whole document is checked: every problem is
// collected, nothing stops at the first.

import LayoutSpecEngine

/// A document that decoded without errors.
public struct Document: Sendable {
  /// The elements; the root is `tree.root`. With variants, this is the variant `default`.
  public var tree: ElementTree
  /// The envelope's `sizes` as written, in order (a device's name, a content size);
  /// empty when it has none.
  public var namedSizes: [NamedSize]
  /// The envelope's `sizes`' ranges, in order.
  public var sizes: [SizeRange] {
    get { namedSizes.map(\.range) }
    set { namedSizes = newValue.map { NamedSize(range: $0) } }
  }
  /// The elements whose values read the constrained size, for writers that need the
  /// expressions themselves (`export`).
  public var sizeExpressionProbes: [SizeExpressionProbe]
  /// The envelope's `variants`, in document order, each with its patches applied; empty
  /// when it has none.
  public var variants: [Variant]

  /// One named state of the document: its element tree with the variant's patches applied.
  public struct Variant: Sendable {
    public var name: String
    public var tree: ElementTree

    public init(name: String, tree: ElementTree) {
      self.name = name
      self.tree = tree
    }
  }

  /// The name of the document without patches.
  public static let defaultVariant = VariantPatches.defaultName

  public init(
    tree: ElementTree, sizes: [SizeRange] = [], variants: [Variant] = [],
    sizeExpressionProbes: [SizeExpressionProbe] = []
  ) {
    self.tree = tree
    self.namedSizes = sizes.map { NamedSize(range: $0) }
    self.variants = variants
    self.sizeExpressionProbes = sizeExpressionProbes
  }

  /// The safe area every variant's `safeArea.top` ... read (`ElementTree.safeAreaInsets`).
  public var safeAreaInsets: EdgeInsets {
    get { tree.safeAreaInsets }
    set {
      tree.safeAreaInsets = newValue
      for index in variants.indices { variants[index].tree.safeAreaInsets = newValue }
    }
  }

  /// Every variant, `default` (the document without patches) first.
  public var allVariants: [Variant] {
    [Variant(name: Self.defaultVariant, tree: tree)] + variants
  }
}

struct DocumentDecoder {
  /// Deeper element nesting than this is an error (components can nest past the reader's limit).
  static let maximumElementDepth = 256
  /// A document, with its components expanded, may hold at most this many elements: the
  /// limit bounds what components can expand to (each element takes about 300 bytes while
  /// it is decoded), and takes documents of a few hundred MB (a 100 MB feed has 1.8 million).
  static let defaultMaximumElementCount = 20_000_000
  /// `elementCountLimit`, which holds it in 32 bits (as `elementCount`, which it bounds).
  var maximumElementCount: Int {
    get { Int(elementCountLimit) }
    set { elementCountLimit = Int32(clamping: newValue) }
  }
  /// What components may expand a document to: this many elements, or four times the
  /// elements it writes out (its `type` keys) when that is more, within
  /// `maximumElementCount`. A few lines that use a component twice per level would
  /// otherwise reach 20 million elements: 6 GB and many seconds before the error.
  /// (`maximumElementCount` holds the lower of the two limits: a stored property more
  /// would make every recursive decoding frame larger in debug builds.)
  static let expansionElementCount = 1_000_000

  /// The document's values (while a document is read, the parser's tape, lent for a
  /// moment: ElementStream.swift).
  var tape: DocumentTape
  var diagnostics: [Diagnostic] = []
  var tree = ElementTree()
  var components = ComponentTable()
  /// The elements and errors so far, in 32 bits each (both stop at limits far below), so
  /// that the two and `exhausted` take 16 bytes: debug builds copy the decoder into every
  /// recursive frame, and the deepest document decodes on a 1 MiB stack with little to spare.
  var elementCount: Int32 = 0
  var errorCount: Int32 = 0
  /// `maximumElementCount`, beside the counts: with them and `exhausted` in 16 bytes, the
  /// member stack's count takes no more room in the recursive frames.
  private var elementCountLimit = Int32(DocumentDecoder.defaultMaximumElementCount)
  /// Set when the element limit or the error limit was passed: decoding winds down
  /// without more messages.
  var exhausted = false
  /// Whether a variant is being decoded (`variant`).
  private(set) var decodesVariant = false
  /// Set when a value read since the last reset reads the constrained size
  /// (SizeExpressionDecoding.swift): reset and read twice per element, here in the 16
  /// bytes of the counts, not in `sizeExpressions`, whose every access costs a retain, a
  /// release and a dynamic exclusivity check.
  var valueReadsSize = false
  /// The headers of the elements whose children are being decoded, innermost last
  /// (CountedStack.swift).
  var openHeaders = HeaderStack()
  /// The IDs of the children of the elements being decoded, innermost last: each element
  /// takes its own off as it is added to the tree (an array of them per element cost an
  /// allocation and a release each).
  var childStack = ChildStack()
  /// The members of the elements (and the style) being decoded, innermost last: each a
  /// range (`Properties.members`), so that looking them up allocates and retains nothing
  /// (CountedStack.swift).
  var memberStack = MemberStack()
  /// The variant being decoded: none for the document itself, else one. (In `state`,
  /// with `decodesVariant` here, read for every element, in the 16 bytes of the counts:
  /// debug builds copy the decoder into every recursive decoding frame.)
  var variant: [VariantPatches] {
    get { state.variant }
    set {
      state.variant = newValue
      decodesVariant = !newValue.isEmpty
    }
  }
  /// The IDs of the elements decoded from a parser on another thread, in the order it
  /// handed them over (ElementHandoff.swift): its tape holds that number for each. Empty
  /// otherwise, where an element node holds its ID.
  var handedOver = HandedOverIDs()
  /// Size expressions and fonts (DecodingState.swift).
  let state = DecodingState()
  /// Styles and names met before (DecodingMemos.swift): here, not in `state`, whose
  /// class properties cost a dynamic exclusivity check at each access.
  var styleMemo = StyleMemo()
  var nameMemo = NameMemo()
  var leafMemo = LeafMemo()

  init(
    tape: DocumentTape, maximumElementCount: Int = DocumentDecoder.defaultMaximumElementCount
  ) {
    self.tape = tape
    self.maximumElementCount = Self.elementLimit(
      typeKeyCount: tape.typeKeyCount, maximumElementCount: maximumElementCount)
  }

  /// The most elements a document with `typeKeyCount` `type` keys may expand to.
  static func elementLimit(
    typeKeyCount: Int, maximumElementCount: Int = DocumentDecoder.defaultMaximumElementCount
  ) -> Int {
    let (written, overflow) = typeKeyCount.multipliedReportingOverflow(by: 4)
    return min(
      maximumElementCount, max(Self.expansionElementCount, overflow ? maximumElementCount : written)
    )
  }

  /// Whether `maximumElementCount` is the limit on what components expand to.
  var isExpansionLimit: Bool {
    maximumElementCount == Self.expansionElementCount
      || maximumElementCount == 4 * tape.typeKeyCount
  }

  mutating func error(_ message: String, at position: LineColumn) {
    diagnostics.append(Diagnostic(.error, message, at: tape.location(position)))
    errorCount &+= 1
  }

  /// An error at a value.
  mutating func error(_ message: String, at value: ValueID) {
    error(message, at: tape.position(value))
  }

  mutating func warning(_ message: String, at position: LineColumn) {
    diagnostics.append(Diagnostic(.warning, message, at: tape.location(position)))
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Decodes a whole document given as a value tree. The document is nil when there is
  /// any error.
  static func decode(
    _ value: Value, maximumElementCount: Int = DocumentDecoder.defaultMaximumElementCount
  ) -> (Document?, [Diagnostic]) {
    decode(DocumentTape(value), maximumElementCount: maximumElementCount)
  }

  /// Decodes a whole document, and each of its variants. The document is nil when there
  /// is any error.
  static func decode(
    _ tape: DocumentTape, maximumElementCount: Int = DocumentDecoder.defaultMaximumElementCount,
    fonts: FontCatalog = FontCatalog()
  ) -> (Document?, [Diagnostic]) {
    var decoder = DocumentDecoder(tape: tape, maximumElementCount: maximumElementCount)
    decoder.textState.catalog = fonts
    var variants: [VariantPatches]? = []
    var document = decoder.decodeDocument(tape.root, variants: &variants)
    var diagnostics = decoder.diagnostics
    if let tree = document?.tree, let variants, !variants.isEmpty {
      let (decoded, found) = decodeVariants(
        variants, tape: tape, defaultTree: tree, maximumElementCount: maximumElementCount,
        fonts: fonts)
      document?.variants = decoded
      diagnostics += found
    }
    let hasErrors = diagnostics.contains { $0.severity == .error }
    return (hasErrors ? nil : document, diagnostics)
  }

  /// Each variant decoded as a document of its own, with its patches applied; the errors
  /// of the document itself come again and are dropped as duplicates by the reader.
  private static func decodeVariants(
    _ variants: [VariantPatches], tape: DocumentTape, defaultTree: ElementTree,
    maximumElementCount: Int, fonts: FontCatalog
  ) -> ([Document.Variant], [Diagnostic]) {
    // Every variant is a whole tree: together they stay within the element limit.
    let (total, overflow) = defaultTree.count.multipliedReportingOverflow(by: variants.count + 1)
    if overflow || total > maximumElementCount {
      let message =
        "\(variants.count) variants of a document of \(defaultTree.count) elements make more "
        + "than the \(maximumElementCount) elements a document may lay out"
      return ([], [Diagnostic(.error, message, at: tape.location(variants[0].position))])
    }
    let names = (0..<defaultTree.count).compactMap { defaultTree.name(of: ElementID($0)) }
    var remaining = maximumElementCount - defaultTree.count
    var decoded: [Document.Variant] = []
    var diagnostics: [Diagnostic] = []
    for variant in variants {
      var decoder = DocumentDecoder(tape: tape, maximumElementCount: max(1, remaining))
      decoder.variant = [variant]
      decoder.textState.catalog = fonts
      var none: [VariantPatches]?
      let document = decoder.decodeDocument(tape.root, variants: &none)
      diagnostics += decoder.diagnostics + decoder.variant[0].unmatched(names: names, tape: tape)
      guard let tree = document?.tree else { continue }
      remaining -= tree.count
      decoded.append(Document.Variant(name: variant.name, tree: tree))
    }
    return (decoded, diagnostics)
  }

  /// The document's elements (with the variant `patches` applied) and its envelope;
  /// `variants` receives the envelope's variants, unless it is nil (a variant is being
  /// decoded: the envelope was read for the document itself).
  mutating func decodeDocument(_ value: ValueID, variants: inout [VariantPatches]?)
    -> Document?
  {
    guard tape.kind(value) == .object else {
      error(
        "a document is an element or an envelope (an object with 'root'), found \(describeFound(value))",
        at: value)
      return nil
    }
    let isEnvelope = tape.member(.root, of: value) != nil
    if !isEnvelope {
      // `sizes`, `components` or `variants` without `root`: an envelope that lost its root.
      if tape.member(.type, of: value) == nil, tape.member(.use, of: value) == nil,
        let envelopeKey = tape.members(value).first(where: {
          $0.key.known == .sizes || $0.key.known == .components || $0.key.known == .variants
            || $0.key.known == .fonts
        })
      {
        let message = "an envelope with '\(tape.keys.text(envelopeKey.key))' needs a 'root' element"
        if let near = tape.members(value).first(where: {
          DidYouMean.suggestion(for: tape.keys.text($0.key), among: ["root"]) != nil
        }) {
          error(
            "unknown key '\(tape.keys.text(near.key))'; did you mean 'root'? (\(message))",
            at: near.keyPosition)
        } else {
          error(message, at: value)
        }
        return nil
      }
      reserveElements()
      let root = decodeElement(value, parent: .root, depth: 1)
      tree.root = root
      finishSizeBindings()
      tree.finishBuilding()
      return Document(tree: tree, sizeExpressionProbes: sizeExpressions.probes)
    }

    var sizes: [NamedSize] = []
    var rootValue: ValueID?
    for member in tape.members(value) {
      switch member.key.known {
      case .root: rootValue = member.value
      case .sizes: sizes = decodeSizes(member.value)
      case .components:
        components = ComponentTable(member.value, tape: tape, diagnostics: &diagnostics)
      case .variants:
        if variants != nil {
          variants = VariantPatches.read(member.value, tape: tape, diagnostics: &diagnostics)
        }
      case .fonts: decodeFontsEntry(member.value)
      case .textEngine: decodeEnvelopeTextEngine(member.value)
      case .safeArea:
        if let safeArea = decodeSafeArea(member.value) { tree.safeAreaInsets = safeArea }
      default:
        let key = tape.keys.text(member.key)
        let envelopeKeys = DescriptionKeys.envelope.map(\.key.text)
        error(
          "unknown key '\(key)' in the envelope\(DidYouMean.hint(for: key, among: envelopeKeys))"
            + (DidYouMean.suggestion(for: key, among: envelopeKeys) == nil
              ? " (it takes \(envelopeKeys.dropLast().joined(separator: ", ")) and "
                + "\(envelopeKeys.last ?? ""))" : ""),
          at: member.keyPosition)
      }
    }
    guard let rootValue else { return nil }
    reserveElements()
    let root = decodeElement(rootValue, parent: .root, depth: 1)

    // Components no element uses are still checked, each on its own (once: a variant's
    // patches do not reach them).
    let decoded = tree
    let bindingCount = sizeExpressions.bindings.count
    for name in components.names where !components.used.contains(name) && variants != nil {
      if let definition = components.definitions[name] {
        _ = decodeElement(definition.value, parent: .standalone, depth: 1)
      }
    }
    tree = decoded
    // The styles and names those components interned are gone with them.
    styleMemo = StyleMemo()
    nameMemo = NameMemo()
    leafMemo = LeafMemo()
    tree.root = root
    sizeExpressions.bindings.removeLast(sizeExpressions.bindings.count - bindingCount)
    finishSizeBindings()
    tree.finishBuilding()
    var document = Document(tree: tree, sizeExpressionProbes: sizeExpressions.probes)
    document.namedSizes = sizes
    return document
  }

  /// Room for the elements the document names a type for (components may make more, a
  /// button makes up to three), so that the tree does not grow by copying.
  private mutating func reserveElements() {
    tree.reserveCapacity(min(tape.typeKeyCount, maximumElementCount) + 16)
  }

  /// The envelope's `sizes`: a list of SIZE strings.
  private mutating func decodeSizes(_ value: ValueID) -> [NamedSize] {
    guard tape.kind(value) == .array else {
      error(
        "'sizes' must be a list of sizes such as [\"375x667\", \"320xany\"], found \(describeFound(value))",
        at: value)
      return []
    }
    var sizes: [NamedSize] = []
    for item in tape.items(value) {
      guard tape.kind(item) == .string else {
        error(
          "each of 'sizes' must be a size string such as \"375x667\", found \(describeFound(item))",
          at: item)
        continue
      }
      switch SizeSyntax.parseNamed(tape.string(item)) {
      case .success(let named): sizes.append(named)
      case .failure(let failure): error(failure.message, at: item)
      }
    }
    return sizes
  }
}

extension [Diagnostic] {
  mutating func error(_ message: String, at location: SourceLocation) {
    append(Diagnostic(.error, message, at: location))
  }
}

extension DocumentDecoder {
  /// The envelope's `safeArea`: insets (3.7) of plain numbers, 0 or more. UIKit's safe
  /// area is never negative or infinite, and it is what the app's window gives, not a
  /// value computed from the constrained size: no `"inf"`, no expression. Every side and
  /// the shape are checked together, so that one run reports every problem.
  mutating func decodeSafeArea(_ value: ValueID) -> EdgeInsets? {
    let sides: [(name: String, keyPath: WritableKeyPath<EdgeInsets, Double>)] = [
      ("top", \.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right),
    ]
    var insets = EdgeInsets.zero
    var valid = true
    switch tape.kind(value) {
    case .number, .string:
      guard let side = safeAreaSide(value, "safeArea") else { return nil }
      return EdgeInsets(top: side, left: side, bottom: side, right: side)
    case .array:
      let count = tape.count(value)
      if count != 4 {
        error("'safeArea' takes four values [top, left, bottom, right], found \(count)", at: value)
        valid = false
      }
      for (index, item) in tape.items(value).enumerated() {
        let key = index < sides.count ? "safeArea." + sides[index].name : "safeArea"
        guard let side = safeAreaSide(item, key), index < sides.count else {
          valid = false
          continue
        }
        insets[keyPath: sides[index].keyPath] = side
      }
    case .object:
      for member in tape.members(value) {
        let memberKey = tape.keys.text(member.key)
        guard let found = sides.first(where: { $0.name == memberKey }) else {
          error(
            "unknown key '\(memberKey)' in 'safeArea'"
              + DidYouMean.hint(for: memberKey, among: sides.map(\.name)),
            at: member.keyPosition)
          valid = false
          continue
        }
        guard let side = safeAreaSide(member.value, "safeArea." + memberKey) else {
          valid = false
          continue
        }
        insets[keyPath: found.keyPath] = side
      }
    default:
      error(
        "'safeArea' must be insets: a number, [top, left, bottom, right] or {top, left, "
          + "bottom, right}, found \(describeFound(value))", at: value)
      return nil
    }
    return valid ? insets : nil
  }

  /// One side of the envelope's `safeArea` (or all four, `key` being `safeArea`).
  private mutating func safeAreaSide(_ value: ValueID, _ key: String) -> Double? {
    guard tape.kind(value) == .number, tape.number(value).isFinite else {
      error(
        "'\(key)' takes numbers of points, 0 or more (as the app prints view.safeAreaInsets), "
          + "found \(describeFound(value))", at: value)
      return nil
    }
    let number = tape.number(value)
    guard number >= 0 else {
      error(
        "'\(key)' cannot be negative (UIKit's safe area never is), found "
          + NumberText.shortest(number), at: value)
      return nil
    }
    return number == 0 ? 0 : number
  }
}
