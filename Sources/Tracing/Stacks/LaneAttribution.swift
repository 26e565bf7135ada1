import Domain
import Foundation
import HeadlessUI
import PatternModel
import Scenarios
import Scheduling

/// Maps stack frames to lanes: a frame in the pattern's module to its type and role (the same
/// role folders the report uses), a frame in one of the libraries the pattern's description
/// names to that library's one lane (`Widgets`, `Reactive`), and the parts every app runs on
/// to `User` (the scenario's steps), Domain's lanes and `Scheduler`.
///
/// Nothing here names a pattern or a library: the pattern's module, role folders and libraries
/// come from its `PatternDescription`; the modules of the parts around it are read from the
/// types the tracer drives them with.
struct LaneAttribution {
  /// The pattern whose types get their own lanes.
  var pattern: PatternDescription

  /// One run of consecutive frames in the same lane: a call into that lane.
  struct Segment: Equatable {
    /// The lane entered.
    var lane: TraceLane
    /// The method the call entered, as a short label (`loginButtonTapped()`).
    var entry: String
    /// For a streams library's lane, the operators the call went through, outermost first.
    var operators: [String]
    /// The symbol of the segment's innermost frame: where the call left the lane, if it did.
    var exit: String
    /// Tells activations apart: the addresses of every frame outside the segment and the
    /// entered symbol. Two captures share a segment when they share this key.
    var key: Int
  }

  /// The symbol prefix of HeadlessUI's `UIEnvironment`, whose frames run an app's code in its
  /// session's environment and draw no call.
  static let environmentBinding = String(reflecting: UIEnvironment.self)
  /// The modules every app runs on, read from their types: the scenario's steps come from
  /// Scenarios, time from Scheduling, the services from Domain; this module records.
  static let scenariosModule = moduleName(of: AppSession.self)
  static let schedulingModule = moduleName(of: VirtualScheduler.self)
  static let domainModule = moduleName(of: AppEnvironment.self)
  static let tracingModule = moduleName(of: TraceRecorder.self)

  static let user = TraceLane(name: "User", kind: .user)
  static let scheduler = TraceLane(name: "Scheduler", kind: .scheduler)
  static let authService = TraceLane(name: "AuthService", kind: .domain)
  static let catalogStore = TraceLane(name: "CatalogStore", kind: .domain)
  static let domain = TraceLane(name: "Domain", kind: .domain)

  /// The lane the user's actions go into and every change a user could see is drawn into: the
  /// pattern's widgets library's, or one named `Widgets` when it names none.
  var widgets: TraceLane {
    pattern.libraries.first { $0.kind == .widgets }.map(Self.lane(of:))
      ?? TraceLane(name: "Widgets", kind: .widgets)
  }

  /// The lane of a library.
  static func lane(of library: PatternLibrary) -> TraceLane {
    TraceLane(name: library.name, kind: library.kind == .widgets ? .widgets : .streams)
  }

  /// The module a type is declared in: `Domain` for `AppEnvironment`.
  static func moduleName(of type: Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." })
  }

  /// The lane a frame belongs to, or nil for frames no lane shows (the tracer itself, the
  /// standard library, test code).
  func lane(of frame: StackFrame) -> TraceLane? {
    // The session's binding of the app to its UI environment is nobody's call.
    if frame.symbol.contains(Self.environmentBinding) { return nil }
    if frame.module == pattern.module {
      let role = pattern.role(ofPathInModule: frame.pathInModule ?? "")
      // A runtime's own types (a store, its scopes, its effect runner) are one lane.
      if role.runtime == .store { return Self.lane(of: role) }
      let name =
        Self.typeName(inSymbol: frame.symbol, module: frame.module) ?? frame.fileBaseName ?? "?"
      return TraceLane(
        name: name, kind: .pattern, role: role.title, color: RolePalette.color(of: role))
    }
    if let library = pattern.libraries.first(where: { $0.modules.contains(frame.module) }) {
      return Self.lane(of: library)
    }
    switch frame.module {
    case Self.schedulingModule: return Self.scheduler
    case Self.scenariosModule: return Self.user
    case Self.tracingModule:
      // The tracer's recording services stand in the lane of the service they record.
      if frame.symbol.contains(String(describing: RecordingAuthService.self)) {
        return Self.authService
      }
      if frame.symbol.contains(String(describing: RecordingCatalogStore.self)) {
        return Self.catalogStore
      }
      return nil
    case Self.domainModule:
      let type = Self.typeName(inSymbol: frame.symbol, module: frame.module) ?? ""
      if type.contains("Auth") { return Self.authService }
      if type.contains("CatalogStore") { return Self.catalogStore }
      return Self.domain
    default: return nil
    }
  }

  /// The one lane of a role's types, named after the role (`Store`).
  static func lane(of role: PatternRole) -> TraceLane {
    TraceLane(
      name: role.title, kind: .pattern, role: role.title, color: RolePalette.color(of: role))
  }

  /// The lane the pattern's runtime draws `part` in: its role's, or one named after the part
  /// when no role plays it.
  func lane(of part: RuntimePart) -> TraceLane {
    if let role = pattern.roles.first(where: { $0.runtime == part }) { return Self.lane(of: role) }
    return TraceLane(name: part == .store ? "Runtime" : "Reducer", kind: .pattern)
  }

  /// The call chain of a stack (frames innermost first): its segments, outermost first.
  func segments(of frames: [StackFrame]) -> [Segment] {
    var result: [Segment] = []
    var hasher = Hasher()
    for frame in frames.reversed() {
      defer { hasher.combine(frame.address) }
      guard let lane = lane(of: frame) else { continue }
      if lane.kind == .pattern, frame.pathInModule == nil { continue }
      if var last = result.last, last.lane.name == lane.name {
        last.exit = frame.symbol
        result[result.count - 1].exit = frame.symbol
        if lane.kind == .streams, let name = operatorName(frame),
          last.operators.last != name
        {
          last.operators.append(name)
          result[result.count - 1] = last
        }
        continue
      }
      var key = hasher
      key.combine(frame.symbol)
      result.append(
        Segment(
          lane: lane, entry: Self.methodLabel(frame.symbol, module: frame.module),
          operators: lane.kind == .streams ? operatorName(frame).map { [$0] } ?? [] : [],
          exit: frame.symbol, key: key.finalize()))
    }
    return result
  }

  /// The type a frame runs in, from its demangled symbol (`MVP.LoginPresenter…` is
  /// `LoginPresenter`); nil when the symbol names another module's type (an extension).
  static func typeName(inSymbol symbol: String, module: String) -> String? {
    let context = innermostContext(symbol)
    guard let range = context.range(of: module + ".") else { return nil }
    if range.lowerBound > context.startIndex {
      let before = context[context.index(before: range.lowerBound)]
      guard !(before.isLetter || before.isNumber || before == "_") else { return nil }
    }
    let name = context[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = name.first, first.isUppercase else { return nil }
    return String(name)
  }

  /// The part of a closure's symbol after its last ` in ` (the function that holds it).
  static func innermostContext(_ symbol: String) -> Substring {
    if let range = symbol.range(of: " in ", options: .backwards) {
      return symbol[range.upperBound...]
    }
    return symbol[...]
  }

  /// A short label for a symbol: `loginButtonTapped()`, `emailChanged(…)`, `closure in
  /// viewDidLoad()`, `isSigningIn` for an accessor.
  static func methodLabel(_ symbol: String, module: String) -> String {
    let isClosure = symbol.hasPrefix("closure") || symbol.hasPrefix("implicit closure")
    var context = innermostContext(symbol)
    if let paren = context.firstIndex(of: "(") {
      // The last dotted name before the parameter list.
      let head = context[..<paren]
      let name = head.split(separator: ".").last.map(String.init) ?? String(head)
      let afterParen = context.index(after: paren)
      let empty = afterParen < context.endIndex && context[afterParen] == ")"
      let method = name + (empty ? "()" : "(…)")
      return isClosure ? "closure in \(method)" : method
    }
    // An accessor or a property initializer: `MVP.X.isSigningIn.getter : Swift.Bool`.
    if let colon = context.range(of: " : ") { context = context[..<colon.lowerBound] }
    let parts = context.split(separator: ".").map(String.init)
    let accessors: Set<String> = [
      "getter", "setter", "modify", "didset", "willset", "_modify", "init", "deinit",
    ]
    let meaningful = parts.filter { !accessors.contains($0) && $0 != module }
    let name = meaningful.last ?? String(context)
    return isClosure ? "closure in \(name)" : name
  }
}

extension LaneAttribution {
  /// The operator a streams library's frame belongs to, from its symbol: the method it runs in
  /// (`debounce`), or its sink's type (`DebounceSink` is `debounce`), among the library's
  /// `operators`; nil for the plumbing (subjects, observers, bindings).
  func operatorName(_ frame: StackFrame) -> String? {
    guard
      let library = pattern.libraries.first(where: { $0.modules.contains(frame.module) }),
      case .streams(let operators) = library.kind
    else { return nil }
    let context = Self.innermostContext(frame.symbol)
    let parts = context.split(separator: ".").map {
      String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
    for part in parts.dropFirst() where operators.contains(part) { return part }
    for part in parts.dropFirst() {
      for name in operators where part.lowercased().hasPrefix(name.lowercased()) {
        return name
      }
    }
    return nil
  }
}
