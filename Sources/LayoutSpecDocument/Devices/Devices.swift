// The devices `--size` and the envelope's `sizes` may name (`iphone-15`,
// `ipad-pro-11-landscape:screen`): one list, from which the SIZE syntax, `layoutspec
// devices`, the shell completions, the schema and docs/cli.md's table are made.
//
// Source: Apple's Human Interface Guidelines, "Layout" > Specifications > "iOS, iPadOS device
// screen dimensions" (https://developer.apple.com/design/human-interface-guidelines/layout),
// the portrait dimensions in points and the UIKit scale factor. A model whose published
// dimensions differ between versions of that page (iPhone 12 mini and 13 mini, 10.5-inch
// iPad Pro) is left out, as is one the page does not list (13-inch iPad Pro). The page
// publishes no safe-area insets, so none are listed: `:screen` is the whole screen.

/// A device whose screen a layout can be sized for.
public struct Device: Sendable, Hashable {
  /// `iphone-15-pro`: lowercase, words joined by `-`.
  public var name: String
  /// The model as the Human Interface Guidelines' table names it.
  public var model: String
  /// The screen in points, in portrait.
  public var width: Double
  public var height: Double
  /// UIKit's scale factor (UIScreen.scale): points to pixels.
  public var scale: Int

  init(_ name: String, _ model: String, _ width: Double, _ height: Double, scale: Int) {
    self.name = name
    self.model = model
    self.width = width
    self.height = height
    self.scale = scale
  }

  /// Every device, iPhones then iPads, each family from the oldest.
  public static let all: [Device] = [
    Device("iphone-se-1", "iPhone SE 4-inch (1st generation)", 320, 568, scale: 2),
    Device("iphone-se-2", "iPhone SE 4.7-inch (2nd generation)", 375, 667, scale: 2),
    Device("iphone-se-3", "iPhone SE 4.7-inch (3rd generation)", 375, 667, scale: 2),
    Device("iphone-8", "iPhone 8", 375, 667, scale: 2),
    Device("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3),
    Device("iphone-x", "iPhone X", 375, 812, scale: 3),
    Device("iphone-xs", "iPhone XS", 375, 812, scale: 3),
    Device("iphone-xs-max", "iPhone XS Max", 414, 896, scale: 3),
    Device("iphone-xr", "iPhone XR", 414, 896, scale: 2),
    Device("iphone-11", "iPhone 11", 414, 896, scale: 2),
    Device("iphone-11-pro", "iPhone 11 Pro", 375, 812, scale: 3),
    Device("iphone-11-pro-max", "iPhone 11 Pro Max", 414, 896, scale: 3),
    Device("iphone-12", "iPhone 12", 390, 844, scale: 3),
    Device("iphone-12-pro", "iPhone 12 Pro", 390, 844, scale: 3),
    Device("iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, scale: 3),
    Device("iphone-13", "iPhone 13", 390, 844, scale: 3),
    Device("iphone-13-pro", "iPhone 13 Pro", 390, 844, scale: 3),
    Device("iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, scale: 3),
    Device("iphone-14", "iPhone 14", 390, 844, scale: 3),
    Device("iphone-14-plus", "iPhone 14 Plus", 428, 926, scale: 3),
    Device("iphone-14-pro", "iPhone 14 Pro", 393, 852, scale: 3),
    Device("iphone-14-pro-max", "iPhone 14 Pro Max", 430, 932, scale: 3),
    Device("iphone-15", "iPhone 15", 393, 852, scale: 3),
    Device("iphone-15-plus", "iPhone 15 Plus", 430, 932, scale: 3),
    Device("iphone-15-pro", "iPhone 15 Pro", 393, 852, scale: 3),
    Device("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3),
    Device("iphone-16e", "iPhone 16e", 390, 844, scale: 3),
    Device("iphone-16", "iPhone 16", 393, 852, scale: 3),
    Device("iphone-16-plus", "iPhone 16 Plus", 430, 932, scale: 3),
    Device("iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3),
    Device("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3),
    Device("iphone-17", "iPhone 17", 402, 874, scale: 3),
    Device("iphone-air", "iPhone Air", 420, 912, scale: 3),
    Device("iphone-17-pro", "iPhone 17 Pro", 402, 874, scale: 3),
    Device("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, scale: 3),
    Device("ipad-9.7", "iPad 9.7-inch", 768, 1024, scale: 2),
    Device("ipad-10.2", "iPad 10.2-inch", 810, 1080, scale: 2),
    Device("ipad-11", "iPad 11-inch", 820, 1180, scale: 2),
    Device("ipad-mini-7.9", "iPad mini 7.9-inch", 768, 1024, scale: 2),
    Device("ipad-mini-8.3", "iPad mini 8.3-inch", 744, 1133, scale: 2),
    Device("ipad-air-9.7", "iPad Air 9.7-inch", 768, 1024, scale: 2),
    Device("ipad-air-10.5", "iPad Air 10.5-inch", 834, 1112, scale: 2),
    Device("ipad-air-10.9", "iPad Air 10.9-inch", 820, 1180, scale: 2),
    Device("ipad-air-11", "iPad Air 11-inch", 820, 1180, scale: 2),
    Device("ipad-air-13", "iPad Air 13-inch", 1024, 1366, scale: 2),
    Device("ipad-pro-9.7", "iPad Pro 9.7-inch", 768, 1024, scale: 2),
    Device("ipad-pro-11", "iPad Pro 11-inch", 834, 1194, scale: 2),
    Device("ipad-pro-12.9", "iPad Pro 12.9-inch", 1024, 1366, scale: 2),
  ]

  /// The device named `name` (any case), or nil.
  public static func named(_ name: String) -> Device? {
    let lower = name.lowercased()
    return all.first { $0.name == lower }
  }
}
