// The headers of the elements whose children are being decoded, innermost last, as a
// stack by count over an array that never shrinks: popping is setting the count, where
// Array's `removeLast` moves the 128-byte header out and asks whether the array is
// shared, about 50 instructions an element.

/// `count` headers, at indexes 0 up to `count`; past them, stale ones pushes write over.
struct HeaderStack {
  private var storage: [DocumentDecoder.ElementHeader] = []
  private(set) var count = 0

  /// The innermost header's index, if any.
  var top: Int? { count > 0 ? count - 1 : nil }

  var last: DocumentDecoder.ElementHeader? { count > 0 ? storage[count - 1] : nil }

  @inline(__always)
  subscript(index: Int) -> DocumentDecoder.ElementHeader {
    get {
      precondition(index < count, "header index out of range")
      return storage[index]
    }
    _modify {
      precondition(index < count, "header index out of range")
      yield &storage[index]
    }
  }

  @inline(__always)
  mutating func push(_ header: DocumentDecoder.ElementHeader) {
    if count < storage.count {
      storage[count] = header
    } else {
      storage.append(header)
    }
    count += 1
  }

  @inline(__always)
  mutating func removeLast() {
    precondition(count > 0, "no header to pop")
    count -= 1
  }
}
