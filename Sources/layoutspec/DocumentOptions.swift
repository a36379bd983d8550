import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecPlatform

// The options every command that reads documents takes alike (eval, check, test, why,
// diff, serve, validate, import): read once from the command line, then handed to each
// document load.

/// What a command reads every document with: the fonts `--font` and `--font-dir` give, the
/// Dynamic Type size `--content-size` gives, and the safe area `--safe-area` gives.
struct DocumentOptions: Sendable {
  /// `--font NAME=PATH`, in the order given (a later one for a name wins): each file is
  /// read when the option is (one that cannot be read is a usage error), and again by
  /// `catalog` once it changed.
  var named: [NamedFont] = []
  var directories: [String] = []
  /// `--content-size`: the Dynamic Type size of every size laid out, over the one a SIZE
  /// names after `@`; nil for each size's own (Large by default).
  var contentSize: ContentSizeCategory?
  /// `--safe-area`: the `safeAreaInsets` the documents' `safeArea.top` ... read, over the
  /// envelope's `safeArea`; nil for the document's (zero without one).
  var safeArea: EdgeInsets?

  struct NamedFont: Sendable {
    var name: String
    var path: String
    /// The face read with the option: kept if the file cannot be read any more.
    var face: OpenTypeFont?
  }

  /// `--content-size`'s spellings: the categories' names (UIKit's and the guidelines' are
  /// taken too).
  static let contentSizeChoices = ValueKind.choices(
    ContentSizeCategory.allCases.map { Choice($0.rawValue, $0 == .large ? "default" : "") })

  /// The insets of `--safe-area` (or `diff`'s `--to-safe-area`), or a usage error naming
  /// the option.
  static func safeArea(_ option: String, _ text: String) throws -> EdgeInsets {
    switch SafeAreaSyntax.parse(text) {
    case .success(let insets): return insets
    case .failure(let error): throw UsageError(option + ": " + error.message)
    }
  }

  /// Reads `--font`, `--font-dir`, `--content-size` or `--safe-area`; false for any other
  /// option.
  mutating func take(_ option: String, _ value: () throws -> String) throws -> Bool {
    switch option {
    case "--safe-area":
      safeArea = try Self.safeArea(option, try value())
      return true
    case "--content-size":
      let text = try value()
      guard let category = ContentSizeCategory.named(text) else {
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        throw UsageError(
          "unknown content size '\(text)'"
            + (DidYouMean.suggestion(for: text, among: names).map { "; did you mean '\($0)'?" }
              ?? "") + "; use one "
            + "of " + names.joined(separator: ", "))
      }
      contentSize = category
      return true
    case "--font":
      let text = try value()
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw UsageError(
          "--font takes NAME=PATH (such as --font Inter=fonts/Inter.otf), not '\(text)'")
      }
      let name = String(text[..<equals])
      let path = String(text[text.index(after: equals)...])
      switch FontLibrary.shared.faces(atPath: path) {
      case .success(let faces):
        named.append(
          NamedFont(name: name, path: path, face: FontLibrary.face(named: name, in: faces)))
      case .failure(let reason): throw UsageError("--font \(text): \(reason.message)")
      }
      return true
    case "--font-dir":
      let directory = try value()
      guard FileSystem.kind(at: directory) == .directory else {
        throw UsageError("--font-dir \(directory): no such directory")
      }
      directories.append(directory)
      return true
    default:
      return false
    }
  }

  /// The options' fonts: what a document without an envelope's `fonts` is decoded with.
  func catalog() -> FontCatalog {
    var catalog = FontCatalog()
    // In `eval --watch` and `serve`, a `--font` file changed since is read again.
    for font in named {
      switch FontLibrary.shared.faces(atPath: font.path) {
      case .success(let faces):
        catalog.named[font.name] = FontLibrary.face(named: font.name, in: faces)
      case .failure: catalog.named[font.name] = font.face
      }
    }
    // `--font-dir`s first, then the system's own folders (none on Linux).
    let directories = FontSearch.searched(self.directories)
    if !directories.isEmpty {
      catalog.find = { name in FontLibrary.shared.find(name, in: directories) }
    }
    catalog.systemFont = FontLibrary.shared.systemFont(in: directories)
    catalog.systemItalicFont = FontLibrary.shared.systemFont(
      in: directories, file: FontSearch.systemItalicFontFile)
    catalog.contentSize = contentSize ?? .large
    return catalog
  }

  /// `catalog` with the envelope's `entries` added (paths relative to `folder`); a file
  /// that cannot be read is an error at its entry.
  static func adding(_ entries: [FontFileEntry], to catalog: FontCatalog, folder: String)
    -> (FontCatalog, [Diagnostic])
  {
    var catalog = catalog
    var diagnostics: [Diagnostic] = []
    for entry in entries {
      // An empty path stays empty, to be refused as one rather than read as the folder.
      let path =
        entry.path.hasPrefix("/") || entry.path.isEmpty ? entry.path : folder + "/" + entry.path
      switch FontLibrary.shared.faces(atPath: path) {
      case .success(let faces):
        catalog.named[entry.name] = FontLibrary.face(named: entry.name, in: faces)
      case .failure(let reason):
        catalog.unavailable.insert(entry.name)
        diagnostics.append(
          Diagnostic(
            .error, "font '\(entry.name)': \(reason.message) ('\(entry.path)')",
            at: entry.location))
      }
    }
    return (catalog, diagnostics)
  }
}
