/// The one palette of the HTML pages and charts: a role's colour is the one its pattern's
/// description gives (`PatternRole.color`), or, for a role that gives none, a colour derived
/// from its folder name (the same on every page and every run, no list to edit);
/// Tracing gives the lanes of a trace that are no role colours of their own. Every role of every registered pattern
/// has a colour no other role name has (a test checks the registry).
nonisolated public enum RolePalette {
  /// The colour of `role` (`#1b9e77`).
  public static func color(of role: PatternRole) -> String {
    role.color ?? derived(from: role.folder)
  }

  /// The colour of a part that no description colours (`Layouts module`), from its name.
  public static func color(named name: String) -> String { derived(from: name) }

  /// Black or white, whichever reads better on `background` (`#rrggbb`).
  public static func textColor(on background: String) -> String {
    let (red, green, blue) = components(background)
    let luminance = 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
    return luminance > 150 ? "#222222" : "#ffffff"
  }

  /// A mid-dark colour whose hue comes from the FNV-1a hash of `name`.
  static func derived(from name: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hex(hue: Double(hash % 360), saturation: 0.6, lightness: 0.42)
  }

  /// `#rrggbb` of an HSL colour.
  static func hex(hue: Double, saturation: Double, lightness: Double) -> String {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let side = chroma * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
    let (red, green, blue): (Double, Double, Double) =
      switch Int(hue) / 60 {
      case 0: (chroma, side, 0)
      case 1: (side, chroma, 0)
      case 2: (0, chroma, side)
      case 3: (0, side, chroma)
      case 4: (side, 0, chroma)
      default: (chroma, 0, side)
      }
    let base = lightness - chroma / 2
    let digits = [red, green, blue].map { channel -> String in
      let value = Int(((channel + base) * 255).rounded())
      let text = String(min(255, max(0, value)), radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + digits.joined()
  }

  /// The red, green and blue of `#rrggbb` (0 for what does not parse).
  static func components(_ color: String) -> (Int, Int, Int) {
    let digits = Array(color.hasPrefix("#") ? color.dropFirst() : Substring(color))
    func channel(_ index: Int) -> Int {
      guard digits.count >= index + 2 else { return 0 }
      return Int(String(digits[index..<index + 2]), radix: 16) ?? 0
    }
    return (channel(0), channel(2), channel(4))
  }
}
