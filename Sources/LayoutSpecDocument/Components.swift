// Components (SPEC-format "Components"): named elements that `{use: NAME, ...}` lays keys
// over: `style` merged key by key, every other key replaced. A component may use others.
// Cycles are found before any expansion, over the `use`s written inside each component's
// element tree, and reported at the `use` that closes the cycle; unknown names are
// reported at the `use` when it is expanded.

struct ComponentTable {
  /// Names in document order.
  var names: [String] = []
  var definitions: [String: Value.Member] = [:]
  /// Components that some expansion reached; the others are checked on their own.
  var used: Set<String> = []
  /// Components on a cycle or leading to one: their uses expand to nothing, silently
  /// (the cycle has its error).
  var cyclic: Set<String> = []
  /// Each component's members with its own `use` chain applied.
  private var resolved: [String: [Value.Member]] = [:]
  /// `use` sites whose error was reported already.
  private var reportedUses: Set<SourceLocation> = []

  init() {}

  init(_ value: Value, diagnostics: inout [Diagnostic]) {
    guard case .object(let members) = value.content else {
      diagnostics.error(
        "'components' must be an object of named elements, found \(describeFound(value))",
        at: value.location)
      return
    }
    for member in members {
      guard case .object = member.value.content else {
        diagnostics.error(
          "component '\(member.key)' must be an element (an object with 'type'), found \(describeFound(member.value))",
          at: member.value.location)
        continue
      }
      names.append(member.key)
      definitions[member.key] = member
    }
    findCycles(diagnostics: &diagnostics)
  }

  // MARK: Cycles

  /// A `use` inside a component's element tree.
  private struct Use {
    var target: String
    var location: SourceLocation
  }

  /// The uses written in `value`'s element tree: the element itself and the elements under
  /// its `child`, `children`, `overlay`, `background` and `corner`.
  private static func uses(in value: Value) -> [Use] {
    var found: [Use] = []
    var pending = [value]
    while let next = pending.popLast() {
      guard case .object(let members) = next.content else { continue }
      for member in members {
        switch member.key {
        case "use":
          if case .string(let target) = member.value.content {
            found.append(Use(target: target, location: member.value.location))
          }
        case "child", "overlay", "background", "corner":
          pending.append(member.value)
        case "children":
          if case .array(let items) = member.value.content {
            pending.append(contentsOf: items.reversed())
          }
        default:
          break
        }
      }
    }
    return found.sorted { $0.location < $1.location }
  }

  private mutating func findCycles(diagnostics: inout [Diagnostic]) {
    var edges: [String: [Use]] = [:]
    for name in names {
      if let definition = definitions[name] {
        edges[name] = Self.uses(in: definition.value).filter { definitions[$0.target] != nil }
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
            diagnostics.error(message, at: use.location)
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

  /// The members of `{use: NAME, ...}`: the component's, with the use site's laid over
  /// them. Nil (reported, unless it is part of a cycle) when the use cannot be expanded.
  mutating func expand(
    _ use: Value.Member, in members: [Value.Member], diagnostics: inout [Diagnostic]
  ) -> [Value.Member]? {
    guard let base = resolve(use.value, diagnostics: &diagnostics) else { return nil }
    return Self.overlay(base, members.filter { $0.key != "use" })
  }

  /// The component a `use` value names, with its own `use` chain applied. The chain is
  /// followed in a loop, not by recursion: it can be as long as there are components.
  private mutating func resolve(_ useValue: Value, diagnostics: inout [Diagnostic]) -> [Value
    .Member]?
  {
    var chain: [[Value.Member]] = []
    var chainNames: [String] = []
    var seen: Set<String> = []
    var nextUse: Value? = useValue
    var result: [Value.Member]?
    while let use = nextUse {
      nextUse = nil
      guard let name = target(of: use, diagnostics: &diagnostics) else { return nil }
      used.insert(name)
      if cyclic.contains(name) || seen.contains(name) { return nil }
      if let members = resolved[name] {
        result = members
        break
      }
      guard let definition = definitions[name], case .object(let members) = definition.value.content
      else { return nil }
      chain.append(members)
      chainNames.append(name)
      seen.insert(name)
      nextUse = members.first(where: { $0.key == "use" })?.value
    }
    for (name, members) in zip(chainNames, chain).reversed() {
      let own = members.filter { $0.key != "use" }
      let merged = result.map { Self.overlay($0, own) } ?? own
      resolved[name] = merged
      result = merged
    }
    return result ?? []
  }

  /// The name a `use` value gives, when it names a component; reported otherwise, once per
  /// use site: a component that is used a million times (components can double at each
  /// level) would repeat the report, and its did-you-mean search, a million times.
  private mutating func target(of useValue: Value, diagnostics: inout [Diagnostic]) -> String? {
    if case .string(let name) = useValue.content, definitions[name] != nil { return name }
    guard reportedUses.insert(useValue.location).inserted else { return nil }
    guard case .string(let name) = useValue.content else {
      diagnostics.error(
        "'use' must be the name of a component, found \(describeFound(useValue))",
        at: useValue.location)
      return nil
    }
    guard definitions[name] != nil else {
      if names.isEmpty {
        diagnostics.error(
          "unknown component '\(name)': the document defines no components",
          at: useValue.location)
      } else {
        diagnostics.error(
          "unknown component '\(name)'\(DidYouMean.hint(for: name, among: names))",
          at: useValue.location)
      }
      return nil
    }
    return name
  }

  /// `top` laid over `base`: `style` objects merged key by key, other keys replaced. Keys
  /// from `top` come last, so a conflict between the two is reported at the use site.
  static func overlay(_ base: [Value.Member], _ top: [Value.Member]) -> [Value.Member] {
    var result = base
    for member in top {
      if member.key == "style", let index = result.firstIndex(where: { $0.key == "style" }),
        case .object(let baseStyle) = result[index].value.content,
        case .object(let topStyle) = member.value.content
      {
        let replaced = Set(topStyle.map(\.key))
        let merged = baseStyle.filter { !replaced.contains($0.key) } + topStyle
        result.remove(at: index)
        result.append(
          Value.Member(
            key: "style", keyLocation: member.keyLocation,
            value: Value(.object(merged), at: member.value.location)))
      } else {
        result.removeAll { $0.key == member.key }
        result.append(member)
      }
    }
    return result
  }
}
