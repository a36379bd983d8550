import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat
import LayoutSpecPlatform
import LayoutSpecServer

// `layoutspec serve FILE...`: the inspector page of each FILE on http://127.0.0.1:PORT/
// (the first at /, the others at /2/, /3/, ...), updated in place when a FILE is saved:
// the page listens on its events route, where each evaluation sends either the new
// layout data or the problem (FILE:LINE:COL messages) while the page keeps the last good
// layout. The page's details panel asks the `why` route for the selected element's
// derivation (ServeWhy.swift). The server (LayoutSpecServer) knows nothing of layouts.

struct ServeOptions {
  var files: [InputFile] = []
  var sizes: [NamedSize] = []
  /// `--variant`: the variants shown, in the order given; empty for every variant.
  var variants: [String] = []
  var port: UInt16 = 0
  var scale = 2.0
  var limits = PreviewServer.Limits()
  var fonts = DocumentOptions()

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Commands.serve)
    try scanner.scan { name, value in
      switch name {
      case "--size":
        let size = try parseNamedSizeOption(try value())
        if size.contentSize != nil {
          throw UsageError(
            "serve shows one content size, --content-size's (default large): a --size "
              + "takes no '@'")
        }
        sizes.append(size)
      case "--variant": variants.append(try parseVariantOption(try value()))
      case "--port":
        let text = try value()
        guard let port = UInt16(text) else {
          throw UsageError(
            "--port takes a port number from 0 (any free port) to 65535, not '\(text)'")
        }
        self.port = port
      case "--scale":
        let text = try value()
        guard let scale = Double(text), scale >= 1, scale <= 100 else {
          throw UsageError("--scale takes a screen scale from 1 to 100, not '\(text)'")
        }
        self.scale = scale
      case "--idle-timeout":
        let text = try value()
        guard let seconds = Double(text), seconds >= 0.1, seconds <= 3600 else {
          throw UsageError("--idle-timeout takes seconds from 0.1 to 3600, not '\(text)'")
        }
        limits.idleTimeout = seconds
      case "--font", "--font-dir", "--content-size", "--safe-area": _ = try fonts.take(name, value)
      default: throw UsageError("unknown option '\(name)' for 'serve'")
      }
    }
    files = scanner.positionals.map { [fonts] in InputFile(argument: $0, fonts: fonts) }
    if files.isEmpty { throw UsageError("serve needs a FILE") }
    if files.contains(where: \.isStandardInput) {
      throw UsageError("serve watches files: standard input (-) cannot be served")
    }
  }
}

/// The last good layout of each file, read by the server's threads: the page's data and
/// the variants it shows (what the `why` route lays out again).
final class ServeState: @unchecked Sendable {
  struct Shown: Sendable {
    var data: String
    var variants: [InspectorVariant]
    /// Whether the document has variants (`why` then labels its answer with one).
    var hasVariants: Bool
    /// The content size the document was decoded at (a text style's size is decoded).
    var contentSize: ContentSizeCategory
  }

  private let lock = Lock()
  private var shown: [Shown?]
  init(count: Int) { shown = Array(repeating: nil, count: count) }

  subscript(index: Int) -> Shown? {
    get { lock.withLock { shown[index] } }
    set { lock.withLock { shown[index] = newValue } }
  }
}

enum ServeCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    let options: ServeOptions
    do {
      options = try ServeOptions(arguments: arguments)
    } catch {
      return reportScanError(error, command: Commands.serve)
    }
    let state = ServeState(count: options.files.count)
    let links = options.files.indices.map { (options.files[$0].argument, path(of: $0)) }
    var routes: [String: PreviewServer.Route] = [:]
    for (index, file) in options.files.enumerated() {
      let others = links.enumerated().filter { $0.offset != index }.map(\.element)
      routes[path(of: index)] = .page {
        let data = state[index]?.data ?? emptyData(file.argument)
        return InspectorPage.html(data: data, title: file.argument, live: true, links: others)
      }
      routes[path(of: index) + "events"] = .events(channel: index)
      routes[path(of: index) + "why"] = .answer { parameters in
        ServeWhy.answer(parameters, shown: state[index], file: file, scale: options.scale)
      }
    }
    let server: PreviewServer
    do {
      server = try PreviewServer(port: options.port, routes: routes, limits: options.limits)
    } catch {
      StandardStreams.writeError("layoutspec: error: \(error)")
      return .invalid
    }
    FileWatcher.watch(
      options.files.map(\.argument),
      initially: {
        for index in options.files.indices {
          evaluate(index, options: options, state: state, server: server)
        }
        guard server.start() else {
          StandardStreams.fail("cannot start a thread to accept connections")
        }
        for (index, file) in options.files.enumerated() {
          StandardStreams.writeOutput(
            "layoutspec: serving \(file.argument) on http://127.0.0.1:\(server.port)\(path(of: index))\n"
          )
        }
      },
      changed: { changed in
        for index in changed {
          evaluate(index, options: options, state: state, server: server)
        }
      })
  }

  static func path(of index: Int) -> String { index == 0 ? "/" : "/\(index + 1)/" }

  static func emptyData(_ file: String) -> String {
    #"{"file":"# + JSONFormat.stringLiteral(file) + #","variants":[]}"#
  }

  /// Lays out file `index` and publishes the new data, or the problem (the page keeps
  /// its last good layout). Errors and warnings also go to standard error.
  static func evaluate(
    _ index: Int, options: ServeOptions, state: ServeState, server: PreviewServer
  ) {
    let file = options.files[index]
    let (loaded, diagnostics) = file.load()
    for diagnostic in diagnostics { StandardStreams.writeError(diagnostic.rendered) }
    var problems = diagnostics.filter { $0.severity == .error }.map(\.rendered)
    if let document = loaded, problems.isEmpty {
      let sizes = ContentSizeDocuments.applying(
        file.fonts.contentSize, to: options.sizes.isEmpty ? document.namedSizes : options.sizes)
      // The page shows one decoding of the document: one content size.
      let loadedAt = file.fonts.contentSize ?? .large
      let tabs = sizes.map {
        InspectorTab(
          label: $0.label, range: $0.range,
          size: whySize($0.range, at: loadedAt == .large ? nil : loadedAt))
      }
      let otherContentSize = sizes.first { ($0.contentSize ?? .large) != loadedAt }
      do {
        let variants = try document.selectVariants(options.variants, file: file.displayName)
        if tabs.isEmpty {
          problems.append(file.noSizes.rendered)
        } else if let other = otherContentSize {
          problems.append(
            "layoutspec: error: serve shows one content size, \(loadedAt.rawValue); the size "
              + "\(other.label) names another: give --content-size, or use eval")
        } else {
          if let warning = EvalCommand.inspectorReduction(
            variants.map(\.tree), file: file.displayName)
          {
            StandardStreams.writeError(warning.rendered)
          }
          let shown = variants.map { InspectorVariant(name: $0.name, tree: $0.tree) }
          let data = InspectorData.json(
            file: file.argument, variants: shown, tabs: tabs, scale: options.scale)
          state[index] = ServeState.Shown(
            data: data, variants: shown, hasVariants: !document.variants.isEmpty,
            contentSize: loadedAt)
          server.publish(channel: index, event: "layout", data: data, replacing: ["problem"])
          return
        }
      } catch {
        // A variant given with --variant that an edit removed: said in the page too.
        let message = "layoutspec: error: " + ((error as? UsageError)?.message ?? "\(error)")
        StandardStreams.writeError(Diagnostic.printable(message))
        problems.append(message)
      }
    }
    server.publish(
      channel: index, event: "problem",
      data: JSONFormat.stringLiteral(problems.joined(separator: "\n")))
  }
}
