import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `eval --watch` (docs/cli.md): the built binary left running on a temporary document
// that the test saves, its output read with deadlines, stopped with SIGINT (Ctrl-C).
// Into a pipe each good result is printed after the last; on a terminal (a pseudo-terminal
// here) the screen is cleared and redrawn; a bad save prints FILE:LINE:COL and keeps
// the last good result.

@Suite struct EvalWatchTests {
  let document = ServedDocument.document

  /// A temporary folder holding card.yaml.
  func folder() throws -> URL {
    let directory = try SpawnedCommand.temporaryDirectory()
    try document.write(
      to: directory.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
    return directory
  }

  func save(_ text: String, in directory: URL) throws {
    try text.write(
      to: directory.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
  }

  @Test(arguments: ["styles", "ascii", "boxes", "json"])
  func redrawsEverySaveIntoAPipe(format: String) throws {
    /// What the format prints for the photo node, named `name`.
    func mark(_ name: String) -> String {
      switch format {
      case "json": return #""name":"\#(name)""#
      case "boxes": return "| \(name)"
      default: return "ASDisplayNode (\(name))"
      }
    }
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let watch = try SpawnedCommand(
      ["eval", "card.yaml", "--watch", "-f", format]
        + (format == "boxes" ? ["--columns", "60"] : format == "json" ? ["-c"] : []),
      in: directory)
    defer { watch.stop() }
    #expect(watch.waitForOutput(timeout: 60) { $0.contains(mark("photo")) ? true : nil } == true)

    let clock = ContinuousClock()
    let saved = clock.now
    try save(document.replacingOccurrences(of: "photo", with: "edited"), in: directory)
    let redrawn = watch.waitForOutput(timeout: 10) { $0.contains(mark("edited")) ? $0 : nil }
    print("eval --watch -f \(format): redrawn \(saved.duration(to: clock.now)) after the save")
    #expect(redrawn != nil)
    // The first result is still there before it: results follow each other.
    #expect(
      redrawn?.range(of: mark("photo"))?.lowerBound ?? "".endIndex
        < redrawn?.range(of: mark("edited"))?.lowerBound ?? "".startIndex)
    if format != "json" {
      #expect(redrawn?.components(separatedBy: "==> card.yaml").count == 3, "a header per result")
    }

    // A bad save: its message with FILE:LINE:COL, nothing new on standard output.
    try save(document.replacingOccurrences(of: "vstack", with: "vstak"), in: directory)
    let message = "card.yaml:3:9: error: unknown element type 'vstak'; did you mean 'vstack'?"
    #expect(waitFor(timeout: 10) { watch.errors.contains(message) ? true : nil } == true)
    let kept = watch.output
    #expect(kept == redrawn)

    // Fixed again: drawn again.
    try save(document.replacingOccurrences(of: "photo", with: "fixed"), in: directory)
    #expect(watch.waitForOutput(timeout: 10) { $0.contains(mark("fixed")) ? true : nil } == true)

    // Ctrl-C ends it by SIGINT's default action (a shell reports 130).
    #expect(watch.interrupt(SIGINT))
    #expect(watch.process.terminationReason == .uncaughtSignal)
    #expect(watch.process.terminationStatus == SIGINT)
  }

  /// On a terminal: the screen is cleared before each redraw, which shows the newest good
  /// result, then the messages; a bad save leaves the last good result on screen.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
  func clearsAndRedrawsOnATerminal() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let terminal = try PseudoTerminal()
    let process = Process()
    process.executableURL = CommandRunner.binary
    process.arguments = ["eval", "card.yaml", "--watch", "-f", "styles"]
    process.currentDirectoryURL = directory
    process.standardOutput = terminal.secondary
    process.standardError = terminal.secondary
    process.standardInput = FileHandle.nullDevice
    try process.run()
    try terminal.secondary.close()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    let clear = "\u{1B}[H\u{1B}[2J"
    /// What is on screen: everything after the last clear.
    func screen(_ text: String) -> String {
      text.range(of: clear, options: .backwards).map { String(text[$0.upperBound...]) } ?? ""
    }
    var shown = terminal.read(timeout: 60) { screen($0).contains("ASTextNode (caption)") }
    #expect(shown.hasPrefix(clear))

    try save(document.replacingOccurrences(of: "caption", with: "edited"), in: directory)
    shown = terminal.read(timeout: 10) { screen($0).contains("ASTextNode (edited)") }
    #expect(screen(shown).contains("ASTextNode (edited)"))
    #expect(!screen(shown).contains("ASTextNode (caption)"))

    try save(document.replacingOccurrences(of: "vstack", with: "vstak"), in: directory)
    shown = terminal.read(timeout: 10) { screen($0).contains("error:") }
    #expect(screen(shown).contains("ASTextNode (edited)"))
    #expect(screen(shown).contains("card.yaml:3:9: error: unknown element type 'vstak'"))

    kill(process.processIdentifier, SIGINT)
    #expect(waitFor(timeout: 10) { process.isRunning ? nil : true } == true)
  }

  /// A FILE missing at the start is waited for; `-o PATH` is rewritten with the newest
  /// good result.
  @Test func waitsForAMissingFileAndRewritesTheOutputFile() throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let watch = try SpawnedCommand(
      ["eval", "card.yaml", "--watch", "-f", "styles", "-o", "out.txt"], in: directory)
    defer { watch.stop() }
    let written = directory.appendingPathComponent("out.txt")
    func output() -> String { (try? String(contentsOf: written, encoding: .utf8)) ?? "" }
    let missing = waitFor(timeout: 60) { watch.errors.contains("card.yaml") ? true : nil }
    #expect(missing == true)
    #expect(watch.errors.contains("no such file"))
    try save(document, in: directory)
    #expect(
      waitFor(timeout: 10) { output().contains("ASDisplayNode (photo)") ? true : nil } == true)
    try save(document.replacingOccurrences(of: "photo", with: "edited"), in: directory)
    #expect(waitFor(timeout: 10) { output().contains("(edited)") ? true : nil } == true)
    #expect(!output().contains("(photo)"))
    #expect(watch.output.isEmpty)
  }

  /// A font file is read again at the next save once it changed: one the envelope names
  /// that is missing at the start is found when it appears, and one replaced, named there
  /// or by `--font`, gives its own metrics.
  @Test(arguments: [false, true])
  func aFontFileAddedOrReplacedIsReadAgain(byOption: Bool) throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fonts = CommandRunner.packageRoot.appendingPathComponent("Tests/Fonts")
    let font = directory.appendingPathComponent("Brand.ttf")
    let text =
      (byOption ? "" : "fonts: { Brand: Brand.ttf }\n")
      + "root: { type: text, name: label, font: Brand, fontSize: 20, text: Hello world }\n"
    if byOption {
      // `--font` needs its file when the option is read.
      try FileManager.default.copyItem(
        at: fonts.appendingPathComponent("Inter-Regular.otf"), to: font)
    }
    try save(text, in: directory)
    let watch = try SpawnedCommand(
      ["eval", "card.yaml", "--watch", "-c", "--size", "*x*"]
        + (byOption ? ["--font", "Brand=Brand.ttf"] : []), in: directory)
    defer { watch.stop() }

    /// The label's frame in each result printed so far (its width is the text's).
    func frames(_ output: String) -> [String] {
      output.split(separator: "\n").compactMap { line in
        line.range(of: #""name":"label","frame":\{[^}]*\}"#, options: .regularExpression).map {
          String(line[$0])
        }
      }
    }
    if !byOption {
      let missing = "card.yaml:1:17: error: font 'Brand': no such file ('Brand.ttf')"
      #expect(waitFor(timeout: 60) { watch.errors.contains(missing) ? true : nil } == true)
      try FileManager.default.copyItem(
        at: fonts.appendingPathComponent("Inter-Regular.otf"), to: font)
      try save(text + "# saved\n", in: directory)
    }
    let first = watch.waitForOutput(timeout: 60) { frames($0).count == 1 ? frames($0) : nil }
    #expect(first != nil)

    try FileManager.default.removeItem(at: font)
    try FileManager.default.copyItem(at: fonts.appendingPathComponent("DejaVuSans.ttf"), to: font)
    try save(text + "# saved again\n", in: directory)
    let both = watch.waitForOutput(timeout: 10) { frames($0).count == 2 ? frames($0) : nil }
    #expect(both != nil && both?[0] != both?[1], "\(both ?? [])")
  }

  @Test func watchIsAUsageErrorWhereItCannotRedraw() throws {
    for (arguments, message) in [
      (["-f", "svg"], "--watch redraws boxes, ascii, styles, json; --format svg writes one"),
      (["-f", "html"], "--watch redraws boxes, ascii, styles, json; --format html writes one"),
      (["--array"], "--array makes one json document of every result, which --watch never"),
    ] {
      let outcome = try CommandRunner.run(
        ["eval", "samples/specs/inset.yaml", "--watch"] + arguments)
      #expect(outcome.status == 2)
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.hasPrefix("layoutspec: error: \(message)"), "\(arguments)")
    }
    let input = try CommandRunner.run(["eval", "-", "--watch"], stdin: "root: {type: node}\n")
    #expect(input.status == 2)
    #expect(input.stderr.contains("--watch watches files: standard input (-) cannot be watched"))
    let help = try CommandRunner.run(["eval", "--help"])
    #expect(help.stdout.contains("--watch"))
  }
}

/// A pseudo-terminal pair: the program writes to `secondary` (isatty is true there), the
/// test reads what it wrote from the primary side, with a deadline.
final class PseudoTerminal {
  let primary: Int32
  let secondary: FileHandle

  /// Linux's /dev/ptmx: posix_openpt and its friends are not in the Glibc module, so
  /// their ioctls (TIOCSPTLCK to unlock, TIOCGPTN for the number) are called directly.
  init() throws {
    primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard primary >= 0, ioctl(primary, UInt(0x4004_5431), &unlock) == 0,
      ioctl(primary, UInt(0x8004_5430), &number) == 0
    else { throw SocketError(code: errno, context: "no pseudo-terminal: ") }
    let descriptor = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { throw SocketError(code: errno, context: "no pseudo-terminal: ") }
    secondary = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  deinit { close(primary) }

  private var received: [UInt8] = []

  /// Everything written so far, once `done` holds for it or `timeout` seconds pass.
  func read(timeout: Double, until done: (String) -> Bool) -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !done(String(decoding: received, as: UTF8.self)) {
      let left = deadline.timeIntervalSinceNow
      var ready = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard left > 0, poll(&ready, 1, Int32(max(1, left * 1000))) == 1 else { break }
      let count = readBytes(primary, &buffer)
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }
}

/// read(2), which `PseudoTerminal.read` would shadow.
private func readBytes(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
  read(descriptor, &buffer, buffer.count)
}
