// swift-tools-version:6.0
import PackageDescription

// The design card says `packages: none`: everything here is the standard library,
// Foundation (outside the engine) and the toolchain's test libraries.
let package = Package(
  name: "layoutspec",
  products: [
    .executable(name: "layoutspec", targets: ["layoutspec"])
  ],
  targets: [
    // The layout engine: standard library only, no I/O, never throws for a valid tree.
    .target(
      name: "LayoutSpecEngine",
      // The generator of Nodes/EastAsianWidth.swift; not part of the build.
      exclude: ["Nodes/generate-east-asian-width.py"],
      // Rounding goes through libm's ceil/floor/round, which Linux does not link by itself.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // Reads JSON and the YAML-like subset into positioned values, then into element trees.
    .target(name: "LayoutSpecDocument", dependencies: ["LayoutSpecEngine"]),
    // Writes layouts: json, ascii, styles, boxes, svg; golden comparison.
    .target(name: "LayoutSpecFormat", dependencies: ["LayoutSpecEngine"]),
    // `layoutspec serve`'s small HTTP/1.1 server: loopback only, fixed routes, bounded.
    .target(name: "LayoutSpecServer"),
    .executableTarget(
      name: "layoutspec",
      dependencies: [
        "LayoutSpecEngine", "LayoutSpecDocument", "LayoutSpecFormat", "LayoutSpecServer",
      ]),
    // `make bench`: the performance numbers of issue 7, built in release mode.
    .executableTarget(
      name: "layoutspec-bench",
      dependencies: ["LayoutSpecEngine", "LayoutSpecDocument", "LayoutSpecFormat"]),
    .testTarget(name: "LayoutSpecEngineTests", dependencies: ["LayoutSpecEngine"]),
    .testTarget(
      name: "LayoutSpecDocumentTests", dependencies: ["LayoutSpecDocument", "LayoutSpecEngine"]),
    .testTarget(
      name: "LayoutSpecFormatTests",
      dependencies: ["LayoutSpecFormat", "LayoutSpecDocument", "LayoutSpecEngine"]),
    // Goldens/ holds the recorded text outputs the format golden tests compare with; Inputs/
    // the documents the robustness tests hand to the binary (bad/ and extreme/).
    .testTarget(
      name: "CLITests", dependencies: ["layoutspec"], exclude: ["Goldens", "Inputs"]),
  ]
)
