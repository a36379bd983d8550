// Branches on app state as `variants` (docs/format.md 1.4): the code is evaluated again with
// another arm of one branch, and the difference from the default tree is written as patches:
// `remove` for an element the other arm leaves out of a children list, `set` for changed
// keys, and `set` of a whole `child`/`children` where the arms build different specs.
// Elements are matched by where the code made them.

enum ImportVariants {
  static let maximumVariants = 32

  static func variants(
    of element: ImportElement, run: ImportRun, root: SourceClass, declarations: SourceDeclarations,
    messages: ImportMessages
  ) -> [DescriptionMember] {
    var result: [DescriptionMember] = []
    var taken: Set<String> = ["default"]
    var namer = ElementNamer(element)
    // Each variant evaluates the code again: at most this many evaluations in all.
    var evaluations = 0
    for site in run.sites {
      for arm in 1..<max(1, site.armNames.count) {
        evaluations += 1
        guard result.count < maximumVariants, evaluations <= 2 * maximumVariants else {
          messages.add(
            .warning, site.file, site.position,
            "more than \(maximumVariants) variants: this branch's other arms are left out")
          return result
        }
        messages.isRecording = false
        let other = ImportRun(
          declarations: declarations, messages: messages, choices: [site.key: arm],
          givenFonts: run.givenFonts)
        let variant = other.instantiate(root, name: root.name, origin: root.name)
        defer { other.release() }
        messages.isRecording = true
        guard ImportElement.expandedCount(variant, limit: ImportDocument.elementLimit) != nil else {
          messages.add(
            .warning, site.file, site.position,
            "the other arm of this branch makes a layout too large to write: left out")
          continue
        }
        var patches: [DescriptionValue] = []
        diff(element, variant, parent: nil, namer: &namer, into: &patches)
        guard !patches.isEmpty else { continue }
        var name = site.armNames[arm]
        var suffix = 2
        while taken.contains(name) {
          name = site.armNames[arm] + String(suffix)
          suffix += 1
        }
        taken.insert(name)
        result.append(DescriptionMember(name, .list(patches)))
        messages.add(
          .warning, site.file, site.position,
          "a branch on app state: the first arm is the default, '\(name)' the other")
      }
    }
    return result
  }

  static func patch(_ name: String, set members: [DescriptionMember]) -> DescriptionValue {
    .object(
      [
        DescriptionMember("name", .string(name)),
        DescriptionMember("set", .object(members, comments: [])),
      ], comments: [])
  }

  static func diff(
    _ a: ImportElement, _ b: ImportElement, parent: ImportElement?, namer: inout ElementNamer,
    into patches: inout [DescriptionValue]
  ) {
    // Keys and style.
    var changed: [DescriptionMember] = []
    if a.type != b.type { changed.append(DescriptionMember("type", .string(b.type))) }
    for member in b.keys where a.value(member.key) != member.value { changed.append(member) }
    for member in a.keys where b.value(member.key) == nil {
      if let reset = defaultValue(member.key) {
        changed.append(DescriptionMember(member.key, reset))
      }
    }
    let styleA = a.styleMembers()
    let styleB = b.styleMembers()
    if styleA != styleB {
      var style = styleB
      for member in styleA where !styleB.contains(where: { $0.key == member.key }) {
        style.append(
          DescriptionMember(
            member.key,
            member.key == "alignSelf"
              || ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "flexBasis"]
                .contains(member.key)
              ? .string("auto") : .number(0)))
      }
      changed.append(DescriptionMember("style", .object(style, comments: [])))
    }
    // Children lists.
    if let childrenA = a.children, let childrenB = b.children {
      let originsA = childrenA.map(\.origin)
      let originsB = childrenB.map(\.origin)
      if originsA == originsB {
        for (x, y) in zip(childrenA, childrenB) {
          diff(x, y, parent: a, namer: &namer, into: &patches)
        }
      } else if isSubsequence(originsB, of: originsA) {
        var cursor = 0
        for x in childrenA {
          if cursor < childrenB.count, childrenB[cursor].origin == x.origin {
            diff(x, childrenB[cursor], parent: a, namer: &namer, into: &patches)
            cursor += 1
          } else {
            patches.append(
              .object(
                [
                  DescriptionMember("name", .string(namer.name(x))),
                  DescriptionMember("remove", .bool(true)),
                ], comments: []))
          }
        }
      } else {
        changed.append(DescriptionMember("children", .list(childrenB.map { $0.description() })))
      }
    } else if (a.children == nil) != (b.children == nil) {
      changed.append(
        DescriptionMember("children", .list((b.children ?? []).map { $0.description() })))
    }
    // Slots.
    for key in ["child", "overlay", "background", "corner", "layout"] {
      let x = a.slot(key)
      let y = b.slot(key)
      if let x, let y, x.origin == y.origin {
        diff(x, y, parent: a, namer: &namer, into: &patches)
      } else if x != nil || y != nil {
        if let y { changed.append(DescriptionMember(key, y.description())) }
      }
    }
    if !changed.isEmpty {
      patches.append(patch(namer.name(a), set: changed))
    }
  }

  static func isSubsequence(_ small: [String], of large: [String]) -> Bool {
    var cursor = 0
    for item in large where cursor < small.count && small[cursor] == item { cursor += 1 }
    return cursor == small.count
  }

  /// What a key is when the code does not set it, to undo it in a patch.
  static func defaultValue(_ key: String) -> DescriptionValue? {
    switch key {
    case "text", "title": return .string("")
    case "maxLines", "spacing", "lineSpacing": return .number(0)
    case "truncation": return .string("tail")
    case "wrapsCorner": return .bool(false)
    case "offset": return .list([.number(0), .number(0)])
    default:
      if let known = ClassInstance.enums[key] { return .string(known.defaultValue) }
      return nil
    }
  }
}

/// Names for elements a patch must find: a spec gets its local variable's name (`header`),
/// else its type's, unique in the document.
struct ElementNamer {
  private var used: Set<String> = []

  init(_ root: ImportElement) {
    var pending = [root]
    while let element = pending.popLast() {
      if let name = element.name { used.insert(name) }
      pending += element.elementsUnder
    }
  }

  mutating func name(_ element: ImportElement) -> String {
    if let name = element.name { return name }
    let base = element.binding ?? element.type
    var name = base
    var suffix = 2
    while used.contains(name) {
      name = base + String(suffix)
      suffix += 1
    }
    used.insert(name)
    element.name = name
    return name
  }
}
