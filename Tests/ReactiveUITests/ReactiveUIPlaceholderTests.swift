import Testing

@Test func placeholderUntilTheReactiveUIModuleLands() {
  #expect(Bool(true), "replaced by real tests when ReactiveUI lands")
}
