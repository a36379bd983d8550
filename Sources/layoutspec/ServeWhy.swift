import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat
import LayoutSpecServer

// `serve`'s `why` route: `GET why?element=PATH&size=SIZE[&variant=NAME]` answers with
// `layoutspec why FILE PATH --size SIZE --variant NAME --format json`'s object, for the
// inspector's details panel (docs/cli.md, `serve`). It lays out the layout the page shows
// (the last good one) again, with the trace, on the connection's thread.

enum ServeWhy {
  static let parameterNames: Set<String> = ["element", "size", "variant"]

  /// The answer: 200 and the json, 400 for a missing or bad parameter (or an element
  /// name several elements have), 404 for an element or variant the layout does not
  /// have, 409 while the file has no good layout, 422 for a derivation too long to
  /// record (`LayoutTrace.isCutShort`).
  static func answer(
    _ parameters: [String: String], shown: ServeState.Shown?, file: InputFile, scale: Double
  ) -> PreviewServer.Answer {
    if let unknown = parameters.keys.sorted().first(where: { !parameterNames.contains($0) }) {
      return failure(400, "unknown parameter '\(unknown)' (element, size, variant)")
    }
    guard let query = parameters["element"], !query.isEmpty else {
      return failure(400, "missing parameter 'element' (a name or a path, as why takes)")
    }
    guard let sizeText = parameters["size"] else {
      return failure(400, "missing parameter 'size' (a SIZE such as 375x*)")
    }
    // The page asks with the content size it shows (`375x*@xLarge` under
    // `--content-size`), as `why --size` takes it.
    var size: NamedSize
    switch SizeSyntax.parseNamed(sizeText) {
    case .success(let named): size = named
    case .failure(let error): return failure(400, error.message)
    }
    guard let shown else {
      return failure(409, "'\(file.displayName)' has no good layout to explain yet")
    }
    if let category = size.contentSize, category != shown.contentSize {
      return failure(
        400,
        "the page shows the content size \(shown.contentSize.rawValue), not "
          + "\(category.rawValue) (serve lays out at one: give --content-size, or use why)")
    }
    // Labelled as `why --content-size` labels it.
    if shown.contentSize != .large { size.contentSize = shown.contentSize }
    let name = parameters["variant"] ?? Document.defaultVariant
    guard let variant = shown.variants.first(where: { $0.name == name }) else {
      let names = shown.variants.map { "'\($0.name)'" }.joined(separator: ", ")
      return failure(404, "the page shows no variant '\(name)' (it shows \(names))")
    }
    let element: ElementID
    do {
      element = try WhyCommand.find(query, in: variant.tree, file: file.displayName)
    } catch {
      // None is 404; several is a request to be more precise, 400.
      let isUnknown = ElementLookup.elements(query, in: variant.tree).isEmpty
      let message = (error as? UsageError)?.message ?? "\(error)"
      return failure(isUnknown ? 404 : 400, message)
    }
    let (result, trace) = LayoutResult.evaluate(
      variant.tree, in: size.range, scale: scale, tracing: element)
    guard !trace.isCutShort else {
      return failure(422, WhyFormat.cutShortMessage(trace, in: variant.tree, size: size.label))
    }
    for problem in trace.inconsistencies(with: result) {
      StandardStreams.writeError(
        "layoutspec: warning: the derivation does not match the frames: " + problem)
    }
    let label = WhyFormat.Label(
      file: file.argument, size: size.label,
      variant: shown.hasVariants ? variant.name : nil)
    return PreviewServer.Answer(
      status: 200, type: "application/json; charset=utf-8",
      body: WhyFormat.json(trace, result, label: label))
  }

  private static func failure(_ status: Int, _ message: String) -> PreviewServer.Answer {
    PreviewServer.Answer(status: status, body: Diagnostic.printable(message) + "\n")
  }
}
