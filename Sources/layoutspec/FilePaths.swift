// Path strings: what the commands used Foundation's NSString for, with its rules
// (FilePathsTests pins them), so that the binary does not link Foundation (Package.swift
// says why). Folder listings are the platform layer's (LayoutSpecPlatform's FileSystem).

enum FilePaths {
  /// The path with runs of `/` made one and a trailing `/` dropped (`/` stays).
  static func tidied(_ path: String) -> String {
    var tidied = ""
    var lastWasSlash = false
    for character in path {
      if character == "/" && lastWasSlash { continue }
      lastWasSlash = character == "/"
      tidied.append(character)
    }
    if tidied.count > 1 && tidied.hasSuffix("/") { tidied.removeLast() }
    return tidied
  }

  /// The last component: `c.ttf` of `a/b/c.ttf`.
  static func lastComponent(_ path: String) -> String {
    let tidied = tidied(path)
    guard tidied != "/", let slash = tidied.lastIndex(of: "/") else { return tidied }
    return String(tidied[tidied.index(after: slash)...])
  }

  /// Everything before the last component: `a/b` of `a/b/c.ttf`, `` of `c.ttf`, `/` of `/c`.
  static func deletingLastComponent(_ path: String) -> String {
    let tidied = tidied(path)
    guard tidied != "/", let slash = tidied.lastIndex(of: "/") else {
      return tidied == "/" ? "/" : ""
    }
    return slash == tidied.startIndex ? "/" : String(tidied[..<slash])
  }

  /// What follows the last component's last dot: `ttf` of `a/b.ttf`; none for `.hidden`.
  static func pathExtension(_ path: String) -> String {
    let tidied = tidied(path)
    guard let dot = extensionDot(in: tidied) else { return "" }
    return String(tidied[tidied.index(after: dot)...])
  }

  /// The path without its extension and the dot before it: `a/b` of `a/b.json`.
  static func deletingExtension(_ path: String) -> String {
    let tidied = tidied(path)
    guard let dot = extensionDot(in: tidied) else { return tidied }
    return String(tidied[..<dot])
  }

  /// `directory/name`, with one `/` between them.
  static func appending(_ name: String, to directory: String) -> String {
    if name.isEmpty { return directory }
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The dot that starts the last component's extension: not its first character, and
  /// `..` has none.
  private static func extensionDot(in tidied: String) -> String.Index? {
    let componentStart =
      tidied.lastIndex(of: "/").map { tidied.index(after: $0) } ?? tidied.startIndex
    guard tidied[componentStart...] != "..",
      let dot = tidied[componentStart...].lastIndex(of: "."), dot != componentStart
    else { return nil }
    return dot
  }
}
