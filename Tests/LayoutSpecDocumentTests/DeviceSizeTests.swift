import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// Device names as SIZEs (DeviceSize.swift): every name in every form, the errors for names
// that are not devices, and docs/cli.md's table against the one list.

@Suite struct DeviceSizeTests {
  static let forms:
    [(suffix: String, orientation: DeviceSize.Orientation, extent: DeviceSize.Extent)] = [
      ("", .portrait, .cell), ("-landscape", .landscape, .cell), (":screen", .portrait, .screen),
      ("-landscape:screen", .landscape, .screen),
    ]

  @Test(arguments: Device.all.map(\.name))
  func everyNameParsesInEveryForm(name: String) throws {
    let device = try #require(Device.named(name))
    for form in Self.forms {
      let text = name + form.suffix
      let named = try SizeSyntax.parseNamed(text).get()
      #expect(named.device?.device == device, "\(text)")
      #expect(named.label == text)
      let wide = form.orientation == .portrait ? device.width : device.height
      let high = form.orientation == .portrait ? device.height : device.width
      #expect(named.range.min.width == wide && named.range.max.width == wide, "\(text)")
      switch form.extent {
      case .cell:
        #expect(named.range.min.height == 0 && named.range.max.height == .infinity, "\(text)")
      case .screen:
        #expect(named.range.min.height == high && named.range.max.height == high, "\(text)")
      }
      #expect(try SizeSyntax.parse(text.uppercased()).get() == named.range)
    }
  }

  @Test func theNamesAreDistinctAndWrittenAsSizesAre() {
    let names = Device.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name == name.lowercased())
      #expect(!name.hasSuffix("-landscape") && !name.contains(":") && !name.contains("@"))
      #expect(name.first?.isLetter == true && name.first != "x")
    }
  }

  /// The HIG's table as Device.swift's comment cites it, at the sizes the issue named.
  @Test func theSEGenerationsAndTheNamedPhones() throws {
    #expect(try SizeSyntax.parse("iphone-se-1").get() == range(320, 0, 320, .infinity))
    #expect(try SizeSyntax.parse("iphone-se-3").get() == range(375, 0, 375, .infinity))
    #expect(try SizeSyntax.parse("iphone-15:screen").get() == range(393, 852, 393, 852))
    #expect(try SizeSyntax.parse("iphone-15-pro-max").get() == range(430, 0, 430, .infinity))
    #expect(try SizeSyntax.parse("ipad-pro-11-landscape").get() == range(1194, 0, 1194, .infinity))
    #expect(try SizeSyntax.parse("iphone-16-pro:screen").get() == range(402, 874, 402, 874))
  }

  @Test func aFamilyNameListsItsDevices() {
    #expect(
      message("iphone-se")
        == "invalid size 'iphone-se': 'iphone-se' names several devices; say which: "
        + "iphone-se-1 (320 wide), iphone-se-2 (375 wide), iphone-se-3 (375 wide)")
    #expect(message("ipad-air-landscape")?.contains("ipad-air-13 (1024 wide)") == true)
  }

  @Test func anUnknownNameGetsTheNearest() {
    #expect(
      message("iphone-15-pro-mx")
        == "invalid size 'iphone-15-pro-mx': unknown device 'iphone-15-pro-mx'; did you mean "
        + "'iphone-15-pro-max'? (`layoutspec devices` lists them; a size is WIDTHxHEIGHT, "
        + "such as 375x667 or 375xany)")
    #expect(message("pixel-8")?.contains("unknown device 'pixel-8' (`layoutspec") == true)
    #expect(message("iphone-15:scren")?.contains("unknown device 'iphone-15:scren'") == true)
  }

  /// The suffixes in the wrong order, and a second `@`, are said as what they are, not as
  /// an unknown device.
  @Test func misplacedSuffixesAndASecondAtAreSaid() {
    #expect(
      message("iphone-15:screen-landscape")
        == "invalid size 'iphone-15:screen-landscape': -landscape comes before :screen; "
        + "write 'iphone-15-landscape:screen'")
    #expect(message("iphone-15:Screen-Landscape")?.contains("'iphone-15-landscape:screen'") == true)
    #expect(message("pixel-8:screen-landscape")?.contains("unknown device") == true)
    for text in ["iphone-15@@large", "iphone-15@large@large", "375x*@ax1@"] {
      #expect(
        message(text, named: true)
          == "invalid size '\(text)': '@' comes once, before the one content size "
          + "(such as iphone-se-1@accessibilityXLarge)")
    }
  }

  /// Numbers still read as numbers: `any`, `inf` and a missing width are axes, not names.
  @Test func axesAreNotDeviceNames() {
    #expect((try? SizeSyntax.parse("anyx100").get()) == range(0, 100, .infinity, 100))
    #expect(message("x100")?.contains("the width is missing") == true)
    #expect(message("infx1")?.contains("cannot be 'inf'") == true)
    #expect(message("abcx10")?.contains("the width 'abc' is not a number") == true)
    #expect(message("iphone15")?.contains("did you mean 'iphone-15'?") == true)
  }

  @Test func aContentSizeFollowsTheSize() throws {
    let named = try SizeSyntax.parseNamed("iphone-se-1 @ AX5").get()
    #expect(named.contentSize == .accessibilityXXXLarge)
    #expect(named.label == "iphone-se-1@accessibilityXXXLarge")
    #expect(try SizeSyntax.parseNamed("375x*@extraLarge").get().label == "375x*@xLarge")
    #expect(try SizeSyntax.parseNamed("375x*").get().contentSize == nil)
    #expect(
      (try? SizeSyntax.parseNamed("375x*@huge").get()) == nil
        && message("375x*@huge", named: true)?.contains("unknown content size 'huge'") == true)
    #expect(
      message("@large", named: true)?.hasPrefix("invalid size '@large': expected WIDTHxHEIGHT")
        == true)
    #expect(
      message("iphone-51 @ ax1", named: true)?.hasPrefix(
        "invalid size 'iphone-51 @ ax1': unknown device 'iphone-51'") == true)
    #expect(
      message("375x*@xLarge")
        == "invalid size '375x*@xLarge': a content size ('@...') is not taken here")
  }

  /// docs/cli.md's device table is Device.all, row for row.
  @Test func docsTableIsTheList() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/cli.md")
    let page = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(page.components(separatedBy: "### Devices").dropFirst().first)
      .components(separatedBy: "\n#")[0]
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
    let documented = rows.map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let listed = Device.all.map { device in
      [
        "`\(device.name)`", device.model,
        "\(Int(device.width))x\(Int(device.height))", "@\(device.scale)x",
      ]
    }
    #expect(documented == listed)
  }

  private func range(
    _ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double
  )
    -> SizeRange
  {
    SizeRange(
      min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
  }

  private func message(_ text: String, named: Bool = false) -> String? {
    if named {
      if case .failure(let error) = SizeSyntax.parseNamed(text) { return error.message }
      return nil
    }
    if case .failure(let error) = SizeSyntax.parse(text) { return error.message }
    return nil
  }
}
