#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The user's home folder, for the fonts a Mac keeps in ~/Library/Fonts (FontSearch). The
// one place this target reads `HOME`.

/// `HOME`, nil when it is unset or empty.
func homeDirectory() -> String? {
  guard let value = getenv("HOME") else { return nil }
  let path = String(cString: value)
  return path.isEmpty ? nil : path
}
