import Foundation
import LayoutSpecDocument
import Testing

// `layoutspec devices`, device names given to `--size` and written in a document's `sizes`
// (docs/cli.md, "Devices"), through the real binary.

@Suite struct DeviceCommandTests {
  let header = "samples/stack/simple-header.json"

  @Test func devicesListsEveryDeviceInBothOrientations() throws {
    let outcome = try CommandRunner.run(["devices"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count == 1 + 2 * Device.all.count)
    #expect(lines[0].hasPrefix("SIZE "))
    let first = lines[1].split(separator: " ", omittingEmptySubsequences: true)
    #expect(first.prefix(4) == ["iphone-se-1", "320x*", "320x568", "@2x"])
    let turned = lines[2].split(separator: " ", omittingEmptySubsequences: true)
    #expect(turned.prefix(3) == ["iphone-se-1-landscape", "568x*", "568x320"])
    for device in Device.all {
      #expect(lines.contains { $0.hasPrefix(device.name + " ") }, "\(device.name)")
    }
  }

  @Test func devicesAsJSON() throws {
    let outcome = try CommandRunner.run(["devices", "--format", "json"])
    #expect(outcome.status == 0)
    let rows = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 2 * Device.all.count)
    let pro = try #require(rows.first { $0["name"] as? String == "iphone-15-pro-max-landscape" })
    #expect(pro["cell"] as? String == "932x*")
    #expect(pro["screen"] as? String == "932x430")
    #expect(pro["width"] as? Double == 932 && pro["height"] as? Double == 430)
    #expect(pro["scale"] as? Int == 3 && pro["orientation"] as? String == "landscape")
  }

  @Test func devicesTakesNoFile() throws {
    let outcome = try CommandRunner.run(["devices", "x.yaml"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("devices takes no FILE, found 'x.yaml'"))
  }

  /// The device's cell: its width exactly, any height; the result named as written.
  @Test func evalAtADevice() throws {
    let outcome = try CommandRunner.run(["eval", header, "--size", "iphone-15", "-c"])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        #"{"file":"\#(header)","size":"iphone-15","sizeRange":{"min":{"width":393,"height":0},"max":{"width":393,"height":null}},"#
      ))
    let screen = try CommandRunner.run(["eval", header, "-s", "iPhone-SE-1-landscape:screen", "-c"])
    #expect(
      screen.stdout.contains(
        #""size":"iphone-se-1-landscape:screen","sizeRange":{"min":{"width":568,"height":320},"max":{"width":568,"height":320}}"#
      ))
  }

  /// A device size lays out exactly as its numbers do: only the name differs.
  @Test func aDeviceIsItsNumbers() throws {
    let named = try CommandRunner.run(["eval", header, "--size", "ipad-pro-11", "-c"])
    let numbers = try CommandRunner.run(["eval", header, "--size", "834x*", "-c"])
    #expect(named.status == 0 && numbers.status == 0)
    #expect(
      named.stdout.replacingOccurrences(of: #""size":"ipad-pro-11""#, with: #""size":"834x*""#)
        == numbers.stdout)
  }

  @Test func anUnknownDeviceIsAUsageError() throws {
    let outcome = try CommandRunner.run(["eval", header, "--size", "iphone-15-pro-mx"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("did you mean 'iphone-15-pro-max'?"))
    let family = try CommandRunner.run(["eval", header, "--size", "iphone-se"])
    #expect(family.status == 2)
    #expect(family.stderr.contains("say which: iphone-se-1 (320 wide)"))
  }

  @Test func documentSizesNameDevices() throws {
    let document =
      #"{ "sizes": ["iphone-se-1", "375x*"], "root": { "type": "node", "style": { "height": 10 } } }"#
    let outcome = try CommandRunner.run(["eval", "-", "-c"], stdin: document)
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains(#""size":"iphone-se-1","sizeRange":{"min":{"width":320,"#))
    #expect(lines[1].contains(#""size":"375x*""#))
    let unknown = try CommandRunner.run(
      ["eval", "-"], stdin: #"{ "sizes": ["iphone-99"], "root": { "type": "node" } }"#)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix("<stdin>:1:13: error: invalid size 'iphone-99': unknown device"))
  }

  @Test func theCompletionsOfferTheDevices() throws {
    for shell in ["bash", "zsh", "fish"] {
      let script = try CommandRunner.run(["completions", shell])
      #expect(script.stdout.contains("iphone-se-1 iphone-se-2"), "\(shell)")
    }
  }
}
