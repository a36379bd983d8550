// Decoding while reading, on two threads. Parsing a large description and decoding its
// elements take about the same time, so the parser reads on a thread of its own and hands
// each element it closes to the thread that called it, which decodes them as
// ElementStream.swift decodes them on one thread: in the order they closed, with their
// parents' types. The parser's tape keeps a number in place of each element handed over
// (the order it was handed over in), and the decoder keeps the ID it gave each number
// (`DocumentDecoder.handedOver`).
//
// Elements go over in batches: one copy of their subtrees and one wait per batch, not per
// element. A batch goes over once it holds `batchNodes` nodes (only an element larger than
// that makes one larger), and at most `ElementChannel.capacity` batches wait at a time, so
// the handover adds a bounded amount of memory whatever the document's size. Documents
// under `JSONReader.twoThreadBytes` are read on one thread.

import LayoutSpecEngine
import LayoutSpecPlatform

/// Elements read and not decoded yet, in the order they closed: their subtrees' nodes,
/// numbers and string bytes as the parser's tape had them (`DocumentTape.copySubtree`).
/// Raw memory filled by plain copies: appending to arrays cost the parser's thread about
/// 400 instructions per element, a sixth of its time on a feed (and a class's properties
/// cost an exclusivity check per access). One thread at a time has a batch: the parser's
/// while it fills it, then the decoder's, whose tape takes its memory over (and frees it).
/// The entries are a stack by count (no shared-storage check per element).
struct ElementBatch {
  var nodes: RawBuffer<TapeNode>
  var numbers: RawBuffer<Double>
  var text: RawBuffer<UInt8>
  var elements: CountedStack<Entry>
  /// Keys read so far: the decoder names unknown keys in its messages.
  var keys = KeyTable.standard
  /// A child list's part read on a third thread (ListParts.swift), whose items come after
  /// the elements handed over before it: a batch of its own.
  var part: ListPart?

  struct Entry {
    /// Where the element's nodes, numbers and text start in the batch.
    var node: Int
    var number: Int
    var text: Int
    /// Where they were on the parser's tape: its object's node, and the first number and
    /// text byte after it.
    var from: DocumentTape.Mark
    /// Its parent's type and its depth, as the one-thread stream decodes it with.
    var parentType: ElementType
    var depth: Int
  }

  /// Room for `nodes` nodes and their numbers and text (a feed has a number per 7 nodes and
  /// 6 bytes of text per node): a batch grows only for an element larger than that.
  init(reserving nodes: Int) {
    self.nodes = RawBuffer(capacity: nodes)
    numbers = RawBuffer(capacity: nodes / 4)
    text = RawBuffer(capacity: nodes * 12)
    elements = CountedStack(capacity: nodes / 4)
  }

  func deallocate() {
    nodes.deallocate()
    numbers.deallocate()
    text.deallocate()
  }
}

/// Values of a trivial type in memory of their own, appended to by copying.
struct RawBuffer<Value: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Value>
  private(set) var count = 0
  private(set) var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  /// Appends copies of `values` (none is no call: many elements have no numbers).
  @inline(__always)
  mutating func append(_ values: UnsafeBufferPointer<Value>) {
    guard let from = values.baseAddress, !values.isEmpty else { return }
    if count + values.count > capacity {
      capacity = max(2 * capacity, count + values.count)
      let grown = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
      grown.initialize(from: base, count: count)
      base.deallocate()
      base = grown
    }
    (base + count).initialize(from: from, count: values.count)
    count += values.count
  }

  func deallocate() { base.deallocate() }
}

/// The parser's side: `ElementStream.closed` hands elements here instead of decoding them.
struct ElementHandoff {
  /// A batch goes over once it holds this many nodes (about 100 KB).
  static let batchNodes = 8192

  let channel: ElementChannel
  private var batch = ElementBatch(reserving: batchNodes + 256)
  /// How many elements were handed over: the next one's number.
  private var count = 0

  init(channel: ElementChannel) {
    self.channel = channel
  }

  /// Copies the object at `node` of `tape` (its subtree since `mark`) to the batch, and
  /// returns the number that stands for it on the parser's tape.
  mutating func add(
    objectAt node: Int, since mark: DocumentTape.Mark, of tape: borrowing DocumentTape,
    parentType: ElementType, depth: Int
  ) -> ElementID {
    tape.copySubtree(at: node, since: mark, parentType: parentType, depth: depth, to: &batch)
    count += 1
    if batch.nodes.count >= Self.batchNodes { flush(keys: tape.keys) }
    return ElementID(count - 1)
  }

  /// Sends what the batch holds, with the keys read so far.
  mutating func flush(keys: KeyTable) {
    guard batch.elements.count > 0 else { return }
    batch.keys = keys
    channel.send(batch)
    batch = ElementBatch(reserving: Self.batchNodes + 256)
  }

  /// Hands over a part of a child list read on another thread (ListParts.swift), after
  /// the elements handed over so far: the number of its first item.
  mutating func add(_ part: ListPart, keys: KeyTable) -> Int {
    flush(keys: keys)
    var carrier = ElementBatch(reserving: 0)
    carrier.part = part
    channel.send(carrier)
    count += part.items.count
    return count - part.items.count
  }

  /// Sends the last batch: the parser is done.
  consuming func finish(keys: KeyTable) {
    flush(keys: keys)
    batch.deallocate()
  }
}

extension DocumentDecoder {
  /// Decodes a batch's elements in order, keeping their IDs in `handedOver`. The batch's
  /// memory becomes the tape's, freed with it.
  mutating func decode(_ batch: ElementBatch) {
    tape = DocumentTape(file: tape.file, batch: batch)
    if let part = batch.part {
      for id in take(part) { handedOver.append(id) }
    }
    for index in 0..<batch.elements.count {
      let entry = batch.elements[index]
      handedOver.append(
        decodeElement(
          ValueID(index: entry.node), parent: .element(entry.parentType), depth: entry.depth))
    }
  }
}

/// The IDs of the elements handed over, by their numbers. Decoding a handed-over element
/// adds it to the tree last of what it adds, so IDs grow with numbers, and most numbers
/// follow on with IDs a fixed step apart (the elements each adds: one where every element
/// is handed over, a cell's where each item of a feed is read whole): the table keeps
/// runs of them (the feed's are one run; an array of IDs was 4.4 MB at the peak of
/// reading).
struct HandedOverIDs {
  private struct Run {
    var firstNumber: Int32
    var firstID: Int32
    var count: Int32
    /// From one ID to the next (1 while the run has one).
    var step: Int32
  }

  private var runs: [Run] = []

  var isEmpty: Bool { runs.isEmpty }

  /// Gives the next number to `id`.
  mutating func append(_ id: ElementID) {
    guard let last = runs.last else {
      runs.append(Run(firstNumber: 0, firstID: id.index, count: 1, step: 1))
      return
    }
    if last.count == 1 && id.index > last.firstID {
      runs[runs.count - 1].step = id.index - last.firstID
      runs[runs.count - 1].count = 2
    } else if last.firstID &+ last.count &* last.step == id.index {
      runs[runs.count - 1].count += 1
    } else {
      runs.append(
        Run(firstNumber: last.firstNumber + last.count, firstID: id.index, count: 1, step: 1))
    }
  }

  /// The ID of the element handed over as `number`. Inlined, with the last run tried
  /// first: a parent is decoded soon after its children were handed over, and a feed's
  /// elements are all one run.
  @inline(__always)
  subscript(number: Int32) -> ElementID {
    if let last = runs.last, number >= last.firstNumber, number - last.firstNumber < last.count {
      return ElementID(Int(last.firstID + (number - last.firstNumber) * last.step))
    }
    return searched(number)
  }

  /// The ID of the element handed over as `number`, from the run that holds it.
  @inline(never)
  private func searched(_ number: Int32) -> ElementID {
    // The last run that starts at or before `number`.
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].firstNumber <= number { low = middle } else { high = middle - 1 }
    }
    let run = runs[low]
    precondition(number - run.firstNumber < run.count, "no element has this number")
    return ElementID(Int(run.firstID + (number - run.firstNumber) * run.step))
  }
}

/// The batches on their way from the parsing thread to the decoding one, and at the end
/// what the parser read.
final class ElementChannel: @unchecked Sendable {
  /// Batches waiting at most: the parser waits for the decoder beyond that.
  static let capacity = 4

  private let condition = Condition()
  private var batches: [ElementBatch] = []
  private var result: (reading: JSONReader.Reading, decodedAny: Bool)?

  /// Waits while `capacity` batches wait.
  func send(_ batch: ElementBatch) {
    condition.withLock {
      while batches.count >= Self.capacity { condition.wait() }
      batches.append(batch)
      condition.broadcast()
    }
  }

  /// The parser's last word: what it read, the tape with the numbers of the elements it
  /// handed over, and whether it handed any over.
  func finish(_ reading: JSONReader.Reading, decodedAny: Bool) {
    condition.withLock {
      result = (reading, decodedAny)
      condition.broadcast()
    }
  }

  /// The next batch; nil once the parser finished and every batch was taken.
  func next() -> ElementBatch? {
    condition.withLock {
      while batches.isEmpty && result == nil { condition.wait() }
      guard !batches.isEmpty else { return nil }
      condition.broadcast()
      return batches.removeFirst()
    }
  }

  /// What the parser read, once `next` returned nil.
  func takeResult() -> (reading: JSONReader.Reading, decodedAny: Bool)? {
    condition.withLock { result.take() }
  }
}
