/// A modifier that changes only how a view looks or animates: nothing is drawn here, so it
/// passes its content through unchanged. It keeps SwiftUI's names so tutorial code compiles.
struct CosmeticModifier: ViewModifier, PrimitiveModifier {
  func body(content: Content) -> Never { primitiveModifierBody() }
  func update(_ node: ViewNode, content: any View) { node.updateChildren([content]) }
}

extension CosmeticModifier: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool { other is CosmeticModifier }
}

extension View {
  fileprivate var cosmetic: ModifiedContent<Self, CosmeticModifier> {
    modifier(CosmeticModifier())
  }

  public func font(_ font: Font?) -> some View { cosmetic }
  public func fontWeight(_ weight: Font.Weight?) -> some View { cosmetic }
  public func fontDesign(_ design: Font.Design?) -> some View { cosmetic }
  public func bold(_ isActive: Bool = true) -> some View { cosmetic }
  public func italic(_ isActive: Bool = true) -> some View { cosmetic }
  public func monospacedDigit() -> some View { cosmetic }
  public func foregroundColor(_ color: Color?) -> some View { cosmetic }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { cosmetic }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  { cosmetic }
  public func tint(_ tint: Color?) -> some View { cosmetic }
  public func accentColor(_ accentColor: Color?) -> some View { cosmetic }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    cosmetic
  }
  public func padding(_ length: CGFloat) -> some View { cosmetic }
  public func padding(_ insets: EdgeInsets) -> some View { cosmetic }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { cosmetic }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { cosmetic }
  public func fixedSize() -> some View { cosmetic }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { cosmetic }
  public func layoutPriority(_ value: Double) -> some View { cosmetic }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { cosmetic }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { cosmetic }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { cosmetic }
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { cosmetic }
  public func background() -> some View { cosmetic }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { cosmetic }
  public func overlay<S: ShapeStyle>(_ style: S) -> some View { cosmetic }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { cosmetic }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    cosmetic
  }
  public func clipped(antialiased: Bool = false) -> some View { cosmetic }
  public func shadow(
    color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { cosmetic }
  public func opacity(_ opacity: Double) -> some View { cosmetic }
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { cosmetic }
  public func scaleEffect(_ scale: CGFloat) -> some View { cosmetic }
  public func rotationEffect(_ angle: Angle) -> some View { cosmetic }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { cosmetic }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { cosmetic }
  public func lineLimit(_ number: Int?) -> some View { cosmetic }
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { cosmetic }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { cosmetic }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { cosmetic }
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { cosmetic }
  public func imageScale(_ scale: Image.Scale) -> some View { cosmetic }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { cosmetic }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    cosmetic
  }
  public func scaledToFit() -> some View { cosmetic }
  public func scaledToFill() -> some View { cosmetic }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { cosmetic }
  public func transition(_ transition: AnyTransition) -> some View { cosmetic }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { cosmetic }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { cosmetic }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { cosmetic }
  public func zIndex(_ value: Double) -> some View { cosmetic }
  public func badge(_ count: Int) -> some View { cosmetic }
  public func badge(_ label: Text?) -> some View { cosmetic }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { cosmetic }
  public func listRowBackground<V: View>(_ view: V?) -> some View { cosmetic }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { cosmetic }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { cosmetic }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { cosmetic }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { cosmetic }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    cosmetic
  }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { cosmetic }
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { cosmetic }
  public func controlSize(_ controlSize: ControlSize) -> some View { cosmetic }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { cosmetic }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { cosmetic }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { cosmetic }
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { cosmetic }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { cosmetic }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { cosmetic }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    cosmetic
  }
  public func navigationBarHidden(_ hidden: Bool) -> some View { cosmetic }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { cosmetic }
  public func toolbarRole(_ role: ToolbarRole) -> some View { cosmetic }
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { cosmetic }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { cosmetic }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { cosmetic }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { cosmetic }
  public func redacted(reason: RedactionReasons) -> some View { cosmetic }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  { cosmetic }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { cosmetic }
  public func accessibilityLabel(_ label: Text) -> some View { cosmetic }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { cosmetic }
  public func accessibilityHint(_ hint: Text) -> some View { cosmetic }
  public func accessibilityValue(_ value: Text) -> some View { cosmetic }
  public func accessibilityHidden(_ hidden: Bool) -> some View { cosmetic }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    cosmetic
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { cosmetic }
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { cosmetic }
  public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
    cosmetic
  }
  public func help(_ text: LocalizedStringKey) -> some View { cosmetic }
  public func labelsHidden() -> some View { cosmetic }
  public func headerProminence(_ prominence: Prominence) -> some View { cosmetic }
}
