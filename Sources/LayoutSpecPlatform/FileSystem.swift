#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// What is on disk, on the C library's stat and directory calls: what the commands used
// Foundation's FileManager for, so that the binary does not link Foundation (Package.swift
// says why).

public enum FileSystem {
  public enum Kind: Sendable {
    case file, directory
  }

  /// Why the system cannot be asked for `path`, or nil when it can: an empty path names
  /// nothing, and a C string ends at a NUL, so a path holding one would name another file.
  public static func pathProblem(_ path: String) -> String? {
    if path.isEmpty { return "the path is empty" }
    if path.utf8.contains(0) { return "the path contains a NUL character" }
    return nil
  }

  /// What is at `path`, a symbolic link followed; nil when nothing is.
  public static func kind(at path: String) -> Kind? {
    var status = stat()
    guard pathProblem(path) == nil, stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
  }

  /// The paths under `directory`, relative to it, at every depth: files and folders, hidden
  /// ones too, in no particular order. A linked folder is listed, not entered; a folder
  /// that cannot be read is skipped. Nil when `directory` cannot be read.
  public static func entries(under directory: String) -> [String]? {
    guard pathProblem(directory) == nil else { return nil }
    var found: [String] = []
    // Folders to list, relative to `directory`; one is open at a time.
    var pending = [""]
    while let relative = pending.popLast() {
      guard let handle = opendir(joined(directory, relative)) else {
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
        if isFolder(entry, at: joined(directory, path)) { pending.append(path) }
      }
      closedir(handle)
    }
    return found
  }

  /// What identifies one version of a file, for watching it: a save in place changes its
  /// size or time, an editor's new file renamed over the old one its inode.
  public struct Stamp: Equatable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var seconds: Int
    public var nanoseconds: Int
  }

  /// The file's stamp, a symbolic link followed; nil when it cannot be stat'ed (being
  /// replaced, or removed).
  public static func stamp(_ path: String) -> Stamp? {
    var status = stat()
    guard pathProblem(path) == nil, stat(path, &status) == 0 else { return nil }
    // The modification time's field is `st_mtimespec` in Darwin's <sys/stat.h> and
    // `st_mtim` in glibc's <bits/struct_stat.h>.
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return Stamp(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
  }

  /// The process's working folder, absolute; nil when the system cannot say.
  public static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return buffer.withUnsafeBufferPointer { pointer in
      pointer.baseAddress.map { String(cString: $0) }
    }
  }

  /// Removes the file at `path`; false when it could not be.
  @discardableResult
  public static func remove(_ path: String) -> Bool {
    pathProblem(path) == nil && unlink(path) == 0
  }

  /// Whether the file at `path` can be run by this process.
  public static func isExecutable(_ path: String) -> Bool {
    pathProblem(path) == nil && access(path, X_OK) == 0
  }

  /// `directory/name`, or `directory` for an empty name.
  private static func joined(_ directory: String, _ name: String) -> String {
    if name.isEmpty { return directory }
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Whether a listed entry is a folder itself (not a link to one).
  private static func isFolder(_ entry: UnsafeMutablePointer<dirent>, at path: String) -> Bool {
    let type = entry.pointee.d_type
    if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
