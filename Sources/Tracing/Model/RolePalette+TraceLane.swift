import PatternModel

extension RolePalette {
  /// The colour of a trace lane that is no pattern role.
  public static func color(of kind: TraceLane.Kind) -> String {
    switch kind {
    case .user: "#444444"
    case .widgets: "#7f7f7f"
    case .pattern: PatternRole.other.color ?? "#a6a6a6"
    case .streams: "#9467bd"
    case .domain: "#2f4b7c"
    case .scheduler: "#7f3b08"
    }
  }
}
