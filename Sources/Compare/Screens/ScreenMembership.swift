/// The rule that picks a screen's files in a pattern's module, the same for every pattern (it
/// reads names in the code, never a pattern's or a role's name; Docs/Report.md states it):
///
/// 1. A file is **named for** a screen when it declares a type whose name starts with the
///    screen's name as a word (`LoginPresenter`, `LoginState`), extends such a type of the
///    module, or declares a top-level function so named (`loginReducer`).
/// 2. A file **uses** another when its code names something the other declares: a type, a
///    top-level function, or a member the other adds in an extension of a type declared
///    elsewhere (`Effect.signIn`, `AuthService.signInRequest`).
/// 3. The screen's **own** files are its named files that hang together: the largest group
///    connected by use (a `ProductRow` that only the catalog uses is no product file).
/// 4. A file that is no screen's own takes part in every screen whose own files use it
///    (effects, adapters, shared views) or that it uses (composition, the app's state).
///
/// Another screen's own files never join, so a screen that creates the next one does not bring
/// that screen's code with it. A file no screen reaches (an entry point that only calls the
/// composition, a generic store) is in no comparison; `patterns report` counts it.
enum ScreenMembership {
  /// Why a file takes part in a screen.
  enum Link: Equatable, Sendable {
    /// One of the screen's own files.
    case own
    /// Shared: the screen's own files use `usedByScreen` from it; it uses `usesScreen`.
    case shared(usedByScreen: [String], usesScreen: [String])
  }

  /// For each screen (`login`), the files of one module taking part in it, with why.
  static func links(
    screens: [String], files: [String: SourceNames]
  ) -> [String: [String: Link]] {
    let moduleTypes = files.values.reduce(into: Set<String>()) { $0.formUnion($1.types) }
    let own = Dictionary(
      uniqueKeysWithValues: screens.map { screen in
        let named = files.keys.filter {
          isNamed(files[$0]!, for: screen, moduleTypes: moduleTypes)
        }
        return (screen, largestConnectedGroups(named.sorted(), files))
      })
    let anyOwn = own.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var result: [String: [String: Link]] = [:]
    for screen in screens {
      var links: [String: Link] = [:]
      for path in own[screen]! { links[path] = .own }
      for (path, names) in files where !anyOwn.contains(path) {
        var usedByScreen: Set<String> = []
        var usesScreen: Set<String> = []
        for ownPath in own[screen]! {
          usedByScreen.formUnion(files[ownPath]!.uses(names))
          usesScreen.formUnion(names.uses(files[ownPath]!))
        }
        if !usedByScreen.isEmpty || !usesScreen.isEmpty {
          links[path] = .shared(
            usedByScreen: usedByScreen.sorted(), usesScreen: usesScreen.sorted())
        }
      }
      result[screen] = links
    }
    return result
  }

  /// Rule 1: whether a file is named for `screen`.
  static func isNamed(_ names: SourceNames, for screen: String, moduleTypes: Set<String>) -> Bool {
    let type = ScreenComparison.prefix(of: screen)
    let function = screen.prefix(1).lowercased() + screen.dropFirst()
    return names.types.contains { startsWord($0, type) }
      || names.extended.contains { moduleTypes.contains($0) && startsWord($0, type) }
      || names.topLevel.contains { startsWord($0, function) }
  }

  /// Rule 3: the files of the largest groups of `paths` connected by use, in either direction.
  static func largestConnectedGroups(_ paths: [String], _ files: [String: SourceNames]) -> Set<
    String
  > {
    var groups: [Set<String>] = []
    var seen: Set<String> = []
    for start in paths where !seen.contains(start) {
      var group: Set<String> = []
      var queue = [start]
      while let path = queue.popLast() {
        guard group.insert(path).inserted else { continue }
        for other in paths where !group.contains(other) {
          if !files[path]!.uses(files[other]!).isEmpty || !files[other]!.uses(files[path]!).isEmpty
          {
            queue.append(other)
          }
        }
      }
      seen.formUnion(group)
      groups.append(group)
    }
    let largest = groups.map(\.count).max() ?? 0
    return groups.filter { $0.count == largest }.reduce(into: []) { $0.formUnion($1) }
  }

  /// Whether `name` starts with `prefix` followed by the end or a new word (`LoginView`,
  /// `loginReducer`, not `Logins`).
  static func startsWord(_ name: String, _ prefix: String) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    guard let next = name.dropFirst(prefix.count).first else { return true }
    return next.isUppercase || next == "_"
  }
}
