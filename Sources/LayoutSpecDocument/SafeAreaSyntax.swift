// The safe area `--safe-area` gives (docs/cli.md, "Devices"): `TOP,LEFT,BOTTOM,RIGHT` in
// points, UIEdgeInsets' order, or one number for all four sides, as the format's insets
// take one number (docs/format.md 3.7). What the expressions' `safeArea.top` ... read:
// the `safeAreaInsets` a full-screen node's `layoutSpecThatFits:` insets its content by
// (Texture's ASDisplayNode.h). UIKit's safe area is never negative or infinite, so
// neither is this one; Apple publishes no values, so none is built in.

import LayoutSpecEngine

public enum SafeAreaSyntax {
  /// `59,0,34,0` or `20`; spaces around the numbers are allowed.
  public static func parse(_ text: String) -> Result<EdgeInsets, SizeSyntaxError> {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 4 else {
      return .failure(
        SizeSyntaxError(
          "a safe area is TOP,LEFT,BOTTOM,RIGHT in points (UIEdgeInsets' order, such as "
            + "59,0,34,0) or one number for all four sides, not '\(text)'"))
    }
    var sides: [Double] = []
    for part in parts {
      let side = SizeSyntax.trimmed(part)
      // A plain decimal, as the documents' numbers in strings (no hexadecimal, no `inf`).
      guard let value = DecimalText.parse(side[...]), value.isFinite, value >= 0
      else {
        return .failure(
          SizeSyntaxError(
            "each side of a safe area is a number of points, 0 or more (UIKit's safe area is "
              + "never negative or infinite), not '\(side)' in '\(text)'"))
      }
      sides.append(value == 0 ? 0 : value)
    }
    if sides.count == 1 {
      return .success(EdgeInsets(top: sides[0], left: sides[0], bottom: sides[0], right: sides[0]))
    }
    return .success(EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3]))
  }

  /// The syntax back: `59,0,34,0`.
  public static func describe(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(NumberText.shortest)
      .joined(separator: ",")
  }
}
