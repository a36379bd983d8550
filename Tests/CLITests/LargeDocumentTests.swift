// A description of more than 1 MiB, as a user's feed is: it is read on two threads
// (ElementHandoff.swift), and its json output into a pipe widens the pipe to a chunk
// (StandardStreams.swift). Both must leave the output as it is into a file.

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct LargeDocumentTests {
  /// A feed of `cells` cells, each with a text, an inset, a ratio and a style.
  static func feed(cells: Int) -> String {
    let cell = (0..<cells).map { index in
      #"{"type": "vstack", "name": "cell \#(index)", "children": [{"type": "inset", "insets": [8, 12, 8, 12], "child": {"type": "hstack", "spacing": 10, "children": [{"type": "node", "style": {"width": 44, "height": 44}}, {"type": "text", "text": "message \#(index)", "fontSize": 13, "style": {"flexShrink": 1}}]}}, {"type": "ratio", "ratio": 0.5, "child": {"type": "networkImage"}}]}"#
    }
    return #"{"type": "vstack", "children": [\#(cell.joined(separator: ",\n"))]}"#
  }

  @Test func aLargeFeedIntoAPipeGivesWhatItWritesToAFile() throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("feed.json")
    try Self.feed(cells: 4000).write(to: document, atomically: true, encoding: .utf8)
    #expect(try Data(contentsOf: document).count > 1 << 20)

    let file = directory.appendingPathComponent("out.json")
    let toFile = try CommandRunner.run(
      ["eval", document.path, "--size", "375x*", "-c", "-o", file.path])
    #expect(toFile.status == 0, "\(toFile.stderr)")
    let (status, piped, pipeSize, errors) = try Self.evalIntoPipe(document)
    #expect(status == 0, "\(errors)")
    #expect(piped.count > 1 << 20)
    #expect(piped == (try Data(contentsOf: file)))
    // The 4,000 cells and their 7 elements each, in order.
    let root = try JSONSerialization.jsonObject(with: piped) as? [String: Any]
    let children = (root?["root"] as? [String: Any])?["children"] as? [[String: Any]]
    #expect(children?.count == 4000)
    #expect(children?.last?["name"] as? String == "cell 3999")
    #if os(Linux)
      // Widened to a 1 MiB chunk, where the system lets anyone (`pipe-max-size`).
      let limit = (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))
        .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      if let limit, limit >= 1 << 20 { #expect(pipeSize == 1 << 20) }
    #endif
  }

  /// Runs `eval -c` on `document` into a pipe; the pipe's size is read from its reading
  /// end once the output is read (F_GETPIPE_SZ).
  static func evalIntoPipe(_ document: URL) throws -> (Int32, Data, Int32, String) {
    let process = Process()
    process.executableURL = CommandRunner.binary
    process.arguments = ["eval", document.path, "--size", "375x*", "-c"]
    let output = Pipe()
    process.standardOutput = output
    let error = Pipe()
    process.standardError = error
    try process.run()
    // Standard error holds a line or two at most: read after standard output.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errors = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #if os(Linux)
      let getPipeSize: Int32 = 1032  // F_GETPIPE_SZ, left out of Glibc's module map
      let size = fcntl(output.fileHandleForReading.fileDescriptor, getPipeSize)
    #else
      let size: Int32 = 0
    #endif
    return (process.terminationStatus, data, size, errors)
  }
}
