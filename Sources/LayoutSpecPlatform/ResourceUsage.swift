#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// This process's memory, as `make bench` reports it.

public enum ResourceUsage {
  /// The process's peak resident memory so far, in bytes.
  public static var peakResidentBytes: Int {
    var usage = rusage()
    getrusage(rusageSelf, &usage)
    return bytes(maxResidentSetSize: Int(usage.ru_maxrss))
  }

  /// The process's resident memory now, in bytes, where the system tells it without
  /// privileges (Linux's /proc/self/statm); nil elsewhere.
  public static var residentBytes: Int? {
    #if os(Linux)
      guard case .success(let bytes) = FileBytes.readFile("/proc/self/statm", limit: 4096)
      else { return nil }
      let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }

  /// `ru_maxrss` in bytes: Darwin's <sys/resource.h> counts it in bytes, Linux in
  /// kilobytes (getrusage(2)).
  static func bytes(maxResidentSetSize: Int) -> Int {
    #if canImport(Darwin)
      return maxResidentSetSize
    #else
      return maxResidentSetSize * 1024
    #endif
  }

  /// Keeps freed memory in the process (no mmap for big blocks, no trimming), so that
  /// repeated runs measure warm memory at every size. Without this, glibc serves blocks
  /// over 32 MB with fresh mmaps each run while smaller sizes reuse the heap: best-of-N
  /// then compares cold page faults with warm memory. Darwin's allocator has no such
  /// switch; there it does nothing.
  public static func keepFreedMemory() {
    #if canImport(Glibc)
      _ = glibcMallopt(-3, 1 << 30)  // M_MMAP_THRESHOLD
      _ = glibcMallopt(-1, Int32.max)  // M_TRIM_THRESHOLD
    #endif
  }
}

// RUSAGE_SELF is an enum case in glibc's <bits/resource.h> and a plain int macro in
// Darwin's <sys/resource.h>.
#if canImport(Glibc)
  private let rusageSelf = RUSAGE_SELF.rawValue
#else
  private let rusageSelf = RUSAGE_SELF
#endif

#if canImport(Glibc)
  // glibc's `mallopt`, declared here: malloc.h is not in Glibc's module map, and the
  // static binary `make bench` builds has no dynamic symbols for `dlsym` to find it by.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
