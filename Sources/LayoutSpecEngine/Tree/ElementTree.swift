// The element tree: every spec and node of a description in one arena of 32-byte records.
// No classes, no existentials: dispatch is a `switch` on a record's kind.
//
// Why records and tables: layout reads and copies records all the time, so a record must
// stay 32 bytes with no references, and copying it must retain nothing. It therefore holds
// only 32-bit indexes: the style (about 180 bytes) and the spec properties are interned (a
// feed has four distinct styles), a text node's numbers sit in a table of plain records,
// and names and strings, which layout never reads, sit aside. Holding them inline would
// make a text node 288 bytes with three heap blocks (docs/performance.md).

/// One element as layout reads it: 32 bytes, no references.
struct ElementRecord: Sendable {
  /// Which of the tree's tables `payload` indexes: `ElementKind` without its properties,
  /// which would make the record large and give it references.
  enum Kind: UInt8, CaseIterable, Sendable {
    case stack, inset, overlay, background, center, relative, ratio, absolute, corner
    case wrapper, spacer, node, image, text, button
  }

  var kind: Kind
  var type: ElementType
  /// Index into `ElementTree.styles`.
  var style: Int32
  /// Index into the table of `kind`'s properties; 0 for kinds without properties.
  var payload: Int32
  var childStart: Int32
  var childCount: Int32
  /// Index into `ElementTree.names`, or -1 for none.
  var name: Int32
  var sourceLine: Int32 = 0
  var sourceColumn: Int32 = 0

  /// Whether the element has the default style (`ElementTree.defaultStyle`), which sets no
  /// size: 0 to infinity on both axes, told from the record without reading the style.
  @inline(__always)
  var setsNoSize: Bool { style == ElementTree.defaultStyle }
}

/// The records' tables: styles and kind properties (interned), text nodes, names.
struct ElementTables: Sendable {
  var root = ElementID(0)
  var containerCount = 0
  var styles = InternTable<LayoutElementStyle>()
  var stacks = InternTable<StackLayoutSpec>()
  var insets = InternTable<InsetLayoutSpec>()
  var centers = InternTable<CenterLayoutSpec>()
  var relatives = InternTable<RelativeLayoutSpec>()
  var ratios = InternTable<RatioLayoutSpec>()
  var absolutes = InternTable<AbsoluteLayoutSpec>()
  var corners = InternTable<CornerLayoutSpec>()
  var nodes = InternTable<DisplayNode>()
  var images = InternTable<ImageNode>()
  var texts: [TextRecord] = []
  /// The tokens of the texts that are not ASCII (`TextRecord.keepsTokens`).
  var textTokens = TextTokens()
  // Read by formats and messages only. Names repeat ("avatar" in every cell): interned.
  var textStrings: [String] = []
  var names = NameTable()
  /// The component each `use` site was expanded from (element index to `names` index),
  /// for `export`, which writes a component as a helper method.
  var components: [Int32: Int32] = [:]
  /// The document's fonts, which fonted texts' runs index.
  var fonts: [TextFace] = []
  /// Fonted texts, shaped (`TextRecord.fonted` indexes them), and their shaped runs
  /// while the tree is built (`ElementTree.finishBuilding()`).
  var fontedTexts: [FontedText] = []
  var shapeCache = ShapeCache()
  /// Fonted texts' attributes, by text index (read by formats only).
  var attributesByText: [Int32: TextAttributes] = [:]
  /// Elements whose values are computed from a constrained size (SizeBindings.swift), and
  /// the nodes below the root whose constrained size they read.
  var sizeBindings: [SizeBinding] = []
  /// The indexes in `sizeBindings` per scope: its node's index, -1 for the root's range.
  /// (Not keyed by `ElementID?`: the runtime builds that type and finds its Hashable at
  /// first use, about 300,000 instructions of every run's start-up.)
  var sizeBindingsByScope: [Int: [Int]] = [:]
  var hasNestedSizeScopes = false
  /// The safe area the size-bound values read (`safeArea.top`, ...): UIKit's zero for a
  /// view outside a window unless the command line or the document gives one.
  var safeAreaInsets = EdgeInsets.zero

  init() {
    // The default style first (`ElementTree.defaultStyle`).
    _ = styles.index(of: LayoutElementStyle())
  }

  /// The record kind and table index of `kind`'s properties, stored once, for element
  /// `id`, which is added to the tree: the root until another is.
  mutating func storeAdded(_ kind: consuming ElementKind, id: ElementID, hasChildren: Bool) -> (
    ElementRecord.Kind, Int32
  ) {
    root = id
    if hasChildren { containerCount += 1 }
    return store(kind)
  }

  /// The record kind and table index of `kind`'s properties, stored once. (`kind` is
  /// consumed: each case then gives up its own payload, where a borrowed kind left its
  /// caller a general destroy of the enum, about 40 instructions per element.)
  mutating func store(_ kind: consuming ElementKind) -> (ElementRecord.Kind, Int32) {
    switch consume kind {
    case .stack(let spec): return (.stack, stacks.index(of: spec))
    case .inset(let spec): return (.inset, insets.index(of: spec))
    case .overlay: return (.overlay, 0)
    case .background: return (.background, 0)
    case .center(let spec): return (.center, centers.index(of: spec))
    case .relative(let spec): return (.relative, relatives.index(of: spec))
    case .ratio(let spec): return (.ratio, ratios.index(of: spec))
    case .absolute(let spec): return (.absolute, absolutes.index(of: spec))
    case .corner(let spec): return (.corner, corners.index(of: spec))
    case .wrapper: return (.wrapper, 0)
    case .spacer: return (.spacer, 0)
    case .node(let node): return (.node, nodes.index(of: node))
    case .image(let node): return (.image, images.index(of: node))
    case .text(let node): return (.text, storeText(node))
    case .button: return (.button, 0)
    }
  }

  /// Summarizes the text once. An ASCII text's width and lines are only counted: its
  /// tokens are cheaper to classify again in the rare case that it wraps than to keep.
  /// Other texts are classified into the shared tokens.
  private mutating func storeText(_ node: TextNode) -> Int32 {
    if let attributes = node.attributes { return storeFontedText(node, attributes) }
    let ascii = TextSummary.ascii(node.text)
    let index = Int32(truncatingIfNeeded: texts.count)
    texts.append(
      TextRecord(
        fontSize: node.fontSize, lineHeight: node.lineHeight, maxLines: node.maxLines,
        summary: ascii ?? textTokens.append(node.text), keepsTokens: ascii == nil))
    textStrings.append(node.text)
    return index
  }

  /// Shapes a fonted text once, with the runs shaped before it cached.
  private mutating func storeFontedText(_ node: TextNode, _ attributes: TextAttributes) -> Int32 {
    let fonted = FontedText(
      attributes, maxLines: node.maxLines, faces: fonts, cache: &shapeCache)
    let index = Int32(truncatingIfNeeded: texts.count)
    var summary = TextSummary()
    summary.paragraphCount = fonted.isEmpty ? 0 : 1
    var record = TextRecord(
      fontSize: node.fontSize, lineHeight: node.lineHeight, maxLines: node.maxLines,
      summary: summary, keepsTokens: false)
    record.fonted = Int32(truncatingIfNeeded: fontedTexts.count)
    texts.append(record)
    fontedTexts.append(fonted)
    textStrings.append(node.text)
    attributesByText[index] = attributes
    return index
  }
}

/// An arena of elements. Children are added before their parent, so a tree is built
/// bottom-up in one pass and the root is the last element added.
public struct ElementTree: Sendable {
  private(set) var records: [ElementRecord] = []
  private(set) var childIDs: [ElementID] = []
  /// The tables, out of line in an array of one: an ElementTree is 24 bytes, as small as
  /// it was with 288-byte elements. Why: a debug build copies the reader's decoder state
  /// (which holds the tree) a few dozen times into each frame of its recursion, and 330
  /// bytes of tables inline made 256 nested elements overflow a 1 MiB stack
  /// (DocumentReaderTests.deepDocumentsDecodeOnASmallStack).
  private(set) var tables = [ElementTables()]

  public init() {}

  public var root: ElementID {
    get { tables[0].root }
    set { tables[0].root = newValue }
  }

  /// How many elements have children: the specs a layout calculates and caches.
  public var containerCount: Int { tables[0].containerCount }

  /// How many distinct styles the elements have.
  var styleCount: Int { tables[0].styles.values.count }

  public var count: Int { records.count }

  /// The bytes each element takes in the records array (the benchmark prints it).
  public static var recordByteCount: Int { MemoryLayout<ElementRecord>.stride }

  // MARK: Building

  /// Appends an element whose children were added already; returns its ID.
  @discardableResult
  public mutating func add(
    _ type: ElementType, _ kind: ElementKind, name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle(), children: [ElementID] = []
  ) -> ElementID {
    let nameIndex = name.map { tables[0].names.index(of: $0) } ?? Self.noName
    return add(type, kind, name: nameIndex, style: styleIndex(of: style), children: children)
  }

  /// The `name` index of an element without a name.
  public static let noName: Int32 = -1

  /// The index of the name with these UTF-8 bytes among the tree's names (added when new),
  /// for `add(name:style:)`: a reader interns a name from its bytes without making a String.
  public mutating func nameIndex(of bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    tables[0].names.index(of: bytes)
  }

  /// The default style's index in `styles`, which every tree has: most elements have it.
  public static let defaultStyle: Int32 = 0

  /// The index of `style` among the tree's styles (added when new), for `add(style:)`: a
  /// reader that interns a style as soon as it is read need not carry it (about 200 bytes)
  /// until its element is added.
  public mutating func styleIndex(of style: LayoutElementStyle) -> Int32 {
    tables[0].styles.index(of: style)
  }

  /// Appends an element whose name and style are the tree's `name`-th and `style`-th
  /// (`nameIndex(of:)`, `styleIndex(of:)`; `noName` for none).
  @discardableResult
  public mutating func add(
    _ type: ElementType, _ kind: ElementKind, name nameIndex: Int32, style: Int32,
    children: [ElementID] = []
  ) -> ElementID {
    children.withUnsafeBufferPointer {
      add(type, kind, name: nameIndex, style: style, children: $0)
    }
  }

  /// Appends an element whose children are a part of an array (a reader that keeps the
  /// children of the elements it is building on one stack need not copy them out), found
  /// at `sourceLine` and `sourceColumn` (`setSourcePosition`).
  @discardableResult
  public mutating func add(
    _ type: ElementType, _ kind: ElementKind, name nameIndex: Int32, style: Int32,
    children: ArraySlice<ElementID>, sourceLine: Int = 0, sourceColumn: Int = 0
  ) -> ElementID {
    children.withUnsafeBufferPointer {
      add(
        type, kind, name: nameIndex, style: style, children: $0, sourceLine: sourceLine,
        sourceColumn: sourceColumn)
    }
  }

  /// `add` with the children in memory the caller owns: this package's reader, whose
  /// stack of children an array slice would retain and release per element (and append
  /// from at twice the instructions). Not public: a buffer's lifetime is the caller's to
  /// get right.
  @discardableResult
  package mutating func add(
    _ type: ElementType, _ kind: consuming ElementKind, name nameIndex: Int32, style: Int32,
    children: UnsafeBufferPointer<ElementID>, sourceLine: Int = 0, sourceColumn: Int = 0
  ) -> ElementID {
    let id = ElementID(records.count)
    // The tables in one access: each is a check that they are not shared.
    let (recordKind, payload) = tables[0].storeAdded(kind, id: id, hasChildren: !children.isEmpty)
    records.append(
      ElementRecord(
        kind: recordKind, type: type, style: style, payload: payload,
        childStart: Int32(truncatingIfNeeded: childIDs.count),
        childCount: Int32(truncatingIfNeeded: children.count), name: nameIndex,
        sourceLine: Int32(clamping: sourceLine), sourceColumn: Int32(clamping: sourceColumn)))
    // One at a time: most elements are leaves or have a few children, and the generic
    // `append(contentsOf:)` took about 90 instructions a call.
    for child in children { childIDs.append(child) }
    return id
  }

  /// Whether element `id` may be added again, by `addText(_:like:)` for a text and by
  /// `addCopy(of:)` for the rest: it has no children, and its properties are interned or
  /// (a text of the text model) its numbers.
  package func isCopyableLeaf(_ id: ElementID) -> Bool {
    let record = records[Int(id.index)]
    return record.childCount == 0 && (record.kind != .text || text(record.payload).fonted < 0)
  }

  package func isText(_ id: ElementID) -> Bool { records[Int(id.index)].kind == .text }

  /// Appends a copy of element `id`, which `isCopyableLeaf` and is not a text, found at
  /// `sourceLine` and `sourceColumn`, as `add` adds the same element: for a reader that
  /// met it before.
  package mutating func addCopy(of id: ElementID, sourceLine: Int, sourceColumn: Int)
    -> ElementID
  {
    var record = records[Int(id.index)]
    record.childStart = Int32(truncatingIfNeeded: childIDs.count)
    record.sourceLine = Int32(clamping: sourceLine)
    record.sourceColumn = Int32(clamping: sourceColumn)
    let copy = ElementID(records.count)
    tables[0].root = copy
    records.append(record)
    return copy
  }

  /// Appends a text of the text model with the string `text` and the type, name, style
  /// and numbers of text `id`, which `isCopyableLeaf`, found at `sourceLine` and
  /// `sourceColumn`, as `add` adds the same text: for a reader that met it before but for
  /// its string.
  package mutating func addText(
    _ text: String, like id: ElementID, sourceLine: Int, sourceColumn: Int
  )
    -> ElementID
  {
    let record = records[Int(id.index)]
    let numbers = self.text(record.payload)
    let node = TextNode(
      text: text, fontSize: numbers.fontSize, lineHeight: numbers.lineHeight,
      maxLines: numbers.maxLines)
    return add(
      record.type, .text(node), name: record.name, style: record.style,
      children: UnsafeBufferPointer(start: nil, count: 0), sourceLine: sourceLine,
      sourceColumn: sourceColumn)
  }

  /// Whether the tree holds nothing that indexes a table of the whole document: what
  /// `append` takes.
  package var isSelfContained: Bool { tables[0].isSelfContained }

  /// Appends every element of `other`, a tree built on its own (a part of the same
  /// document, read on another thread) that `isSelfContained`, after this tree's: the
  /// IDs `other` gave its elements are this tree's from the returned offset on.
  package mutating func append(_ other: ElementTree) -> Int32 {
    precondition(other.isSelfContained, "a tree that indexes its document's tables")
    let offset = Int32(truncatingIfNeeded: records.count)
    let childOffset = Int32(truncatingIfNeeded: childIDs.count)
    let remap = tables[0].append(other.tables[0])
    records.reserveCapacity(records.count + other.records.count)
    for var record in other.records {
      record.style = remap.styles[Int(record.style)]
      record.payload = remap.payload(record.payload, of: record.kind)
      if record.name != Self.noName { record.name = remap.names[Int(record.name)] }
      record.childStart += childOffset
      records.append(record)
    }
    childIDs.reserveCapacity(childIDs.count + other.childIDs.count)
    for child in other.childIDs { childIDs.append(ElementID(Int(child.index) + Int(offset))) }
    if !other.records.isEmpty { root = ElementID(Int(other.root.index) + Int(offset)) }
    return offset
  }

  /// Drops what only building reads: the shaped runs' cache (a copy of every distinct
  /// run's scalars and advances), unless size-bound elements will store texts again at
  /// layout (`replaceValues`). Nothing changes for what is already stored.
  public mutating func finishBuilding() {
    guard tables[0].sizeBindings.isEmpty else { return }
    tables[0].shapeCache = ShapeCache()
  }

  /// How many shaped runs the tree keeps for texts stored later.
  var shapedRunCount: Int { tables[0].shapeCache.count }

  /// Makes room for `count` elements (their child IDs, and as many texts), so that a tree
  /// whose size is known up front is not copied as it grows: a copy holds the old array
  /// and the new one at once, and room never written takes no memory.
  public mutating func reserveCapacity(_ count: Int) {
    records.reserveCapacity(count)
    childIDs.reserveCapacity(count)
    tables[0].texts.reserveCapacity(count)
    tables[0].textStrings.reserveCapacity(count)
  }

  /// Records where the reader found an element.
  public mutating func setSourcePosition(_ id: ElementID, line: Int, column: Int) {
    records[Int(id.index)].sourceLine = Int32(clamping: line)
    records[Int(id.index)].sourceColumn = Int32(clamping: column)
  }

  /// Records that the element was expanded from the component `name` (a `use` site).
  public mutating func setComponent(_ id: ElementID, _ name: String) {
    tables[0].components[id.index] = tables[0].names.index(of: name)
  }

  /// The component the element was expanded from, when it is a `use` site.
  public func component(of id: ElementID) -> String? {
    tables[0].components[id.index].map { tables[0].names[$0] }
  }

  // MARK: Size-bound values (SizeBindings.swift)

  /// The elements whose values depend on a constrained size.
  public var sizeBindings: [SizeBinding] {
    get { tables[0].sizeBindings }
    set {
      tables[0].sizeBindings = newValue
      tables[0].sizeBindingsByScope = Dictionary(
        grouping: newValue.indices, by: { newValue[$0].scope.map { Int($0.index) } ?? -1 })
      tables[0].hasNestedSizeScopes = newValue.contains { $0.scope != nil }
    }
  }

  /// The `safeAreaInsets` every node's `layoutSpecThatFits:` reads: the full-screen node's,
  /// as the app prints it (`view.safeAreaInsets`); zero, UIKit's value for a view in no
  /// window, by default. Set before layout: the size-bound values read it when applied.
  public var safeAreaInsets: EdgeInsets {
    get { tables[0].safeAreaInsets }
    set { tables[0].safeAreaInsets = newValue }
  }

  /// Whether a node's own layout spec reads its constrained size.
  @inline(__always)
  func isSizeScope(_ id: ElementID) -> Bool {
    tables[0].hasNestedSizeScopes && tables[0].sizeBindingsByScope[Int(id.index)] != nil
  }

  /// Whether some node below the root reads its constrained size.
  var hasNestedSizeScopes: Bool { tables[0].hasNestedSizeScopes }

  /// The bindings whose values read `scope`'s constrained size (nil: the root's).
  func sizeBindings(of scope: ElementID?) -> [SizeBinding] {
    (tables[0].sizeBindingsByScope[scope.map { Int($0.index) } ?? -1] ?? []).map {
      tables[0].sizeBindings[$0]
    }
  }

  /// Gives an element other values of the same kind (SizeBindings.swift). The tables
  /// intern them, so values that come back cost nothing more.
  mutating func replaceValues(of id: ElementID, style: LayoutElementStyle, kind: ElementKind) {
    let (recordKind, payload) = tables[0].store(kind)
    let index = Int(id.index)
    guard records[index].kind == recordKind else { return }
    records[index].style = tables[0].styles.index(of: style)
    records[index].payload = payload
  }

  // MARK: Reading

  /// One element as a value, assembled from the tables (its kind's string and name
  /// included): for formats, tests and messages. Layout reads records.
  public subscript(id: ElementID) -> Element {
    let record = records[Int(id.index)]
    return Element(
      type: record.type, kind: kind(of: id), name: name(of: id), style: style(record.style),
      sourceLine: record.sourceLine, sourceColumn: record.sourceColumn)
  }

  @inline(__always)
  public func type(of id: ElementID) -> ElementType { records[Int(id.index)].type }

  public func name(of id: ElementID) -> String? {
    let index = records[Int(id.index)].name
    return index >= 0 ? tables[0].names[index] : nil
  }

  /// The index of the element's name among the tree's names (`name(at:)`), or `noName`:
  /// a writer encodes each name once, not once per element.
  @inline(__always)
  public func nameIndex(ofElement id: ElementID) -> Int32 { records[Int(id.index)].name }

  /// The name at `index` (`nameIndex(ofElement:)`).
  public func name(at index: Int32) -> String { tables[0].names[index] }

  /// How many distinct names the elements have.
  public var nameCount: Int { tables[0].names.count }

  /// The element's style, read in place from the style table.
  @inline(__always)
  public func style(of id: ElementID) -> LayoutElementStyle {
    self[style: records[Int(id.index)].style]
  }

  /// The element's kind with its properties (a text node's string included).
  public func kind(of id: ElementID) -> ElementKind {
    let record = records[Int(id.index)]
    let payload = record.payload
    switch record.kind {
    case .stack: return .stack(stack(payload))
    case .inset: return .inset(inset(payload))
    case .overlay: return .overlay
    case .background: return .background
    case .center: return .center(center(payload))
    case .relative: return .relative(relative(payload))
    case .ratio: return .ratio(ratio(payload))
    case .absolute: return .absolute(absolute(payload))
    case .corner: return .corner(corner(payload))
    case .wrapper: return .wrapper
    case .spacer: return .spacer
    case .node: return .node(displayNode(payload))
    case .image: return .image(image(payload))
    case .text:
      let text = self.text(payload)
      return .text(
        TextNode(
          text: textString(payload), fontSize: text.fontSize, lineHeight: text.lineHeight,
          maxLines: text.maxLines, attributes: tables[0].attributesByText[payload]))
    case .button: return .button(ButtonNode())
    }
  }

  @inline(__always)
  public func children(of id: ElementID) -> ArraySlice<ElementID> {
    let record = records[Int(id.index)]
    let start = Int(record.childStart)
    return childIDs[start..<start + Int(record.childCount)]
  }

  /// The record of `id`: 32 bytes, copied without reference counting.
  @inline(__always)
  func record(_ id: ElementID) -> ElementRecord { records[Int(id.index)] }

  // The tables' entries, by a record's `style` or `payload` index.

  /// Read in place (`_read`): a style is 180 bytes, and `sizeRange` reads a few of them.
  @inline(__always)
  func style(_ index: Int32) -> LayoutElementStyle { self[style: index] }

  @inline(__always)
  subscript(style index: Int32) -> LayoutElementStyle {
    _read { yield tables[0].styles[index] }
  }
  @inline(__always)
  func stack(_ index: Int32) -> StackLayoutSpec { tables[0].stacks[index] }
  @inline(__always)
  func inset(_ index: Int32) -> InsetLayoutSpec { tables[0].insets[index] }
  @inline(__always)
  func center(_ index: Int32) -> CenterLayoutSpec { tables[0].centers[index] }
  @inline(__always)
  func relative(_ index: Int32) -> RelativeLayoutSpec { tables[0].relatives[index] }
  @inline(__always)
  func ratio(_ index: Int32) -> RatioLayoutSpec { tables[0].ratios[index] }
  @inline(__always)
  func absolute(_ index: Int32) -> AbsoluteLayoutSpec { tables[0].absolutes[index] }
  @inline(__always)
  func corner(_ index: Int32) -> CornerLayoutSpec { tables[0].corners[index] }
  @inline(__always)
  func displayNode(_ index: Int32) -> DisplayNode { tables[0].nodes[index] }
  @inline(__always)
  func image(_ index: Int32) -> ImageNode { tables[0].images[index] }
  @inline(__always)
  func text(_ index: Int32) -> TextRecord { tables[0].texts[Int(index)] }

  /// Fonted text `index` (`TextRecord.fonted`).
  func fontedText(_ index: Int32) -> FontedText { tables[0].fontedTexts[Int(index)] }

  /// Fonted text `index`'s size for `constrained` (`FontedText.sizeThatFits`), measured
  /// in place. Kept out of line: inlined, it made the model's text layout slower.
  @inline(never)
  func fontedSize(_ index: Int32, _ constrained: Size) -> Size {
    tables[0].fontedTexts[Int(index)].sizeThatFits(constrained)
  }

  /// The `style.ascender` and `style.descender` measuring `text` sets: the model's from
  /// its font size and line height, or the fonted text's (ASTextNode.mm).
  @inline(__always)
  func baselines(of text: TextRecord) -> Baselines {
    guard text.fonted >= 0 else {
      return Baselines(
        ascender: TextNode.ascender(fontSize: text.fontSize, lineHeight: text.lineHeight),
        descender: TextNode.descender(fontSize: text.fontSize, lineHeight: text.lineHeight))
    }
    // Two fields read in place: no copy of the fonted text's arrays.
    return Baselines(
      ascender: tables[0].fontedTexts[Int(text.fonted)].ascender,
      descender: tables[0].fontedTexts[Int(text.fonted)].descender)
  }

  /// The document's font table: what text runs' `fonts` index.
  public var fonts: [TextFace] {
    get { tables[0].fonts }
    set { tables[0].fonts = newValue }
  }

  /// What shaping text node `id` found worth a warning: characters no font of their run
  /// has, and whether some widths are the model's (the system font without SF's file).
  public func fontNotes(of id: ElementID) -> (missing: [Character], approximate: Bool)? {
    let record = records[Int(id.index)]
    guard record.kind == .text, case let text = self.text(record.payload), text.fonted >= 0
    else { return nil }
    let fonted = fontedText(text.fonted)
    return (fonted.missingCharacters, fonted.hasApproximateWidths)
  }

  /// The string of text node `index` (a payload index).
  func textString(_ index: Int32) -> String { tables[0].textStrings[Int(index)] }

  /// `TextTokens.measure` for a text whose tokens the tree keeps (`keepsTokens`).
  func measureKeptTokens(_ text: TextRecord, maxWidth: Double) -> (
    width: Double, lineCount: Int
  ) {
    tables[0].textTokens.measure(text.summary, maxWidth: maxWidth, maxLines: text.maxLines)
  }
}
