import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

// `layoutspec export FILE`: the document as Texture code, the node
// class whose `layoutSpecThatFits:` builds the same specs (LayoutSpecFormat/Export).

enum ExportCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var language: TextureExport.Language?
    var output: String?
    var scanner = ArgumentScanner(arguments, command: Commands.export)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--swift", "--objc":
          let chosen: TextureExport.Language = name == "--swift" ? .swift : .objc
          if let language, language != chosen {
            throw UsageError("export writes one language: give --swift or --objc, not both")
          }
          language = chosen
        case "--output":
          let path = try value()
          guard !path.isEmpty else { throw UsageError("--output needs a file name") }
          output = path
        default: throw UsageError("unknown option '\(name)' for 'export'")
        }
      }
      guard scanner.positionals.count == 1 else {
        throw UsageError("export takes one FILE")
      }
      guard language != nil else { throw UsageError("export needs --swift or --objc") }
    } catch {
      return reportScanError(error, command: Commands.export)
    }
    guard let language, let argument = scanner.positionals.first else { return .invalid }
    let file = InputFile(argument: argument)
    let (document, diagnostics) = file.load()
    diagnostics.map(\.rendered).forEach(StandardStreams.writeError)
    guard let document else { return .invalid }
    let bindings = bindings(document.sizeExpressionProbes)
    let oversized = TextureExport.oversizedImages(in: document.tree, bindings: bindings)
    guard oversized.isEmpty else {
      for image in oversized {
        StandardStreams.writeError(
          oversizedImageError(image.id, image.width, image.height, document.tree, file).rendered)
      }
      return .invalid
    }
    let (code, notes) = TextureExport.export(
      document.tree, source: file.displayName, language: language, bindings: bindings)
    for note in notes { StandardStreams.writeError("\(file.displayName): note: \(note)") }
    return EvalCommand.writeResult(Array(code.utf8), to: output)
  }

  /// An image whose blank stand-in would be too large to write (ExportImageBounds.swift),
  /// at its element (a button's image at its button).
  static func oversizedImageError(
    _ id: ElementID, _ width: Double?, _ height: Double?, _ tree: ElementTree, _ file: InputFile
  ) -> Diagnostic {
    let side = NumberText.shortest(TextureExport.maximumImageSide)
    let areaSide = NumberText.shortest(TextureExport.maximumImageArea.squareRoot())
    // A side computed at run time is not the reason: it is written as the code computes it.
    let sides = [width, height].map { $0.map(NumberText.shortest) ?? "(computed)" }
    return Diagnostic(
      .error,
      "'imageSize' \(sides[0]) x \(sides[1]) "
        + "is too large to export: the code draws a blank image of that size, and export "
        + "writes none longer than \(side) points a side or larger than \(areaSide) x "
        + "\(areaSide) points in all (the app's memory)",
      at: SourceLocation(
        file: file.displayName, line: Int(tree[id].sourceLine), column: Int(tree[id].sourceColumn)))
  }

  /// The elements whose values read the constrained size, decoded with the reader's
  /// stand-ins, for export to write their expressions.
  static func bindings(_ probes: [SizeExpressionProbe]) -> [ElementID: ExportBinding] {
    var bindings: [ElementID: ExportBinding] = [:]
    for probe in probes {
      let first = probe.values(run: 0)
      let second = probe.values(run: 1)
      bindings[probe.element] = ExportBinding(
        first: (first.style, first.kind), second: (second.style, second.kind),
        expressions: first.expressions.enumerated().map { index, expression in
          (
            exportExpression(expression), SizeExpressionProbe.standIn(index, run: 0),
            SizeExpressionProbe.standIn(index, run: 1)
          )
        })
    }
    return bindings
  }

  static func exportOperator(_ op: SizeExpression.BinaryOperator) -> ExportExpression.Operator {
    switch op {
    case .add: return .add
    case .subtract: return .subtract
    case .multiply: return .multiply
    case .divide: return .divide
    }
  }

  static func exportExpression(_ expression: SizeExpression) -> ExportExpression {
    switch expression {
    case .number(let number): return .number(number)
    case .name(let name):
      switch name {
      case .minWidth: return .constrained(.minWidth)
      case .minHeight: return .constrained(.minHeight)
      case .maxWidth: return .constrained(.maxWidth)
      case .maxHeight: return .constrained(.maxHeight)
      case .safeAreaTop: return .safeArea(.top)
      case .safeAreaLeft: return .safeArea(.left)
      case .safeAreaBottom: return .safeArea(.bottom)
      case .safeAreaRight: return .safeArea(.right)
      }
    case .negate(let operand): return .negate(exportExpression(operand))
    case .operations(let first, let rest):
      return .operations(
        exportExpression(first),
        rest.map { .init(exportOperator($0.op), exportExpression($0.operand)) })
    case .function(let function, let a, let b):
      switch function {
      case .min: return .minimum(exportExpression(a), exportExpression(b))
      case .max: return .maximum(exportExpression(a), exportExpression(b))
      case .floor, .ceil, .round: return .rounded(function.rawValue, exportExpression(a))
      }
    }
  }
}
