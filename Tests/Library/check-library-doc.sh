#!/usr/bin/env bash
# docs/library.md's test-target examples, compiled and run: a scratch package that depends
# on this one by path gets the page's yaml description and the Inter test font as resources
# of its test target, the page's XCTest case and Swift Testing suite as they are written,
# and the FontCatalog lines inside an XCTest case of their own, then `swift test` runs them.
# The only change to the page's code: `Bundle(for: X.self)` becomes `Bundle.module`, the
# bundle SwiftPM gives a package's resources (an app's test bundle exists only in Xcode).
# Runs on bash 3.2 with BSD tools too. SCRATCH=DIR builds the package there (default:
# .build-library-doc); its build is removed first, as a kept one does not see files added
# to the libraries since (LibraryConsumerTests found so).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd -P)
scratch=${SCRATCH:-"$root/.build-library-doc"}
rm -rf "$scratch/Package.swift" "$scratch/Tests" "$scratch/.build"
tests="$scratch/Tests/LibraryDocTests"
mkdir -p "$tests"

# The page's blocks, in order: block-N.LANGUAGE.
awk -v out="$tests" '
  /^```/ {
    if (inside) { inside = 0; close(file) } else {
      inside = 1; n++; file = sprintf("%s/block-%02d.%s", out, n, substr($0, 4))
      printf "" > file
    }
    next
  }
  inside { print > file }
' "$root/docs/library.md"

find_block() {  # the block of LANGUAGE whose text contains PATTERN
  { grep -l -- "$2" "$tests"/block-*."$1" || true; } | head -n 1
}
xctest=$(find_block swift 'XCTestCase')
testing=$(find_block swift '@Suite')
fonts=$(find_block swift 'FontCatalog()')
description=$(find_block yaml 'type: ')
for block in "$xctest" "$testing" "$fonts" "$description"; do
  if [ -z "$block" ]; then
    echo "docs/library.md: an example this check expects is missing" >&2
    exit 1
  fi
done

module_bundle() { sed -e 's/Bundle(for: [A-Za-z]*\.self)/Bundle.module/g' "$1"; }
module_bundle "$xctest" > "$tests/XCTestExample.swift"
module_bundle "$testing" > "$tests/SwiftTestingExample.swift"
cp "$description" "$tests/feed-cell.yaml"
cp "$root/Tests/Fonts/Inter-Regular.otf" "$tests/Inter-Regular.otf"
# The font lines need a description that names the font, and the url and bytes the
# examples above define.
cat > "$tests/font-cell.yaml" <<'EOF'
type: hstack
spacing: 8
children:
  - { type: image, name: avatar, imageSize: [44, 44] }
  - { type: text, name: title, text: "Hello, office", font: Inter, fontSize: 17 }
EOF
{
  cat <<'EOF'
import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import XCTest

final class FontCatalogExampleTests: XCTestCase {
  func testTheNamedFontMeasuresTheText() throws {
    let url = try XCTUnwrap(Bundle.module.url(forResource: "font-cell", withExtension: "yaml"))
    let bytes = [UInt8](try Data(contentsOf: url))
EOF
  module_bundle "$fonts" | sed 's/^/    /'
  cat <<'EOF'
    XCTAssertEqual(read.diagnostics.map(\.rendered), [])
    let document = try XCTUnwrap(read.document)
    let result = LayoutResult.evaluate(
      document.tree, in: try SizeSyntax.parse("375xany").get(), scale: 3)
    // Inter's advances, not the text model's (110.67 for this text).
    let width = result.layout.sublayouts[1].size.width
    XCTAssertGreaterThan(width, 60)
    XCTAssertLessThan(width, 105)
  }
}
EOF
} > "$tests/FontCatalogExample.swift"
rm -f "$tests"/block-*

cat > "$scratch/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LibraryDoc",
  dependencies: [.package(name: "layoutspec", path: "$root")],
  targets: [
    .testTarget(
      name: "LibraryDocTests",
      dependencies: [
        .product(name: "LayoutSpecEngine", package: "layoutspec"),
        .product(name: "LayoutSpecDocument", package: "layoutspec"),
      ],
      resources: [
        .copy("feed-cell.yaml"), .copy("font-cell.yaml"), .copy("Inter-Regular.otf"),
      ])
  ]
)
EOF

cd "$scratch"
swift test
