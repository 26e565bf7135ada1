import Assertions
import Registry
import Testing

@testable import PatternModel
import Tracing

/// The one palette of the HTML pages: a colour per role name across every registered pattern.
struct RolePaletteTests {
  @Test func everyRoleOfEveryRegisteredPatternHasAColourNoOtherRoleHas() {
    var colours: [String: String] = [:]
    for role in PatternRegistry.all.flatMap(\.rolesWithOther) {
      colours[role.folder] = RolePalette.color(of: role)
    }
    assertEqual(colours.count, 13)  // 12 role folders (MV adds Models) and `other`
    let byColour = Dictionary(grouping: colours.keys, by: { colours[$0]! })
    #expect(byColour.values.filter { $0.count > 1 }.isEmpty)
    let lanes: [TraceLane.Kind] = [.user, .widgets, .streams, .domain, .scheduler]
    let laneColours = lanes.map(RolePalette.color(of:))
    assertEqual(Set(laneColours).count, lanes.count)
    #expect(Set(laneColours).isDisjoint(with: colours.values))
  }

  @Test func aRoleWithoutAColourGetsOneFromItsNameTheSameOnEveryPage() {
    let workers = RolePalette.color(of: PatternRole("Workers"))
    assertEqual(workers, RolePalette.color(of: PatternRole("Workers", title: "The workers")))
    assertEqual(workers, RolePalette.color(named: "Workers"))
    #expect(workers.wholeMatch(of: /#[0-9a-f]{6}/) != nil)
    #expect(workers != RolePalette.color(of: PatternRole("Coordinators")))
    assertEqual(RolePalette.color(of: PatternRole("Views", color: "#123456")), "#123456")
  }

  @Test func aDerivedColourIsTheHSLColourOfTheNamesHash() {
    assertEqual(RolePalette.hex(hue: 0, saturation: 1, lightness: 0.5), "#ff0000")
    assertEqual(RolePalette.hex(hue: 120, saturation: 1, lightness: 0.5), "#00ff00")
    assertEqual(RolePalette.hex(hue: 240, saturation: 1, lightness: 0.25), "#000080")
  }

  @Test func textOnARoleColourIsWhiteOnDarkAndDarkOnLight() {
    assertEqual(RolePalette.textColor(on: "#1b9e77"), "#ffffff")
    assertEqual(RolePalette.textColor(on: "#bcbd22"), "#222222")
    assertEqual(RolePalette.textColor(on: "#ffffff"), "#222222")
    assertEqual(RolePalette.textColor(on: "#000000"), "#ffffff")
  }
}
