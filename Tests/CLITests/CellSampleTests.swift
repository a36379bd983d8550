import Foundation
import Testing

// The real cells of samples/cells against the numbers their Texture source computes.

@Suite struct CellSampleTests {
  /// Every element's frame by name in one json result (a name's last frame wins).
  func frames(_ line: Substring) throws -> [String: [Double]] {
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    var found: [String: [Double]] = [:]
    var pending = [try #require(object["root"] as? [String: Any])]
    while let node = pending.popLast() {
      if let name = node["name"] as? String, let frame = node["frame"] as? [String: Double] {
        found[name] = ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
      }
      pending += node["children"] as? [[String: Any]] ?? []
    }
    return found
  }

  /// CatDeals' ItemNode.m: imageRatioFromSize: makes the image `max.height - 96` high
  /// (kFixedLabelsAreaHeight), and imageSpecWithSize: puts the badge at
  /// `max.height - 96 - 34` (kBadgeHeight) in the image's absolute spec, at every size.
  @Test func itemNodeComputesItsImageAndBadgeFromTheConstrainedSize() throws {
    let outcome = try CommandRunner.run(
      ["eval", "samples/cells/item-node.yaml", "--variant", "default", "-c"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let results = outcome.stdout.split(separator: "\n")
    #expect(results.count == 3)
    for (line, (width, height)) in zip(results, [(355.0, 322.0), (300, 287), (369, 331)]) {
      let found = try frames(line)
      #expect(found["imagePlace"] == [0, 0, width, height - 96])
      #expect(found["badge"]?[1] == height - 96 - 34)
      #expect(found["badge"]?[3] == 34)
      #expect(found["itemNode"] == [0, 0, width, height])
    }
  }

  /// ASDKgram's PhotoCellNode.m: the name and location stack holds `@[name, location]`
  /// when the photo has a location, `@[name]` when not; the rest of the cell is the same.
  @Test func photoCellNodeWithAndWithoutALocation() throws {
    let outcome = try CommandRunner.run(
      ["eval", "samples/cells/photo-cell-node.yaml", "--size", "375xany", "-c", "--flatten"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let results = outcome.stdout.split(separator: "\n")
    #expect(results.count == 2)
    let with = try frames(results[0])
    let without = try frames(results[1])
    #expect(results[1].contains(#""variant":"noLocation""#))
    #expect(with["photoLocationLabel"] != nil && without["photoLocationLabel"] == nil)
    // Frames relative to the cell. The header is as high as the avatar and its insets
    // (30 + 10 + 10) either way, and centres the name stack: two 17-point lines from y 8,
    // or the name alone at y 16.5, level with the time.
    #expect(with["photoImageNode"] == [0, 50, 375, 375])
    #expect(without["photoImageNode"] == with["photoImageNode"])
    #expect(with["userNameLabel"]?[1] == 8 && with["photoLocationLabel"]?[1] == 25)
    #expect(without["userNameLabel"]?[1] == without["photoTimeIntervalSincePostLabel"]?[1])
    #expect(without["userNameLabel"]?[1] == 16.5)
  }
}
