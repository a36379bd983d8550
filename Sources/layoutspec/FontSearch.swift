// Where fonts are looked for when a document names one that no given font has, and how a
// name matches a face (docs/text.md, "Pointing layoutspec at fonts"). The system's own
// folders are listed here, per system, and nowhere else: on a Mac the fonts its apps'
// UIFonts name (`Avenir-Heavy`, `Helvetica Neue`) and SF are found without options; on
// Linux nothing is searched but `--font-dir`, so that frames do not depend on what a
// machine happens to have installed.

import LayoutSpecEngine
import LayoutSpecPlatform

enum FontSearch {
  /// The systems whose fonts folders differ.
  enum System {
    case macOS
    case other
  }

  /// The system this binary runs on.
  static let current: System = {
    #if os(macOS)
      return .macOS
    #else
      return .other
    #endif
  }()

  /// SF's file, looked for at the top of every searched folder.
  static let systemFontFile = "SFNS.ttf"

  /// SF's italic, beside it (`UIFont.italicSystemFont(ofSize:)`, `italic: true`).
  static let systemItalicFontFile = "SFNSItalic.ttf"

  /// The folders a system keeps fonts in, in the order searched: on macOS the system's
  /// (with its `Supplemental` subfolder), then those installed for every user, then the
  /// user's own (`home`'s `Library/Fonts`); none elsewhere.
  static func directories(on system: System, home: String?) -> [String] {
    switch system {
    case .macOS:
      let user = home.flatMap { $0.isEmpty ? nil : FilePaths.appending("Library/Fonts", to: $0) }
      return ["/System/Library/Fonts", "/Library/Fonts"] + (user.map { [$0] } ?? [])
    case .other:
      return []
    }
  }

  /// This system's folders, read once per process; none when `LAYOUTSPEC_SYSTEM_FONTS` is
  /// `none`, so that golden files recorded on a Mac and checked on Linux (or the other way)
  /// measure with the same fonts.
  static let systemDirectories: [String] =
    SystemProcess.environment(systemFontsVariable) == "none"
    ? [] : directories(on: current, home: SystemProcess.environment("HOME"))

  /// The environment variable that turns the system's folders off.
  static let systemFontsVariable = "LAYOUTSPEC_SYSTEM_FONTS"

  /// `--font-dir`'s folders, then the system's, each once.
  static func searched(_ given: [String], system: [String] = systemDirectories) -> [String] {
    var seen: Set<String> = []
    return (given + system).filter { seen.insert(FilePaths.tidied($0)).inserted }
  }

  /// The face whose PostScript or full name is `name`, as `UIFont(name:size:)` takes it.
  static func exactMatch(_ name: String, in faces: [FontFaceNames]) -> Int? {
    faces.firstIndex { $0.postScriptName == name || $0.fullName == name }
  }

  /// The face of family `name` (typographic or legacy family name) with the best rank:
  /// 0 for a Regular face (subfamily `Regular`, `Roman`, `Book`, `Normal` or `Plain`),
  /// 1 for any other, the first of equals.
  static func familyMatch(_ name: String, in faces: [FontFaceNames]) -> (face: Int, rank: Int)? {
    var best: (face: Int, rank: Int)?
    for (index, face) in faces.enumerated()
    where face.familyName == name || face.legacyFamilyName == name {
      let rank = regularSubfamilies.contains(face.subfamilyName) ? 0 : 1
      if best == nil || rank < best!.rank { best = (index, rank) }
    }
    return best
  }

  static let regularSubfamilies: Set<String> = ["Regular", "Roman", "Book", "Normal", "Plain"]

  /// Whether the file's name looks like it may hold `name`: one simplified (letters and
  /// digits, lowercased) begins with the other (`Avenir.ttc` for `Avenir-Heavy`,
  /// `Inter-Regular.otf` for `Inter`). Such files are read first.
  static func fileMayHold(_ name: String, path: String) -> Bool {
    fileMayHold(simplifiedName: FontLibrary.simplified(name), path: path)
  }

  /// `fileMayHold` with the name simplified already.
  static func fileMayHold(simplifiedName wanted: String, path: String) -> Bool {
    let file = FontLibrary.simplified(
      FilePaths.deletingExtension(FilePaths.lastComponent(path)))
    guard !wanted.isEmpty, !file.isEmpty else { return false }
    return file.hasPrefix(wanted) || wanted.hasPrefix(file)
  }
}
