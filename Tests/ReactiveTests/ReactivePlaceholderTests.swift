import Testing

@Test func placeholderUntilTheReactiveModuleLands() {
  #expect(Bool(true), "replaced by real tests when Reactive lands")
}
