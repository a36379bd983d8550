import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecPlatform

// Font files for text nodes that name a font: `--font NAME=PATH`, `--font-dir DIR` and the
// envelope's `fonts` (relative to the document's folder). Each file is read and parsed
// once per run, whichever documents and sizes use it (`FontLibrary`); the engine gets the
// parsed faces, never a path.

/// Why a font file could not be used.
struct FontFileFailure: Error, Sendable {
  var message: String
}

/// Every font file read in this run, by path, parsed once per version: `eval --watch` and
/// `serve` evaluate again at each save, and a font file added, fixed or replaced since is
/// read again (its stat stamp, as `FileWatcher` compares it, changed).
final class FontLibrary: @unchecked Sendable {
  static let shared = FontLibrary()

  /// A font file may be this large (SF's is about 15 MB; a CJK collection 100 MB).
  static let maximumByteCount = 256 << 20
  /// The bytes a search reads first from each candidate file: a font's table directories
  /// (a few hundred bytes a face) are there, even for a collection of many faces.
  static let namesPrefix = 64 << 10

  private let lock = Lock()
  private var files:
    [String: (stamp: FileSystem.Stamp?, faces: Result<[OpenTypeFont], FontFileFailure>)] = [:]
  private var directoryFiles: [String: (stamp: FileSystem.Stamp?, paths: [String])] = [:]
  /// The names of each face of the files a search looked at (nil: not a usable font).
  private var fileNames: [String: (stamp: FileSystem.Stamp?, names: [FontFaceNames]?)] = [:]
  /// Where a search found a name: searched again only when that file no longer has it.
  private var found: [FoundKey: (path: String, face: Int)] = [:]

  private struct FoundKey: Hashable {
    var name: String
    var directories: [String]
  }

  /// The faces of the file at `path`, read on first use and again once it changed.
  func faces(atPath path: String) -> Result<[OpenTypeFont], FontFileFailure> {
    let stamp = FileSystem.stamp(path)
    lock.lock()
    defer { lock.unlock() }
    if let known = files[path], known.stamp == stamp { return known.faces }
    let loaded = Self.load(path)
    files[path] = (stamp, loaded)
    return loaded
  }

  private static func load(_ path: String) -> Result<[OpenTypeFont], FontFileFailure> {
    let bytes: [UInt8]
    switch FileBytes.readFile(path, limit: maximumByteCount) {
    case .success(let read): bytes = read
    case .failure(.missing): return .failure(FontFileFailure(message: "no such file"))
    case .failure(.directory):
      return .failure(FontFileFailure(message: "is a directory, not a font file"))
    case .failure(.system(let code)):
      return .failure(FontFileFailure(message: FileBytes.readFailure(code)))
    case .failure(.invalidPath(let problem)): return .failure(FontFileFailure(message: problem))
    case .failure(.tooLarge):
      return .failure(
        FontFileFailure(message: "the file is larger than \(maximumByteCount) bytes"))
    }
    do {
      let faces = try OpenTypeFont.faces(in: bytes)
      guard !faces.isEmpty else { return .failure(FontFileFailure(message: "no font in the file")) }
      return .success(faces)
    } catch {
      return .failure(FontFileFailure(message: "not a usable font: \(error.message)"))
    }
  }

  /// The face of a file that `name` names: by PostScript or full name, else by family
  /// name (its Regular face, else its first), else the file's first face.
  static func face(named name: String, in faces: [OpenTypeFont]) -> OpenTypeFont? {
    let names = faces.map(\.names)
    let index =
      FontSearch.exactMatch(name, in: names) ?? FontSearch.familyMatch(name, in: names)?.face
    return index.map { faces[$0] } ?? faces.first
  }

  /// A face of the font files in `directories` (and their subfolders) that `name` names.
  /// Only the files' `name` tables are matched; the face found is then read whole. A
  /// PostScript or full name is looked for first, in the files whose name looks like
  /// `name` (`Avenir.ttc` for `Avenir-Heavy`), so that a large folder is read only when
  /// needed, then in the others; only then a family name, in the same order. A file that
  /// is not a usable font is passed over.
  func find(_ name: String, in directories: [String]) -> OpenTypeFont? {
    let key = FoundKey(name: name, directories: directories)
    lock.lock()
    let known = found[key]
    lock.unlock()
    if let known, let names = names(atPath: known.path), known.face < names.count,
      FontSearch.exactMatch(name, in: [names[known.face]]) != nil
        || FontSearch.familyMatch(name, in: [names[known.face]]) != nil,
      case .success(let faces) = faces(atPath: known.path), known.face < faces.count
    {
      return faces[known.face]
    }
    var likely: [String] = []
    var others: [String] = []
    var listed: Set<String> = []
    let wanted = Self.simplified(name)
    for directory in directories {
      for path in fontFiles(in: directory) where listed.insert(path).inserted {
        if FontSearch.fileMayHold(simplifiedName: wanted, path: path) {
          likely.append(path)
        } else {
          others.append(path)
        }
      }
    }
    let paths = likely + others
    guard let (path, face) = exactMatch(name, among: paths) ?? familyMatch(name, among: paths),
      case .success(let faces) = faces(atPath: path), face < faces.count
    else { return nil }
    lock.lock()
    found[key] = (path, face)
    lock.unlock()
    return faces[face]
  }

  /// The first file and face of `paths` whose PostScript or full name is `name`.
  private func exactMatch(_ name: String, among paths: [String]) -> (path: String, face: Int)? {
    for path in paths {
      guard let names = names(atPath: path) else { continue }
      if let face = FontSearch.exactMatch(name, in: names) { return (path, face) }
    }
    return nil
  }

  /// The file and face of `paths` of family `name` with the best rank, the first of
  /// equals (a Regular face ends the search).
  private func familyMatch(_ name: String, among paths: [String]) -> (path: String, face: Int)? {
    var best: (path: String, face: Int, rank: Int)?
    for path in paths {
      guard let names = names(atPath: path),
        let match = FontSearch.familyMatch(name, in: names)
      else { continue }
      if best == nil || match.rank < best!.rank { best = (path, match.face, match.rank) }
      if match.rank == 0 { break }
    }
    return best.map { ($0.path, $0.face) }
  }

  /// The names of the faces of the file at `path`, read once and again once it changed;
  /// nil when it is not a usable font. A file already read whole gives its faces' names.
  private func names(atPath path: String) -> [FontFaceNames]? {
    let stamp = FileSystem.stamp(path)
    lock.lock()
    if let known = files[path], known.stamp == stamp {
      lock.unlock()
      return try? known.faces.get().map(\.names)
    }
    if let known = fileNames[path], known.stamp == stamp {
      lock.unlock()
      return known.names
    }
    lock.unlock()
    // Read outside the lock: other threads need not wait while a large folder is read.
    // The table directories are in the file's first bytes, and the `name` tables are read
    // where they lie; only a file whose directories reach past the first bytes is read whole.
    let outcome: [FontFaceNames]?? = FileBytes.withRanges(of: path) { size, read in
      guard size <= Self.maximumByteCount, let prefix = read(0, min(size, Self.namesPrefix))
      else { return nil }
      return try? OpenTypeFont.names(prefix: prefix, fileSize: size, read: read)
    }
    var names = outcome ?? nil
    if names == nil,
      case .success(let bytes) = FileBytes.readFile(path, limit: Self.maximumByteCount)
    {
      names = try? OpenTypeFont.names(in: bytes)
    }
    lock.lock()
    fileNames[path] = (stamp, names)
    lock.unlock()
    return names
  }

  /// SF: `file` (`SFNS.ttf`, or the italic's) in one of `directories` (not their
  /// subfolders), the first there is.
  func systemFont(in directories: [String], file: String = FontSearch.systemFontFile)
    -> OpenTypeFont?
  {
    for path in directories.map({ FilePaths.appending(file, to: $0) })
    where FileSystem.kind(at: path) != nil {
      if case .success(let faces) = faces(atPath: path) { return faces.first }
    }
    return nil
  }

  /// The font files of a folder and its subfolders, listed once, and again once a file was
  /// added to or removed from the folder itself.
  private func fontFiles(in directory: String) -> [String] {
    let stamp = FileSystem.stamp(directory)
    lock.lock()
    defer { lock.unlock() }
    if let listed = directoryFiles[directory], listed.stamp == stamp { return listed.paths }
    var found: [String] = []
    let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    for relative in FileSystem.entries(under: directory) ?? []
    where extensions.contains(FilePaths.pathExtension(relative).lowercased()) {
      found.append(directory + "/" + relative)
    }
    found.sort()
    directoryFiles[directory] = (stamp, found)
    return found
  }

  /// Lowercased letters and digits only: `Inter-Regular.otf` and `Inter Regular` agree.
  static func simplified(_ text: String) -> String {
    String(
      text.lowercased().unicodeScalars.filter(isAlphanumeric).map(Character.init))
  }

  /// A letter, mark or number (general categories L, M and N), as Foundation's
  /// `CharacterSet.alphanumerics` has it.
  static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }
}
