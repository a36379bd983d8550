#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Path strings and folder listings on the C library: what the commands used Foundation's
// NSString and FileManager for, with their rules (FilePathsTests pins them), so that the
// binary does not link Foundation (Package.swift says why).

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

enum FileSystem {
  enum Kind {
    case file, directory
  }

  /// What is at `path`, a symbolic link followed; nil when nothing is.
  static func kind(at path: String) -> Kind? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
  }

  /// The paths under `directory`, relative to it, at every depth: files and folders, hidden
  /// ones too, in no particular order. A linked folder is listed, not entered; a folder
  /// that cannot be read is skipped. Nil when `directory` cannot be read.
  static func entries(under directory: String) -> [String]? {
    var found: [String] = []
    // Folders to list, relative to `directory`; one is open at a time.
    var pending = [""]
    while let relative = pending.popLast() {
      guard let handle = opendir(FilePaths.appending(relative, to: directory)) else {
        if relative.isEmpty { return nil }
        continue
      }
      while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard name != "." && name != ".." else { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        found.append(path)
        if isFolder(entry, at: FilePaths.appending(path, to: directory)) { pending.append(path) }
      }
      closedir(handle)
    }
    return found
  }

  /// Whether a listed entry is a folder itself (not a link to one).
  private static func isFolder(_ entry: UnsafeMutablePointer<dirent>, at path: String) -> Bool {
    let type = entry.pointee.d_type
    if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
