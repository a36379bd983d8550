// One tree's tables appended to another's: a reader that decodes a document's parts on
// several threads builds a tree per part and appends them in document order
// (`ElementTree.append`). Interned entries are interned again, in the order the part
// first used them, so the tables come out as one tree built in document order has them.

extension ElementTables {
  /// Where an appended tree's table entries went, by its indexes.
  struct Remap {
    var styles: [Int32]
    var names: [Int32]
    /// By `ElementRecord.Kind` raw value: the kind's table indexes (none for kinds without
    /// properties, and for texts, which are appended whole after `textOffset`).
    var payloads: [[Int32]]
    var textOffset: Int32

    /// The payload index here of an appended record's `payload`.
    func payload(_ payload: Int32, of kind: ElementRecord.Kind) -> Int32 {
      if kind == .text { return payload + textOffset }
      let indexes = payloads[Int(kind.rawValue)]
      return indexes.isEmpty ? payload : indexes[Int(payload)]
    }
  }

  /// Whether the tables hold nothing that indexes a table of the whole document rather
  /// than their own: fonts (which fonted texts' runs index in the order first used), size
  /// bindings and component sites. Those trees are not appended.
  var isSelfContained: Bool {
    fonts.isEmpty && fontedTexts.isEmpty && sizeBindings.isEmpty && components.isEmpty
  }

  /// Appends `other`'s entries (`other.isSelfContained`).
  mutating func append(_ other: ElementTables) -> Remap {
    let payloads = ElementRecord.Kind.allCases.map { kind in payloadIndexes(of: kind, other) }
    let remap = Remap(
      styles: styles.indexes(of: other.styles),
      names: (0..<Int32(truncatingIfNeeded: other.names.count)).map {
        names.index(of: other.names[$0])
      },
      payloads: payloads, textOffset: Int32(truncatingIfNeeded: texts.count))
    let tokenOffset = textTokens.append(contentsOf: other.textTokens)
    for var text in other.texts {
      if text.keepsTokens {
        let tokens = text.summary.tokens
        text.summary.tokens = tokens.lowerBound + tokenOffset..<tokens.upperBound + tokenOffset
      }
      texts.append(text)
    }
    textStrings.append(contentsOf: other.textStrings)
    containerCount += other.containerCount
    return remap
  }
}

extension ElementTables {
  /// Where `other`'s table entries of `kind` went, by their indexes (`append`): one case
  /// per kind, so a kind with a table of its own cannot be left out of appending.
  private mutating func payloadIndexes(of kind: ElementRecord.Kind, _ other: ElementTables)
    -> [Int32]
  {
    switch kind {
    case .stack: return stacks.indexes(of: other.stacks)
    case .inset: return insets.indexes(of: other.insets)
    case .center: return centers.indexes(of: other.centers)
    case .relative: return relatives.indexes(of: other.relatives)
    case .ratio: return ratios.indexes(of: other.ratios)
    case .absolute: return absolutes.indexes(of: other.absolutes)
    case .corner: return corners.indexes(of: other.corners)
    case .node: return nodes.indexes(of: other.nodes)
    case .image: return images.indexes(of: other.images)
    // Appended whole, after `textOffset` (`Remap.payload`).
    case .text: return []
    // No properties: payload 0.
    case .overlay, .background, .wrapper, .spacer, .button: return []
    }
  }
}

extension InternTable {
  /// The index here of each of `other`'s values, added when new, in `other`'s order.
  mutating func indexes(of other: InternTable) -> [Int32] {
    other.values.map { index(of: $0) }
  }
}
