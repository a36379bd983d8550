// A device as a SIZE: `NAME` is the size range a full-width cell of a table or collection
// node gets on its screen (ASTableNode gives a cell its width exactly and any height:
// `393x*`), `NAME:screen` the whole screen (the range a full-screen ASViewController's node
// gets: its view's bounds, `393x852`), and `-landscape` after the name turns the screen.
// Safe-area insets are not subtracted: UIKit gives a full-screen view the whole screen and
// its `safeAreaInsets` apart, which the node's own layout applies; Apple's guidelines
// publish no inset values (Devices.swift).

import LayoutSpecEngine

/// A device in an orientation, as a cell's or as the whole screen's size range.
public struct DeviceSize: Sendable, Hashable {
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
  }

  /// What of the screen the range is.
  public enum Extent: String, Sendable, Hashable, CaseIterable {
    /// A full-width cell: the screen's width exactly, any height.
    case cell
    /// The whole screen, exactly.
    case screen
  }

  public var device: Device
  public var orientation: Orientation
  public var extent: Extent

  public init(device: Device, orientation: Orientation = .portrait, extent: Extent = .cell) {
    self.device = device
    self.orientation = orientation
    self.extent = extent
  }

  /// The screen's width and height in points, in this orientation.
  public var screen: (width: Double, height: Double) {
    switch orientation {
    case .portrait: return (device.width, device.height)
    case .landscape: return (device.height, device.width)
    }
  }

  public var range: SizeRange {
    let screen = self.screen
    switch extent {
    case .cell:
      return SizeRange(
        min: Size(width: screen.width, height: 0),
        max: Size(width: screen.width, height: .infinity))
    case .screen:
      let size = Size(width: screen.width, height: screen.height)
      return SizeRange(min: size, max: size)
    }
  }

  static let landscapeSuffix = "-landscape"
  static let screenSuffix = ":screen"

  /// As it is written: `iphone-15`, `iphone-15-landscape:screen`.
  public var name: String {
    device.name + (orientation == .landscape ? Self.landscapeSuffix : "")
      + (extent == .screen ? Self.screenSuffix : "")
  }

  /// `text` as a device size; nil when it reads as WIDTHxHEIGHT instead: when it does not
  /// start with a letter, starts with `x` (no width), `any` or `inf` (an axis), or has an
  /// `x` and no `-` (every device name has a `-`: `abcx10` is a width that is no number).
  static func parse(_ text: String) -> Result<DeviceSize, SizeSyntaxError>? {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return nil }
    let lower = text.lowercased()
    if lower.hasPrefix("x") || lower.hasPrefix("any") || lower.hasPrefix("inf") { return nil }
    if lower.contains("x") && !lower.contains("-") { return nil }
    var rest = Substring(lower)
    var extent = Extent.cell
    if rest.hasSuffix(screenSuffix) {
      extent = .screen
      rest = rest.dropLast(screenSuffix.count)
    }
    var orientation = Orientation.portrait
    if rest.hasSuffix(landscapeSuffix) {
      orientation = .landscape
      rest = rest.dropLast(landscapeSuffix.count)
    }
    if let device = Device.named(String(rest)) {
      return .success(DeviceSize(device: device, orientation: orientation, extent: extent))
    }
    // `iphone-15:screen-landscape`: the two suffixes the other way round.
    if orientation == .landscape, extent == .cell, rest.hasSuffix(screenSuffix),
      let device = Device.named(String(rest.dropLast(screenSuffix.count)))
    {
      return .failure(
        SizeSyntaxError(
          "invalid size '\(text)': \(landscapeSuffix) comes before \(screenSuffix); write '"
            + DeviceSize(device: device, orientation: .landscape, extent: .screen).name + "'"))
    }
    return .failure(unknown(String(rest), in: text))
  }

  /// An unknown name: the devices it begins (`iphone-se`: which one), or the nearest name.
  private static func unknown(_ name: String, in text: String) -> SizeSyntaxError {
    let family = Device.all.filter { $0.name.hasPrefix(name + "-") }
    if !family.isEmpty {
      let list = family.map { "\($0.name) (\(NumberText.shortest($0.width)) wide)" }
      return SizeSyntaxError(
        "invalid size '\(text)': '\(name)' names several devices; say which: "
          + list.joined(separator: ", "))
    }
    let hint = DidYouMean.hint(for: name, among: Device.all.map(\.name))
    return SizeSyntaxError(
      "invalid size '\(text)': unknown device '\(name)'\(hint) (`layoutspec devices` lists "
        + "them; a size is WIDTHxHEIGHT, such as 375x667 or 375xany)")
  }
}
