import Foundation

// Whole files read into and written from byte arrays with read(2) and write(2). Going
// through Foundation's Data copies every byte once more: 10 MB on the way in and 14 MB on
// the way out for a 10 MB feed, at the moment memory use peaks.

enum FileBytes {
  /// The bytes of the file at `path`; nil when it cannot be opened or read.
  static func read(path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return readAll(from: descriptor)
  }

  /// The bytes of an open file from where it stands to its end; nil on a read error.
  static func readAll(from descriptor: Int32) -> [UInt8]? {
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? max(0, Int(info.st_size)) : 0
    var failed = false
    // The size the file says it has, read straight into the array ...
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < size {
        let read = Glibc.read(descriptor, base + count, size - count)
        if read > 0 {
          count += read
        } else if read == 0 || errno != EINTR {
          failed = read < 0
          return
        }
      }
    }
    if failed { return nil }
    // ... and whatever more there is (a pipe, a file that grew), in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if read > 0 {
        bytes.append(contentsOf: chunk[0..<read])
      } else if read == 0 {
        return bytes
      } else if errno != EINTR {
        return nil
      }
    }
  }

  /// Writes `bytes` to an open file; the number written, short of the count on an error.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int {
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count, let base = buffer.baseAddress {
        let result = Glibc.write(descriptor, base + written, buffer.count - written)
        if result > 0 {
          written += result
        } else if result == 0 || errno != EINTR {
          break
        }
      }
      return written
    }
  }

  /// Writes `bytes` to the file at `path` as `Data.write(to:)` does (created with mode 0666
  /// less the umask or truncated, written, synced); false on an error.
  static func write(_ bytes: [UInt8], toPath path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return false }
    let written = writeAll(bytes, to: descriptor) == bytes.count && fsync(descriptor) == 0
    return close(descriptor) == 0 && written
  }
}
