// Texture's own reference frames for 20 ASStackLayoutSpecSnapshotTests cases, read from its
// reference images at 2x (the project's texture-cases documents, translated into trees here so
// the tests need no files). Each document is Texture's `testStackLayoutSpec:` harness: the
// stack over a white background node with a 0 x 0 style, laid out for the given range. The
// frames are relative to the root and compared after flattening, which rounds positions as
// Texture does, so they must match to the pixel. Nodes the image does not pin (hidden,
// clipped flexed sizes) are left out, as in the documents.

import Testing

@testable import LayoutSpecEngine

/// One texture-case document.
struct StackTextureCase: Sendable, CustomTestStringConvertible {
  /// A stack child: ASDisplayNodeWithBackgroundColor(color, {width, height}) plus style.
  struct Child: Sendable {
    var name: String
    var width: Double
    var height: Double
    var flexGrow: Double = 0
    var flexShrink: Double = 0
    var flexBasis: Dimension = .auto
    var spacingBefore: Double = 0
    var spacingAfter: Double = 0

    init(
      _ name: String, _ width: Double, _ height: Double, flexGrow: Double = 0,
      flexShrink: Double = 0, flexBasis: Dimension = .auto, spacingBefore: Double = 0,
      spacingAfter: Double = 0
    ) {
      self.name = name
      self.width = width
      self.height = height
      self.flexGrow = flexGrow
      self.flexShrink = flexShrink
      self.flexBasis = flexBasis
      self.spacingBefore = spacingBefore
      self.spacingAfter = spacingAfter
    }
  }

  var name: String
  var range: SizeRange
  var stack: StackLayoutSpec
  var children: [Child]
  var rootSize: Size
  var expected: [(String, StackFrame)]

  init(
    _ name: String, _ range: SizeRange, stack: StackLayoutSpec, children: [Child],
    rootSize: Size, expected: [(String, StackFrame)]
  ) {
    self.name = name
    self.range = range
    self.stack = stack
    self.children = children
    self.rootSize = rootSize
    self.expected = expected
  }

  var testDescription: String { name }
}

@Suite struct StackTextureCasesTests {
  @Test(arguments: StackTextureCasesTests.cases)
  func textureCase(_ textureCase: StackTextureCase) {
    var t = StackTestTree()
    var ids: [String: ElementID] = [:]
    for child in textureCase.children {
      ids[child.name] = t.node(child.name, child.width, child.height) {
        $0.flexGrow = child.flexGrow
        $0.flexShrink = child.flexShrink
        $0.flexBasis = child.flexBasis
        $0.spacingBefore = child.spacingBefore
        $0.spacingAfter = child.spacingAfter
      }
    }
    let stack = t.stack(textureCase.stack, textureCase.children.compactMap { ids[$0.name] })
    let white = t.node("white")
    ids["white"] = white
    t.background(stack, white)
    let result = t.layOut(textureCase.range)

    #expect(result.rootSize == textureCase.rootSize)
    for (name, frame) in textureCase.expected {
      let actual = ids[name].flatMap { result.flattenedFrame($0) }
      #expect(actual == frame, "\(name)")
    }
  }

  static let cases: [StackTextureCase] = [
    StackTextureCase(
      "testAlignCenterWithFlexedMainDimension", StackTest.range(150, 0, 150, 100),
      stack: .configured {
        $0.direction = .vertical
        $0.justifyContent = .start
        $0.alignItems = .center
      },
      children: [
        .init("red", 100, 100, flexShrink: 1),
        .init("blue", 50, 50, flexShrink: 1),
      ],
      rootSize: Size(width: 150, height: 100),
      expected: [
        ("white", StackFrame(0, 0, 150, 100)),
        ("red", StackFrame(25, 0, 100, 67)),
      ]),
    StackTextureCase(
      "testAlignContentAndLineSpacingOverflow-alignContentSpaceBetween",
      StackTest.range(40, 310, 40, 310),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
        $0.flexWrap = .wrap
        $0.alignContent = .spaceBetween
        $0.lineSpacing = 10
      },
      children: [
        .init("red", 50, 50),
        .init("yellow", 50, 50),
        .init("blue", 50, 50),
        .init("magenta", 50, 50),
        .init("green", 50, 50),
        .init("cyan", 50, 50),
      ],
      rootSize: Size(width: 40, height: 310),
      expected: [
        ("red", StackFrame(0, 0, 50, 50)),
        ("yellow", StackFrame(0, 60, 50, 50)),
        ("blue", StackFrame(0, 120, 50, 50)),
        ("magenta", StackFrame(0, 180, 50, 50)),
        ("green", StackFrame(0, 240, 50, 50)),
        ("cyan", StackFrame(0, 300, 50, 50)),
      ]),
    StackTextureCase(
      "testAlignContentAndLineSpacingUnderflow-alignContentSpaceBetween",
      StackTest.range(110, 320, 110, 320),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
        $0.flexWrap = .wrap
        $0.alignContent = .spaceBetween
        $0.lineSpacing = 10
      },
      children: [
        .init("red", 50, 50),
        .init("yellow", 50, 50),
        .init("blue", 50, 50),
        .init("magenta", 50, 50),
        .init("green", 50, 50),
        .init("cyan", 50, 50),
      ],
      rootSize: Size(width: 110, height: 320),
      expected: [
        ("white", StackFrame(0, 0, 110, 320)),
        ("red", StackFrame(0, 0, 50, 50)),
        ("yellow", StackFrame(50, 0, 50, 50)),
        ("blue", StackFrame(0, 135, 50, 50)),
        ("magenta", StackFrame(50, 135, 50, 50)),
        ("green", StackFrame(0, 270, 50, 50)),
        ("cyan", StackFrame(50, 270, 50, 50)),
      ]),
    StackTextureCase(
      "testAlignContentOverflow-alignContentSpaceAround", StackTest.range(40, 260, 40, 260),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
        $0.flexWrap = .wrap
        $0.alignContent = .spaceAround
      },
      children: [
        .init("red", 50, 50),
        .init("yellow", 50, 50),
        .init("blue", 50, 50),
        .init("magenta", 50, 50),
        .init("green", 50, 50),
        .init("cyan", 50, 50),
      ],
      rootSize: Size(width: 40, height: 260),
      expected: [
        ("red", StackFrame(0, -20, 50, 50)),
        ("yellow", StackFrame(0, 30, 50, 50)),
        ("blue", StackFrame(0, 80, 50, 50)),
        ("magenta", StackFrame(0, 130, 50, 50)),
        ("green", StackFrame(0, 180, 50, 50)),
        ("cyan", StackFrame(0, 230, 50, 50)),
      ]),
    StackTextureCase(
      "testAlignContentUnderflow-alignContentEnd", StackTest.range(110, 300, 110, 300),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
        $0.flexWrap = .wrap
        $0.alignContent = .end
      },
      children: [
        .init("red", 50, 50),
        .init("yellow", 50, 50),
        .init("blue", 50, 50),
        .init("magenta", 50, 50),
        .init("green", 50, 50),
        .init("cyan", 50, 50),
      ],
      rootSize: Size(width: 110, height: 300),
      expected: [
        ("white", StackFrame(0, 0, 110, 300)),
        ("red", StackFrame(0, 150, 50, 50)),
        ("yellow", StackFrame(50, 150, 50, 50)),
        ("blue", StackFrame(0, 200, 50, 50)),
        ("magenta", StackFrame(50, 200, 50, 50)),
        ("green", StackFrame(0, 250, 50, 50)),
        ("cyan", StackFrame(50, 250, 50, 50)),
      ]),
    StackTextureCase(
      "testAlignContentWithUnconstrainedCrossSize", StackTest.range(110, 0, 110, .infinity),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
        $0.flexWrap = .wrap
        $0.alignContent = .center
      },
      children: [
        .init("red", 50, 50),
        .init("yellow", 50, 50),
        .init("blue", 50, 50),
        .init("magenta", 50, 50),
        .init("green", 50, 50),
        .init("cyan", 50, 50),
      ],
      rootSize: Size(width: 110, height: 150),
      expected: [
        ("red", StackFrame(0, 0, 50, 50)),
        ("yellow", StackFrame(50, 0, 50, 50)),
        ("blue", StackFrame(0, 50, 50, 50)),
        ("magenta", StackFrame(50, 50, 50, 50)),
        ("green", StackFrame(0, 100, 50, 50)),
        ("cyan", StackFrame(50, 100, 50, 50)),
      ]),
    StackTextureCase(
      "testAlignContentWithUnconstrainedCrossSize", StackTest.range(110, 0, 110, .infinity),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
        $0.flexWrap = .wrap
        $0.alignContent = .stretch
      },
      children: [
        .init("red", 50, 50),
        .init("yellow", 50, 50),
        .init("blue", 50, 50),
        .init("magenta", 50, 50),
        .init("green", 50, 50),
        .init("cyan", 50, 50),
      ],
      rootSize: Size(width: 110, height: 150),
      expected: [
        ("red", StackFrame(0, 0, 50, 50)),
        ("yellow", StackFrame(50, 0, 50, 50)),
        ("blue", StackFrame(0, 50, 50, 50)),
        ("magenta", StackFrame(50, 50, 50, 50)),
        ("green", StackFrame(0, 100, 50, 50)),
        ("cyan", StackFrame(50, 100, 50, 50)),
      ]),
    StackTextureCase(
      "testAlignedStretchOneChildExceedsMin", StackTest.range(50, 50, 300, 300),
      stack: .configured {
        $0.direction = .vertical
        $0.justifyContent = .center
        $0.alignItems = .stretch
      },
      children: [
        .init("red", 50, 50),
        .init("blue", 100, 70, spacingBefore: 20),
        .init("green", 150, 90, spacingBefore: 30),
      ],
      rootSize: Size(width: 150, height: 260),
      expected: [
        ("red", StackFrame(0, 0, 50, 50)),
        ("blue", StackFrame(0, 70, 100, 70)),
        ("green", StackFrame(0, 170, 150, 90)),
      ]),
    StackTextureCase(
      "testCrossAxisSizeBehaviors-fixedHeight", StackTest.range(300, 300, 300, 300),
      stack: .configured {
        $0.direction = .vertical
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("red", 50, 50),
        .init("blue", 100, 50),
        .init("green", 150, 50),
      ],
      rootSize: Size(width: 300, height: 300),
      expected: [
        ("white", StackFrame(0, 0, 300, 300)),
        ("red", StackFrame(0, 0, 50, 50)),
        ("blue", StackFrame(0, 50, 100, 50)),
        ("green", StackFrame(0, 100, 150, 50)),
      ]),
    StackTextureCase(
      "testFixedFlexBasisAppliedWhenFlexingItems-underflow", StackTest.range(300, 0, 300, 150),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("red", 50, 50, flexGrow: 1, flexBasis: .points(10)),
        .init("blue", 150, 150, flexGrow: 1, flexBasis: .points(10)),
        .init("green", 50, 50, flexGrow: 1, flexBasis: .points(10)),
      ],
      rootSize: Size(width: 300, height: 150),
      expected: [
        ("red", StackFrame(0, 0, 100, 50)),
        ("blue", StackFrame(100, 0, 100, 150)),
        ("green", StackFrame(200, 0, 100, 50)),
      ]),
    StackTextureCase(
      "testFlexWrapWithItemSpacingsBeingResetOnNewLines", StackTest.range(190, 300, 190, 300),
      stack: .configured {
        $0.direction = .horizontal
        $0.spacing = 5
        $0.justifyContent = .start
        $0.alignItems = .start
        $0.flexWrap = .wrap
        $0.alignContent = .start
        $0.lineSpacing = 5
      },
      children: [
        .init("red", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("yellow", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("blue", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("magenta", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("green", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("cyan", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("brown", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("orange", 50, 50, spacingBefore: 5, spacingAfter: 5),
        .init("purple", 50, 50, spacingBefore: 5, spacingAfter: 5),
      ],
      rootSize: Size(width: 190, height: 300),
      expected: [
        ("white", StackFrame(0, 0, 190, 300)),
        ("red", StackFrame(5, 0, 50, 50)),
        ("yellow", StackFrame(70, 0, 50, 50)),
        ("blue", StackFrame(135, 0, 50, 50)),
        ("magenta", StackFrame(5, 55, 50, 50)),
        ("green", StackFrame(70, 55, 50, 50)),
        ("cyan", StackFrame(135, 55, 50, 50)),
        ("brown", StackFrame(5, 110, 50, 50)),
        ("orange", StackFrame(70, 110, 50, 50)),
        ("purple", StackFrame(135, 110, 50, 50)),
      ]),
    StackTextureCase(
      "testHorizontalAndVerticalAlignments-verticalBottomRight",
      StackTest.range(200, 200, 200, 200),
      stack: .configured {
        $0.direction = .vertical
        $0.horizontalAlignment = .right
        $0.verticalAlignment = .bottom
      },
      children: [
        .init("red", 50, 50),
        .init("blue", 50, 50),
        .init("green", 50, 50),
      ],
      rootSize: Size(width: 200, height: 200),
      expected: [
        ("white", StackFrame(0, 0, 200, 200)),
        ("red", StackFrame(150, 50, 50, 50)),
        ("blue", StackFrame(150, 100, 50, 50)),
        ("green", StackFrame(150, 150, 50, 50)),
      ]),
    StackTextureCase(
      "testJustifiedSpaceAroundWithRemainingSpace", StackTest.range(305, 0, 305, 300),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .spaceAround
        $0.alignItems = .start
      },
      children: [
        .init("red", 50, 50),
        .init("blue", 50, 50),
        .init("green", 50, 50),
      ],
      rootSize: Size(width: 305, height: 50),
      expected: [
        ("white", StackFrame(0, 0, 305, 50)),
        ("red", StackFrame(26, 0, 50, 50)),
        ("blue", StackFrame(127.5, 0, 50, 50)),
        ("green", StackFrame(229.5, 0, 50, 50)),
      ]),
    StackTextureCase(
      "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenChildren",
      StackTest.range(400, 400, 400, 400),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("red", 150, 50, flexGrow: 1),
        .init("blue", 150, 50, flexShrink: 1),
        .init("green", 150, 50),
        .init("yellow", 150, 50, flexShrink: 1),
      ],
      rootSize: Size(width: 400, height: 400),
      expected: [
        ("red", StackFrame(0, 0, 150, 50)),
        ("blue", StackFrame(150, 0, 50, 50)),
        ("green", StackFrame(200, 0, 150, 50)),
        ("yellow", StackFrame(350, 0, 50, 50)),
      ]),
    StackTextureCase(
      "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero",
      StackTest.range(400, 400, 400, 400),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("green", 300, 50, flexShrink: 1),
        .init("blue", 100, 50, flexShrink: 2),
        .init("red", 200, 50, flexShrink: 1),
      ],
      rootSize: Size(width: 400, height: 400),
      expected: [
        ("green", StackFrame(0, 0, 214.5, 50)),
        ("blue", StackFrame(214.5, 0, 43, 50)),
      ]),
    StackTextureCase(
      "testOverflowBehaviors-flex", StackTest.range(110, 0, 110, 300),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("red", 50, 50, flexGrow: 1, flexShrink: 1),
        .init("blue", 50, 50, flexGrow: 1, flexShrink: 1),
        .init("green", 50, 50, flexGrow: 1, flexShrink: 1),
      ],
      rootSize: Size(width: 110, height: 50),
      expected: [
        ("red", StackFrame(0, 0, 37, 50)),
        ("blue", StackFrame(37, 0, 37, 50)),
      ]),
    StackTextureCase(
      "testOverflowBehaviors-justifyStart", StackTest.range(110, 0, 110, 300),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("red", 50, 50),
        .init("blue", 50, 50),
        .init("green", 50, 50),
      ],
      rootSize: Size(width: 110, height: 50),
      expected: [
        ("red", StackFrame(0, 0, 50, 50)),
        ("blue", StackFrame(50, 0, 50, 50)),
        ("green", StackFrame(100, 0, 50, 50)),
      ]),
    StackTextureCase(
      "testPositiveViolationIsDistributedEquallyWithArbitraryFloats",
      StackTest.range(350, 350, 350, 350),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("red", 50, 50, flexGrow: 0.5),
        .init("blue", 50, 50),
        .init("green", 50, 50, flexGrow: 0.5),
      ],
      rootSize: Size(width: 350, height: 350),
      expected: [
        ("red", StackFrame(0, 0, 150, 50)),
        ("blue", StackFrame(150, 0, 50, 50)),
        ("green", StackFrame(200, 0, 150, 50)),
      ]),
    StackTextureCase(
      "testRemainingViolationIsAppliedProperlyToFirstFlexibleChild",
      StackTest.range(300, 300, 300, 300),
      stack: .configured {
        $0.direction = .vertical
        $0.justifyContent = .start
        $0.alignItems = .start
      },
      children: [
        .init("green", 50, 25),
        .init("blue", 50, 0, flexGrow: 1),
        .init("red", 50, 100, flexGrow: 1),
      ],
      rootSize: Size(width: 300, height: 300),
      expected: [
        ("green", StackFrame(0, 0, 50, 25)),
        ("blue", StackFrame(0, 25, 50, 88)),
        ("red", StackFrame(0, 113, 50, 187)),
      ]),
    StackTextureCase(
      "testUnderflowBehaviors-justifyCenter", StackTest.range(300, 0, 300, 300),
      stack: .configured {
        $0.direction = .horizontal
        $0.justifyContent = .center
        $0.alignItems = .start
      },
      children: [
        .init("red", 50, 50),
        .init("blue", 50, 50),
        .init("green", 50, 50),
      ],
      rootSize: Size(width: 300, height: 50),
      expected: [
        ("white", StackFrame(0, 0, 300, 50)),
        ("red", StackFrame(75, 0, 50, 50)),
        ("blue", StackFrame(125, 0, 50, 50)),
        ("green", StackFrame(175, 0, 50, 50)),
      ]),
  ]
}
