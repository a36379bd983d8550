// The memory behind a `DocumentTape`: its nodes, numbers and string bytes, each in memory
// of its own. An Array asks at every append whether its buffer is shared (a runtime call)
// and removes by a generic replaceSubrange; a tape is built by one owner that never shares
// it while building (the JSON parser, a value tree's conversion, a batch), so its writes
// are plain stores, and dropping values is setting a count. The rule that keeps a tape a
// value: a builder that lends its tape to code that could keep a copy calls `makeUnique`
// when it gets the tape back (debug builds check the rule at every write).

/// The nodes, numbers and string bytes of a tape, with room for more. Only the tape that
/// owns it knows how many of each are written.
final class TapeStorage: @unchecked Sendable {
  private(set) var nodes: UnsafeMutablePointer<TapeNode>
  private(set) var nodeCapacity: Int
  private(set) var numbers: UnsafeMutablePointer<Double>
  private(set) var numberCapacity: Int
  private(set) var text: UnsafeMutablePointer<UInt8>
  private(set) var textCapacity: Int

  init(nodes: Int, numbers: Int, text: Int) {
    nodeCapacity = nodes
    numberCapacity = numbers
    textCapacity = text
    self.nodes = .allocate(capacity: nodes)
    self.numbers = .allocate(capacity: numbers)
    self.text = .allocate(capacity: text)
  }

  /// The memory of a batch of handed-over elements (ElementHandoff.swift), taken over as
  /// it is: this storage frees it.
  init(adopting batch: ElementBatch) {
    nodes = batch.nodes.base
    nodeCapacity = batch.nodes.capacity
    numbers = batch.numbers.base
    numberCapacity = batch.numbers.capacity
    text = batch.text.base
    textCapacity = batch.text.capacity
  }

  deinit {
    nodes.deallocate()
    numbers.deallocate()
    text.deallocate()
  }

  /// A storage of its own holding the first `nodes`, `numbers` and `text` values of this one,
  /// with room for those only: the parser's tape has room for four times its document, and
  /// a copy is kept by every element whose values read the constrained size.
  func copy(nodes nodeCount: Int, numbers numberCount: Int, text textCount: Int) -> TapeStorage {
    let copy = TapeStorage(nodes: nodeCount, numbers: numberCount, text: textCount)
    copy.nodes.initialize(from: nodes, count: nodeCount)
    copy.numbers.initialize(from: numbers, count: numberCount)
    copy.text.initialize(from: text, count: textCount)
    return copy
  }

  /// Room for at least `count` nodes, of which the first `kept` are written.
  func growNodes(to count: Int, keeping kept: Int) {
    nodeCapacity = Swift.max(count, 2 * nodeCapacity, 16)
    nodes = Self.moved(nodes, kept, to: nodeCapacity)
  }

  func growNumbers(to count: Int, keeping kept: Int) {
    numberCapacity = Swift.max(count, 2 * numberCapacity, 16)
    numbers = Self.moved(numbers, kept, to: numberCapacity)
  }

  func growText(to count: Int, keeping kept: Int) {
    textCapacity = Swift.max(count, 2 * textCapacity, 256)
    text = Self.moved(text, kept, to: textCapacity)
  }

  private static func moved<Value: BitwiseCopyable>(
    _ values: UnsafeMutablePointer<Value>, _ count: Int, to capacity: Int
  ) -> UnsafeMutablePointer<Value> {
    let larger = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
    larger.initialize(from: values, count: count)
    values.deallocate()
    return larger
  }
}

/// A tape's nodes, read by index: valid while the tape is neither changed nor gone (read
/// them at once, as `tape.nodes[index]`).
struct TapeNodes {
  fileprivate let base: UnsafeMutablePointer<TapeNode>
  let count: Int

  init(_ base: UnsafeMutablePointer<TapeNode>, count: Int) {
    self.base = base
    self.count = count
  }

  @inline(__always)
  subscript(index: Int) -> TapeNode {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "node index out of range")
    return base[index]
  }

  /// The node at `index`, which the caller checked against `count`: for a loop that checks
  /// its bound once, not at every node (`DocumentTape.writeMembers`).
  @inline(__always)
  subscript(unchecked index: Int) -> TapeNode { base[index] }
}
