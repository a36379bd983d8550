// Texture's own results: the 21 non-stack cases of /work/shared/texture-cases, each one of
// Texture's layout-spec snapshot tests with the frames decoded from its reference image at
// 2x (Tests/ReferenceImages_64). The documents are rebuilt here in code; each named node's
// frame relative to the root (from the flattened layout, as Texture's views get them) and
// the root size must match within the case's tolerance. The documents' `ASDisplayNode
// WithBackgroundColor(color)` backgrounds are nodes styled 0pt x 0pt.

import Testing

@testable import LayoutSpecEngine

struct TextureCase: Sendable, CustomTestStringConvertible {
  let source: String
  let range: SizeRange
  let tolerance: Double
  let root: Size
  let nodes: [String: Frame]
  let build: @Sendable (inout TreeBuilder) -> Void

  init(
    source: String, range: SizeRange, tolerance: Double, root: Size, nodes: [String: Frame],
    build: @escaping @Sendable (inout TreeBuilder) -> Void
  ) {
    self.source = source
    self.range = range
    self.tolerance = tolerance
    self.root = root
    self.nodes = nodes
    self.build = build
  }

  var testDescription: String { source }
}

@Suite struct TextureCasesTests {
  @Test(arguments: Self.cases)
  func textureCase(_ texture: TextureCase) {
    var builder = TreeBuilder()
    texture.build(&builder)
    let size = builder.layout(texture.range).size
    #expect(
      abs(size.width - texture.root.width) <= texture.tolerance
        && abs(size.height - texture.root.height) <= texture.tolerance,
      "root \(size), Texture \(texture.root)")
    let frames = builder.frames(texture.range)
    for (name, expected) in texture.nodes.sorted(by: { $0.key < $1.key }) {
      guard let actual = frames[name] else {
        Issue.record("\(name) is not among the flattened nodes")
        continue
      }
      #expect(
        actual.isClose(to: expected, tolerance: texture.tolerance),
        "\(name): \(actual), Texture \(expected)")
    }
  }

  static let cases: [TextureCase] = [
    // texture-cases/ASAbsoluteLayoutSpecSnapshotTests-testChildrenMeasuredWithAutoMaxSize.json at
    // 10...110x10...160.
    TextureCase(
      source: "Tests/ASAbsoluteLayoutSpecSnapshotTests.mm testChildrenMeasuredWithAutoMaxSize",
      range: sizeRange(10, 10, 110, 160), tolerance: 0.5,
      root: Size(width: 110, height: 160),
      nodes: [
        "white": Frame(0, 0, 110, 160), "red": Frame(0, 0, 50, 50), "blue": Frame(10, 60, 100, 100),
      ]
    ) { b in
      let red = b.node("red", width: 50, height: 50) { $0.layoutPosition = Point(x: 0, y: 0) }
      let blue = b.node("blue", width: 100, height: 100) { $0.layoutPosition = Point(x: 10, y: 60) }
      let absolute = b.absolute(.default, [red, blue])
      let white = b.node("white", width: 0, height: 0)
      b.background(absolute, background: white)
    },
    // texture-cases/ASCenterLayoutSpecSnapshotTests-
    // testMinimumSizeRangeIsGivenToChildWhenNotCentering.json at 100...320x120...160. Both nodes
    // are red: "red" is the background of the stack and "red2" (the 10x10 foreground with flexGrow
    // 1) lies inside it, so the red region is red's frame; red2 is left out of expected (its
    // extent is indistinguishable in the image).
    TextureCase(
      source:
        "Tests/ASCenterLayoutSpecSnapshotTests.mm testMinimumSizeRangeIsGivenToChildWhenNotCentering",
      range: sizeRange(100, 120, 320, 160), tolerance: 0.5,
      root: Size(width: 320, height: 160),
      nodes: ["red": Frame(0, 0, 100, 120)]
    ) { b in
      let red2 = b.node("red2", width: 10, height: 10) { $0.flexGrow = 1 }
      var spec = StackLayoutSpec()
      spec.direction = .vertical
      spec.justifyContent = .start
      spec.alignItems = .start
      let stack = b.stack(spec, [red2])
      let red = b.node("red", width: 0, height: 0)
      let background = b.background(stack, background: red)
      b.center(.none, .default, background)
    },
    // texture-cases/ASCenterLayoutSpecSnapshotTests-testWithSizingOptions-SizingMinimumX.json at
    // 100...320x120...160. red left out: partly covered by nodes drawn above it (visible part
    // spans 0..100 x 120..160 of its 0..100 x 0..160).
    TextureCase(
      source: "Tests/ASCenterLayoutSpecSnapshotTests.mm testWithSizingOptions SizingMinimumX",
      range: sizeRange(100, 120, 320, 160), tolerance: 0.5,
      root: Size(width: 100, height: 160),
      nodes: ["green": Frame(0, 0, 100, 120)]
    ) { b in
      let green = b.node("green", width: 70, height: 100)
      let center = b.center(.none, .minimumX, green)
      let red = b.node("red", width: 0, height: 0)
      b.background(center, background: red)
    },
    // texture-cases/ASCornerLayoutSpecSnapshotTests-testCornerSpecForAllLocations-
    // bottomLeft_center_fullSize.json at 0...120x0...120. The base node's style.layoutPosition
    // (30, 30) is set by the test but is not used by ASCornerLayoutSpec.
    TextureCase(
      source:
        "Tests/ASCornerLayoutSpecSnapshotTests.mm testCornerSpecForAllLocations bottomLeft_center_fullSize",
      range: sizeRange(0, 0, 120, 120), tolerance: 0.5,
      root: Size(width: 70, height: 70),
      nodes: [
        "green": Frame(0, 0, 70, 70), "blue": Frame(10, 0, 60, 60), "orange": Frame(0, 50, 20, 20),
      ]
    ) { b in
      let blue = b.node("blue", width: 60, height: 60) { $0.layoutPosition = Point(x: 30, y: 30) }
      let orange = b.node("orange", width: 20, height: 20)
      let corner = b.corner(
        .bottomLeft, offset: Point(x: 0, y: 0), wrapsCorner: true, child: blue, corner: orange)
      let green = b.node("green", width: 0, height: 0)
      b.background(corner, background: green)
    },
    // texture-cases/ASCornerLayoutSpecSnapshotTests-testCornerSpecForAllLocations-
    // topRight_center_childSize.json at 0...120x0...120. The base node's style.layoutPosition (30,
    // 30) is set by the test but is not used by ASCornerLayoutSpec. orange extends beyond the root
    // bounds and is clipped in the image: the visible edges were read from the image and the
    // clipped extent is the node's fixed, non-flexing style size. green left out: fully covered by
    // nodes drawn above it.
    TextureCase(
      source:
        "Tests/ASCornerLayoutSpecSnapshotTests.mm testCornerSpecForAllLocations topRight_center_childSize",
      range: sizeRange(0, 0, 120, 120), tolerance: 0.5,
      root: Size(width: 60, height: 60),
      nodes: ["blue": Frame(0, 0, 60, 60), "orange": Frame(50, -10, 20, 20)]
    ) { b in
      let blue = b.node("blue", width: 60, height: 60) { $0.layoutPosition = Point(x: 30, y: 30) }
      let orange = b.node("orange", width: 20, height: 20)
      let corner = b.corner(
        .topRight, offset: Point(x: 0, y: 0), wrapsCorner: false, child: blue, corner: orange)
      let green = b.node("green", width: 0, height: 0)
      b.background(corner, background: green)
    },
    // texture-cases/ASCornerLayoutSpecSnapshotTests-testCornerSpecForAllLocationsWithInnerOffset-
    // bottomRight_inner_fullSize.json at 0...120x0...120. The base node's style.layoutPosition
    // (30, 30) is set by the test but is not used by ASCornerLayoutSpec. green left out: fully
    // covered by nodes drawn above it.
    TextureCase(
      source:
        "Tests/ASCornerLayoutSpecSnapshotTests.mm testCornerSpecForAllLocationsWithInnerOffset bottomRight_inner_fullSize",
      range: sizeRange(0, 0, 120, 120), tolerance: 0.5,
      root: Size(width: 60, height: 60),
      nodes: ["blue": Frame(0, 0, 60, 60), "orange": Frame(40, 40, 20, 20)]
    ) { b in
      let blue = b.node("blue", width: 60, height: 60) { $0.layoutPosition = Point(x: 30, y: 30) }
      let orange = b.node("orange", width: 20, height: 20)
      let corner = b.corner(
        .bottomRight, offset: Point(x: -10, y: -10), wrapsCorner: true, child: blue, corner: orange)
      let green = b.node("green", width: 0, height: 0)
      b.background(corner, background: green)
    },
    // texture-cases/ASCornerLayoutSpecSnapshotTests-testCornerSpecForAllLocationsWithOuterOffset-
    // bottomLeft_outer_childSize.json at 0...120x0...120. The base node's style.layoutPosition
    // (30, 30) is set by the test but is not used by ASCornerLayoutSpec. green left out: fully
    // covered by nodes drawn above it. orange left out: entirely outside the root bounds
    // (Texture's code puts it at x -20, y 60, 20 x 20).
    TextureCase(
      source:
        "Tests/ASCornerLayoutSpecSnapshotTests.mm testCornerSpecForAllLocationsWithOuterOffset bottomLeft_outer_childSize",
      range: sizeRange(0, 0, 120, 120), tolerance: 0.5,
      root: Size(width: 60, height: 60),
      nodes: ["blue": Frame(0, 0, 60, 60)]
    ) { b in
      let blue = b.node("blue", width: 60, height: 60) { $0.layoutPosition = Point(x: 30, y: 30) }
      let orange = b.node("orange", width: 20, height: 20)
      let corner = b.corner(
        .bottomLeft, offset: Point(x: -10, y: 10), wrapsCorner: false, child: blue, corner: orange)
      let green = b.node("green", width: 0, height: 0)
      b.background(corner, background: green)
    },
    // texture-cases/ASCornerLayoutSpecSnapshotTests-testCornerSpecForAllLocationsWithOuterOffset-
    // topLeft_outer_fullSize.json at 0...120x0...120. The base node's style.layoutPosition (30,
    // 30) is set by the test but is not used by ASCornerLayoutSpec.
    TextureCase(
      source:
        "Tests/ASCornerLayoutSpecSnapshotTests.mm testCornerSpecForAllLocationsWithOuterOffset topLeft_outer_fullSize",
      range: sizeRange(0, 0, 120, 120), tolerance: 0.5,
      root: Size(width: 80, height: 80),
      nodes: [
        "green": Frame(0, 0, 80, 80), "blue": Frame(20, 20, 60, 60), "orange": Frame(0, 0, 20, 20),
      ]
    ) { b in
      let blue = b.node("blue", width: 60, height: 60) { $0.layoutPosition = Point(x: 30, y: 30) }
      let orange = b.node("orange", width: 20, height: 20)
      let corner = b.corner(
        .topLeft, offset: Point(x: -10, y: -10), wrapsCorner: true, child: blue, corner: orange)
      let green = b.node("green", width: 0, height: 0)
      b.background(corner, background: green)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithFixedSize-10_10_inf_10.json at
    // 300x300.
    TextureCase(
      source: "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithFixedSize 10_10_inf_10",
      range: sizeRange(300, 300, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 300),
      nodes: ["gray": Frame(0, 0, 300, 300), "green": Frame(10, 10, 280, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(10, 10, inf, 10, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithFixedSize-10_inf_inf_inf.json at
    // 300x300.
    TextureCase(
      source: "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithFixedSize 10_inf_inf_inf",
      range: sizeRange(300, 300, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 300),
      nodes: ["gray": Frame(0, 0, 300, 300), "green": Frame(145, 10, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(10, inf, inf, inf, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithFixedSize-inf_inf_10_10.json at
    // 300x300.
    TextureCase(
      source: "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithFixedSize inf_inf_10_10",
      range: sizeRange(300, 300, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 300),
      nodes: ["gray": Frame(0, 0, 300, 300), "green": Frame(280, 280, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(inf, inf, 10, 10, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-
    // testInsetsWithInfinityAndZeroInsetValue-0_0_0_inf.json at 300x300. gray left out: partly
    // covered by nodes drawn above it (visible part spans 10..300 x 0..300 of its 0..300 x
    // 0..300).
    TextureCase(
      source:
        "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithInfinityAndZeroInsetValue 0_0_0_inf",
      range: sizeRange(300, 300, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 300),
      nodes: ["green": Frame(0, 0, 10, 300)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(0, 0, 0, inf, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-
    // testInsetsWithInfinityAndZeroInsetValue-0_inf_inf_0.json at 300x300.
    TextureCase(
      source:
        "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithInfinityAndZeroInsetValue 0_inf_inf_0",
      range: sizeRange(300, 300, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 300),
      nodes: ["gray": Frame(0, 0, 300, 300), "green": Frame(290, 0, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(0, inf, inf, 0, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithInfinityAndZeroInsetValue-
    // inf_0_inf_inf.json at 300x300.
    TextureCase(
      source:
        "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithInfinityAndZeroInsetValue inf_0_inf_inf",
      range: sizeRange(300, 300, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 300),
      nodes: ["gray": Frame(0, 0, 300, 300), "green": Frame(0, 145, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(inf, 0, inf, inf, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithVariableSize-10_10_10_10.json at
    // 0...300x0...300.
    TextureCase(
      source: "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithVariableSize 10_10_10_10",
      range: sizeRange(0, 0, 300, 300), tolerance: 0.5,
      root: Size(width: 30, height: 30),
      nodes: ["gray": Frame(0, 0, 30, 30), "green": Frame(10, 10, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(10, 10, 10, 10, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithVariableSize-10_inf_10_inf.json
    // at 0...300x0...300.
    TextureCase(
      source: "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithVariableSize 10_inf_10_inf",
      range: sizeRange(0, 0, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 30),
      nodes: ["gray": Frame(0, 0, 300, 30), "green": Frame(145, 10, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(10, inf, 10, inf, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithVariableSize-inf_10_inf_10.json
    // at 0...300x0...300.
    TextureCase(
      source: "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithVariableSize inf_10_inf_10",
      range: sizeRange(0, 0, 300, 300), tolerance: 0.5,
      root: Size(width: 30, height: 300),
      nodes: ["gray": Frame(0, 0, 30, 300), "green": Frame(10, 145, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(inf, 10, inf, 10, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASInsetLayoutSpecSnapshotTests-testInsetsWithVariableSize-inf_inf_inf_inf.json
    // at 0...300x0...300.
    TextureCase(
      source: "Tests/ASInsetLayoutSpecSnapshotTests.mm testInsetsWithVariableSize inf_inf_inf_inf",
      range: sizeRange(0, 0, 300, 300), tolerance: 0.5,
      root: Size(width: 300, height: 300),
      nodes: ["gray": Frame(0, 0, 300, 300), "green": Frame(145, 145, 10, 10)]
    ) { b in
      let green = b.node("green", width: 10, height: 10)
      let inset = b.inset(inf, inf, inf, inf, green)
      let gray = b.node("gray", width: 0, height: 0)
      b.background(inset, background: gray)
    },
    // texture-cases/ASRatioLayoutSpecSnapshotTests-testRatioLayout-
    // TenTimesRatioWithItemTooBig.json at 0...100x0...100.
    TextureCase(
      source: "Tests/ASRatioLayoutSpecSnapshotTests.mm testRatioLayout TenTimesRatioWithItemTooBig",
      range: sizeRange(0, 0, 100, 100), tolerance: 0.5,
      root: Size(width: 10, height: 100),
      nodes: ["green": Frame(0, 0, 10, 100)]
    ) { b in
      let green = b.node("green", width: 20, height: 200)
      b.ratio(10, green)
    },
    // texture-cases/ASRelativeLayoutSpecSnapshotTests-testWithOptions-CenterY.json at
    // 100...320x120...160.
    TextureCase(
      source: "Tests/ASRelativeLayoutSpecSnapshotTests.mm testWithOptions CenterY",
      range: sizeRange(100, 120, 320, 160), tolerance: 0.5,
      root: Size(width: 320, height: 160),
      nodes: ["red": Frame(0, 0, 320, 160), "green": Frame(0, 30, 70, 100)]
    ) { b in
      let green = b.node("green", width: 70, height: 100)
      let relative = b.relative(.start, .center, .default, green)
      let red = b.node("red", width: 0, height: 0)
      b.background(relative, background: red)
    },
    // texture-cases/ASRelativeLayoutSpecSnapshotTests-testWithOptions.json at 100...320x120...160.
    // The identifier is the empty string for start/start, so the reference image is
    // testWithOptions@2x.png.
    TextureCase(
      source: "Tests/ASRelativeLayoutSpecSnapshotTests.mm testWithOptions",
      range: sizeRange(100, 120, 320, 160), tolerance: 0.5,
      root: Size(width: 320, height: 160),
      nodes: ["red": Frame(0, 0, 320, 160), "green": Frame(0, 0, 70, 100)]
    ) { b in
      let green = b.node("green", width: 70, height: 100)
      let relative = b.relative(.start, .start, .default, green)
      let red = b.node("red", width: 0, height: 0)
      b.background(relative, background: red)
    },
    // texture-cases/ASWrapperSpecSnapshotTests-
    // testWrapperSpecWithMultipleElementsShouldSizeToLargestElement.json at 0...infx0...inf. white
    // left out: fully covered by nodes drawn above it.
    TextureCase(
      source:
        "Tests/ASWrapperSpecSnapshotTests.mm testWrapperSpecWithMultipleElementsShouldSizeToLargestElement",
      range: sizeRange(0, 0, inf, inf), tolerance: 0.5,
      root: Size(width: 100, height: 100),
      nodes: ["green": Frame(0, 0, 100, 100), "red": Frame(0, 0, 50, 50)]
    ) { b in
      let green = b.node("green", width: 100, height: 100)
      let red = b.node("red", width: 50, height: 50)
      let wrapper = b.wrapper([green, red])
      let white = b.node("white", width: 0, height: 0)
      b.background(wrapper, background: white)
    },
  ]
}
