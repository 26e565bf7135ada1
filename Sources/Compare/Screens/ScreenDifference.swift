import PatternModel

/// One screen in two patterns, reduced to the lines in which they differ, aligned by role:
/// what `patterns compare SCREEN A B` shows.
///
/// Each file of one pattern is paired with the other's file at the same path in the module,
/// else with the other's file of the same name (MVC's `Controllers/LoginViewController.swift`
/// with MVP's `Views/LoginViewController.swift`); a file with no partner stands alone, all
/// of its lines differing. Pairs are grouped by role (the left pattern's role order, then the
/// right's), and each pair keeps only the hunks where its two files differ (`LineAlignment`).
public struct ScreenDifference: Sendable {
  /// The screen: `login`.
  public var screen: String
  /// The first pattern's files for the screen.
  public var left: PatternScreen
  /// The second pattern's files for the screen.
  public var right: PatternScreen
  /// The pairs, by role.
  public var sections: [Section]

  /// The pairs of one role, or of two roles where a pair crosses them.
  public struct Section: Sendable {
    /// The left file's role, nil when the section holds only right files.
    public var leftRole: PatternRole?
    /// The right file's role, nil when the section holds only left files.
    public var rightRole: PatternRole?
    /// The pairs, in path order.
    public var pairs: [FilePair]
  }

  /// Two files that play the same part, or one with no partner.
  public struct FilePair: Sendable {
    /// The left pattern's file.
    public var left: ScreenFile?
    /// The right pattern's file.
    public var right: ScreenFile?
    /// Where they differ.
    var alignment: LineAlignment

    /// How many lines the two share.
    public var alike: Int { alignment.alike }
  }

  /// Pairs `left`'s and `right`'s files for the screen and aligns each pair.
  public init(_ comparison: ScreenComparison) {
    precondition(comparison.patterns.count == 2, "a difference is between two patterns")
    let (left, right) = (comparison.patterns[0], comparison.patterns[1])
    var unpaired = right.files
    var pairs: [(PatternRole?, PatternRole?, FilePair)] = []
    func take(_ matches: (ScreenFile) -> Bool) -> ScreenFile? {
      unpaired.firstIndex(where: matches).map { unpaired.remove(at: $0) }
    }
    var leftFiles: [(PatternRole, ScreenFile, ScreenFile?)] = []
    for roleFiles in left.roles {
      for file in roleFiles.files {
        leftFiles.append((roleFiles.role, file, take { $0.pathInModule == file.pathInModule }))
      }
    }
    for (role, file, partner) in leftFiles {
      let partner = partner ?? take { $0.fileName == file.fileName }
      let rightRole = partner.map { right.pattern.role(ofPathInModule: $0.pathInModule) }
      pairs.append((role, rightRole, Self.pair(file, partner)))
    }
    for file in unpaired {
      pairs.append(
        (nil, right.pattern.role(ofPathInModule: file.pathInModule), Self.pair(nil, file)))
    }
    screen = comparison.screen
    self.left = left
    self.right = right
    sections = Self.sections(
      pairs, leftRoles: left.pattern.rolesWithOther, rightRoles: right.pattern.rolesWithOther)
  }

  static func pair(_ left: ScreenFile?, _ right: ScreenFile?) -> FilePair {
    FilePair(
      left: left, right: right,
      alignment: LineAlignment(left?.lines ?? [], right?.lines ?? []))
  }

  /// Groups pairs by their roles. A file alone joins the section of its role when the other
  /// pattern declares that role too; sections come in the order their first pair does.
  static func sections(
    _ pairs: [(PatternRole?, PatternRole?, FilePair)], leftRoles: [PatternRole],
    rightRoles: [PatternRole]
  ) -> [Section] {
    var sections: [Section] = []
    for (leftRole, rightRole, pair) in pairs {
      var key = (leftRole, rightRole)
      if leftRole == nil, let role = rightRole,
        let same = leftRoles.first(where: { $0.folder == role.folder })
      {
        key = (same, role)
      }
      if rightRole == nil, let role = leftRole,
        let same = rightRoles.first(where: { $0.folder == role.folder })
      {
        key = (role, same)
      }
      if let index = sections.firstIndex(where: {
        $0.leftRole?.folder == key.0?.folder && $0.rightRole?.folder == key.1?.folder
      }) {
        sections[index].pairs.append(pair)
      } else {
        sections.append(Section(leftRole: key.0, rightRole: key.1, pairs: [pair]))
      }
    }
    return sections
  }

  /// Lines the two patterns share, over every pair.
  public var alike: Int { sections.flatMap(\.pairs).reduce(0) { $0 + $1.alignment.alike } }
  /// Lines only the left pattern has.
  public var onlyLeft: Int { sections.flatMap(\.pairs).reduce(0) { $0 + $1.alignment.onlyLeft } }
  /// Lines only the right pattern has.
  public var onlyRight: Int {
    sections.flatMap(\.pairs).reduce(0) { $0 + $1.alignment.onlyRight }
  }
}

extension ScreenDifference {
  /// One name for what sits on both sides: the name when the two are the same or one side is
  /// empty, `left ↔ right` otherwise.
  static func pairName(_ left: String?, _ right: String?) -> String {
    switch (left, right) {
    case (let left?, let right?) where left != right: "\(left) ↔ \(right)"
    default: left ?? right ?? ""
    }
  }
}

extension ScreenDifference.Section {
  /// `Views`; `Controllers ↔ Views` for pairs across two roles; `Interactors` alone.
  public var title: String {
    ScreenDifference.pairName(leftRole?.title, rightRole?.title)
  }
}

extension ScreenDifference.FilePair {
  /// `Views/LoginView.swift`, or `Controllers/X.swift ↔ Views/X.swift` when paths differ.
  public var title: String {
    ScreenDifference.pairName(left?.pathInModule, right?.pathInModule)
  }
}
