// `layoutspec devices`: the device names SIZE takes (Device.all), each in portrait and
// landscape, with the range it stands for as a cell and as the whole screen.

import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

/// `devices --format`.
enum DevicesFormat: String, SpelledChoice {
  case text, json

  var summary: String {
    switch self {
    case .text: return "default: a table"
    case .json: return "an array of objects, one per device and orientation"
    }
  }
}

enum DevicesCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var scanner = ArgumentScanner(arguments, command: Commands.devices)
    var format = DevicesFormat.text
    do {
      try scanner.scan { name, value in
        switch name {
        case "--format": format = try DevicesFormat.parse(try value(), for: "format")
        default: throw UsageError("unknown option '\(name)' for 'devices'")
        }
      }
      if let extra = scanner.positionals.first {
        throw UsageError("devices takes no FILE, found '\(extra)'")
      }
    } catch {
      return reportScanError(error, command: Commands.devices)
    }
    switch format {
    case .text: StandardStreams.writeOutput(text(sizes))
    case .json: StandardStreams.writeOutput(json(sizes))
    }
    return .success
  }

  /// Every device in portrait, then in landscape.
  static var sizes: [DeviceSize] {
    Device.all.flatMap { device in
      DeviceSize.Orientation.allCases.map { DeviceSize(device: device, orientation: $0) }
    }
  }

  /// `SIZE  CELL  SCREEN  SCALE  MODEL`, a row per size, in columns.
  static func text(_ sizes: [DeviceSize]) -> String {
    let rows =
      [["SIZE", "CELL", "SCREEN", "SCALE", "MODEL"]]
      + sizes.map { size in
        [
          size.name, SizeSyntax.describe(size.range),
          SizeSyntax.describe(
            DeviceSize(device: size.device, orientation: size.orientation, extent: .screen).range),
          "@\(size.device.scale)x", size.device.model,
        ]
      }
    var widths = [Int](repeating: 0, count: 5)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }.joined() + "\n"
    }.joined()
  }

  /// `[{"name": ..., "model": ..., "orientation": ..., "cell": ..., "screen": ...,
  /// "width": ..., "height": ..., "scale": ...}]`, one object a line.
  static func json(_ sizes: [DeviceSize]) -> String {
    let objects = sizes.map { size in
      let screen = size.screen
      let screenSize = DeviceSize(
        device: size.device, orientation: size.orientation, extent: .screen)
      let fields: [(String, String)] = [
        ("name", JSONFormat.stringLiteral(size.name)),
        ("model", JSONFormat.stringLiteral(size.device.model)),
        ("orientation", JSONFormat.stringLiteral(size.orientation.rawValue)),
        ("cell", JSONFormat.stringLiteral(SizeSyntax.describe(size.range))),
        ("screen", JSONFormat.stringLiteral(SizeSyntax.describe(screenSize.range))),
        ("width", NumberText.shortest(screen.width)),
        ("height", NumberText.shortest(screen.height)),
        ("scale", String(size.device.scale)),
      ]
      return "  {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }
}
