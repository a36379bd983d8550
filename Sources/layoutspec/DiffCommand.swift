import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

// `layoutspec diff OLD [NEW]` (its options are in CommandSpecs.swift):
// a layout transition as Texture's ASContextTransitioning sees it: inserted and removed
// nodes, and each moved or resized node's initial and final frame. Between two variants
// of one document, it is the transition a cell makes when its state changes. One
// transition per size (each `--size`, or OLD's `sizes`), as `eval` gives one result each.

enum DiffCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var sizes: [NamedSize] = []
    var toSize: NamedSize?
    var variant: String?
    var toVariant: String?
    var asText = false
    var exitCode = false
    var fonts = DocumentOptions()
    var toSafeArea: EdgeInsets?
    var scanner = ArgumentScanner(arguments, command: Commands.diff)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--size": sizes.append(try parseDiffSize(try value()))
        case "--to-size": toSize = try parseDiffSize(try value())
        case "--variant": variant = try parseVariantOption(try value())
        case "--to-variant": toVariant = try parseVariantOption(try value())
        case "--format":
          asText = try DiffFormat.parse(try value(), for: "format", of: "diff") == .text
        case "--exit-code": exitCode = true
        case "--font", "--font-dir", "--content-size", "--safe-area":
          _ = try fonts.take(name, value)
        case "--to-safe-area": toSafeArea = try DocumentOptions.safeArea(name, try value())
        default: throw UsageError("unknown option '\(name)' for 'diff'")
        }
      }
      guard (1...2).contains(scanner.positionals.count) else {
        throw UsageError("diff takes OLD and optionally NEW")
      }
      if scanner.positionals.count == 1 && toSize == nil && toVariant == nil {
        throw UsageError(
          "diff of one file needs --to-size SIZE or --to-variant NAME (each --size gives "
            + "one transition from that size; --to-size is the size it goes to)")
      }
    } catch {
      return reportScanError(error, command: Commands.diff)
    }
    let files = scanner.positionals.map { [fonts] in InputFile(argument: $0, fonts: fonts) }
    do {
      try InputFile.checkStandardInputOnce(files)
    } catch {
      return reportUsage(error)
    }
    // Each input is read once: with one FILE, the same document is laid out at both sizes.
    var documents: [Document] = []
    var failed = false
    for file in files {
      let (document, diagnostics) = file.load()
      diagnostics.map(\.rendered).forEach(StandardStreams.writeError)
      if let document { documents.append(document) } else { failed = true }
    }
    guard !failed, let first = documents.first, let last = documents.last else { return .invalid }
    let fromVariant = variant ?? Document.defaultVariant
    var trees: (from: ElementTree, to: ElementTree)
    do {
      trees = (
        try first.selectVariants([fromVariant], file: files[0].displayName)[0].tree,
        try last.selectVariants(
          [toVariant ?? fromVariant], file: files[files.count - 1].displayName)[0].tree
      )
    } catch {
      return reportUsage(error)
    }
    // A rotation changes the safe area with the size: NEW may read other insets.
    if let toSafeArea { trees.to.safeAreaInsets = toSafeArea }
    // Without --size, the sizes OLD lists, as for every command that lays out.
    // At one content size: each is named by its device or numbers, as eval names results.
    let fromSizes =
      sizes.isEmpty ? first.namedSizes.map { NamedSize(range: $0.range, device: $0.device) } : sizes
    guard !fromSizes.isEmpty else {
      StandardStreams.writeError(files[0].noSizes.rendered)
      return .invalid
    }
    // The document was read at one content size: a size's own `@` is not laid out.
    if sizes.isEmpty, fonts.contentSize == nil,
      let named = first.namedSizes.first(where: { ($0.contentSize ?? .large) != .large })
    {
      let warning = Diagnostic(
        .warning,
        "diff lays out at one content size (large, or --content-size's): the document's "
          + "size '\(named.label)' is laid out at large",
        at: .wholeFile(files[0].displayName))
      StandardStreams.writeError(warning.rendered)
    }
    var printed: Set<String> = []
    var output = ""
    var changed = false
    for fromSize in fromSizes {
      let from = LayoutResult.evaluate(trees.from, in: fromSize.range, scale: 2)
      let to = LayoutResult.evaluate(trees.to, in: (toSize ?? fromSize).range, scale: 2)
      let warnings =
        from.warningDiagnostics(file: files[0].displayName)
        + to.warningDiagnostics(file: files[files.count - 1].displayName)
      for line in warnings.map(\.rendered) where printed.insert(line).inserted {
        StandardStreams.writeError(line)
      }
      let diff = TransitionDiff(from: from, to: to)
      changed = changed || !diff.isEmpty
      guard fromSizes.count > 1 else {
        output = asText ? diff.text : diff.json
        break
      }
      // Several transitions: each says which size it is at, as eval's results do.
      let size = fromSize.label
      let target = toSize?.label
      if asText {
        output += "==> \(size)" + (target.map { " -> \($0)" } ?? "") + " <==\n" + diff.text
      } else {
        output += diff.json(
          labels: [("size", size)] + (target.map { [("toSize", $0)] } ?? []))
      }
    }
    StandardStreams.writeOutput(output)
    // As `git diff --exit-code`: 1 when anything was inserted, removed or moved.
    return exitCode && changed ? .failure : .success
  }

  /// A `--size` or `--to-size`: no `@`, since diff lays out at one content size; a device's
  /// name is kept for the labels.
  private static func parseDiffSize(_ text: String) throws -> NamedSize {
    let range = try parseSizeOption(text)
    return NamedSize(range: range, device: (try? parseNamedSizeOption(text))?.device)
  }
}
