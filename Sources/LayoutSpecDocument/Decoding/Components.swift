// Components (docs/format.md section 6): named elements that `{use: NAME, ...}` lays keys
// over: `style` merged key by key, every other key replaced. A component may use others.
// Cycles are found before any expansion, over the `use`s written inside each component's
// element tree, and reported at the `use` that closes the cycle; unknown names are
// reported at the `use` when it is expanded.
//
// Members are those of the tape; a merged `style` is not built as a new object but kept as
// the list of style objects it merges (`styleLayers`), which `mergedStyle` reads out.

struct ComponentTable: Sendable {
  /// Names in document order.
  var names: [String] = []
  var definitions: [String: TapeMember] = [:]
  /// Components that some expansion reached; the others are checked on their own.
  var used: Set<String> = []
  /// Components on a cycle or leading to one: their uses expand to nothing, silently
  /// (the cycle has its error).
  var cyclic: Set<String> = []
  /// Each component's members with its own `use` chain applied.
  private var resolved: [String: [TapeMember]] = [:]
  /// Merged styles: each the style objects merged, bottom first (see `TapeMember.layers`).
  private var styleLayers: [[ValueID]] = []
  /// The merged style made of a style (by its value and layers) and the style laid over
  /// it, so that each pair is merged once however often it is expanded.
  private var mergedIndex: [MergeKey: Int] = [:]

  private struct MergeKey: Hashable {
    var base: ValueID
    var baseLayers: Int
    var top: ValueID
  }

  init() {}

  init(_ value: ValueID, tape: DocumentTape, diagnostics: inout [Diagnostic]) {
    guard tape.kind(value) == .object else {
      diagnostics.error(
        "'components' must be an object of named elements, found \(tape.describeFound(value))",
        at: tape.location(value))
      return
    }
    for member in tape.members(value) {
      let name = tape.keys.text(member.key)
      guard tape.kind(member.value) == .object else {
        diagnostics.error(
          "component '\(name)' must be an element (an object with 'type'), found \(tape.describeFound(member.value))",
          at: tape.location(member.value))
        continue
      }
      names.append(name)
      definitions[name] = member
    }
    findCycles(tape: tape, diagnostics: &diagnostics)
  }

  // MARK: Cycles

  /// A `use` inside a component's element tree.
  private struct Use {
    var target: String
    var position: LineColumn
  }

  /// The uses written in `value`'s element tree: the element itself and the elements under
  /// its keys that hold elements (`ElementKeys.elementHolding`, a node's `layout` included).
  private static func uses(in value: ValueID, tape: DocumentTape) -> [Use] {
    var found: [Use] = []
    var pending = [value]
    while let next = pending.popLast() {
      guard tape.kind(next) == .object else { continue }
      for member in tape.members(next) {
        switch member.key.known {
        case .use:
          if tape.kind(member.value) == .string {
            found.append(
              Use(target: tape.string(member.value), position: tape.position(member.value)))
          }
        case .children:
          if tape.kind(member.value) == .array {
            pending.append(contentsOf: Array(tape.items(member.value)).reversed())
          }
        case let key? where ElementKeys.elementHolding.contains(key):
          pending.append(member.value)
        default:
          break
        }
      }
    }
    return found.sorted { $0.position < $1.position }
  }

  private mutating func findCycles(tape: DocumentTape, diagnostics: inout [Diagnostic]) {
    var edges: [String: [Use]] = [:]
    for name in names {
      if let definition = definitions[name] {
        edges[name] = Self.uses(in: definition.value, tape: tape).filter {
          definitions[$0.target] != nil
        }
      }
    }
    // Iterative depth-first search; an edge to a component on the current path closes a cycle.
    enum Mark { case onPath, done }
    var marks: [String: Mark] = [:]
    var onCycle: Set<String> = []
    for start in names where marks[start] == nil {
      var path: [(name: String, next: Int)] = [(start, 0)]
      marks[start] = .onPath
      while let top = path.last {
        let outgoing = edges[top.name] ?? []
        if top.next < outgoing.count {
          path[path.count - 1].next += 1
          let use = outgoing[top.next]
          switch marks[use.target] {
          case nil:
            marks[use.target] = .onPath
            path.append((use.target, 0))
          case .onPath:
            let names = path.map(\.name)
            let loop = names[(names.firstIndex(of: use.target) ?? 0)...] + [use.target]
            let message =
              loop.count == 2
              ? "component '\(use.target)' uses itself"
              : "component cycle: " + loop.joined(separator: " -> ")
            diagnostics.error(message, at: tape.location(use.position))
            onCycle.formUnion(loop)
          case .done:
            break
          }
        } else {
          marks[top.name] = .done
          path.removeLast()
        }
      }
    }
    // Everything that reaches a cycle expands forever too.
    var reverse: [String: [String]] = [:]
    for (name, uses) in edges {
      for use in uses { reverse[use.target, default: []].append(name) }
    }
    var pending = Array(onCycle)
    cyclic = onCycle
    while let next = pending.popLast() {
      for user in reverse[next] ?? [] where !cyclic.contains(user) {
        cyclic.insert(user)
        pending.append(user)
      }
    }
  }

  // MARK: Expansion

  /// The members of `{use: NAME, ...}` (the object `element`): the component's, with the
  /// use site's laid over them. Nil (reported, unless it is part of a cycle) when the use
  /// cannot be expanded.
  mutating func expand(
    _ use: TapeMember, in element: ValueID, tape: DocumentTape, diagnostics: inout [Diagnostic]
  ) -> [TapeMember]? {
    guard let base = resolve(use.value, tape: tape, diagnostics: &diagnostics) else {
      return nil
    }
    return overlay(base, tape.members(element).filter { $0.key.known != .use }, tape: tape)
  }

  /// The component a `use` value names, with its own `use` chain applied. The chain is
  /// followed in a loop, not by recursion: it can be as long as there are components.
  private mutating func resolve(
    _ useValue: ValueID, tape: DocumentTape, diagnostics: inout [Diagnostic]
  ) -> [TapeMember]? {
    var chain: [[TapeMember]] = []
    var chainNames: [String] = []
    var seen: Set<String> = []
    var nextUse: ValueID? = useValue
    var result: [TapeMember]?
    while let use = nextUse {
      nextUse = nil
      guard let name = target(of: use, tape: tape, diagnostics: &diagnostics) else { return nil }
      used.insert(name)
      if cyclic.contains(name) || seen.contains(name) { return nil }
      if let members = resolved[name] {
        result = members
        break
      }
      guard let definition = definitions[name], tape.kind(definition.value) == .object
      else { return nil }
      let members = Array(tape.members(definition.value))
      chain.append(members)
      chainNames.append(name)
      seen.insert(name)
      nextUse = members.first(where: { $0.key.known == .use })?.value
    }
    for (name, members) in zip(chainNames, chain).reversed() {
      let own = members.filter { $0.key.known != .use }
      let merged = result.map { overlay($0, own, tape: tape) } ?? own
      resolved[name] = merged
      result = merged
    }
    return result ?? []
  }

  /// The name a `use` value gives, when it names a component; reported otherwise, unless
  /// one of the last few errors is this one: a use inside a component is met at every use
  /// of that component (2^20 times in a document that doubles per level), and its report
  /// and did-you-mean search would be repeated as often. (A set of reported sites would
  /// grow the decoder, whose copies fill each recursive frame in debug builds.)
  private func target(
    of useValue: ValueID, tape: DocumentTape, diagnostics: inout [Diagnostic]
  ) -> String? {
    if tape.kind(useValue) != .string || definitions[tape.string(useValue)] == nil {
      let location = tape.location(useValue)
      if diagnostics.suffix(8).contains(where: { $0.location == location && $0.severity == .error })
      {
        return nil
      }
    }
    guard tape.kind(useValue) == .string else {
      diagnostics.error(
        "'use' must be the name of a component, found \(tape.describeFound(useValue))",
        at: tape.location(useValue))
      return nil
    }
    let name = tape.string(useValue)
    guard definitions[name] != nil else {
      if names.isEmpty {
        diagnostics.error(
          "unknown component '\(name)': the document defines no components",
          at: tape.location(useValue))
      } else {
        diagnostics.error(
          "unknown component '\(name)'\(DidYouMean.hint(for: name, among: names))",
          at: tape.location(useValue))
      }
      return nil
    }
    return name
  }

  /// `top` laid over `base`: `style` objects merged key by key, other keys replaced. Keys
  /// from `top` come last, so a conflict between the two is reported at the use site (or
  /// in the variant's patch, which lays its `set` over an element the same way).
  mutating func overlay(_ base: [TapeMember], _ top: [TapeMember], tape: DocumentTape)
    -> [TapeMember]
  {
    var result = base
    for member in top {
      if member.key.known == .style,
        let index = result.firstIndex(where: { $0.key.known == .style }),
        tape.kind(result[index].value) == .object, tape.kind(member.value) == .object
      {
        var merged = member
        merged.layers = mergedStyle(result[index], under: member.value)
        result.remove(at: index)
        result.append(merged)
      } else {
        result.removeAll { tape.keys.same($0.key, member.key) }
        result.append(member)
      }
    }
    return result
  }

  /// The name an element is written with: its own `name`, or the name of the component
  /// it uses (through a chain of uses). What a variant's `remove` patch looks for in a
  /// `children` list before the element is decoded; nothing is reported here.
  func writtenName(of element: ValueID, tape: DocumentTape) -> String? {
    var current = element
    for _ in 0...names.count {
      guard tape.kind(current) == .object else { return nil }
      if let name = tape.member(.name, of: current) {
        return tape.kind(name.value) == .string ? tape.string(name.value) : nil
      }
      guard let use = tape.member(.use, of: current), tape.kind(use.value) == .string,
        let definition = definitions[tape.string(use.value)]
      else { return nil }
      current = definition.value
    }
    return nil
  }

  /// The `layers` of the style `top` laid over the style `base`.
  private mutating func mergedStyle(_ base: TapeMember, under top: ValueID) -> Int {
    let key = MergeKey(base: base.value, baseLayers: base.layers, top: top)
    if let index = mergedIndex[key] { return index + 1 }
    let below = base.layers == 0 ? [base.value] : styleLayers[base.layers - 1]
    styleLayers.append(below + [top])
    mergedIndex[key] = styleLayers.count - 1
    return styleLayers.count
  }

  /// The members of a merged style, as merging them one over the other gives them: each
  /// layer's members that no layer above replaces, bottom layer first.
  func mergedStyle(_ layers: Int, tape: DocumentTape) -> [TapeMember] {
    let objects = styleLayers[layers - 1]
    var result: [TapeMember] = []
    for (level, object) in objects.enumerated() {
      for member in tape.members(object) {
        let replaced = objects[(level + 1)...].contains { above in
          tape.members(above).contains { tape.keys.same($0.key, member.key) }
        }
        if !replaced { result.append(member) }
      }
    }
    return result
  }
}
