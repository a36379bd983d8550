// Variants (docs/format.md section 1.4): named states of one document, each a list of
// patches applied to elements by `name`. `remove: true` takes the element out of its
// parent's `children`; `set` lays keys over the element's as a component's use site does
// (`style` merged key by key, every other key replaced whole).
//
// A variant is decoded as a document of its own, from the same tape: the decoder lays each
// patch over the member list it reads for the element (the way `use` lays a use site over a
// component), so nothing is copied or rewritten, every patched value keeps its own line and
// column, and an error in a patch is reported inside the patch. Each variant then gets
// exactly the checks, defaults and warnings a document written out in full would get.
// (Rewriting the tape per variant would need every position carried over by hand, and a
// `set` value that the decoder reads in place already is such a rewrite.)
//
// Elements a `set` brings in (new `children`, a new `layout`) are the patch's own: the
// variant's patches do not apply to them, so a patch cannot apply to its own output.

/// One patch of a variant.
struct Patch {
  /// The name of the elements it changes.
  var name: String
  /// The patch object's position: where the patch is reported when it names no element
  /// or cannot remove one.
  var position: LineColumn
  var remove: Bool
  /// The members of `set` (none for a removal).
  var set: [TapeMember]
}

/// One variant's patches, looked up by element name while the variant is decoded.
struct VariantPatches {
  var name = ""
  /// The variant's key in `variants`.
  var position = LineColumn(line: 1, column: 1)
  var patches: [Patch] = []
  /// Per patch: whether it found an element.
  var matched: [Bool] = []
  /// Indices into `patches` by element name, in document order.
  private var byName: [String: [Int]] = [:]
  /// The tape indices of the envelope's `variants`: elements written there belong to a
  /// patch's `set` and are not patched.
  var written: Range<Int> = 0..<0

  var isEmpty: Bool { patches.isEmpty }

  /// The name of the document without patches.
  static let defaultName = "default"

  /// The patches for elements named `name`, in document order.
  func indices(named name: String) -> [Int] { byName[name] ?? [] }

  fileprivate mutating func add(_ patch: Patch) {
    byName[patch.name, default: []].append(patches.count)
    patches.append(patch)
    matched.append(false)
  }

  /// The envelope's `variants` (an object of named lists of patches), in document order.
  /// Every malformed variant or patch is reported; a variant is kept with the patches that
  /// could be read.
  static func read(_ value: ValueID, tape: DocumentTape, diagnostics: inout [Diagnostic])
    -> [VariantPatches]
  {
    guard tape.kind(value) == .object else {
      diagnostics.error(
        "'variants' must be an object of named variants, each a list of patches such as "
          + "[{name: caption, remove: true}], found \(tape.describeFound(value))",
        at: tape.location(value))
      return []
    }
    var variants: [VariantPatches] = []
    for member in tape.members(value) {
      let name = tape.keys.text(member.key)
      guard name != defaultName else {
        diagnostics.error(
          "'default' is the document without patches; give this variant another name",
          at: tape.location(member.keyPosition))
        continue
      }
      guard !name.isEmpty else {
        diagnostics.error("a variant needs a name", at: tape.location(member.keyPosition))
        continue
      }
      guard tape.kind(member.value) == .array else {
        diagnostics.error(
          "variant '\(name)' must be a list of patches such as [{name: caption, remove: true}], "
            + "found \(tape.describeFound(member.value))",
          at: tape.location(member.value))
        continue
      }
      var variant = VariantPatches(
        name: name, position: member.keyPosition, written: value.index..<tape.end(value))
      for item in tape.items(member.value) {
        if let patch = readPatch(item, tape: tape, diagnostics: &diagnostics) {
          variant.add(patch)
        }
      }
      variants.append(variant)
    }
    return variants
  }

  private static let patchKeys = DescriptionKeys.patch.map(\.key.text)

  /// One patch: `{name: NAME, remove: true}` or `{name: NAME, set: {KEY: VALUE, ...}}`.
  private static func readPatch(
    _ value: ValueID, tape: DocumentTape, diagnostics: inout [Diagnostic]
  ) -> Patch? {
    guard tape.kind(value) == .object else {
      diagnostics.error(
        "a patch is an object with 'name' and 'remove: true' or 'set', found "
          + tape.describeFound(value),
        at: tape.location(value))
      return nil
    }
    var name: String?
    var remove: TapeMember?
    var set: TapeMember?
    var valid = true
    for member in tape.members(value) {
      switch member.key.known {
      case .name:
        if tape.kind(member.value) == .string {
          name = tape.string(member.value)
        } else {
          diagnostics.error(
            "'name' must be the name of an element, found \(tape.describeFound(member.value))",
            at: tape.location(member.value))
          valid = false
        }
      case .remove:
        remove = member
        if tape.kind(member.value) != .true {
          diagnostics.error(
            "'remove' must be true (leave the patch out to keep the element), found "
              + tape.describeFound(member.value),
            at: tape.location(member.value))
          valid = false
        }
      case .set:
        set = member
        if tape.kind(member.value) != .object {
          diagnostics.error(
            "'set' must be an object of the element's keys, such as {text: \"\"}, found "
              + tape.describeFound(member.value),
            at: tape.location(member.value))
          valid = false
        }
      default:
        let key = tape.keys.text(member.key)
        let hint = DidYouMean.hint(for: key, among: patchKeys)
        diagnostics.error(
          "unknown key '\(key)' in a patch"
            + (hint.isEmpty ? " (a patch takes name, and remove or set)" : hint),
          at: tape.location(member.keyPosition))
        valid = false
      }
    }
    if name == nil, valid {
      diagnostics.error(
        "a patch needs 'name': the name of the elements it changes", at: tape.location(value))
      valid = false
    }
    if let remove, let set {
      diagnostics.error(
        "a patch either removes its element or sets keys, not both",
        at: tape.location(max(remove.keyPosition, set.keyPosition)))
      valid = false
    } else if remove == nil, set == nil, valid {
      diagnostics.error(
        "a patch needs 'remove: true' or 'set' (the keys to change)", at: tape.location(value))
      valid = false
    }
    var setMembers: [TapeMember] = []
    if let set, tape.kind(set.value) == .object {
      for member in tape.members(set.value) {
        switch member.key.known {
        case .name, .use:
          diagnostics.error(
            "a patch cannot set '\(tape.keys.text(member.key))': "
              + (member.key.known == .name
                ? "patches find elements by their names"
                : "set the keys themselves"),
            at: tape.location(member.keyPosition))
          valid = false
        default:
          setMembers.append(member)
        }
      }
    }
    guard valid, let name else { return nil }
    return Patch(name: name, position: tape.position(value), remove: remove != nil, set: setMembers)
  }

  /// An error at each patch that found no element: `names` are the document's element
  /// names, for a suggestion.
  func unmatched(names: [String], tape: DocumentTape) -> [Diagnostic] {
    zip(patches, matched).filter { !$1 }.map { patch, _ in
      Diagnostic(
        .error,
        "variant '\(name)': no element is named '\(patch.name)'"
          + DidYouMean.hint(for: patch.name, among: names),
        at: tape.location(patch.position))
    }
  }
}

extension DocumentDecoder {
  /// A patch's `set: { type: ... }`: the element's own keys that its new type does not take
  /// are reported there, naming the variant (docs/format.md 1.4), not where they are written.
  struct TypePatch {
    var variant: String
    var type: TapeMember
    /// The positions of the keys the patch sets: those are reported where they are.
    var setKeys: Set<LineColumn>
  }

  /// Lays the variant's `set` patches over the element's members (`members`, on
  /// `memberStack`). Returns the members, whether the element is a patch's own (written
  /// in a `set`, or under such an element), which no patch applies to, and the last patch
  /// that set its `type`.
  @inline(never)
  mutating func patchMembers(
    of value: ValueID, _ members: Range<Int>, parent: ParentContext
  ) -> (members: Range<Int>, fromPatch: Bool, typePatch: TypePatch?) {
    if variant[0].written.contains(value.index) || openHeaders.innermostIsFromPatch {
      return (members, true, nil)
    }
    // Unused components, checked on their own, are not part of any variant.
    if case .standalone = parent { return (members, false, nil) }
    guard let nameMember = firstMember(.name, in: members),
      tape.kind(nameMember.value) == .string
    else { return (members, false, nil) }
    let name = tape.string(nameMember.value)
    var patched = members
    var typePatch: TypePatch?
    for index in variant[0].indices(named: name) {
      variant[0].matched[index] = true
      let patch = variant[0].patches[index]
      if patch.remove {
        reportUnremovable(patch, parent: parent)
        continue
      }
      if let type = patch.set.first(where: { $0.key == .type }) {
        typePatch = TypePatch(
          variant: variant[0].name, type: type, setKeys: Set(patch.set.map(\.keyPosition)))
      }
      let laid = components.overlay(Array(memberStack[patched]), patch.set, tape: tape)
      memberStack.truncate(to: patched.lowerBound)
      memberStack.push(contentsOf: laid)
      patched = patched.lowerBound..<memberStack.count
    }
    return (patched, false, typePatch)
  }

  /// Whether the variant removes `item`, an element of a `children` list (its patches
  /// then count as having found it).
  @inline(never)
  mutating func isRemoved(_ item: ValueID) -> Bool {
    guard !variant[0].written.contains(item.index), !openHeaders.innermostIsFromPatch,
      let name = components.writtenName(of: item, tape: tape)
    else { return false }
    let indices = variant[0].indices(named: name)
    guard indices.contains(where: { variant[0].patches[$0].remove }) else { return false }
    for index in indices { variant[0].matched[index] = true }
    return true
  }

  /// A removal patch that names an element outside any `children` list.
  private mutating func reportUnremovable(_ patch: Patch, parent: ParentContext) {
    var place = "it is the root element"
    if case .element(let type) = parent {
      place =
        "the '\(type.rawValue)' above it holds it on its own; patch that '\(type.rawValue)' instead"
    }
    error(
      "variant '\(variant[0].name)' cannot remove '\(patch.name)': only an element of a "
        + "'children' list can be removed, and \(place)",
      at: patch.position)
  }
}
