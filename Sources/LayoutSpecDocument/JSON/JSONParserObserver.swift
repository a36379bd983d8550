// What the JSON parser tells a reader that works on the tape while it is written. The shape
// is swift-nio's `ByteToMessageDecoder`: the parser owns the bytes, the loop and the tape;
// it reports events to an observer (a container opened, a container closed, reading a list
// item again, reading ended), and the observer's answers say what the parser does next (a
// container's slot, a list's items already read elsewhere). The parser knows nothing of
// elements: `ElementStream` is the observer that decodes them (Decoding/ElementStream.swift),
// `TapeOnly` the one that only lets the tape be written.
//
// The parse functions take the observer as a generic parameter, not an existential, so that
// each observer's calls are specialized and inlined into the parser's loop as direct calls,
// and `TapeOnly`'s fold away.

/// The container a container opened in, as the parser reports it: its node, the slot its
/// observer gave it, and, in an object, the key of the member being read.
typealias ObservedContainer = (node: Int, slot: ElementSlot, key: KeyID)

/// Where a list's items read elsewhere end: the parser goes on at the list's closing
/// bracket, on its line, with their values counted.
struct ItemsReadElsewhere {
  /// The offset of the list's closing bracket, its line, and where that line starts.
  var end: Int
  var line: Int
  var lineStart: Int
  /// The values the items hold.
  var valueCount: Int
}

/// What the JSON parser reports as it reads (see the file's comment).
protocol JSONParserObserver {
  /// Whether the parser reports containers at all: false for a reading that only writes the
  /// tape, so that the parser's checks are constants.
  static var observesContainers: Bool { get }

  /// Whether a container opened in one whose slot is `slot`, under `key` when that is an
  /// object's, is reported (`opened`): asked at every container opened in a reported one.
  func reports(containerIn slot: ElementSlot, under key: KeyID) -> Bool

  /// The container just opened at `node` (the tape's last node), in `parent` (nil for the
  /// document's value, or the container the reading started in): its slot. The parser
  /// keeps the slot, reports the container's close unless it is `plain`, reads a
  /// `wholeItem` again from its start when it grows too large (`JSONParser.wholeItemNodes`),
  /// and asks about a `childList`'s items (`childListOpened`).
  mutating func opened(
    _ node: Int, isObject: Bool, parent: ObservedContainer?, tape: borrowing DocumentTape
  ) -> ElementSlot

  /// A container whose slot is not `plain` closed at `node`: the observer may replace its
  /// subtree on the tape (`DocumentTape.replace`).
  mutating func closed(_ slot: ElementSlot, node: Int, tape: inout DocumentTape)

  /// The item read whole that was opened last grew too large: the parser goes back to its
  /// start and reads it again; the observer forgets the item's slot.
  mutating func readingItemAgain()

  /// A child list opened at `node`, its first item at `offset`, `depth` containers deep in
  /// a document of `byteCount` bytes: the first offset at which the parser asks for items
  /// read elsewhere (`itemsReadElsewhere`), or `Int.max` for none.
  mutating func childListOpened(
    _ node: Int, firstItemAt offset: Int, depth: Int, byteCount: Int, maximumDepth: Int,
    tape: borrowing DocumentTape
  ) -> Int

  /// At an item of that list at `offset`, the first at or after the one `childListOpened`
  /// gave: nil (the parser reads the item), or the items from here to the list's end, read
  /// elsewhere, whose element nodes the observer put on the tape, if they hold at most
  /// `valuesLeft` more values than the item, which was counted.
  mutating func itemsReadElsewhere(
    at offset: Int, valuesLeft: Int, tape: inout DocumentTape
  ) -> ItemsReadElsewhere?

  /// Reading ended (completed or stopped), with `tape` as far as it was read.
  mutating func readingEnded(tape: borrowing DocumentTape)
}

/// The observer of a reading that only writes the tape: nothing is reported.
struct TapeOnly: JSONParserObserver {
  static var observesContainers: Bool { false }

  func reports(containerIn slot: ElementSlot, under key: KeyID) -> Bool { false }

  func opened(
    _ node: Int, isObject: Bool, parent: ObservedContainer?, tape: borrowing DocumentTape
  ) -> ElementSlot { .plain }

  func closed(_ slot: ElementSlot, node: Int, tape: inout DocumentTape) {}

  func readingItemAgain() {}

  func childListOpened(
    _ node: Int, firstItemAt offset: Int, depth: Int, byteCount: Int, maximumDepth: Int,
    tape: borrowing DocumentTape
  ) -> Int { Int.max }

  func itemsReadElsewhere(
    at offset: Int, valuesLeft: Int, tape: inout DocumentTape
  ) -> ItemsReadElsewhere? { nil }

  func readingEnded(tape: borrowing DocumentTape) {}
}
