import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

// `layoutspec why FILE ELEMENT` (its options are in CommandSpecs.swift): how ELEMENT got its
// frame, each time it was laid out, from the root's range down to it, one Texture rule a
// step (LayoutTrace.swift, LayoutSpecFormat/Why). One derivation per size.

/// `why --format`.
enum WhyFormatChoice: String, SpelledChoice {
  case text, json

  var summary: String {
    switch self {
    case .text: return "default"
    case .json: return "the steps as data"
    }
  }
}

enum WhyCommand {
  /// The most matches a usage error lists.
  static let listedMatches = 12

  static func run(_ arguments: [String]) -> ExitStatus {
    var sizes: [NamedSize] = []
    var variant: String?
    var format = WhyFormatChoice.text
    var scale = 2.0
    var fonts = DocumentOptions()
    var scanner = ArgumentScanner(arguments, command: Commands.why)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--size": sizes.append(try parseNamedSizeOption(try value()))
        case "--variant": variant = try parseVariantOption(try value())
        case "--format": format = try WhyFormatChoice.parse(try value(), for: "format", of: "why")
        case "--scale": scale = try parseScaleOption(try value())
        case "--font", "--font-dir", "--content-size", "--safe-area":
          _ = try fonts.take(name, value)
        default: throw UsageError("unknown option '\(name)' for 'why'")
        }
      }
      guard scanner.positionals.count == 2 else {
        throw UsageError("why takes a FILE and an ELEMENT (a name, or a path such as header/title)")
      }
    } catch {
      return reportScanError(error, command: Commands.why)
    }
    var file = InputFile(argument: scanner.positionals[0], fonts: fonts)
    let query = scanner.positionals[1]
    guard var document = load(file) else { return .invalid }
    let named = ContentSizeDocuments.applying(
      fonts.contentSize, to: sizes.isEmpty ? document.namedSizes : sizes)
    // A text style's size is decoded with the document: one content size per run, the
    // file read again when the sizes name another than the one it was read at.
    let categories = Set(named.map { $0.contentSize ?? .large })
    if categories.count > 1 {
      return reportUsage(
        UsageError(
          "why lays out at one content size at a time; the sizes name "
            + categories.map(\.rawValue).sorted().joined(separator: ", ")))
    }
    if let category = categories.first, category != (fonts.contentSize ?? .large) {
      guard !file.isStandardInput else {
        return reportUsage(
          UsageError(
            "the sizes name the content size \(category.rawValue): standard input is read "
              + "once; give --content-size \(category.rawValue)"))
      }
      file.fonts.contentSize = category
      guard let again = load(file) else { return .invalid }
      document = again
    }
    let selected: Document.Variant
    do {
      selected = try document.selectVariants(
        [variant ?? Document.defaultVariant], file: file.displayName)[0]
    } catch {
      return reportUsage(error)
    }
    let tree = selected.tree
    let element: ElementID
    do {
      element = try find(query, in: tree, file: file.displayName)
    } catch {
      return reportUsage(error)
    }
    guard !named.isEmpty else {
      StandardStreams.writeError(file.noSizes.rendered)
      return .invalid
    }
    var output = ""
    var printed: Set<String> = []
    for size in named {
      let (result, trace) = LayoutResult.evaluate(
        tree, in: size.range, scale: scale, tracing: element)
      guard !trace.isCutShort else {
        StandardStreams.writeError(
          Diagnostic(
            .error, WhyFormat.cutShortMessage(trace, in: tree, size: size.label),
            at: tree.location(of: element, file: file.displayName)
          ).rendered)
        return .invalid
      }
      for line in result.warningDiagnostics(file: file.displayName).map({ $0.rendered })
      where printed.insert(line).inserted {
        StandardStreams.writeError(line)
      }
      // The steps are checked against the frames before they are printed: a derivation
      // that does not add up would be a defect, said rather than hidden.
      for problem in trace.inconsistencies(with: result) {
        StandardStreams.writeError(
          "layoutspec: warning: the derivation does not match the frames: " + problem)
      }
      let label = WhyFormat.Label(
        file: file.argument, size: size.label,
        variant: document.variants.isEmpty ? nil : selected.name)
      switch format {
      case .text:
        output += (output.isEmpty ? "" : "\n") + WhyFormat.text(trace, result, label: label)
      case .json: output += WhyFormat.json(trace, result, label: label)
      }
    }
    StandardStreams.writeOutput(output)
    return .success
  }

  /// The document `file` holds, its messages written; nil when it has an error.
  private static func load(_ file: InputFile) -> Document? {
    let (loaded, diagnostics) = file.load()
    diagnostics.map(\.rendered).forEach(StandardStreams.writeError)
    guard let document = loaded, !diagnostics.contains(where: { $0.severity == .error }) else {
      return nil
    }
    return document
  }

  /// The one element `query` names, or a usage error: none (with the nearest name), or
  /// several (with their paths, to pick one by).
  static func find(_ query: String, in tree: ElementTree, file: String) throws -> ElementID {
    let matches = ElementLookup.elements(query, in: tree)
    if matches.count == 1 { return matches[0] }
    let quoted = "'\(query)'"
    guard !matches.isEmpty else {
      let names = ElementLookup.names(in: tree)
      let last = query.split(separator: "/").last.map(String.init) ?? query
      let hint = DidYouMean.suggestion(for: last, among: names).map { "; did you mean '\($0)'?" }
      let known = names.prefix(listedMatches).map { "'\($0)'" }.joined(separator: ", ")
      throw UsageError(
        "'\(file)' has no element \(quoted)\(hint ?? "")"
          + (names.isEmpty
            ? " (it names no element: use a path of child indices, such as 0/1)"
            : " (its names: \(known)\(names.count > listedMatches ? ", ..." : ""))"))
    }
    let paths = ElementLookup.paths(of: Array(matches.prefix(listedMatches)), in: tree)
    let more = matches.count > listedMatches ? ", and \(matches.count - listedMatches) more" : ""
    throw UsageError(
      "\(quoted) names \(matches.count) elements in '\(file)'; give one's path: "
        + paths.joined(separator: ", ") + more)
  }
}
