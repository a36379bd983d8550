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

  /// ASDKgram's PhotoCellNode.m: the name and location stack holds
  /// `_photoLocationLabel.attributedText ? @[name, location] : @[name]`, and
  /// `-[ASTextNode setAttributedText:]` (Source/ASTextNode.mm) turns nil into an empty
  /// string, so without a location the label stays, empty and 0 points high; the rest of the
  /// cell is the same.
  @Test func photoCellNodeWithAndWithoutALocation() throws {
    let outcome = try CommandRunner.run(
      ["eval", "samples/cells/photo-cell-node.yaml", "--size", "375xany", "-c", "--flatten"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let results = outcome.stdout.split(separator: "\n")
    #expect(results.count == 2)
    let with = try frames(results[0])
    let without = try frames(results[1])
    #expect(results[1].contains(#""variant":"noLocation""#))
    #expect(with["photoLocationLabel"]?[3] == 17 && without["photoLocationLabel"]?[3] == 0)
    // Frames relative to the cell. The header is as high as the avatar and its insets
    // (30 + 10 + 10) either way, and centres the name stack: two 17-point lines from y 8,
    // or the name and an empty label at y 16.5, level with the time.
    #expect(with["photoImageNode"] == [0, 50, 375, 375])
    #expect(without["photoImageNode"] == with["photoImageNode"])
    #expect(with["userNameLabel"]?[1] == 8 && with["photoLocationLabel"]?[1] == 25)
    #expect(without["userNameLabel"]?[1] == without["photoTimeIntervalSincePostLabel"]?[1])
    #expect(without["userNameLabel"]?[1] == 16.5)
  }

  /// Flattened frames of one sample at each of its sizes.
  func flatFrames(_ path: String) throws -> [[String: [Double]]] {
    let outcome = try CommandRunner.run(["eval", path, "-c", "--flatten"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return try outcome.stdout.split(separator: "\n").map(frames)
  }

  /// LayoutExampleNodes.m, CornerLayoutExample: ASCornerLayoutSpec.mm centres the corner
  /// element on the child's top right corner, then adds `offset`, and the spec keeps the
  /// child's size (wrapsCorner is NO). The dot (26) on a 100 avatar with offset (-3, 3) is at
  /// (100 - 13 - 3, -13 + 3); the badge is the text " 999+ " (6 x 10 by 24) with its 25-point
  /// resizable image stretched to it by ASBackgroundLayoutSpec.mm; the stack's spacing 40
  /// puts the avatars at 0, 140 and 280, so the node is 100 x 380, kept within 375 when
  /// the screen is landscape (ASLayoutSpec's size is clamped to its range).
  @Test func cornerLayoutExamplePlacesEachCornerOnTheTopRight() throws {
    let results = try flatFrames("samples/examples/corner-layout-example.yaml")
    #expect(results.count == 2)
    for (found, height) in zip(results, [380.0, 375]) {
      #expect(found["cornerLayoutExample"] == [0, 0, 100, height])
      #expect(found["photoNode1"] == [0, 0, 100, 100])
      #expect(found["dotNode"] == [84, -10, 26, 26])
      #expect(found["photoNode2"] == [0, 140, 100, 100])
      #expect(found["badgeTextNode"] == [70, 128, 60, 24])
      #expect(found["badgeImageNode"] == found["badgeTextNode"])
      #expect(found["photoNode"] == [0, 280, 100, 100])
      #expect(found["iconNode"] == [87, 267, 26, 26])
    }
  }

  /// LayoutExampleNodes.m, UserProfileSample. The inset (120, 20, INFINITY, 20) offers the
  /// profile 0...335 wide and, its bottom infinite, makes the node as high as its range
  /// (ASInsetLayoutSpec.mm). The subtitle is 63 characters of 7 = 441 wide: on a 375 screen
  /// the text stack shrinks to 335 - 44 - 10 = 281 and both texts are stretched to it; on a
  /// 667 one nothing shrinks and the node is 44 + 10 + 441 + 40 = 535 wide. The text stack
  /// is stretched to the avatar's 44: spaceAround spreads 44 - 20.5 - 17 = 6.5 as 1.625
  /// before, 3.25 between (ASStackPositionedLayout.mm), positions ASLayout.mm ceils to the
  /// pixel grid: 1.625 -> 2 and 25.375 -> 25.5. The badge's centre is on the avatar's
  /// bottom right, moved by (-6, -6): 20 + 44 - 7.5 - 6.
  @Test func userProfileSampleShrinksItsSubtitleBesideTheBadgedAvatar() throws {
    let results = try flatFrames("samples/examples/user-profile-sample.yaml")
    #expect(results.count == 2)
    for (found, (width, textWidth)) in zip(results, [(375.0, 281.0), (535, 441)]) {
      let height = width == 375 ? 667.0 : 375
      #expect(found["userProfileSample"] == [0, 0, width, height])
      #expect(found["avatarNode"] == [20, 120, 44, 44])
      #expect(found["badgeNode"] == [50.5, 150.5, 15, 15])
      #expect(found["usernameNode"] == [74, 122, textWidth, 20.5])
      #expect(found["subtitleNode"] == [74, 145.5, textWidth, 17])
    }
  }

  /// Kittens' KittenNode.mm: inset kOuterPadding 16 around a start-aligned horizontal stack
  /// (spacing kInnerPadding 10) of the image (kImageSize 80, or 160 enlarged) and the text
  /// with flexShrink 1. The text shrinks to what the image leaves, 375 - 32 - 80 - 10 = 253
  /// (198 at 320; 173 and 118 enlarged), and keeps two 14.4-point lines, 28.8 ceiled to 29;
  /// the cell is as high as the image and the insets: 112, or 192 enlarged. Swapped, the
  /// text comes first and the image after it and the spacing.
  @Test func kittenNodeShrinksItsTextBesideTheImageInEachState() throws {
    let outcome = try CommandRunner.run([
      "eval", "samples/cells/kitten-node.yaml", "-c", "--flatten",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let results = try outcome.stdout.split(separator: "\n").map(frames)
    #expect(results.count == 6)
    guard results.count == 6 else { return }
    for (index, width) in [375.0, 320].enumerated() {
      let textWidth = width - 32 - 80 - 10
      let (normal, swapped, enlarged) = (results[index], results[2 + index], results[4 + index])
      #expect(normal["kittenNode"] == [0, 0, width, 112])
      #expect(normal["imageNode"] == [16, 16, 80, 80])
      #expect(normal["textNode"] == [106, 16, textWidth, 29])
      #expect(swapped["textNode"] == [16, 16, textWidth, 29])
      #expect(swapped["imageNode"] == [16 + textWidth + 10, 16, 80, 80])
      #expect(enlarged["kittenNode"] == [0, 0, width, 192])
      #expect(enlarged["imageNode"] == [16, 16, 160, 160])
      #expect(enlarged["textNode"] == [186, 16, textWidth - 80, 29])
    }
  }

  /// LayoutSpecExamples' OverviewCellNode.m: title (16 points, 8 a character) over
  /// description (12 points) with spacing 5, inset (10, 16, 10, 10). The 41-character title
  /// fits 375 - 26 = 349 on one line (328 x 19.2, ceiled to 19.5) and wraps after
  /// "justified" (36 characters, 288) in 294; the cell is 10 + title + 5 + 14.5 + 10. With a
  /// nil descriptionTitle the description is an empty text, 0 x 0, still after the spacing.
  @Test func overviewCellNodeKeepsTheSpacingBeforeAnEmptyDescription() throws {
    let results = try flatFrames("samples/cells/overview-cell-node.yaml")
    #expect(results.count == 4)
    guard results.count == 4 else { return }
    for (found, (width, title)) in zip(results, [(375.0, 328.0), (320, 288)]) {
      let titleHeight = title == 328 ? 19.5 : 38.5
      #expect(found["titleNode"] == [16, 10, title, titleHeight])
      #expect(found["descriptionNode"] == [16, 10 + titleHeight + 5, 96, 14.5])
      #expect(found["overviewCellNode"] == [0, 0, width, 10 + titleHeight + 5 + 14.5 + 10])
    }
    for (found, (width, title)) in zip(results[2...], [(375.0, 312.0), (320, 256)]) {
      let titleHeight = title == 312 ? 19.5 : 38.5
      #expect(found["titleNode"] == [16, 10, title, titleHeight])
      #expect(found["descriptionNode"] == [16, 10 + titleHeight + 5, 0, 0])
      #expect(found["overviewCellNode"] == [0, 0, width, 10 + titleHeight + 5 + 10])
    }
  }
}
