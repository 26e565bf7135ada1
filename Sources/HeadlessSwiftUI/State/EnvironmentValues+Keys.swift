import Scheduling

/// The environment values SwiftUI defines that views here read, and the graph's own.
extension EnvironmentValues {
  /// Whether controls accept input: `disabled(_:)` turns it off for a whole subtree.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Leaves the current screen: pops a navigation destination, closes a sheet.
  public var dismiss: DismissAction {
    DismissAction(action: screen?.dismiss)
  }

  /// Whether the current screen was pushed or presented (and so can be dismissed).
  public var isPresented: Bool { screen?.dismiss != nil }

  /// The app's clock (`Scheduling`'s `Scheduler`) for `task(_:)`'s sleeps: on a
  /// `VirtualScheduler`, virtual time drives them. Not in SwiftUI; set it once at the root.
  public var taskScheduler: (any Scheduler)? {
    get { self[SchedulerKey.self] }
    set { self[SchedulerKey.self] = newValue }
  }

  /// The locale (always `en_US_POSIX` unless set).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The colour scheme (always light unless set).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The edit mode of lists, when a view above provides one.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  // MARK: The graph's own

  var screen: ScreenContext? {
    get { self[ScreenKey.self] }
    set { self[ScreenKey.self] = newValue }
  }

  var textInput: TextInputTraits {
    get { self[TextInputKey.self] }
    set { self[TextInputKey.self] = newValue }
  }

  var submitActions: [() -> Void] {
    get { self[SubmitKey.self] }
    set { self[SubmitKey.self] = newValue }
  }
}

/// What `dismiss` does: call it as a function (`dismiss()`).
public struct DismissAction {
  let action: (() -> Void)?

  /// Leaves the current screen; does nothing on a screen that was not pushed or presented.
  public func callAsFunction() {
    guard let action else { return }
    UpdateCycle.event { action() }
  }
}

/// Light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  /// Whether editing.
  public var isEditing: Bool { self != .inactive }
}

/// The keyboard and text traits the text-input modifiers set for the fields below them.
struct TextInputTraits: Equatable {
  var keyboardType: UIKeyboardType = .default
  var contentType: UITextContentType?
  var autocapitalization: UITextAutocapitalizationType = .sentences
  var autocorrection: UITextAutocorrectionType = .default
  var submitLabel: SubmitLabel = .return
}

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct SchedulerKey: EnvironmentKey { static var defaultValue: (any Scheduler)? { nil } }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US_POSIX") }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
struct ScreenKey: EnvironmentKey { static var defaultValue: ScreenContext? { nil } }
struct TextInputKey: EnvironmentKey { static let defaultValue = TextInputTraits() }
struct SubmitKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }
