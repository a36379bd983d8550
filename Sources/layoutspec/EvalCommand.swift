import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat
import LayoutSpecPlatform

// `layoutspec eval`: read, decode, lay out and write each FILE for each size.

/// `eval --format`: the one list of output formats (help, completions and the man page
/// read it through `SpelledChoice`).
enum OutputFormat: String, SpelledChoice {
  case json, ascii, styles, boxes, svg, html

  var summary: String {
    switch self {
    case .json: return "default"
    case .ascii: return "Texture's asciiArtString"
    case .styles: return "each element's style, range and size"
    case .boxes: return "the frames drawn in characters"
    case .svg: return "a picture"
    case .html: return "an inspector page with a width slider"
    }
  }
}

struct EvalOptions: Sendable {
  var files: [InputFile] = []
  /// `--size`, as written (a device's name, a content size).
  var namedSizes: [NamedSize] = []
  var sizes: [SizeRange] {
    get { namedSizes.map(\.range) }
    set { namedSizes = newValue.map { NamedSize(range: $0) } }
  }
  /// `--variant`: the variants to lay out, in the order given; empty for every variant.
  var variants: [String] = []
  var format = OutputFormat.json
  var flatten = false
  var compact = false
  var scale = 2.0
  /// `--columns`; without it the terminal's width (TerminalWidth).
  var columns: Int?
  var output: String?
  var timing = false
  /// `--array`: every result as an item of one json array.
  var array = false
  /// `--sheet`: the html format's contact sheet instead of the inspector.
  var sheet = false
  /// `check --fail-on`, `test --fail-on`: the layout flags found while laying out
  /// (`FileEvaluation.flagged`).
  var failOn: Set<LayoutFlag.Kind> = []
  /// `--werror`: every warning is an error (nothing printed, exit 2).
  var warningsAreErrors = false
  /// `--watch`: evaluate again whenever a FILE is saved (EvalWatch).
  var watch = false
  /// `--font` and `--font-dir`.
  var fonts = DocumentOptions()

  /// The defaults: json, scale 2, no files.
  init(files: [InputFile] = [], sizes: [SizeRange] = [], variants: [String] = []) {
    self.files = files
    self.sizes = sizes
    self.variants = variants
  }

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Commands.eval)
    var given: [String] = []
    try scanner.scan { name, value in
      given.append(name)
      switch name {
      case "--size": namedSizes.append(try parseNamedSizeOption(try value()))
      case "--variant": variants.append(try parseVariantOption(try value()))
      case "--format": format = try OutputFormat.parse(try value(), for: "format")
      case "--flatten": flatten = true
      case "--compact": compact = true
      case "--scale": scale = try parseScaleOption(try value())
      case "--columns":
        let text = try value()
        guard let columns = Int(text), columns >= 10, columns <= 10_000 else {
          throw UsageError("--columns takes a whole number from 10 to 10000, not '\(text)'")
        }
        self.columns = columns
      case "--output":
        let path = try value()
        guard !path.isEmpty else { throw UsageError("--output needs a file name") }
        output = path
      case "--timing": timing = true
      case "--array": array = true
      case "--sheet": sheet = true
      case "--werror": warningsAreErrors = true
      case "--watch": watch = true
      case "--font", "--font-dir", "--content-size", "--safe-area": _ = try fonts.take(name, value)
      default: throw UsageError("unknown option '\(name)' for 'eval'")
      }
    }
    try Self.checkFormatTakes(given, format: format)
    files = scanner.positionals.map { [fonts] in InputFile(argument: $0, fonts: fonts) }
    if files.isEmpty { throw UsageError("eval needs a FILE (or - for standard input)") }
    // An SVG file holds one document; two back to back would not be well-formed XML.
    if format == .svg || format == .html, files.count > 1 {
      throw UsageError(
        "--format \(format.rawValue) writes one document per FILE: run eval once per file, "
          + "each with -o (or `layoutspec serve FILE...` for a page of several)")
    }
    try InputFile.checkStandardInputOnce(files)
    if watch { try checkWatch() }
  }

  /// What `--watch` can redraw: files (not standard input), in a format that is not one
  /// document per file, and not `--array`'s single document, which a watch never ends.
  private func checkWatch() throws {
    guard EvalWatch.formats.contains(format) else {
      throw UsageError(
        "--watch redraws " + EvalWatch.formats.map(\.rawValue).joined(separator: ", ")
          + "; --format \(format.rawValue) writes one document per file: for a live picture, "
          + "use `layoutspec serve FILE`")
    }
    if array {
      throw UsageError(
        "--array makes one json document of every result, which --watch never finishes; "
          + "without it each result is a complete json value")
    }
    if files.contains(where: \.isStandardInput) {
      throw UsageError("--watch watches files: standard input (-) cannot be watched")
    }
  }
}

extension EvalOptions {
  /// The options that shape one format's output, and the formats they shape: given with
  /// another format they would do nothing, which is a mistake worth saying.
  static let formatOptions: [(option: String, formats: [OutputFormat])] = [
    ("--flatten", [.json]), ("--compact", [.json]), ("--array", [.json]),
    ("--columns", [.boxes]), ("--sheet", [.html]),
  ]

  /// `--sheet` without a size, in a document without `sizes`: a small iPhone, a current
  /// one, the widest, and an iPad, each a full-width cell.
  static let sheetDevices = ["iphone-se-1", "iphone-16", "iphone-16-pro-max", "ipad-11"]

  static var sheetSizes: [NamedSize] {
    sheetDevices.compactMap { try? SizeSyntax.parseNamed($0).get() }
  }

  static func checkFormatTakes(_ given: [String], format: OutputFormat) throws {
    for (option, formats) in formatOptions where given.contains(option) {
      guard !formats.contains(format) else { continue }
      let names = formats.map { "--format \($0.rawValue)" }.joined(separator: " or ")
      throw UsageError(
        "\(option) applies to \(names) only; it does nothing with --format \(format.rawValue)")
    }
  }
}

/// Parses a `--size` value, with the usage error naming the option.
func parseSizeOption(_ text: String) throws -> SizeRange {
  switch SizeSyntax.parse(text) {
  case .success(let range): return range
  case .failure(let error): throw UsageError(error.message)
  }
}

/// Parses a `--size` value that may name a content size, as `parseSizeOption`.
/// A tab's SIZE as `why --size` reads it: the range's numbers (the inspector's slider
/// replaces the width) and the content size it was laid out at, when one is named.
func whySize(_ range: SizeRange, at category: ContentSizeCategory?) -> String {
  SizeSyntax.describe(range) + (category.map { "@" + $0.rawValue } ?? "")
}

func parseNamedSizeOption(_ text: String) throws -> NamedSize {
  switch SizeSyntax.parseNamed(text) {
  case .success(let named): return named
  case .failure(let error): throw UsageError(error.message)
  }
}

/// Reads a `--scale` value: a screen scale from 1 to 100.
func parseScaleOption(_ text: String) throws -> Double {
  guard let scale = Double(text), scale >= 1, scale <= 100 else {
    throw UsageError(
      "--scale takes a screen scale from 1 to 100 (2 or 3 on iPhones), not '\(text)'")
  }
  return scale
}

/// Reads a `--variant` (or `--to-variant`) value: a variant's name.
func parseVariantOption(_ text: String) throws -> String {
  guard !text.isEmpty else { throw UsageError("--variant needs a variant's name") }
  return text
}

extension ElementTree {
  /// Where element `id` is written in `file`, at line and column 1 or later, so that a
  /// diagnostic about it always points into the file.
  func location(of id: ElementID, file: String) -> SourceLocation {
    let record = self[id]
    return SourceLocation(
      file: file, line: max(1, Int(record.sourceLine)), column: max(1, Int(record.sourceColumn)))
  }
}

extension Document {
  /// The variants `names` asks for, in that order (each once), or every variant when it is
  /// empty. A name the document does not have is a usage error naming the file.
  func selectVariants(_ names: [String], file: String) throws -> [Variant] {
    let all = allVariants
    if names.isEmpty { return all }
    var selected: [Variant] = []
    for name in names where !selected.contains(where: { $0.name == name }) {
      guard let variant = all.first(where: { $0.name == name }) else {
        let known = all.map(\.name)
        let hint = DidYouMean.suggestion(for: name, among: known).map { "; did you mean '\($0)'?" }
        throw UsageError(
          "'\(file)' has no variant '\(name)'\(hint ?? "") (it has "
            + known.map { "'\($0)'" }.joined(separator: ", ") + ")")
      }
      selected.append(variant)
    }
    return selected
  }
}

/// What `EvalCommand.evaluate` does with a file's layouts once they are made.
enum LayoutDelivery: Sendable {
  /// Rendered in `--format` into `FileEvaluation.output`, which `run` writes when every
  /// file succeeded.
  case rendered
  /// One file's json written to its destination as the layouts are walked, so that a large
  /// output never sits in memory whole (docs/performance.md), the messages so far printed
  /// first. Rendered instead when a frame is null or a layout warns: `--werror` would turn
  /// that into a failure after the output began.
  case streamed
  /// `check`: each result written in the golden file's json shape and read back into
  /// frames at once (`FileEvaluation.frames`); no layout is kept, so one is held at a time.
  case framesReadBack
  /// `check --update`, `test --update`: the layouts kept (`FileEvaluation.layouts`) for
  /// the golden file.
  case layoutsKept
}

/// What one FILE produced: its output bytes and its messages for standard error.
struct FileEvaluation: Sendable {
  var output: [UInt8] = []
  var messages: [String] = []
  var failed = false
  /// Failed only for want of a size: `test` skips such documents.
  var lacksSizes = false
  /// The output went to its destination as it was written (`output` is empty); the
  /// messages before it were printed already.
  var streamed = false
  /// Why the streamed output could not be written, as `writeResult` says it.
  var writeFailure: String?
  /// With a golden delivery: each result read back from its json
  /// (`LayoutDelivery.framesReadBack`), or the layouts (`.layoutsKept`), and their labels.
  var frames: [FrameResult] = []
  var layouts: [LayoutResult] = []
  var labels: [JSONFormat.Label] = []
  /// With `EvalOptions.failOn`: each flagged element, `RESULT: PATH: DETAIL`.
  var flagged: [String] = []
}

enum EvalCommand {
  /// The most characters of ascii art drawn for one file (all its sizes): 256 Mi.
  static let asciiArtLimit = 1 << 28

  static func run(_ arguments: [String]) -> ExitStatus {
    let options: EvalOptions
    do {
      options = try EvalOptions(arguments: arguments)
    } catch {
      return reportScanError(error, command: Commands.eval)
    }
    if options.watch { EvalWatch.run(options) }
    // One file's json goes out in chunks as its layout is walked; several files' outputs
    // are joined in order, after every file succeeded.
    let delivery: LayoutDelivery =
      options.files.count == 1 && options.format == .json && !options.flatten
      ? .streamed : .rendered
    let evaluations = ConcurrentMap.map(options.files.count) { index in
      evaluate(options.files[index], options: options, isFirst: index == 0, delivery: delivery)
    }
    // Nothing goes to standard output unless every file succeeded: no partial results.
    var output: [UInt8] = []
    var failed = false
    for evaluation in evaluations {
      evaluation.messages.forEach(StandardStreams.writeError)
      failed = failed || evaluation.failed
      // One file's output is used as it is, not copied.
      if evaluations.count == 1 { output = evaluation.output } else { output += evaluation.output }
    }
    if failed { return .invalid }
    if let streamed = evaluations.first, streamed.streamed {
      guard let reason = streamed.writeFailure else { return .success }
      StandardStreams.writeError("layoutspec: error: " + Diagnostic.printable(reason))
      return .invalid
    }
    if options.array && options.format == .json {
      let (open, close): (String, String) = options.compact ? ("[", "]\n") : ("[", "\n]\n")
      output = Array(open.utf8) + output + Array(close.utf8)
    }
    return writeResult(output, to: options.output)
  }

  /// One FILE at each of its sizes, delivered as `delivery` says; `isFirst` says whether
  /// its json array items (`--array`) open the array or follow another file's.
  static func evaluate(
    _ file: InputFile, options: EvalOptions, isFirst: Bool = true,
    delivery: LayoutDelivery = .rendered
  ) -> FileEvaluation {
    var evaluation = FileEvaluation()
    let clock = ContinuousClock()
    let started = clock.now
    // Step 1. Read and decode the document; pick the variants and sizes asked for.
    guard let input = load(file, options: options, into: &evaluation) else { return evaluation }
    let read = clock.now
    // Step 2. Lay out every variant at every size.
    let layouts = layOut(input, file: file, options: options, delivery: delivery, into: &evaluation)
    let laidOut = clock.now
    // The document and its layouts are freed after the last timing is taken, not after
    // their last use inside the write step, where the optimizer may free them: giving a
    // large document's memory back to the system is neither layout nor writing.
    defer { withExtendedLifetime((input, layouts)) {} }
    // Step 3. Deliver the layouts: streamed, rendered or kept for the golden file.
    var nonFinite = layouts.nonFinite
    switch delivery {
    case .streamed where layouts.warnings.isEmpty && layouts.framesAreFinite:
      evaluation.messages.forEach(StandardStreams.writeError)
      evaluation.messages = []
      evaluation.writeFailure = stream(layouts.results, labels: layouts.labels, options: options)
      evaluation.streamed = true
      if options.timing {
        evaluation.messages.append(timingLine(file, started, read, laidOut, clock.now))
      }
      return evaluation
    case .streamed, .rendered:
      let written = render(
        layouts.results, labels: layouts.labels, options: options, isFirst: isFirst)
      evaluation.output = written.bytes
      nonFinite = written.nonFinite
    case .framesReadBack, .layoutsKept:
      // `--update` writes the layouts kept.
      evaluation.layouts = layouts.results
      evaluation.labels = layouts.labels
    }
    // Step 4. Say what the layouts warn of.
    warn(
      of: layouts, nonFinite: nonFinite, variants: input.variants, file: file, options: options,
      into: &evaluation)
    if options.timing {
      evaluation.messages.append(timingLine(file, started, read, laidOut, clock.now))
    }
    return evaluation
  }

  /// A document ready to lay out: the variants and the sizes asked for.
  struct Input {
    var document: Document
    var variants: [Document.Variant]
    var sizes: [NamedSize]
    /// The variants decoded at each content size the sizes name.
    var variantsAt: [ContentSizeCategory: [Document.Variant]]
  }

  /// Step 1 of `evaluate`: the document read and decoded, its variants and sizes picked;
  /// nil, with the messages and `failed` in `evaluation`, when there is nothing to lay out.
  static func load(_ file: InputFile, options: EvalOptions, into evaluation: inout FileEvaluation)
    -> Input?
  {
    let file = ContentSizeDocuments.readOnce(file, givenSizes: options.namedSizes)
    let (loaded, found) = file.load()
    let diagnostics = options.warningsAreErrors ? found.map(\.asError) : found
    evaluation.messages = diagnostics.map(\.rendered)
    guard let document = loaded, !diagnostics.contains(where: { $0.severity == .error }) else {
      evaluation.failed = true
      return nil
    }
    let variants: [Document.Variant]
    do {
      variants = try document.selectVariants(options.variants, file: file.displayName)
    } catch {
      evaluation.messages.append(
        "layoutspec: error: " + Diagnostic.printable((error as? UsageError)?.message ?? ""))
      evaluation.failed = true
      return nil
    }
    let given = options.namedSizes.isEmpty ? document.namedSizes : options.namedSizes
    let sizes = ContentSizeDocuments.applying(
      file.fonts.contentSize, to: given.isEmpty && options.sheet ? EvalOptions.sheetSizes : given)
    guard !sizes.isEmpty else {
      evaluation.messages.append(file.noSizes.rendered)
      evaluation.failed = true
      evaluation.lacksSizes = true
      return nil
    }
    if options.format == .ascii, let error = asciiArtTooLong(document, variants, file: file) {
      evaluation.messages.append(error.rendered)
      evaluation.failed = true
      return nil
    }
    if options.format == .html, options.sheet,
      let error = sheetTooLarge(document, cells: variants.count * sizes.count, file: file)
    {
      evaluation.messages.append(error.rendered)
      evaluation.failed = true
      return nil
    }
    // A text style's size is read when the document is decoded: the variants again at each
    // other content size the sizes name.
    let (variantsAt, reloadMessages) = ContentSizeDocuments.variants(
      of: file, loaded: variants, names: options.variants, sizes: sizes)
    guard let variantsAt else {
      evaluation.messages += reloadMessages
      evaluation.failed = true
      return nil
    }
    return Input(document: document, variants: variants, sizes: sizes, variantsAt: variantsAt)
  }

  /// The error for ascii art longer than `asciiArtLimit`, at the root; nil when it fits.
  static func asciiArtTooLong(
    _ document: Document, _ variants: [Document.Variant], file: InputFile
  ) -> Diagnostic? {
    let length = variants.reduce(0) { $0 + AsciiArt.estimatedLength(of: $1.tree) }
    guard length > Double(asciiArtLimit) else { return nil }
    return Diagnostic(
      .error,
      "the ascii art of this document would be about \(Int(min(length, 1e15)) >> 20) MiB "
        + "(Texture pads every line of a box to its widest), more than the "
        + "\(asciiArtLimit >> 20) MiB layoutspec draws; use --format json, styles or boxes",
      at: document.tree.location(of: document.tree.root, file: file.displayName))
  }

  /// The error for a contact sheet of more cells than `SheetPage.elementBudget`, at the
  /// root, before anything is laid out: each cell would draw nothing (its share of the
  /// elements is 0) while the page and the layouts it holds grow with the cells (400,000
  /// cells: 300 MB of html, 900 MB of memory). nil when it has fewer.
  static func sheetTooLarge(_ document: Document, cells: Int, file: InputFile) -> Diagnostic? {
    guard cells > SheetPage.elementBudget else { return nil }
    return Diagnostic(
      .error,
      "the contact sheet would have \(cells) cells (sizes times variants), more than the "
        + "\(SheetPage.elementBudget) elements it draws in all, so none would be drawn; "
        + "choose sizes with --size and variants with --variant",
      at: document.tree.location(of: document.tree.root, file: file.displayName))
  }

  /// One file's layouts, variant by variant, each at every size, with what they warn of.
  struct FileLayouts {
    /// Empty with `LayoutDelivery.framesReadBack`, which holds one layout at a time.
    var results: [LayoutResult] = []
    var labels: [JSONFormat.Label] = []
    /// Each result's tree, for naming an element with a non-finite frame.
    var trees: [ElementTree] = []
    /// Values computed from the constrained size that failed their key's checks at a size.
    var warnings: [Diagnostic] = []
    /// The golden deliveries' non-finite frames, found as each result is written.
    var nonFinite: [NonFiniteFrame] = []

    var framesAreFinite: Bool { results.allSatisfy(\.layouts.framesAreFinite) }
  }

  /// Step 2 of `evaluate`: every variant at every size, variant by variant. The ascii art
  /// is the same at every size: one layout per variant is enough. The golden deliveries
  /// write each result in the golden shape as it is made (`readBack`).
  static func layOut(
    _ input: Input, file: InputFile, options: EvalOptions, delivery: LayoutDelivery,
    into evaluation: inout FileEvaluation
  ) -> FileLayouts {
    // Only the styles and svg formats print constrained sizes: 32 bytes a layout otherwise.
    let recording = options.format == .styles || options.format == .svg
    let hasVariants = !input.document.variants.isEmpty
    var layouts = FileLayouts()
    for (index, variant) in input.variants.enumerated() {
      for size in options.format == .ascii ? [input.sizes[0]] : input.sizes {
        let tree = input.variantsAt[size.contentSize ?? .large]?[index].tree ?? variant.tree
        let result = LayoutResult.evaluate(
          tree, in: size.range, scale: options.scale, recordingDetails: recording)
        let label = JSONFormat.Label(
          file: file.argument, size: size.label,
          variant: hasVariants ? variant.name : nil)
        layouts.warnings += result.warningDiagnostics(file: file.displayName)
        layouts.warnings += result.rootSizeDiagnostics(file: file.displayName, size: label.size)
        layouts.trees.append(result.tree)
        if !options.failOn.isEmpty {
          evaluation.flagged += LayoutFlags.flags(of: result, kinds: options.failOn).map {
            label.resultName + ": " + $0.description
          }
        }
        switch delivery {
        case .rendered, .streamed:
          layouts.results.append(result)
        case .layoutsKept:
          layouts.nonFinite += readBack(
            result, label: label, index: layouts.labels.count, file: file, into: &evaluation,
            keepingFrames: false)
          layouts.results.append(result)
        case .framesReadBack:
          layouts.nonFinite += readBack(
            result, label: label, index: layouts.labels.count, file: file, into: &evaluation,
            keepingFrames: true)
        }
        layouts.labels.append(label)
      }
    }
    return layouts
  }

  /// Step 4 of `evaluate`: the warnings after layout (errors with `--werror`): the
  /// inspector's reduced sweep, then one per element however many sizes, variants (or
  /// flattened lists) it is null in, then the values computed from the constrained size
  /// that failed their key's checks (once, however many variants share the value).
  static func warn(
    of layouts: FileLayouts, nonFinite: [NonFiniteFrame], variants: [Document.Variant],
    file: InputFile, options: EvalOptions, into evaluation: inout FileEvaluation
  ) {
    // The inspector of a large document sweeps fewer widths, and the contact sheet draws
    // fewer elements: said, as a page silently thinner than the docs promise would not be.
    var warnings: [Diagnostic] = []
    if options.format == .html, options.sheet,
      let warning = sheetReduction(layouts.trees, file: file.displayName)
    {
      warnings.append(warning)
    } else if options.format == .html, !options.sheet,
      let warning = inspectorReduction(variants.map(\.tree), file: file.displayName)
    {
      warnings.append(warning)
    }
    for frame in nonFinite {
      warnings.append(
        nonFiniteWarning(frame, tree: layouts.trees[frame.result], file: file.displayName))
    }
    var warned: Set<String> = []
    for warning in warnings + layouts.warnings {
      let rendered = (options.warningsAreErrors ? warning.asError : warning).rendered
      guard warned.insert(rendered).inserted else { continue }
      evaluation.messages.append(rendered)
      evaluation.failed = evaluation.failed || options.warningsAreErrors
    }
  }

  /// `check` and `test`: one result written in the golden shape and, with `keepingFrames`,
  /// read back into frames at once (`FileEvaluation.frames`), so that the json of a large
  /// layout is never held whole (a 120 MB golden file's worth). The frames come from the
  /// json, as the golden file's do, so the two cannot disagree about which elements there
  /// are. Returns the non-finite frames, for their warnings, as result `index`.
  static func readBack(
    _ result: LayoutResult, label: JSONFormat.Label, index: Int, file: InputFile,
    into evaluation: inout FileEvaluation, keepingFrames: Bool
  ) -> [NonFiniteFrame] {
    // Compact: the frames are the same, the bytes a third.
    let written = JSONFormat.write(
      [result], labels: [label], options: JSONFormat.Options(compact: true, shape: .golden))
    if keepingFrames && !evaluation.failed {
      do {
        evaluation.frames += try GoldenFile.results(written.bytes, file: file.displayName)
      } catch {
        // The output always has the shape of a result; this would be a defect.
        let diagnostics = (error as? GoldenFile.ReadError)?.diagnostics ?? []
        evaluation.messages += diagnostics.map(\.rendered)
        evaluation.failed = true
      }
    }
    return written.nonFinite.map { NonFiniteFrame(element: $0.element, result: index) }
  }

  /// `FILE: read 1.2 ms, layout 0.4 ms, write 0.3 ms`.
  private static func timingLine(
    _ file: InputFile, _ started: ContinuousClock.Instant, _ read: ContinuousClock.Instant,
    _ laidOut: ContinuousClock.Instant, _ finished: ContinuousClock.Instant
  ) -> String {
    "\(file.displayName): read \(milliseconds(read - started)), "
      + "layout \(milliseconds(laidOut - read)), write \(milliseconds(finished - laidOut))"
  }

  /// The json output of one file's results, written to standard output or `-o FILE` in
  /// chunks of 1 MiB as the layouts are walked: the same bytes `render` and `run` make,
  /// `--array`'s brackets included. Nil when written, else why not.
  static func stream(_ results: [LayoutResult], labels: [JSONFormat.Label], options: EvalOptions)
    -> String?
  {
    let path = options.output == "-" ? nil : options.output
    var descriptor = FileBytes.standardOutput
    if let path {
      switch FileBytes.create(path) {
      case .failure(let failure): return "cannot write '\(path)': \(failure.text)"
      case .success(let opened): descriptor = opened
      }
    }
    var failure: Int32?
    let put: (UnsafeBufferPointer<UInt8>) -> Void = { bytes in
      guard path != nil else {
        StandardStreams.writeOutput(bytes)
        return
      }
      if failure == nil, FileBytes.writeAll(bytes, to: descriptor) < bytes.count {
        failure = FileBytes.lastWriteError
      }
    }
    let brackets: (open: StaticString, close: StaticString) =
      options.compact ? ("[", "]\n") : ("[", "\n]\n")
    if options.array { brackets.open.withUTF8Buffer(put) }
    _ = JSONFormat.write(
      results, labels: labels, options: jsonOptions(options, isFirst: true),
      chunkSize: StandardStreams.jsonChunk,
      to: put)
    if options.array { brackets.close.withUTF8Buffer(put) }
    guard let path else { return nil }
    if let failure {
      FileBytes.abandon(descriptor)
      return "cannot write '\(path)': \(FileBytes.reason(failure))"
    }
    return FileBytes.finish(descriptor).map { "cannot write '\(path)': \($0)" }
  }

  /// The json writer's options for `eval`'s options.
  static func jsonOptions(_ options: EvalOptions, isFirst: Bool) -> JSONFormat.Options {
    let shape: JSONFormat.Shape = options.array ? .arrayItems(first: isFirst) : .stream
    return .init(compact: options.compact, flatten: options.flatten, shape: shape)
  }

  static func render(
    _ results: [LayoutResult], labels: [JSONFormat.Label], options: EvalOptions, isFirst: Bool
  ) -> (bytes: [UInt8], nonFinite: [NonFiniteFrame]) {
    let draw: (LayoutResult) -> String
    // The boxes' width: their headers fit it too.
    var columns: Int?
    switch options.format {
    case .json:
      return JSONFormat.write(
        results, labels: labels, options: jsonOptions(options, isFirst: isFirst))
    case .ascii:
      // Texture's asciiArtString draws the specs, not the frames: the same at every size,
      // so it is printed once per file (and variant).
      let headed = options.files.count > 1 || results.count > 1 || options.watch
      var text = ""
      for (result, label) in zip(results, labels) {
        if headed {
          text +=
            "==> \(Diagnostic.printable(label.file))"
            + (label.variant.map { ", variant \(Diagnostic.printable($0))" } ?? "") + " <==\n"
        }
        text += AsciiArt.asciiArtString(of: result.tree) + "\n"
      }
      return (Array(text.utf8), [])
    case .styles: draw = { StyleDump.string(for: $0.layout, in: $0.tree) }
    case .boxes:
      let width =
        options.columns
        ?? (options.output == nil || options.output == "-"
          ? TerminalWidth.current()
          : TerminalWidth.fallback)
      columns = width
      draw = {
        BoxesFormat.string(for: $0.layout, in: $0.tree, columns: width, range: $0.sizeRange)
      }
    case .svg:
      // Several sizes still make one SVG document: the pictures side by side.
      let picture = SVGFormat.string(for: results, variants: labels.map(\.variant))
      return (Array((picture + "\n").utf8), [])
    case .html where options.sheet:
      return (Array(sheetPage(results, labels: labels).utf8), [])
    case .html:
      return (Array(inspectorPage(results, labels: labels, options: options, live: false).utf8), [])
    }
    // The text formats print one block per result, each ending in a newline; when there
    // are several (files or sizes), or redraws (--watch), each starts with a header naming
    // its file and size.
    let headed = options.files.count > 1 || results.count > 1 || options.watch
    var text = ""
    for (result, label) in zip(results, labels) {
      if headed {
        text +=
          columns.map {
            BoxesFormat.fittedHeader(
              header(label), file: Diagnostic.printable(label.file), columns: $0)
          } ?? header(label)
      }
      text += draw(result) + "\n"
    }
    return (Array(text.utf8), [])
  }

  /// The inspector page of one file: a tab per variant and per size, each size with its
  /// width sweep. `results` are variant by variant, as `evaluate` lays them out.
  static func inspectorPage(
    _ results: [LayoutResult], labels: [JSONFormat.Label], options: EvalOptions, live: Bool
  ) -> String {
    var variants: [InspectorVariant] = []
    var tabs: [InspectorTab] = []
    for (result, label) in zip(results, labels) {
      let name = label.variant ?? Document.defaultVariant
      if variants.last?.name != name {
        variants.append(InspectorVariant(name: name, tree: result.tree))
      }
      // Every variant is laid out at the same sizes: the first one's are the tabs.
      if variants.count == 1 {
        let category = (try? SizeSyntax.parseNamed(label.size).get())?.contentSize
        tabs.append(
          InspectorTab(
            label: label.size, range: result.sizeRange,
            size: whySize(result.sizeRange, at: category)))
      }
    }
    let file = labels.first?.file ?? ""
    let data = InspectorData.json(file: file, variants: variants, tabs: tabs, scale: options.scale)
    return InspectorPage.html(data: data, title: file, live: live)
  }

  /// The contact sheet of one file: every result, flagged (docs/cli.md, "The contact
  /// sheet").
  static func sheetPage(_ results: [LayoutResult], labels: [JSONFormat.Label]) -> String {
    let cells = zip(results, labels).map { result, label in
      // The size as results name it, read again for its device (or range) and its content
      // size: a column and a row of the sheet.
      var cell = SheetCell(
        result: result, size: label.size, variant: label.variant,
        flags: LayoutFlags.flags(of: result))
      if case .success(let named) = SizeSyntax.parseNamed(label.size) {
        cell.size = named.device?.name ?? SizeSyntax.describe(named.range)
        cell.contentSize = named.contentSize?.rawValue
      }
      return cell
    }
    // A size without `@` is laid out at Large: named so where others name theirs.
    let named = cells.contains { $0.contentSize != nil }
    return SheetPage.html(
      title: labels.first?.file ?? "",
      cells: cells.map { cell in
        var cell = cell
        if named && cell.contentSize == nil {
          cell.contentSize = ContentSizeCategory.large.rawValue
        }
        return cell
      })
  }

  /// The warning that the inspector page of `trees` (a document's variants) sweeps fewer
  /// widths than 200 (InspectorData.sweepBudget), at the root; nil when it does not.
  static func inspectorReduction(_ trees: [ElementTree], file: String) -> Diagnostic? {
    rootWarning(InspectorData.reduction(elementCounts: trees.map(\.count)), trees, file: file)
  }

  /// The warning that the contact sheet of `trees` (one per cell) draws some cells to a
  /// depth, at the root; nil when it draws every element.
  static func sheetReduction(_ trees: [ElementTree], file: String) -> Diagnostic? {
    rootWarning(SheetPage.reduction(elementCounts: trees.map(\.count)), trees, file: file)
  }

  /// `message` as a warning at the first tree's root element; nil without a message.
  private static func rootWarning(
    _ message: String?, _ trees: [ElementTree], file: String
  ) -> Diagnostic? {
    guard let message, let tree = trees.first else { return nil }
    return Diagnostic(.warning, message, at: tree.location(of: tree.root, file: file))
  }

  /// `==> FILE at SIZE <==`, as `head` and `tail` head each file; a document with
  /// variants adds `, variant NAME`.
  static func header(_ label: JSONFormat.Label) -> String {
    "==> \(Diagnostic.printable(label.file)) at \(label.size)"
      + (label.variant.map { ", variant \(Diagnostic.printable($0))" } ?? "") + " <==\n"
  }

  static func nonFiniteWarning(_ frame: NonFiniteFrame, tree: ElementTree, file: String)
    -> Diagnostic
  {
    let element = tree[frame.element]
    let label = element.name.map { "'\($0)' (\(element.type.rawValue))" } ?? element.type.rawValue
    return Diagnostic(
      .warning,
      "\(label) has a non-finite frame in Texture (an inf inset on an unbounded axis, a "
        + "percent of an infinite parent, or lengths whose sum overflows); printed as null",
      at: SourceLocation(
        file: file, line: Int(element.sourceLine), column: Int(element.sourceColumn))
    )
  }

  /// Writes the output to standard output (no `-o`, or `-o -`) or to the file named.
  static func writeResult(_ bytes: [UInt8], to path: String?) -> ExitStatus {
    guard let path, path != "-" else {
      StandardStreams.writeOutput(bytes)
      return .success
    }
    guard let reason = FileBytes.write(bytes, toPath: path) else { return .success }
    StandardStreams.writeError(
      "layoutspec: error: " + Diagnostic.printable("cannot write '\(path)': \(reason)"))
    return .invalid
  }

  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return (ms * 100).rounded() / 100 == 0 ? "0 ms" : "\((ms * 100).rounded() / 100) ms"
  }
}

func reportUsage(_ error: Error) -> ExitStatus {
  let message = (error as? UsageError)?.message ?? "\(error)"
  // Arguments are quoted in messages; keep the message one line whatever they hold.
  StandardStreams.writeError("layoutspec: error: \(Diagnostic.printable(message))")
  return .invalid
}
