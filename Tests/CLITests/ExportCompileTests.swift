import Foundation
import Testing

// `layoutspec export` writes code that compiles: every sample's Swift is type-checked by
// swiftc against Tests/ExportStub/AsyncDisplayKit.swift (Texture's Swift API surface as a
// module of signatures), and its Objective-C is parsed by clang -fsyntax-only (ARC, blocks
// as Apple's clang has them, -Wall -Werror) against Tests/ExportStub/AsyncDisplayKit/AsyncDisplayKit.h. Two controls show that
// the stubs refuse what Texture refuses. Set SWIFTC or CLANG to choose the compilers; a
// test whose compiler is missing is skipped and says so.

enum Toolchain {
  /// The first executable named `name` in $PATH, or at `fallback`.
  static func find(_ name: String, environment variable: String, fallback: String) -> URL? {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let chosen = environment[variable] { candidates.append(chosen) }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append("\(directory)/\(name)")
    }
    candidates.append(fallback)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
      URL(fileURLWithPath: $0)
    }
  }

  static let swiftc = find("swiftc", environment: "SWIFTC", fallback: "/opt/swift/usr/bin/swiftc")
  static let clang = find("clang", environment: "CLANG", fallback: "/opt/swift/usr/bin/clang")

  static let stubs = CommandRunner.packageRoot.appendingPathComponent("Tests/ExportStub")

  /// A fresh directory for one test's files.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutspec-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The stub compiled as the module AsyncDisplayKit, once: the directory to pass as -I.
  static let stubModule: Result<URL, StubError> = {
    guard let swiftc else { return .failure(StubError(message: "no swiftc")) }
    do {
      let directory = try temporaryDirectory()
      let outcome = try CommandRunner.run(
        [
          "-emit-module", "-module-name", "AsyncDisplayKit", "-parse-as-library",
          "-emit-module-path", directory.appendingPathComponent("AsyncDisplayKit.swiftmodule").path,
          stubs.appendingPathComponent("AsyncDisplayKit.swift").path,
        ], in: directory, executable: swiftc)
      guard outcome.status == 0 else { return .failure(StubError(message: outcome.stderr)) }
      return .success(directory)
    } catch {
      return .failure(StubError(message: "\(error)"))
    }
  }()

  struct StubError: Error {
    var message: String
  }

  /// swiftc -typecheck of `source` against the stub module.
  static func typecheckSwift(_ source: String, name: String) throws -> CommandRunner.Outcome {
    guard let swiftc else { throw StubError(message: "no swiftc") }
    let module = try stubModule.get()
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(name + ".swift")
    try Data(source.utf8).write(to: file)
    return try CommandRunner.run(
      ["-typecheck", "-I", module.path, file.path], in: directory, executable: swiftc)
  }

  /// clang -fsyntax-only of `source` as Objective-C with ARC against the stub header.
  static func parseObjC(_ source: String, name: String) throws -> CommandRunner.Outcome {
    guard let clang else { throw StubError(message: "no clang") }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(name + ".m")
    try Data(source.utf8).write(to: file)
    return try CommandRunner.run(
      [
        "-fsyntax-only", "-x", "objective-c", "-fobjc-arc", "-fobjc-runtime=ios-12.0", "-fblocks",
        "-Wall", "-Wextra", "-Werror", "-I", stubs.path, file.path,
      ], in: directory, executable: clang)
  }
}

@Suite struct ExportCompileTests {
  @Test(
    .enabled(if: Toolchain.swiftc != nil, "swiftc not found (set SWIFTC): Swift not compiled"),
    arguments: SampleGoldenTests.samples)
  func generatedSwiftTypeChecksAgainstTheStub(_ sample: String) throws {
    let export = try CommandRunner.run(["export", sample + ".yaml", "--swift"])
    #expect(export.status == 0, "\(export.stderr)")
    let outcome = try Toolchain.typecheckSwift(export.stdout, name: "Export")
    #expect(outcome.status == 0, "\(sample) --swift:\n\(outcome.stderr)")
  }

  @Test(
    .enabled(if: Toolchain.clang != nil, "clang not found (set CLANG): Objective-C not parsed"),
    arguments: SampleGoldenTests.samples)
  func generatedObjectiveCParsesAgainstTheStub(_ sample: String) throws {
    let export = try CommandRunner.run(["export", sample + ".yaml", "--objc"])
    #expect(export.status == 0, "\(export.stderr)")
    let outcome = try Toolchain.parseObjC(export.stdout, name: "Export")
    #expect(outcome.status == 0, "\(sample) --objc:\n\(outcome.stderr)")
  }

  /// Every spec and style form in one document, beyond what the samples use: the overlay
  /// without an overlay, a wrapper of several, wrapping stacks, percent and fraction sizes,
  /// infinite insets, a corner with offset, a button with a title and an image, images, an
  /// ASTextNode2 with an inset (set by key-value coding in Swift), a root node with a layout
  /// and style, values computed from the constrained size.
  static let everyForm = """
    fonts: { DejaVu: Tests/Fonts/DejaVuSans.ttf }
    root:
      type: node
      name: cell
      style: { minWidth: 10 }
      layout:
        type: vstack
        horizontalAlignment: middle
        children:
          - { type: overlay, child: { type: node, name: new } }
          - type: wrapper
            children: [{ type: video }, { type: videoPlayer, style: { width: 33.3% } }]
          - type: stack
            flexWrap: wrap
            lineSpacing: 4
            alignContent: center
            children:
              - { type: editableText, style: { flexBasis: 12.5%, maxLayoutSize: [50%, 20], alignSelf: end } }
              - { type: button, title: OK, contentEdgeInsets: 4, contentSpacing: 2, imageSize: [1, 1] }
          - { type: inset, insets: { top: inf }, child: { type: spacer, style: { height: 0.1% } } }
          - type: corner
            offset: [-3, 3]
            wrapsCorner: true
            cornerLocation: bottomLeft
            child: { type: image, name: default, imageSize: [4, 4] }
            corner: { type: text, name: "1 badge", text: "9", maxLines: 1, style: { width: "= min(max.width, 20)" } }
          - type: center
            centeringOptions: xy
            sizingOptions: minimumXY
            child: { type: ratio, ratio: "= (max.height - 96) / max.width", child: { type: networkImage } }
          - type: relative
            horizontalPosition: end
            sizingOption: minimumSize
            child:
              type: absolute
              sizing: sizeToFit
              children: [{ type: node, style: { layoutPosition: [1, 2], preferredSize: [5, 5] } }]
          - { type: text, font: DejaVu, textEngine: coretext, text: Hi, textContainerInset: [1, 2, 3, 4] }
    """

  @Test(.enabled(if: Toolchain.swiftc != nil, "swiftc not found (set SWIFTC)"))
  func everyFormTypeChecksInSwift() throws {
    let export = try CommandRunner.run(["export", "-", "--swift"], stdin: Self.everyForm)
    #expect(export.status == 0, "\(export.stderr)")
    for expected in [
      "final class CellNode: ASDisplayNode", "self.style.minWidth = ASDimensionMakeWithPoints(10)",
      "let theNew = ASDisplayNode()", "overlaySpec.child = theNew",
      "ASWrapperLayoutSpec(layoutElements: [videoNode, videoPlayerNode])",
      "ASDimensionMake(\"33.3%\")", "flexWrap: .wrap", "lineSpacing: 4", ".XY", ".minimumXY",
      "UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)",
      "cornerSpec.offset = CGPoint(x: -3, y: 3)", "buttonNode.contentSpacing = 2",
      "badge.maximumNumberOfLines = 1", "let default2 = ASImageNode()",
      "stackSpec2.horizontalAlignment = .middle", "sizingOption: .minimumSize",
      "ratio: (constrainedSize.max.height - 96) / constrainedSize.max.width,",
      "badge.style.width = ASDimensionMakeWithPoints(CGFloat.minimum(constrainedSize.max.width, 20))",
      "buttonNode.setTitle(\"OK\", with: UIFont.systemFont(ofSize: 17), with: nil, for: .normal)",
      "buttonNode.setImage(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }, for: .normal)",
      "default2.image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }",
      "textNode.setValue(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), forKey: \"textContainerInset\")",
    ] {
      #expect(export.stdout.contains(expected), "missing \(expected)")
    }
    let outcome = try Toolchain.typecheckSwift(export.stdout, name: "Every")
    #expect(outcome.status == 0, "\(export.stdout)\n\(outcome.stderr)")
  }

  @Test(.enabled(if: Toolchain.clang != nil, "clang not found (set CLANG)"))
  func everyFormParsesInObjectiveC() throws {
    let export = try CommandRunner.run(["export", "-", "--objc"], stdin: Self.everyForm)
    #expect(export.status == 0, "\(export.stderr)")
    for expected in [
      "@interface CellNode : ASDisplayNode", "UIEdgeInsetsMake(INFINITY, 0, 0, 0)",
      "ASCenterLayoutSpecCenteringXY", "ASDimensionMake(@\"33.3%\")",
      "_badge.maximumNumberOfLines = 1;",
      "ratioLayoutSpecWithRatio:(constrainedSize.max.height - 96) / constrainedSize.max.width",
      "ASDimensionMakeWithPoints(fmin(constrainedSize.max.width, 20))",
      "[_buttonNode setTitle:@\"OK\" withFont:[UIFont systemFontOfSize:17] withColor:nil forState:UIControlStateNormal];",
      "_default2.image = [[[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(4, 4)] imageWithActions:",
      "_textNode.textContainerInset = UIEdgeInsetsMake(1, 2, 3, 4);",
    ] {
      #expect(export.stdout.contains(expected), "missing \(expected)")
    }
    let outcome = try Toolchain.parseObjC(export.stdout, name: "Every")
    #expect(outcome.status == 0, "\(export.stdout)\n\(outcome.stderr)")
  }

  /// A root node whose own style reads the size reads the root's range, not its own: it
  /// becomes a subnode of a class named after the file, which sets its style and returns it
  /// wrapped. Inside its layout, `constrainedSize` is the node's own.
  @Test(.enabled(if: Toolchain.swiftc != nil, "swiftc not found (set SWIFTC)"))
  func aRootNodeWhoseStyleReadsTheSizeIsBuiltByAClassAroundIt() throws {
    let document = """
      type: node
      name: cell
      style: { width: "= max.width / 2" }
      layout: { type: ratio, ratio: "= max.height / max.width", child: { type: image, name: photo } }
      """
    let export = try CommandRunner.run(["export", "-", "--swift"], stdin: document)
    #expect(export.status == 0, "\(export.stderr)")
    for expected in [
      "final class StdinNode: ASDisplayNode {", "  let cell = CellNode()",
      "cell.style.width = ASDimensionMakeWithPoints(constrainedSize.max.width / 2)",
      "ASWrapperLayoutSpec(layoutElement: cell)", "final class CellNode: ASDisplayNode {",
      "ratio: constrainedSize.max.height / constrainedSize.max.width",
    ] {
      #expect(export.stdout.contains(expected), "missing \(expected) in\n\(export.stdout)")
    }
    let outcome = try Toolchain.typecheckSwift(export.stdout, name: "Root")
    #expect(outcome.status == 0, "\(outcome.stderr)")
  }

  /// `safeArea.top` ... are the node's `self.safeAreaInsets` (ASDisplayNode.h), which a
  /// full-screen node's `layoutSpecThatFits:` reads, in both languages; `import` reads the
  /// code back as the same names.
  @Test(.enabled(if: Toolchain.swiftc != nil && Toolchain.clang != nil, "swiftc or clang missing"))
  func safeAreaNamesAreTheNodesSafeAreaInsets() throws {
    let document = """
      type: inset
      name: screen
      insets: ["= safeArea.top", "= safeAreaInsets.left", 0, "= safeArea.right"]
      child:
        type: vstack
        children:
          - { type: node, name: content, style: { flexGrow: 1 } }
          - { type: node, name: toolbar, style: { height: "= 44 + safeArea.bottom" } }
      """
    let swift = try CommandRunner.run(["export", "-", "--swift"], stdin: document)
    #expect(swift.status == 0, "\(swift.stderr)")
    for expected in [
      // ASDisplayNode.h: a node lays out again when its safe area changes only if asked.
      "    automaticallyRelayoutOnSafeAreaChanges = true\n",
      "toolbar.style.height = ASDimensionMakeWithPoints(44 + self.safeAreaInsets.bottom)",
      "insets: UIEdgeInsets(top: self.safeAreaInsets.top, left: self.safeAreaInsets.left, "
        + "bottom: 0, right: self.safeAreaInsets.right)",
    ] {
      #expect(swift.stdout.contains(expected), "missing \(expected) in\n\(swift.stdout)")
    }
    let typechecked = try Toolchain.typecheckSwift(swift.stdout, name: "SafeArea")
    #expect(typechecked.status == 0, "\(typechecked.stderr)")
    let objc = try CommandRunner.run(["export", "-", "--objc"], stdin: document)
    #expect(objc.status == 0, "\(objc.stderr)")
    #expect(objc.stdout.contains("  self.automaticallyRelayoutOnSafeAreaChanges = YES;\n"))
    #expect(
      objc.stdout.contains(
        "insetLayoutSpecWithInsets:UIEdgeInsetsMake(self.safeAreaInsets.top, "
          + "self.safeAreaInsets.left, 0, self.safeAreaInsets.right)"), "\(objc.stdout)")
    let parsed = try Toolchain.parseObjC(objc.stdout, name: "SafeArea")
    #expect(parsed.status == 0, "\(parsed.stderr)")
    for code in [(swift.stdout, "SafeArea.swift"), (objc.stdout, "SafeArea.m")] {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("safe-area-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent(code.1).path
      try code.0.write(toFile: path, atomically: true, encoding: .utf8)
      let imported = try CommandRunner.run(["import", path])
      #expect(imported.status == 0, "\(imported.stderr)")
      #expect(
        imported.stdout.contains(
          #"insets: ["= safeArea.top", "= safeArea.left", 0, "= safeArea.right"]"#),
        "\(code.1): \(imported.stdout)")
      #expect(
        imported.stdout.contains(#"height: "= 44 + safeArea.bottom""#),
        "\(code.1): \(imported.stdout)")
    }
  }

  /// A node whose layout reads only the constrained size does not lay out again on a
  /// change of the safe area; a node with its own layout reads its own safe area, so the
  /// class of the node that reads it is the one that asks.
  @Test func onlyANodeThatReadsTheSafeAreaRelaysOutOnItsChanges() throws {
    let document = """
      type: vstack
      children:
        - { type: node, name: a, style: { height: "= max.width / 2" } }
        - type: node
          name: inner
          layout:
            type: inset
            insets: "= safeArea.top"
            child: { type: node, name: b }
      """
    for language in ["--swift", "--objc"] {
      let code = try CommandRunner.run(["export", "-", language], stdin: document)
      #expect(code.status == 0, "\(code.stderr)")
      let classes = code.stdout.components(separatedBy: "@implementation ").dropFirst()
      let swiftClasses = code.stdout.components(separatedBy: "final class ").dropFirst()
      let bodies = language == "--swift" ? Array(swiftClasses) : Array(classes)
      #expect(bodies.count == 2, "\(code.stdout)")
      #expect(
        bodies.map { $0.contains("automaticallyRelayoutOnSafeAreaChanges") } == [false, true],
        "\(language): \(code.stdout)")
    }
  }

  /// The stubs are strict enough to matter: Swift spellings Texture does not have (`.xy`,
  /// a `inset:` label, the empty set written `.none`) and an Objective-C selector it does not
  /// have are refused.
  @Test(.enabled(if: Toolchain.swiftc != nil && Toolchain.clang != nil, "swiftc or clang missing"))
  func stubsRefuseWhatTextureRefuses() throws {
    for wrong in [
      "ASCenterLayoutSpec(centeringOptions: .xy, sizingOptions: [], child: ASLayoutSpec())",
      "ASInsetLayoutSpec(inset: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), child: ASLayoutSpec())",
      "ASCenterLayoutSpec(centeringOptions: .none, sizingOptions: [], child: ASLayoutSpec())",
      "ASWrapperLayoutSpec()",
    ] {
      let outcome = try Toolchain.typecheckSwift(
        "import AsyncDisplayKit\nlet spec = \(wrong)\n", name: "Wrong")
      #expect(outcome.status != 0, "accepted: \(wrong)")
    }
    let right = try Toolchain.typecheckSwift(
      "import AsyncDisplayKit\nlet spec = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: ASLayoutSpec())\n",
      name: "Right")
    #expect(right.status == 0, "\(right.stderr)")
    let objc = try Toolchain.parseObjC(
      "#import <AsyncDisplayKit/AsyncDisplayKit.h>\nvoid f(void) { (void)[ASInsetLayoutSpec insetLayoutSpecWithInset:UIEdgeInsetsMake(0, 0, 0, 0) child:[[ASLayoutSpec alloc] init]]; }\n",
      name: "Wrong")
    #expect(objc.status != 0, "clang accepted a selector Texture does not have")
  }
}
