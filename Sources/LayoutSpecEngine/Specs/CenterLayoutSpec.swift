// ASCenterLayoutSpec (Source/Layout/ASCenterLayoutSpec.mm): a relative spec that centres
// on the chosen axes; its sizing options are the relative spec's minimum options.

/// ASCenterLayoutSpecCenteringOptions.
public enum CenterLayoutSpecCenteringOptions: Hashable, Sendable, CaseIterable {
  case none, x, y, xy
}

/// ASCenterLayoutSpecSizingOptions.
public enum CenterLayoutSpecSizingOptions: Hashable, Sendable, CaseIterable {
  case `default`, minimumX, minimumY, minimumXY
}

public struct CenterLayoutSpec: Hashable, Sendable {
  public var centeringOptions: CenterLayoutSpecCenteringOptions
  public var sizingOptions: CenterLayoutSpecSizingOptions

  public init(
    centeringOptions: CenterLayoutSpecCenteringOptions = .none,
    sizingOptions: CenterLayoutSpecSizingOptions = .default
  ) {
    self.centeringOptions = centeringOptions
    self.sizingOptions = sizingOptions
  }

  /// The relative spec Texture's initializer configures (ASCenterLayoutSpec.mm
  /// `horizontalPositionFromCenteringOptions:` and friends).
  var relativeLayoutSpec: RelativeLayoutSpec {
    let centersX = centeringOptions == .x || centeringOptions == .xy
    let centersY = centeringOptions == .y || centeringOptions == .xy
    let sizing: RelativeLayoutSpecSizingOption
    switch sizingOptions {
    case .default: sizing = .default
    case .minimumX: sizing = .minimumWidth
    case .minimumY: sizing = .minimumHeight
    case .minimumXY: sizing = .minimumSize
    }
    return RelativeLayoutSpec(
      horizontalPosition: centersX ? .center : .none,
      verticalPosition: centersY ? .center : .none,
      sizingOption: sizing)
  }
}
