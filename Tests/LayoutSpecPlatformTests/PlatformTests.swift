import Foundation
import LayoutSpecPlatform
import Testing

// The platform layer against Foundation and the shell, which the commands used before:
// folders listed as FileManager lists them, files stamped as they change, programs run to
// their exit status, memory counted in bytes on every system.

@Suite struct PlatformTests {
  @Test func aFolderIsListedAsFileManagerListsIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "filepaths-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["a/b/c", ".hidden", "d"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for file in ["x.ttf", "a/y.OTF", "a/b/c/z.ttc", ".hidden/w.otf", "d/notes.txt", ".dot"] {
      FileManager.default.createFile(atPath: root + "/" + file, contents: Data([1]))
    }
    // A link to a folder is listed and not entered.
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "a")
    let expected = try #require(FileManager.default.enumerator(atPath: root)).compactMap {
      $0 as? String
    }
    #expect(try #require(FileSystem.entries(under: root)).sorted() == expected.sorted())
    #expect(FileSystem.entries(under: root + "/missing") == nil)
    #expect(FileSystem.kind(at: root) == .directory)
    #expect(FileSystem.kind(at: root + "/x.ttf") == .file)
    #expect(FileSystem.kind(at: root + "/link") == .directory)
    #expect(FileSystem.kind(at: root + "/missing") == nil)
  }

  @Test func aStampChangesWithTheFileAndIsNilWithoutOne() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stamp-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileSystem.stamp(path) == nil)
    #expect(FileBytes.write([1, 2, 3], toPath: path) == nil)
    let first = try #require(FileSystem.stamp(path))
    #expect(first.size == 3)
    #expect(FileBytes.write([1, 2, 3, 4], toPath: path) == nil)
    #expect(FileSystem.stamp(path) != first)
    #expect(FileSystem.remove(path))
    #expect(FileSystem.stamp(path) == nil)
  }

  @Test func aFileIsReadByRanges() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ranges-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    #expect(FileBytes.write(bytes, toPath: path) == nil)
    let read = FileBytes.withRanges(of: path) { size, read in
      (size, read(0, 4), read(9_000, 100), read(9_990, 100), read(-1, 1))
    }
    let (size, first, middle, end, negative) = try #require(read)
    #expect(size == 10_000)
    #expect(first == Array(bytes[0..<4]))
    #expect(middle == Array(bytes[9_000..<9_100]))
    #expect(end == Array(bytes[9_990...]))
    #expect(negative == nil)
    #expect(FileBytes.withRanges(of: path + "-missing") { size, _ in size } == nil)
    #expect(
      FileBytes.withRanges(of: FileManager.default.temporaryDirectory.path) { s, _ in s } == nil)
  }

  @Test func aChildsExitStatusAndSignalAreReportedAsShellsReportThem() throws {
    let exited = try #require(
      ChildProcesses.run(
        ["sh", "-c", "exit 3"], standardOutput: "/dev/null", standardError: "/dev/null"))
    #expect(exited.status == 3)
    let killed = try #require(
      ChildProcesses.run(
        ["sh", "-c", "kill -9 $$"], standardOutput: "/dev/null", standardError: "/dev/null"))
    #expect(killed.status == 128 + 9)
    #expect(
      ChildProcesses.run(
        ["/nonexistent/program"], standardOutput: "/dev/null", standardError: "/dev/null")
        == nil)
  }

  @Test func aChildsOutputGoesToTheFileNamed() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "child-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try #require(
      ChildProcesses.run(["echo", "hello"], standardOutput: path, standardError: "/dev/null"))
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello\n")
    // A shell's peak is megabytes, whichever unit the system counts ru_maxrss in.
    #expect(run.maxResidentBytes > 100_000)
  }

  @Test func peakMemoryIsCountedInBytes() {
    // This test process holds megabytes; counted in kilobytes it would seem to hold bytes.
    let peak = ResourceUsage.peakResidentBytes
    #expect(peak > 1_000_000)
    if let resident = ResourceUsage.residentBytes {
      #expect(resident > 1_000_000 && resident <= peak + (1 << 20))
    }
  }

  @Test func theExecutablePathIsAbsoluteAndExists() {
    let path = ChildProcesses.executablePath
    #expect(path.hasPrefix("/"))
    #expect(FileSystem.kind(at: path) == .file)
  }

  @Test func aLoopbackListenerGetsAPortAndAnErrorForATakenOne() throws {
    guard case .success(let first) = Sockets.listenOnLoopback(port: 0, backlog: 1) else {
      Issue.record("no loopback socket")
      return
    }
    defer { Sockets.close(first.socket) }
    #expect(first.port != 0)
    guard case .failure(let failure) = Sockets.listenOnLoopback(port: first.port, backlog: 1)
    else {
      Issue.record("a second listener on port \(first.port)")
      return
    }
    #expect(!failure.description.isEmpty)
  }
}
