extension PatternRole {
  /// Colours for roles whose description gives none, in turn.
  public static let fallbackColors = [
    "#e6ab02", "#a6761d", "#666666", "#1f78b4", "#b2df8a", "#fb9a99",
  ]

  /// The colour of each role, by folder: its own, or the next fallback colour (every chart,
  /// table and page that colours roles uses these, so a role has one colour everywhere).
  public static func colors(_ roles: [PatternRole]) -> [String: String] {
    var colors: [String: String] = [:]
    var fallback = 0
    for role in roles {
      if let color = role.color {
        colors[role.folder] = color
      } else {
        colors[role.folder] = fallbackColors[fallback % fallbackColors.count]
        fallback += 1
      }
    }
    return colors
  }
}
