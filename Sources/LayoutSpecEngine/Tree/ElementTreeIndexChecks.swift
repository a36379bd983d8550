// The element tree's indexes checked against its tables, said as text. Reading or laying
// out a tree whose record points past its table traps ("Index out of range"), and a trap
// ends the process: it cannot be caught, and a test that meets one stops the whole run
// without naming what it was given. Tests of trees built in parts (`append`) or from
// random documents check the indexes first, so that a broken table is a failure that
// names the tree instead.

extension ElementTree {
  /// The first `limit` indexes that point outside their tables, one line each; empty when
  /// the root is an element, every record's style, payload (by its kind's table), name and
  /// children are within their tables, each child was added before its parent, every
  /// text's string, kept tokens and fonted text are there, every size binding's element
  /// and scope are elements, and `containerCount` counts the elements with children.
  package func indexProblems(limit: Int = 20) -> [String] {
    var problems: [String] = []
    func check(_ holds: Bool, _ problem: @autoclosure () -> String) {
      if !holds && problems.count < limit { problems.append(problem()) }
    }
    let tables = self.tables[0]
    let count = records.count
    check(
      count == 0 || (0..<count).contains(Int(tables.root.index)),
      "root \(tables.root.index) of \(count) elements")
    var containers = 0
    for (index, record) in records.enumerated() {
      let element = "element \(index) (\(record.type.rawValue))"
      let styles = tables.styles.values.count
      check(
        (0..<styles).contains(Int(record.style)), "\(element): style \(record.style) of \(styles)")
      if let payloads = Self.payloadCount(of: record.kind, tables) {
        check(
          (0..<payloads).contains(Int(record.payload)),
          "\(element): payload \(record.payload) of \(payloads) in its kind's table")
      } else {
        check(
          record.payload == 0, "\(element): payload \(record.payload) for a kind without a table")
      }
      check(
        record.name == Self.noName || (0..<tables.names.count).contains(Int(record.name)),
        "\(element): name \(record.name) of \(tables.names.count)")
      let start = Int(record.childStart)
      let end = start + Int(record.childCount)
      guard start >= 0 && start <= end && end <= childIDs.count else {
        check(false, "\(element): children \(start)..<\(end) of \(childIDs.count) child IDs")
        continue
      }
      if end > start { containers += 1 }
      for child in childIDs[start..<end] {
        check(
          (0..<index).contains(Int(child.index)),
          "\(element): child \(child.index) is not an element added before it")
      }
    }
    check(
      containers == tables.containerCount,
      "containerCount \(tables.containerCount), but \(containers) elements have children")
    check(
      tables.textStrings.count == tables.texts.count,
      "\(tables.texts.count) texts but \(tables.textStrings.count) strings")
    let tokens = tables.textTokens.tokens.count
    for (index, text) in tables.texts.enumerated() {
      let range = text.summary.tokens
      check(
        !text.keepsTokens || (range.lowerBound >= 0 && Int(range.upperBound) <= tokens),
        "text \(index): tokens \(range) of \(tokens)")
      check(
        text.fonted < 0 || Int(text.fonted) < tables.fontedTexts.count,
        "text \(index): fonted text \(text.fonted) of \(tables.fontedTexts.count)")
    }
    for binding in tables.sizeBindings {
      check(
        (0..<count).contains(Int(binding.element.index))
          && binding.scope.map { (0..<count).contains(Int($0.index)) } ?? true,
        "a size binding of element \(binding.element.index) in scope \(binding.scope.map { "\($0.index)" } ?? "root") of \(count) elements"
      )
    }
    return problems
  }

  /// How many entries the table of `kind`'s properties has; nil for a kind without one
  /// (its records' payload is 0).
  private static func payloadCount(of kind: ElementRecord.Kind, _ tables: ElementTables) -> Int? {
    switch kind {
    case .stack: return tables.stacks.values.count
    case .inset: return tables.insets.values.count
    case .center: return tables.centers.values.count
    case .relative: return tables.relatives.values.count
    case .ratio: return tables.ratios.values.count
    case .absolute: return tables.absolutes.values.count
    case .corner: return tables.corners.values.count
    case .node: return tables.nodes.values.count
    case .image: return tables.images.values.count
    case .text: return tables.texts.count
    case .overlay, .background, .wrapper, .spacer, .button: return nil
    }
  }
}
