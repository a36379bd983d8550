#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Whole files read into and written from byte arrays with read(2) and write(2). Going
// through Foundation's Data copies every byte once more: 10 MB on the way in and 14 MB on
// the way out for a 10 MB feed, at the moment memory use peaks.

public enum FileBytes {
  /// Why reading failed: the system's error number, or more than `limit` bytes.
  public enum ReadFailure: Error {
    case system(Int32)
    case tooLarge
  }

  /// Why a file named on the command line or in a document could not be read.
  public enum FileFailure: Error {
    case missing
    case directory
    case system(Int32)
    case tooLarge
    /// A path the system cannot be asked for (`FileSystem.pathProblem`).
    case invalidPath(String)
  }

  /// The whole file at `path` (standard input for nil), at most `limit` bytes: what every
  /// input (documents, font files) is read with, so that each refuses a directory, a
  /// missing file and an endless device in the same way. With `stoppingAtNUL`, reading a
  /// stream (a pipe, a device) ends at its first NUL byte, which is kept: a document can
  /// hold none, so its reader reports the byte where it is without the rest being read
  /// (`/dev/zero` is refused at 1:1, not after gigabytes).
  public static func readFile(_ path: String?, limit: Int, stoppingAtNUL: Bool = false)
    -> Result<[UInt8], FileFailure>
  {
    if let path, let problem = FileSystem.pathProblem(path) {
      return .failure(.invalidPath(problem))
    }
    let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? STDIN_FILENO
    if descriptor < 0 { return .failure(errno == ENOENT ? .missing : .system(errno)) }
    defer { if path != nil { close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      return .failure(.directory)
    }
    switch readAll(from: descriptor, limit: limit, stoppingAtNUL: stoppingAtNUL) {
    case .success(let bytes): return .success(bytes)
    case .failure(.system(let code)): return .failure(.system(code))
    case .failure(.tooLarge): return .failure(.tooLarge)
    }
  }

  /// The file at `path`, open for reads at any offset (pread), with its size: for formats
  /// whose header says where to look (a font's table directory), so that only what is
  /// looked at is read. A read past the end gives the bytes up to it; a failed read, nil.
  /// Nil when the file cannot be opened or is not a regular file.
  public static func withRanges<Result>(
    of path: String, _ body: (_ size: Int, _ read: (Int, Int) -> [UInt8]?) -> Result
  ) -> Result? {
    guard FileSystem.pathProblem(path) == nil else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return body(Int(status.st_size)) { offset, count in
      guard offset >= 0, count >= 0 else { return nil }
      var failed = false
      let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
        filled = 0
        guard let base = buffer.baseAddress else { return }
        while filled < count {
          let got = pread(descriptor, base + filled, count - filled, off_t(offset + filled))
          if got > 0 {
            filled += got
          } else if got == 0 || errno != EINTR {
            failed = got < 0
            return
          }
        }
      }
      return failed ? nil : bytes
    }
  }

  /// `cannot read the file: Permission denied`, as reading messages say it.
  public static func readFailure(_ code: Int32) -> String {
    "cannot read the file: " + String(cString: strerror(code))
  }

  /// The bytes of an open file from where it stands to its end, at most `limit` of them: a
  /// device or a pipe that never ends (`/dev/zero`, `yes |`) stops there instead of
  /// filling memory. With `stoppingAtNUL`, what is read past the size the file says it
  /// has ends at the first NUL byte, kept.
  static func readAll(from descriptor: Int32, limit: Int, stoppingAtNUL: Bool)
    -> Result<[UInt8], ReadFailure>
  {
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? max(0, Int(info.st_size)) : 0
    var failure: Int32?
    // The size the file says it has (up to the limit), read straight into the array ...
    let first = min(size, limit + 1)
    var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < first {
        let got = read(descriptor, base + count, first - count)
        if got > 0 {
          count += got
        } else if got == 0 || errno != EINTR {
          if got < 0 { failure = errno }
          return
        }
      }
    }
    if let failure { return .failure(.system(failure)) }
    // ... and whatever more there is (a pipe, a device, a file that grew), in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if got > 0 {
        if stoppingAtNUL, let nul = chunk[0..<got].firstIndex(of: 0) {
          bytes.append(contentsOf: chunk[...nul])
          return .success(bytes)
        }
        bytes.append(contentsOf: chunk[0..<got])
      } else if got == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(.system(errno))
      }
    }
    return .failure(.tooLarge)
  }

  /// Writes `bytes` to an open file; the number written, short of the count on an error.
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int {
    bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
  }

  /// Writes `bytes` to an open file; the number written, short of the count on an error.
  public static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int {
    var written = 0
    while written < bytes.count, let base = bytes.baseAddress {
      let result = systemWrite(descriptor, base + written, bytes.count - written)
      if result > 0 {
        written += result
      } else if result == 0 || errno != EINTR {
        break
      }
    }
    return written
  }

  /// Writes `bytes` to the file at `path` (created with mode 0666 less the umask, or
  /// truncated; then synced, where the file can be). Nil on success, else why not, in the
  /// project's words: `is a directory`, `no space left on device`.
  public static func write(_ bytes: [UInt8], toPath path: String) -> String? {
    let descriptor: Int32
    switch create(path) {
    case .failure(let reason): return reason.text
    case .success(let opened): descriptor = opened
    }
    if writeAll(bytes, to: descriptor) != bytes.count {
      let code = lastWriteError
      close(descriptor)
      return reason(code)
    }
    return finish(descriptor)
  }

  /// The error number of a write that came up short: a short write without one is an I/O
  /// error.
  public static var lastWriteError: Int32 { errno == 0 ? EIO : errno }

  /// Closes a file given up on after a failure, whose own close can add nothing.
  public static func abandon(_ descriptor: Int32) { close(descriptor) }

  public static let standardOutput = STDOUT_FILENO
  public static let standardError = STDERR_FILENO

  /// Why a file could not be written, in the project's words.
  public struct WriteFailure: Error {
    public var text: String
  }

  /// Opens the file at `path` for writing (created with mode 0666 less the umask, or
  /// truncated).
  public static func create(_ path: String) -> Result<Int32, WriteFailure> {
    if let problem = FileSystem.pathProblem(path) { return .failure(WriteFailure(text: problem)) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    return descriptor >= 0 ? .success(descriptor) : .failure(WriteFailure(text: reason(errno)))
  }

  /// Syncs (where the file can be) and closes a file written in full. Nil on success,
  /// else why not.
  public static func finish(_ descriptor: Int32) -> String? {
    // A terminal or a pipe named by path (`/dev/stdout`) cannot be synced, and need not be.
    if fsync(descriptor) != 0, errno != EINVAL, errno != EROFS, errno != ENOTSUP {
      let code = errno
      close(descriptor)
      return reason(code)
    }
    return close(descriptor) == 0 ? nil : reason(errno)
  }

  /// `strerror` in lower case, as the other messages are written.
  public static func reason(_ code: Int32) -> String {
    switch code {
    case EISDIR: return "it is a directory"
    case ENOENT: return "no such directory"
    default:
      let text = String(cString: strerror(code))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }
}

/// write(2), by a name that FileBytes' own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
