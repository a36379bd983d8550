// Between the two shapes of a document: the `Value` tree (the public API, what the YAML
// reader builds and what tests construct) and the `DocumentTape` the decoder walks. Both
// directions use an explicit stack, so no nesting exhausts the call stack.

extension DocumentTape {
  /// A tape of a value tree. Locations keep their lines and columns; the file name is the
  /// root's (a reader gives every value the same one).
  init(_ value: Value) {
    self.init(file: value.location.file)
    /// A container whose items or members are being added.
    struct Frame {
      var node: Int
      var items: [Value] = []
      var members: [Value.Member] = []
      var next = 0
    }
    var stack: [Frame] = []
    var pending: Value? = value
    while true {
      if let value = pending {
        pending = nil
        let position = LineColumn(value.location)
        switch value.content {
        case .null: appendNull(at: position)
        case .bool(let flag): appendBool(flag, at: position)
        case .number(let number): appendNumber(number, at: position)
        case .string(let text): appendString(text, at: position)
        case .array(let items):
          stack.append(Frame(node: open(isObject: false, at: position), items: items))
        case .object(let members):
          stack.append(Frame(node: open(isObject: true, at: position), members: members))
        }
      }
      guard let top = stack.indices.last else { return }
      let next = stack[top].next
      if next < stack[top].items.count {
        pending = stack[top].items[next]
      } else if next < stack[top].members.count {
        let member = stack[top].members[next]
        var key = member.key
        let id = key.withUTF8 { keys.intern($0) }
        appendKey(id, at: LineColumn(member.keyLocation))
        pending = member.value
      } else {
        close(stack[top].node)
        stack.removeLast()
        continue
      }
      stack[top].next += 1
    }
  }

  /// The value tree of the value at `root`.
  func value(_ root: ValueID) -> Value {
    /// A container whose items or members are being collected.
    struct Frame {
      var node: Int
      var end: Int
      var isObject: Bool
      var items: [Value] = []
      var members: [Value.Member] = []
      var key = ""
      var keyLocation: SourceLocation
    }
    var stack: [Frame] = []
    var index = root.index
    while true {
      // One value: a scalar, an empty container, or a container to descend into.
      var completed: Value
      let node = nodes[index]
      let location = location(node.position)
      switch node.kind {
      case .array, .object:
        let isObject = node.kind == .object
        if Int(node.payload) <= index + 1 {
          completed = Value(isObject ? .object([]) : .array([]), at: location)
          index += 1
        } else {
          stack.append(
            Frame(node: index, end: Int(node.payload), isObject: isObject, keyLocation: location))
          index += 1
          if isObject { readKey(at: &index, into: &stack[stack.count - 1]) }
          continue
        }
      default:
        completed = scalar(ValueID(index: index), at: location)
        index += 1
      }
      // Hand it to its container; close every container that ends here.
      while let top = stack.indices.last {
        if stack[top].isObject {
          stack[top].members.append(
            Value.Member(
              key: stack[top].key, keyLocation: stack[top].keyLocation, value: completed))
        } else {
          stack[top].items.append(completed)
        }
        if index < stack[top].end {
          if stack[top].isObject { readKey(at: &index, into: &stack[top]) }
          break
        }
        let closed = stack.removeLast()
        completed = Value(
          closed.isObject ? .object(closed.members) : .array(closed.items),
          at: self.location(nodes[closed.node].position))
      }
      if stack.isEmpty { return completed }
    }

    func readKey(at index: inout Int, into frame: inout Frame) {
      let key = nodes[index]
      frame.key = keys.text(KeyID(raw: key.payload))
      frame.keyLocation = location(key.position)
      index += 1
    }
  }

  private func scalar(_ value: ValueID, at location: SourceLocation) -> Value {
    switch kind(value) {
    case .false: return Value(.bool(false), at: location)
    case .true: return Value(.bool(true), at: location)
    case .number: return Value(.number(number(value)), at: location)
    case .string: return Value(.string(string(value)), at: location)
    case .null, .array, .object, .key, .element: return Value(.null, at: location)
    }
  }
}
