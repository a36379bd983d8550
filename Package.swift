// swift-tools-version:6.0
import PackageDescription

// The design card says `packages: none`: everything here is the standard library, the C
// library and the toolchain's test libraries. Foundation is left to the bench and the
// tests: linked into the binary, it cost every run about 2.5 ms of start-up.
let package = Package(
  name: "layoutspec",
  // ContinuousClock and Duration, and the collection `contains` and `split` the reader uses,
  // are macOS 13 and iOS 16 API.
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "layoutspec", targets: ["layoutspec"]),
    // The libraries, for laying out descriptions inside an app's own tests (docs/library.md).
    .library(name: "LayoutSpecEngine", targets: ["LayoutSpecEngine"]),
    .library(name: "LayoutSpecDocument", targets: ["LayoutSpecDocument"]),
    .library(name: "LayoutSpecFormat", targets: ["LayoutSpecFormat"]),
  ],
  targets: [
    // The layout engine: standard library only, no I/O, never throws for a valid tree.
    .target(
      name: "LayoutSpecEngine",
      // The generators of Nodes/EastAsianWidth.swift and of LineBreakClass.swift; not part
      // of the build.
      exclude: [
        "Nodes/generate-east-asian-width.py",
        "Nodes/Text/LineBreaking/generate-line-break-class.py",
      ],
      // Rounding goes through libm's ceil/floor/round, which Linux does not link by itself.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The one place that calls the C library (Darwin's or glibc's): files, folders, threads
    // and locks, sockets, signals, the terminal, child processes and resource usage. The
    // libraries use only its threads and locks.
    .target(name: "LayoutSpecPlatform"),
    // Reads JSON and the YAML-like subset into positioned values, then into element trees.
    .target(name: "LayoutSpecDocument", dependencies: ["LayoutSpecEngine", "LayoutSpecPlatform"]),
    // Writes layouts: json, ascii, styles, boxes, svg; golden comparison.
    .target(name: "LayoutSpecFormat", dependencies: ["LayoutSpecEngine"]),
    // `layoutspec serve`'s small HTTP/1.1 server: loopback only, fixed routes, bounded.
    .target(name: "LayoutSpecServer", dependencies: ["LayoutSpecPlatform"]),
    .executableTarget(
      name: "layoutspec",
      dependencies: [
        "LayoutSpecEngine", "LayoutSpecDocument", "LayoutSpecFormat", "LayoutSpecServer",
        "LayoutSpecPlatform",
      ]),
    // `make bench`: the performance numbers of docs/performance.md, built in release mode.
    .executableTarget(
      name: "layoutspec-bench",
      dependencies: [
        "LayoutSpecEngine", "LayoutSpecDocument", "LayoutSpecFormat", "LayoutSpecPlatform",
      ]),
    // What more than one test target uses (the seeded generator of the randomized tests):
    // a test target cannot import another. Not a product.
    .target(name: "LayoutSpecTestSupport", path: "Tests/LayoutSpecTestSupport"),
    .testTarget(
      name: "LayoutSpecEngineTests", dependencies: ["LayoutSpecEngine", "LayoutSpecTestSupport"]),
    .testTarget(name: "LayoutSpecPlatformTests", dependencies: ["LayoutSpecPlatform"]),
    .testTarget(
      name: "LayoutSpecDocumentTests",
      dependencies: ["LayoutSpecDocument", "LayoutSpecEngine", "LayoutSpecTestSupport"]),
    // The command line too: the import round trip exports as `export` does (its bindings).
    .testTarget(
      name: "LayoutSpecFormatTests",
      dependencies: ["LayoutSpecFormat", "LayoutSpecDocument", "LayoutSpecEngine", "layoutspec"]),
    // Inputs/ holds the documents the robustness tests hand to the binary (bad/ and
    // extreme/); the golden files live beside the samples they record.
    .testTarget(name: "CLITests", dependencies: ["layoutspec"], exclude: ["Inputs"]),
  ]
)
