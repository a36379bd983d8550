// Decoding while a JSON document is read. An element whose parent's `type` came before it
// is decoded as soon as its object closes, by the same `DocumentDecoder` that decodes a
// whole tape, and one node (`ValueKind.element`) takes the place of its subtree on the
// tape (an item of a child list with everything in it: `ElementSlot.wholeItem`). The
// tape then holds the open elements' own members and the item being read, not the
// document: a whole tape is about twice its input, every value written to it and read
// back from memory long after (docs/performance.md).
//
// Why the frames and messages are the same as decoding the whole tape: elements are added
// to the tree as their objects close, children before parents, which is the order the
// top-down decoder adds them in too; an element's warnings depend only on its own members
// and its parent's type, which it is decoded with. What this order cannot reproduce
// exactly is how the errors of a broken document interact (an error limit reached sooner,
// a parent whose `use` or duplicate key drops children already decoded), so a document
// with any error is read again the ordinary way, which reports it as it always did.
// Elements under a node's `layout` wait for their node (their values may read its
// constrained size), and so does everything in an envelope that says more than `sizes`:
// its `fonts`, `components` and `textEngine` must be known first, and its `variants`
// decode the whole tape again. A large document's elements are handed to another thread
// to decode instead, in the same order and with the same parents (ElementHandoff.swift).
//
// The stream is the parser's observer (JSONParserObserver.swift): the parser reports the
// containers it opens and closes, and the stream answers with each one's slot. Which way a
// description is read (one thread, two, a list in parts) is DescriptionReading.swift's.

import LayoutSpecEngine
import LayoutSpecPlatform

/// Where a container stands, for decoding while reading: what the stream answers when the
/// parser reports it opened (`JSONParserObserver.opened`), kept by the parser with it.
enum ElementSlot: UInt8 {
  /// Nothing in it is decoded early (or its parent's type is not known yet).
  case plain
  /// The document's object: an element, or an envelope.
  case top
  /// The `root` of an envelope with nothing but `sizes` before it: decoded with the
  /// document, its elements as they close.
  case envelopeRoot
  /// An element in its parent's `child`, `overlay`, `background` or `corner`, or an item
  /// of `children`: decoded when it closes.
  case element
  /// An element's `children`.
  case childList
  /// An item of `children` read whole: nothing in it is decoded early, and the item is
  /// decoded with everything in it when it closes (handing each element over cost the
  /// parser about 450 instructions, a fifth of its thread on a feed). An item that grows
  /// past `JSONParser.wholeItemNodes` nodes or `wholeItemDepth` containers deep is read
  /// again element by element (`readItemAgain`), so that the tape stays small and a long
  /// list in it is handed over as it is read.
  case wholeItem

  /// Whether a container in one with this slot, under `key` when this is an object's, may
  /// hold elements: the parser asks the stream only then (most containers in an element
  /// are its style or a value). The keys are `ElementKeys.elementHolding` but `layout`,
  /// compared by number: the parser asks at every container it opens in an element, and
  /// making a `KnownKey` of the key is a call.
  @inline(__always)
  func mayHoldElements(under key: KeyID) -> Bool {
    switch self {
    case .plain, .wholeItem: return false
    case .childList: return true
    case .top, .envelopeRoot, .element:
      return key == .children || key == .child || key == .overlay || key == .background
        || key == .corner || (key == .root && self == .top)
    }
  }
}

/// The parser's observer while a description is read (JSONParserObserver.swift): it
/// decodes elements as their objects close, or hands them to another thread to decode
/// (ElementHandoff.swift), and reads a long child list's second part on a thread of its
/// own (ListParts.swift).
struct ElementStream: JSONParserObserver {
  /// Decodes the elements as they close; unused when they are handed over instead.
  var decoder: DocumentDecoder
  /// Where the elements go, when another thread decodes them (ElementHandoff.swift).
  var handoff: ElementHandoff?
  /// Whether elements are handed over (`handoff` is set while reading): testing the
  /// optional is a call, per element closed.
  let handsOver: Bool
  /// One entry per open container whose slot is not `plain`, innermost last.
  private var open = CountedStack<Entry>()
  /// Whether any element was decoded early: the tape then holds element nodes.
  private(set) var decodedAny = false
  /// How many of the elements on the tape a list's other part decoded (ListParts.swift).
  private(set) var elementsDecodedElsewhere = 0
  /// How often a decoded element kept the parser's tape, which was then copied whole: a
  /// copy per element makes reading quadratic, so none should (`keptValues`).
  private(set) var tapeCopies = 0
  /// Whether items of `children` are read whole (`ElementSlot.wholeItem`): until one is
  /// read again, so that a document reads at most one item's start twice.
  private var readsItemsWhole = true
  /// Set when the next long child list may be read in two parts (ListParts.swift), and
  /// the part being read on another thread.
  var listParts: ListPartSource?
  var pendingListPart: PendingListPart?

  private struct Entry {
    var slot: ElementSlot
    /// Where the tape stood before the container: what is dropped once it is decoded.
    var mark: DocumentTape.Mark
    /// The element's depth (a child list: its element's).
    var depth: Int
    /// An element: its parent's type. A child list: its element's type.
    var type: ElementType?
    /// The top or an element: its own type, once a container in it looked it up.
    var ownType: ElementType?
  }

  /// A stream for a document of `byteCount` bytes, reading the first long child list in
  /// two parts with `listParts`.
  init(file: String, fonts: FontCatalog, byteCount: Int = 0, listParts: ListPartSource? = nil) {
    decoder = DocumentDecoder.forStream(file: file, fonts: fonts, byteCount: byteCount)
    handsOver = false
    self.listParts = listParts
  }

  /// A stream that hands its elements to `handoff` instead of decoding them.
  init(file: String, handoff: ElementHandoff, listParts: ListPartSource? = nil) {
    decoder = DocumentDecoder(tape: DocumentTape(file: file))
    self.handoff = handoff
    handsOver = true
    self.listParts = listParts
  }

  static var observesContainers: Bool { true }

  /// Whether a container is reported: where it may hold elements (most containers in an
  /// element are its style or a value).
  @inline(__always)
  func reports(containerIn slot: ElementSlot, under key: KeyID) -> Bool {
    slot.mayHoldElements(under: key)
  }

  /// The slot of the container just opened at `node` (the tape's last node), given the
  /// container it is in: its node, its slot, and, in an object, the member's key. An
  /// element's mark is taken here, just after its node. (Inlined into the parser: a call
  /// per container cost more than the little most calls do.)
  @inline(__always)
  mutating func opened(
    _ node: Int, isObject: Bool, parent: (node: Int, slot: ElementSlot, key: KeyID)?,
    tape: borrowing DocumentTape
  ) -> ElementSlot {
    guard let parent else {
      guard isObject else { return .plain }
      return push(.top, mark: tape.mark, depth: 1, type: nil)
    }
    // The parent's own entry: it is the innermost container with a slot.
    guard let innermost = open.top else { return .plain }
    let owner = open[innermost]
    switch parent.slot {
    case .plain, .wholeItem:
      return .plain
    case .childList:
      guard isObject else { return .plain }
      return push(
        readsItemsWhole ? .wholeItem : .element, mark: tape.mark, depth: owner.depth + 1,
        type: owner.type)
    case .top where parent.key == .root:
      guard isObject, tape.hasOnlySizes(in: parent.node, before: node) else { return .plain }
      return push(.envelopeRoot, mark: tape.mark, depth: 1, type: nil)
    case .top, .envelopeRoot, .element:
      guard let type = ownType(of: parent.node, before: node, tape),
        isEarly(parent.key, isObject: isObject, in: type, at: parent.node, before: node, tape)
      else { return .plain }
      if parent.key == .children {
        return push(.childList, mark: tape.mark, depth: owner.depth, type: type)
      }
      return push(.element, mark: tape.mark, depth: owner.depth + 1, type: type)
    }
  }

  /// The type of the innermost open element, at `object`, if its `type` came before the
  /// value at `node`.
  private mutating func ownType(of object: Int, before node: Int, _ tape: borrowing DocumentTape)
    -> ElementType?
  {
    let innermost = open.count - 1
    if let known = open[innermost].ownType { return known }
    guard let value = tape.member(.type, ofOpenObject: object, before: node),
      tape.kind(value) == .string,
      let type = tape.withStringBytes(value, ElementKeys.typesWithKeyMasks.match)?.type
    else { return nil }
    open[innermost].ownType = type
    return type
  }

  /// Whether the value of `key`, opened at `node` in an element of type `type`, holds
  /// elements decoded as they close: elements its parent decodes in the same order, so
  /// that every element gets the ID it gets from the whole tape. A spec with a second
  /// element decodes `child` first, whatever order the document gives them in.
  private func isEarly(
    _ key: KeyID, isObject: Bool, in type: ElementType, at object: Int, before node: Int,
    _ tape: borrowing DocumentTape
  ) -> Bool {
    let children = ElementKeys.children(of: type)
    let second = ElementKeys.secondElementKey(of: type)
    switch key.known {
    case .children:
      return !isObject && (children == .many || children == .oneOrMany)
    case .child:
      guard isObject && (children == .one || children == .oneOrMany) else { return false }
      return second.map { tape.member($0, ofOpenObject: object, before: node) == nil } ?? true
    case let known? where known == second:
      // The spec's second element (`ElementKeys.secondElementKey`), decoded after `child`.
      guard isObject, let child = tape.member(.child, ofOpenObject: object, before: node)
      else { return false }
      return tape.kind(child) == .element
    default:
      return false
    }
  }

  private mutating func push(
    _ slot: ElementSlot, mark: DocumentTape.Mark, depth: Int, type: ElementType?
  ) -> ElementSlot {
    open.push(Entry(slot: slot, mark: mark, depth: depth, type: type))
    return slot
  }

  /// The type of the element whose child list is the innermost open container, and the
  /// depth its items are decoded at; nil when that container is not a child list.
  var openChildList: (parentType: ElementType, itemDepth: Int)? {
    guard let innermost = open.top, open[innermost].slot == .childList,
      let type = open[innermost].type
    else { return nil }
    return (type, open[innermost].depth + 1)
  }

  /// Reads the items of a child list whose element, of type `parentType`, is not on this
  /// stream's tape (the list's part read on another thread, ListParts.swift): a list
  /// entry stands for the element's.
  mutating func beginChildList(
    of parentType: ElementType, itemDepth: Int, tape: borrowing DocumentTape
  ) {
    _ = push(.childList, mark: tape.mark, depth: itemDepth - 1, type: parentType)
  }

  /// Counts `count` elements decoded elsewhere, whose nodes were put on the tape
  /// (`DocumentTape.appendElement`).
  mutating func tookDecodedElements(_ count: Int) {
    decodedAny = true
    elementsDecodedElsewhere += count
  }

  /// The item read whole that the parser is in (`ElementSlot.wholeItem`, the innermost
  /// entry: nothing in it has one) is read again from its start, element by element, and
  /// so is every item from here on.
  mutating func readingItemAgain() {
    open.removeLast()
    readsItemsWhole = false
  }

  /// The container at `node`, whose slot is `slot` (not `plain`), closed: an element is
  /// decoded and takes its subtree's place on the tape. (Inlined into the parser, as
  /// `opened` is.)
  @inline(__always)
  mutating func closed(_ slot: ElementSlot, node: Int, tape: inout DocumentTape) {
    guard let innermost = open.top else { return }
    let entry = open[innermost]
    open.removeLast()
    guard slot == .element || slot == .wholeItem, let parentType = entry.type else { return }
    let id: ElementID
    if handsOver {
      id = handoff!.add(
        objectAt: node, since: entry.mark, of: tape, parentType: parentType, depth: entry.depth)
    } else {
      // The decoder reads the parser's tape for the moment: moved, not copied.
      swap(&decoder.tape, &tape)
      id = decoder.decodeElement(
        ValueID(index: node), parent: .element(parentType), depth: entry.depth)
      swap(&decoder.tape, &tape)
      // The parser writes its tape without asking whether it is shared (TapeStorage.swift).
      if tape.makeUnique() { tapeCopies += 1 }
    }
    tape.replace(objectAt: node, since: entry.mark, with: id)
    decodedAny = true
  }
}

extension DocumentDecoder {
  /// The decoder of a stream for a document of `byteCount` bytes.
  static func forStream(file: String, fonts: FontCatalog, byteCount: Int) -> DocumentDecoder {
    var decoder = DocumentDecoder(tape: DocumentTape(file: file))
    // Without an envelope nothing expands: only the hard limit applies while reading
    // (`finishReading` checks the document's own limit).
    decoder.maximumElementCount = DocumentDecoder.defaultMaximumElementCount
    decoder.textState.catalog = fonts
    // Room for an element per 48 bytes (a feed has one per 57), so that the tree is not
    // copied as it grows: room never written takes no memory. At most the element limit.
    decoder.tree.reserveCapacity(min(byteCount / 48, DocumentDecoder.defaultMaximumElementCount))
    return decoder
  }

  /// The document, once `tape` (the parser's, complete) holds the top-level value and
  /// every element decoded early was decoded: nil when it has to be decoded again from
  /// the start (it has an error, or more elements than its own limit allows).
  mutating func finishReading(_ tape: DocumentTape) -> (Document, [Diagnostic])? {
    // An envelope with more than `sizes` and `root`: its `components`, `fonts`,
    // `textEngine` or `variants` came after elements decoded without them.
    if tape.member(.root, of: tape.root) != nil,
      tape.members(tape.root).contains(where: { $0.key.known != .sizes && $0.key.known != .root })
    {
      return nil
    }
    let limit = DocumentDecoder.elementLimit(typeKeyCount: tape.typeKeyCount)
    self.tape = tape
    var noVariants: [VariantPatches]?
    guard let document = decodeDocument(tape.root, variants: &noVariants),
      !hasErrors, elementCount <= limit
    else { return nil }
    return (document, diagnostics)
  }
}

extension DocumentTape {
  /// Whether the members of the object at `object` (still being read) before the value at
  /// `end` are at most one, `sizes`.
  fileprivate func hasOnlySizes(in object: Int, before end: Int) -> Bool {
    var index = object + 1
    while index + 1 < end {
      if nodes[index].payload != KnownKey.sizes.rawValue { return false }
      index = self.end(ValueID(index: index + 1))
    }
    return true
  }

  /// The value of the member `key` of the object at `object`, which is still being read,
  /// among its members before the value at `end` (the open container being read, whose
  /// own key is not looked at: its subtree has no end yet).
  fileprivate func member(_ key: KnownKey, ofOpenObject object: Int, before end: Int) -> ValueID? {
    var index = object + 1
    while index + 1 < end {
      let value = ValueID(index: index + 1)
      if nodes[index].payload == key.rawValue { return value }
      index = self.end(value)
    }
    return nil
  }
}

extension ElementStream {
  /// The parser is done: a list's part it did not take is waited for, and the elements
  /// still in the handoff's batch go over.
  mutating func readingEnded(tape: borrowing DocumentTape) {
    abandonListPart()
    handoff.take()?.finish(keys: tape.keys)
  }
}
