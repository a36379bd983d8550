// swift-tools-version:6.0
import PackageDescription

// A package that uses layoutspec's libraries as an app's test target would
// (`make consumer-check` builds and runs it).
let package = Package(
  name: "Consumer",
  // A package that depends on the libraries asks for at least their platforms: SwiftPM
  // refuses a macOS 10.13 target that links a macOS 13 library.
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "layoutspec", path: "../..")],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "LayoutSpecEngine", package: "layoutspec"),
        .product(name: "LayoutSpecDocument", package: "layoutspec"),
        .product(name: "LayoutSpecFormat", package: "layoutspec"),
      ])
  ]
)
