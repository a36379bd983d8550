#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// What the process needs at its start, also where /proc is not mounted (a chroot, a
// container without procfs). Darwin hands the arguments over through `_NSGetArgv`; on Linux
// the Swift runtime finds them, and the path of its backtracer, through /proc.

extension SystemProcess {
  /// The command line, program name first.
  ///
  /// On Linux the Swift runtime reads `argv` off the initial stack, but only after finding
  /// the stack's bounds in /proc/self/maps: without /proc, `CommandLine.arguments` is empty
  /// although the kernel passed arguments. They are then read from the same place, the
  /// layout every Linux ABI gives the initial stack (the x86-64 psABI, "Initial Stack and
  /// Register State"): `argc`, then `argv[0] ... argv[argc - 1]`, a null pointer, then the
  /// environment, which `environ` points at until something changes the environment.
  public static var arguments: [String] {
    let arguments = CommandLine.arguments
    #if canImport(Darwin)
      return arguments
    #else
      return arguments.isEmpty ? argumentsBelowEnvironment() : arguments
    #endif
  }

  #if !canImport(Darwin)
    /// The arguments above `environ`, when `environ` is on this thread's stack above this
    /// frame (the environment unchanged, the main thread): only then is every slot between
    /// readable.
    private static func argumentsBelowEnvironment() -> [String] {
      let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
      guard let environment = start else { return [] }
      var frame = 0
      return withUnsafeMutablePointer(to: &frame) { framePointer in
        let bottom = UInt(bitPattern: framePointer)
        let top = UInt(bitPattern: environment)
        guard top > bottom, top - bottom < 1 << 30 else { return [] }
        return arguments(below: environment, above: bottom)
      }
    }
  #endif

  /// Walks down from the environment's first slot to `argc`: each slot holding an
  /// argument's address (the strings lie above the pointer arrays) until a number below
  /// the environment's address, which must equal the count walked. Never reads at or below
  /// `bottom`; empty when the slots are not laid out so.
  static func arguments(
    below environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, above bottom: UInt
  ) -> [String] {
    let top = UInt(bitPattern: environment)
    var slot = environment - 1
    guard UInt(bitPattern: slot) > bottom, slot.pointee == nil else { return [] }
    var count: UInt = 0
    while UInt(bitPattern: slot - 1) > bottom {
      slot -= 1
      let word = UInt(bitPattern: slot.pointee)
      if word < top {
        guard word == count else { return [] }
        return (1..<Int(count) + 1).compactMap { index in
          slot[index].map { String(cString: $0) }
        }
      }
      count += 1
    }
    return []
  }
}

#if !canImport(Darwin)
  /// The static release binary links with `--wrap=swift_copyAuxiliaryExecutablePath`
  /// (Makefile, RELEASE_FLAGS), so the runtime's start-up asks this function for the path of
  /// `swift-backtrace`. The runtime's own answer derives it from /proc/self/exe and aborts
  /// the process ("Unable to obtain Swift runtime path") before `main` where /proc is not
  /// mounted; a static binary installed on its own has no backtracer beside it anyway. No
  /// path turns the crash backtracer off, as `SWIFT_BACKTRACE=enable=no` does.
  @_cdecl("__wrap_swift_copyAuxiliaryExecutablePath")
  func noAuxiliaryExecutablePath(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    nil
  }

  /// The static release binary also links with `--wrap=dlopen` (Makefile, RELEASE_FLAGS):
  /// the runtime's one call, a debugging hook (`SWIFT_DEBUG_ENABLE_LIB_PRESPECIALIZED`)
  /// that asks with `RTLD_NOLOAD` for a library already loaded, gets this answer, the one a
  /// static binary's loader would give. The static C library's `dlopen` would need the
  /// shared C library of the build machine at run time, and its link warns that it does.
  @_cdecl("__wrap_dlopen")
  func noDynamicLibrary(_ path: UnsafePointer<CChar>?, _ flags: Int32) -> UnsafeMutableRawPointer? {
    nil
  }
#endif
